import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillModuleRoutes, modulesWithoutDefault, readModuleFacts } from '../../../../src/node/build/moduleRoutes.js';
import type { RouteInput } from '../../../../src/node/plugins/types.js';
import { searchPages } from '../../../../src/node/plugins/search/searchRecords.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-module-routes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in server bundle: a board page with one sub path per entry. */
function writeBundle(name: string, entries: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(
    file,
    `export function pageModuleInfo(kind) {
      if (kind !== 'page:board') return {};
      const entries = ${JSON.stringify(entries)};
      return { meta: { title: 'Board', description: 'Every request' }, subPaths: entries.map((id) => '/board/' + id + '/'), metaFor: (p) => ({ title: 'Request ' + p.split('/')[2] }) };
    }`,
  );
  return file;
}

const boardRoute = (): RouteInput => ({ path: '/board', kind: 'page:board', title: 'board', props: {}, fromModule: true }) as RouteInput;

describe('module routes', () => {
  it('gives a module route its meta and one route per sub path, with the sub path meta', async () => {
    const routes = [boardRoute()];
    fillModuleRoutes(routes, await readModuleFacts(routes, writeBundle('a.mjs', ['one', 'two'])));
    expect(routes.map((route) => [route.path, route.title, route.exact, route.description])).toEqual([
      ['/board', 'Board', false, 'Every request'],
      ['/board/one', 'Request one', true, 'Every request'],
      ['/board/two', 'Request two', true, 'Every request'],
    ]);
  });

  it('makes each React page searchable by its title and description', async () => {
    const routes = [boardRoute()];
    fillModuleRoutes(routes, await readModuleFacts(routes, writeBundle('search.mjs', ['one'])));
    expect(routes.map((route) => route.search)).toEqual([
      { tag: 'default', lvl0: 'Pages', sections: [{ heading: '', id: '', level: 1, text: 'Every request' }] },
      { tag: 'default', lvl0: 'Pages', sections: [{ heading: '', id: '', level: 1, text: 'Every request' }] },
    ]);
    const searchable = searchPages(routes, { baseUrl: '/', trailingSlash: undefined, language: 'en' });
    expect(searchable.map((page) => page.records[0]!.hierarchy.lvl1)).toEqual(['Board', 'Request one']);
  });

  it('leaves a React page without a title out of search: it would be a result without a name', async () => {
    const untitled = { path: '/plain', kind: 'page:plain', title: '', props: {}, fromModule: true } as RouteInput;
    fillModuleRoutes([untitled], await readModuleFacts([untitled], writeBundle('plain.mjs', [])));
    expect(untitled.search).toBeUndefined();
  });

  it('answers from the cache while the bundle is byte for byte the same, and asks the bundle again once it changed', async () => {
    const cacheFile = path.join(dir, 'facts.json');
    const bundle = writeBundle('b.mjs', ['one']);
    await readModuleFacts([boardRoute()], bundle, cacheFile);
    // Tamper with the record: an answer that only the cache can give shows it was used.
    const record = JSON.parse(readFileSync(cacheFile, 'utf8'));
    record.facts['page:board'].meta.title = 'From the cache';
    writeFileSync(cacheFile, JSON.stringify(record));
    expect((await readModuleFacts([boardRoute()], bundle, cacheFile))['page:board']!.meta!.title).toBe('From the cache');
    const changed = writeBundle('c.mjs', ['one', 'three']);
    const facts = await readModuleFacts([boardRoute()], changed, cacheFile);
    expect(facts['page:board']).toMatchObject({ meta: { title: 'Board' }, subPaths: ['/board/one', '/board/three'] });
  });

  it('reports a page module with no default export at its file, before anything renders', async () => {
    const file = path.join(dir, 'no-default.mjs');
    writeFileSync(file, `export function pageModuleInfo(kind) { return kind === 'page:broken' ? { meta: { title: 'Broken' }, hasDefault: false } : { hasDefault: true }; }`);
    const routes = [
      { path: '/broken', kind: 'page:broken', title: '', props: {}, fromModule: true, source: { file: 'pages/broken.tsx' } },
      { path: '/fine', kind: 'page:fine', title: '', props: {}, fromModule: true, source: { file: 'pages/fine.tsx' } },
    ] as RouteInput[];
    const problems = modulesWithoutDefault(routes, await readModuleFacts(routes, file));
    expect(problems).toEqual([
      {
        plugin: 'pages',
        where: { file: 'pages/broken.tsx' },
        what: 'The page module for "page:broken" has no default export, so there is no component to render /broken',
        fix: 'Export the page component as default: `export default function Page() { … }`.',
      },
    ]);
  });
});
