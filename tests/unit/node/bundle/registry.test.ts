import { describe, expect, it } from 'vitest';
import { registrySource, type RegistryModules } from '../../../../src/node/bundle/registry.js';

const modules: RegistryModules = {
  kinds: { doc: '/theme/docs/DocPage.tsx' },
  Layout: '/theme/Layout.tsx',
  ErrorPage: '/theme/ErrorPage.tsx',
  Loading: '/theme/Loading.tsx',
  clientModules: [],
  navbarItemTypes: {},
  markdownFeatures: { tabs: '/theme/markdown/Tabs.tsx', details: '/theme/markdown/Details.tsx' },
};

describe('registrySource', () => {
  it('imports the markdown components of page features lazily in the browser, one import each', () => {
    const source = registrySource(modules, 'client');
    expect(source).toContain('export const markdownFeaturesSync = {};');
    expect(source).toContain(`"details": () => import("/theme/markdown/Details.tsx"),`);
    expect(source).toContain(`"tabs": () => import("/theme/markdown/Tabs.tsx"),`);
    expect(source).not.toMatch(/import \* as feature/);
  });

  it('imports them all up front on the server, where markdown renders synchronously', () => {
    const source = registrySource(modules, 'server');
    expect(source).toContain(`import * as feature0 from "/theme/markdown/Details.tsx";`);
    expect(source).toContain(`export const markdownFeaturesSync = {"details": feature0, "tabs": feature1};`);
  });
});
