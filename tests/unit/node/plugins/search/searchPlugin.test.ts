import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import { halfwayByText, searchPlugin } from '../../../../../src/node/plugins/search/index.js';
import type { RouteContext } from '../../../../../src/node/plugins/types.js';
import { searchRoute } from './helpers.js';

const config = (search: Record<string, unknown> = {}) => siteConfigSchema.parse({ title: 'T', url: 'https://e.com', search });
const routeContext = { mode: 'production', shareData: () => '', warn: () => undefined } as unknown as RouteContext;

/** Every file below `dir`, by its path relative to it (`/`-separated), with its text. */
function filesIn(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file).split(path.sep).join('/'), readFileSync(file, 'utf8')] as const;
      }),
  );
}

/** The index writes its files into the output itself (it links unchanged ones in a rebuild). */
const unused = () => Promise.reject(new Error('the search index does not go through writeFile'));

/** Runs post build without a worker into a fresh folder and returns what it wrote. */
async function postBuildInto(routes: Parameters<NonNullable<ReturnType<typeof searchPlugin>['postBuild']>>[0]['routes']): Promise<Map<string, string>> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-'));
  try {
    await searchPlugin(config()).postBuild!({ config: config(), siteDir: '/', outDir, routes, writeFile: unused });
    return filesIn(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A doc with a section and a blog post, both mentioning the installer. */
const twoPages = () => [
  searchRoute('/docs/intro', 'Intro', 'docs-default-current', [['Intro', '', 1, 'Welcome to the docs.'], ['Install', 'install', 2, 'Run the installer once.']]),
  searchRoute('/blog/hello', 'Hello', 'blog-default', [['Hello', '', 1, 'A first post about the installer.']]),
];

describe('searchPlugin', () => {
  it('adds the search page at the configured path, left out of the index', async () => {
    const result = await searchPlugin(config({ searchPagePath: 'find' })).contentLoaded!(undefined, { ...routeContext, config: config() });
    expect(result.routes).toEqual([{ path: '/find', kind: 'search', title: 'Search the documentation', props: { path: '/find' }, noindex: true }]);
    // No preconnect in local mode; the search metadata every page carries.
    expect(result.headTags?.filter((tag) => tag.tag === 'link')).toEqual([]);
    expect(result.headTags?.find((tag) => tag.attrs.name === 'docsearch:docusaurus_tag')?.attrs.content).toBe('default');
  });

  it('writes the local index after the build: a manifest, shards and record files', async () => {
    const routes = [searchRoute('/docs/intro', 'Intro', 'docs-default-current', [['Intro', '', 1, 'Welcome to the docs.']])];
    const written = await postBuildInto(routes);
    const manifest = JSON.parse(written.get('__folio/search/manifest.json')!);
    expect(manifest).toMatchObject({ pageCount: 1, documentCount: 1, language: 'en', tags: [['docs-default-current', 0, 1]] });
    expect([...written.keys()].filter((file) => file.includes('/s/')).length).toBe(manifest.shards.length);
    expect(JSON.parse(written.get(`__folio/search/${manifest.base}p/0-0.json`)!)[0]).toMatchObject({ url: '/docs/intro', type: 'content', hierarchy: { lvl1: 'Intro' } });
  });

  it('links the index files a rebuild leaves unchanged from the output it replaces', async () => {
    const intro = searchRoute('/docs/intro', 'Intro', 'docs-default-current', [['Intro', '', 1, 'Welcome to the docs.']]);
    const previousDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-previous-'));
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-next-'));
    try {
      await searchPlugin(config()).postBuild!({ config: config(), siteDir: '/', outDir: previousDir, routes: [intro], writeFile: unused });
      const edited = searchRoute('/blog/hello', 'Hello', 'blog-default', [['Hello', '', 1, 'A new post.']]);
      await searchPlugin(config()).postBuild!({ config: config(), siteDir: '/', outDir, routes: [intro, edited], writeFile: unused, reuse: { previousDir, cacheDir: previousDir } });
      const before = JSON.parse(readFileSync(path.join(previousDir, '__folio/search/manifest.json'), 'utf8'));
      const after = JSON.parse(readFileSync(path.join(outDir, '__folio/search/manifest.json'), 'utf8'));
      expect(after.base).not.toBe(before.base);
      // The intro page's records did not change: the same file, linked; the new post's are new.
      const inode = (dir: string, base: string, file: string) => statSync(path.join(dir, '__folio/search', base, file)).ino;
      expect(inode(outDir, after.base, 'p/0-0.json')).toBe(inode(previousDir, before.base, 'p/0-0.json'));
      expect(readFileSync(path.join(outDir, '__folio/search', after.base, 'p/1-0.json'), 'utf8')).toContain('A new post.');
    } finally {
      rmSync(previousDir, { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('writes the same index when it was built on a worker thread while pages rendered', async () => {
    const routes = twoPages();
    const afterwards = await postBuildInto(routes);

    // Built early, the worker writes the files into the output itself; post build only waits.
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-'));
    const plugin = searchPlugin(config());
    plugin.routesReady!({ config: config(), routes, outDir });
    await plugin.postBuild!({ config: config(), siteDir: '/', outDir, routes: [], writeFile: unused });
    const inWorker = filesIn(outDir);
    rmSync(outDir, { recursive: true, force: true });
    expect(inWorker.size).toBeGreaterThan(3);
    expect([...inWorker].sort()).toEqual([...afterwards].sort());
  }, 30_000);

  it("writes the same index when its worker read the previous build's terms while content loaded", async () => {
    const routes = twoPages();
    const afterwards = await postBuildInto(routes);
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-cache-'));
    const dirs = [cacheDir];
    try {
      // Two builds in a row: the first records the terms, the second's worker reads them early.
      for (const build of [1, 2]) {
        const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-'));
        dirs.push(outDir);
        const reuse = { previousDir: dirs[dirs.length - 2]!, cacheDir };
        const plugin = searchPlugin(config());
        await plugin.loadContent!({ config: config(), siteDir: '/', mode: 'production', reuse } as unknown as Parameters<NonNullable<typeof plugin.loadContent>>[0]);
        plugin.routesReady!({ config: config(), routes, outDir, reuse });
        await plugin.postBuild!({ config: config(), siteDir: '/', outDir, routes: [], writeFile: unused, reuse });
        expect([...filesIn(outDir)].sort(), `build ${build}`).toEqual([...afterwards].sort());
        expect(readFileSync(path.join(cacheDir, 'search-terms.json'), 'utf8')).toContain('installer');
      }
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('links the whole previous index when no page changed, and builds it again when one did', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-cache-'));
    const dirs = [cacheDir];
    const edited = [twoPages()[0]!, searchRoute('/blog/hello', 'Hello', 'blog-default', [['Hello', '', 1, 'A first post about the zebra.']])];
    const manifestInode = (dir: string) => statSync(path.join(dir, '__folio/search/manifest.json')).ino;
    try {
      for (const routes of [twoPages(), twoPages(), edited]) {
        const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-'));
        dirs.push(outDir);
        const reuse = { previousDir: dirs[dirs.length - 2]!, cacheDir };
        const plugin = searchPlugin(config());
        await plugin.loadContent!({ config: config(), siteDir: '/', mode: 'production', reuse } as unknown as Parameters<NonNullable<typeof plugin.loadContent>>[0]);
        plugin.routesReady!({ config: config(), routes, outDir, reuse });
        await plugin.postBuild!({ config: config(), siteDir: '/', outDir, routes: [], writeFile: unused, reuse });
        expect([...filesIn(outDir)].sort()).toEqual([...(await postBuildInto(routes))].sort());
      }
      const [, first, second, third] = dirs as [string, string, string, string];
      expect(manifestInode(second)).toBe(manifestInode(first));
      expect(manifestInode(third)).not.toBe(manifestInode(second));
      expect(readFileSync(path.join(third, '__folio/search/manifest.json'), 'utf8')).not.toBe(readFileSync(path.join(second, '__folio/search/manifest.json'), 'utf8'));
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('writes the same index when a large site counts half its pages on the worker after rendering', async () => {
    // Above 3,000 pages the index is built in post build, with the worker counting the terms of
    // the second half of the pages.
    const routes = Array.from({ length: 3_001 }, (_, index) =>
      searchRoute(`/docs/page-${index}`, `Page ${index}`, 'docs-default-current', [[`Page ${index}`, '', 1, `Text ${index % 97} about word${index % 13} and zebra${index}.`]]),
    );
    const alone = await postBuildInto(routes);
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-'));
    try {
      const plugin = searchPlugin(config());
      await plugin.loadContent!({ config: config(), siteDir: '/', mode: 'production' } as unknown as Parameters<NonNullable<typeof plugin.loadContent>>[0]);
      plugin.routesReady!({ config: config(), routes, outDir });
      await plugin.postBuild!({ config: config(), siteDir: '/', outDir, routes, writeFile: unused });
      const both = filesIn(outDir);
      expect(both.size).toBeGreaterThan(3_000);
      expect([...both].sort()).toEqual([...alone].sort());
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('splits pages for two threads where half of their text is behind', () => {
    expect(halfwayByText([['aaaa'], ['a'], ['a', 'a'], ['aa']])).toBe(1);
    expect(halfwayByText([['a'], ['a'], ['a'], ['a']])).toBe(2);
    expect(halfwayByText([['a'], ['b', 'cc'], ['dddddd']])).toBe(2);
    expect(halfwayByText([['aaaaaaaa'], ['a']])).toBe(1);
    expect(halfwayByText([['a'], ['aaaaaaaa']])).toBe(1);
    expect(halfwayByText([])).toBe(0);
  });

  it('writes no local index in hosted mode', async () => {
    const written: string[] = [];
    const hosted = config({ algolia: { appId: 'A', apiKey: 'k', indexName: 'i' } });
    await searchPlugin(hosted).postBuild!({ config: hosted, siteDir: '/', outDir: '/out', routes: [], writeFile: async (file) => void written.push(file) });
    expect(written).toEqual([]);
  });
});
