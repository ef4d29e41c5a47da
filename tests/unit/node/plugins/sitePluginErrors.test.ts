// A site plugin that throws in a lifecycle method: one problem naming the plugin, the method and
// the line of the plugin's own file, not "an unexpected error" with the bundled config's stack.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { isBuildError, type Diagnostic } from '../../../../src/node/errors.js';
import { guardSitePlugin, sitePluginError } from '../../../../src/node/plugins/sitePluginErrors.js';
import type { Plugin } from '../../../../src/node/plugins/types.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-site-plugin-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

async function failureOf(method: 'loadContent' | 'contentLoaded' | 'postBuild'): Promise<Diagnostic[]> {
  const dir = path.join(site, method);
  mkdirSync(path.join(dir, 'plugins'), { recursive: true });
  mkdirSync(path.join(dir, 'pages'), { recursive: true });
  writeFileSync(path.join(dir, 'pages', 'index.md'), '# Home\n\nText.\n');
  writeFileSync(
    path.join(dir, 'plugins', 'releases.ts'),
    `export function releasesPlugin() {\n  return {\n    name: 'releases',\n    async ${method}() {\n      throw new Error('could not read data/releases.json');\n    },\n  };\n}\n`,
  );
  writeFileSync(path.join(dir, 'site.config.ts'), "import { defineConfig } from 'folio';\nimport { releasesPlugin } from './plugins/releases';\n\nexport default defineConfig({\n  title: 'T',\n  url: 'https://example.com',\n  plugins: [releasesPlugin()],\n});\n");
  const error = await buildSite({ configPath: path.join(dir, 'site.config.ts'), outDir: path.join(dir, 'build'), cache: false, logger: createLogger({ quiet: true }) }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(isBuildError(error), String(error)).toBe(true);
  return (error as { diagnostics: Diagnostic[] }).diagnostics;
}

describe('a site plugin that throws', () => {
  it.each(['loadContent', 'contentLoaded', 'postBuild'] as const)('in %s() is one problem at the line of the plugin file that threw, naming the plugin and the method', async (method) => {
    const [problem, ...more] = await failureOf(method);
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ plugin: 'releases', where: { file: expect.stringMatching(/plugins\/releases\.ts$/), line: 5 } });
    expect(problem!.what).toBe(`The site plugin "releases" threw an error in ${method}(): could not read data/releases.json`);
    expect(problem!.fix).toMatch(/^Fix the plugin's code at that line\./);
  }, 60_000);

  it('keeps a class plugin its getters and `this`, and passes on what its methods return', async () => {
    class Releases {
      count = 3;
      get name() {
        return 'releases';
      }
      async loadContent() {
        return this.count;
      }
    }
    const guarded = guardSitePlugin(new Releases() as unknown as Plugin<unknown>, undefined, undefined);
    expect(guarded.name).toBe('releases');
    await expect(guarded.loadContent!({} as never)).resolves.toBe(3);
  });

  it('without a source map to place it, points at the plugin in the config and keeps no data: URL in the message', () => {
    const error = sitePluginError(new Error('bad at data:text/javascript;base64,QUJD'), 'releases', 'routesReady', undefined, { file: 'site.config.ts', source: "plugins: [{ name: 'releases' }]\n" });
    expect((error as { diagnostics: Diagnostic[] }).diagnostics[0]).toMatchObject({ where: { file: 'site.config.ts', line: 1 }, what: 'The site plugin "releases" threw an error in routesReady(): bad at the bundled config' });
  });
});
