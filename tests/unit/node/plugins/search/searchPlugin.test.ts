import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import { searchPlugin } from '../../../../../src/node/plugins/search/index.js';
import type { RouteContext } from '../../../../../src/node/plugins/types.js';
import { searchRoute } from './helpers.js';

const config = (search: Record<string, unknown> = {}) => siteConfigSchema.parse({ title: 'T', url: 'https://e.com', search });
const routeContext = { mode: 'production', shareData: () => '', warn: () => undefined } as unknown as RouteContext;

describe('searchPlugin', () => {
  it('adds the search page at the configured path, left out of the index', async () => {
    const result = await searchPlugin(config({ searchPagePath: 'find' })).contentLoaded!(undefined, { ...routeContext, config: config() });
    expect(result.routes).toEqual([{ path: '/find', kind: 'search', title: 'Search', props: { path: '/find' }, noindex: true }]);
    expect(result.headTags).toEqual([]);
  });

  it('writes the local index after the build: a manifest, shards and record files', async () => {
    const written = new Map<string, string>();
    const routes = [searchRoute('/docs/intro', 'Intro', 'docs-default-current', [['Intro', '', 1, 'Welcome to the docs.']])];
    await searchPlugin(config()).postBuild!({ config: config(), siteDir: '/', outDir: '/out', routes, writeFile: async (file, data) => void written.set(file, String(data)) });
    const manifest = JSON.parse(written.get('__folio/search/manifest.json')!);
    expect(manifest).toMatchObject({ pageCount: 1, documentCount: 1, language: 'en', tags: [['docs-default-current', 0, 1]] });
    expect([...written.keys()].filter((file) => file.includes('/s/')).length).toBe(manifest.shards.length);
    expect(JSON.parse(written.get(`__folio/search/${manifest.base}p/0-0.json`)!)[0]).toMatchObject({ url: '/docs/intro', type: 'content', hierarchy: { lvl1: 'Intro' } });
  });

  it('writes the same index when it was built on a worker thread while pages rendered', async () => {
    const routes = [
      searchRoute('/docs/intro', 'Intro', 'docs-default-current', [['Intro', '', 1, 'Welcome to the docs.'], ['Install', 'install', 2, 'Run the installer once.']]),
      searchRoute('/blog/hello', 'Hello', 'blog-default', [['Hello', '', 1, 'A first post about the installer.']]),
    ];
    const afterwards = new Map<string, string>();
    await searchPlugin(config()).postBuild!({ config: config(), siteDir: '/', outDir: '/out', routes, writeFile: async (file, data) => void afterwards.set(file, String(data)) });

    // Built early, the worker writes the files into the output itself; post build only waits.
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-'));
    const plugin = searchPlugin(config());
    plugin.routesReady!({ config: config(), routes, outDir });
    await plugin.postBuild!({ config: config(), siteDir: '/', outDir, routes: [], writeFile: () => Promise.reject(new Error('nothing is left to write')) });
    const inWorker = new Map(readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [path.relative(outDir, file).split(path.sep).join('/'), readFileSync(file, 'utf8')] as const;
    }));
    rmSync(outDir, { recursive: true, force: true });
    expect(inWorker.size).toBeGreaterThan(3);
    expect([...inWorker].sort()).toEqual([...afterwards].sort());
  }, 30_000);

  it('writes no local index in hosted mode', async () => {
    const written: string[] = [];
    const hosted = config({ algolia: { appId: 'A', apiKey: 'k', indexName: 'i' } });
    await searchPlugin(hosted).postBuild!({ config: hosted, siteDir: '/', outDir: '/out', routes: [], writeFile: async (file) => void written.push(file) });
    expect(written).toEqual([]);
  });
});
