import { describe, expect, it } from 'vitest';
import { debugRoutes, serializableConfig, type DebugData } from '../../../../src/node/plugins/debug.js';

const data: DebugData = {
  config: { title: 'Folio' },
  content: { 'docs/default': [{ name: 'current' }] },
  globalData: { docs: {} },
  metadata: { frameworkVersion: '3.6.3', nodeVersion: 'v20.0.0', pluginVersions: { 'docs/default': { type: 'package', version: '3.6.3' } } },
  registry: { doc: ['/__folio/assets/chunks/doc-X.js'] },
  routes: [
    { path: '/', kind: 'mdPage', exact: true },
    { path: '/docs/intro', kind: 'doc', exact: true, unlisted: undefined },
  ],
};
const byPath = (path: string) => debugRoutes(data).find((route) => route.path === path)!;
const props = (path: string) => byPath(path).props as { title: string; data: unknown; links: { href: string }[] };

describe('debugRoutes', () => {
  it('makes the index and one page per kind of data, all unlisted and noindex', () => {
    const routes = debugRoutes(data);
    expect(routes.map((route) => route.path)).toEqual([
      '/__docusaurus/debug',
      '/__docusaurus/debug/config',
      '/__docusaurus/debug/content',
      '/__docusaurus/debug/globalData',
      '/__docusaurus/debug/metadata',
      '/__docusaurus/debug/registry',
      '/__docusaurus/debug/routes',
    ]);
    expect(routes.every((route) => route.kind === 'debug' && route.noindex && route.unlisted)).toBe(true);
    expect(props('/__docusaurus/debug').links.map((link) => link.href)).toHaveLength(6);
  });

  it('shows each page its own data', () => {
    expect(props('/__docusaurus/debug/config').data).toEqual({ title: 'Folio' });
    expect(props('/__docusaurus/debug/registry').data).toEqual(data.registry);
    expect(props('/__docusaurus/debug/metadata').data).toEqual(data.metadata);
  });

  it('lists every route of the route table, the debug routes included', () => {
    const paths = (props('/__docusaurus/debug/routes').data as { path: string }[]).map((route) => route.path);
    expect(paths).toEqual(['/', '/docs/intro', ...debugRoutes(data).map((route) => route.path)]);
  });

  it('gives an overview of the build on the index page', () => {
    expect(props('/__docusaurus/debug').data).toEqual({
      frameworkVersion: '3.6.3',
      nodeVersion: 'v20.0.0',
      plugins: ['docs/default'],
      routes: 9,
      routesByKind: { mdPage: 1, doc: 1, debug: 7 },
    });
  });

  it('holds data as the browser will get it: no undefined values to count', () => {
    const routes = props('/__docusaurus/debug/routes').data as Record<string, unknown>[];
    expect(Object.keys(routes[1]!)).toEqual(['path', 'kind', 'exact']);
  });
});

describe('serializableConfig', () => {
  it('shows functions by name', () => {
    function transform() {}
    expect(serializableConfig({ plugins: [{ name: 'mine', transform }] })).toEqual({ plugins: [{ name: 'mine', transform: '[function transform]' }] });
  });

  it('lists an option left unset as null instead of leaving it out', () => {
    expect(serializableConfig({ title: 'Site', trailingSlash: undefined })).toEqual({ title: 'Site', trailingSlash: null });
  });
});
