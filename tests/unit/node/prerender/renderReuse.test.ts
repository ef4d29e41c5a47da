import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { planReuse, readManifest, setupKey, writeManifest, type RenderManifest } from '../../../../src/node/prerender/renderReuse.js';
import type { RenderItem, RenderSetup } from '../../../../src/node/prerender/renderBatch.js';
import { retargetHtml } from '../../../../src/node/prerender/retargetSiteData.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-render-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('render manifest', () => {
  const sidebar = Array.from({ length: 200 }, (_, i) => `/changelog/entry-${i}`);
  const manifest: RenderManifest = Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [`/changelog/entry-${i}`, { key: `k${i}`, files: [`changelog/entry-${i}/index.html`], hrefs: [...sidebar, `#section-${i}`], ids: [`section-${i}`], bytes: 1000 + i }]),
  );

  it('reads back what it wrote', async () => {
    const file = path.join(dir, 'a.json');
    await writeManifest(file, { pages: manifest, siteDataUrl: '/__folio/site-1.json' });
    expect(await readManifest(file)).toEqual({ pages: manifest, siteDataUrl: '/__folio/site-1.json' });
  });

  it('stores an href shared by many pages once', async () => {
    const file = path.join(dir, 'b.json');
    await writeManifest(file, { pages: manifest, siteDataUrl: '/__folio/site-1.json' });
    const plain = JSON.stringify(manifest).length;
    expect(readFileSync(file, 'utf8').length).toBeLessThan(plain / 5);
  });

  it('stores a shared part once and reads it back as one object for every page holding it', async () => {
    const file = path.join(dir, 'parts.json');
    const years = [0, 1].map((year) => ({ key: `2:${year}`, hrefs: sidebar.slice(year * 100, year * 100 + 100), ids: [`year-${year}`] }));
    const withParts: RenderManifest = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`/changelog/entry-${i}`, { key: `k${i}`, files: [`changelog/entry-${i}/index.html`], hrefs: [`#section-${i}`], ids: [`section-${i}`], parts: years, bytes: 1000 + i }]),
    );
    await writeManifest(file, { pages: withParts, siteDataUrl: '/__folio/site-1.json' });
    expect(readFileSync(file, 'utf8').length).toBeLessThan(JSON.stringify(withParts).length / 10);
    const read = (await readManifest(file)).pages;
    const strip = (m: RenderManifest) => Object.values(m).map((entry) => ({ ...entry, parts: entry.parts?.map(({ hrefs, ids }) => ({ hrefs, ids })) }));
    expect(strip(read)).toEqual(strip(withParts));
    expect(read['/changelog/entry-7']!.parts![1]).toBe(read['/changelog/entry-30']!.parts![1]);
  });

  it('treats a manifest in another format, or none, as empty: every page renders again', async () => {
    const file = path.join(dir, 'old.json');
    writeFileSync(file, JSON.stringify(manifest));
    const empty = { pages: {}, siteDataUrl: undefined };
    expect(await readManifest(file)).toEqual(empty);
    expect(await readManifest(path.join(dir, 'missing.json'))).toEqual(empty);
  });
});

describe('setupKey', () => {
  const setup = { site: { title: 'T' }, assets: {}, kindChunks: {}, globalHead: [], noIndexSite: false, sharedByUrl: {} } as unknown as RenderSetup;

  it('changes with the build of Folio that renders, so pages another build rendered are rendered again', () => {
    expect(setupKey(setup, 'server code', 'build-a')).toBe(setupKey(setup, 'server code', 'build-a'));
    expect(setupKey(setup, 'server code', 'build-b')).not.toBe(setupKey(setup, 'server code', 'build-a'));
  });

  it('changes with the server bundle', () => {
    expect(setupKey(setup, 'other server code', 'build-a')).not.toBe(setupKey(setup, 'server code', 'build-a'));
  });
});

describe('the site data address and the page keys', () => {
  // A doc's new title changes its version's sidebar file, so that file's address, so the site
  // data (which names it) and the site data file's own address: none of which a server render reads.
  const setupWith = (sidebarUrl: string, siteDataUrl: string, title = 'T') =>
    ({
      site: { title, docs: { default: { versions: [{ name: 'current', sidebars: { docs: { link: '/docs', label: 'Intro', url: sidebarUrl } }, docsIndex: '/__folio/shared/index-1.json' }] } } },
      assets: { entry: '/entry.js', siteDataUrl },
      kindChunks: {},
      globalHead: [],
      noIndexSite: false,
      sharedByUrl: { [sidebarUrl]: [], '/__folio/shared/index-1.json': {} },
    }) as unknown as RenderSetup;

  it('keeps every page key when only shared file addresses in the site data change', () => {
    expect(setupKey(setupWith('/__folio/shared/docs-aaaa.json', '/__folio/site-aaaa.json'), 'code')).toBe(setupKey(setupWith('/__folio/shared/docs-bbbb.json', '/__folio/site-bbbb.json'), 'code'));
  });

  it('changes every page key when something the pages render changes in the site data', () => {
    expect(setupKey(setupWith('/__folio/shared/docs-aaaa.json', '/__folio/site-aaaa.json', 'Old title'), 'code')).not.toBe(setupKey(setupWith('/__folio/shared/docs-aaaa.json', '/__folio/site-bbbb.json', 'New title'), 'code'));
  });

  const item: RenderItem = { page: { path: '/blog', kind: 'blogList', title: 'Blog', props: {} }, dataFile: '__folio/data/blog.json' };
  const previous = (siteDataUrl: string) => ({ pages: { '/blog': { key: '', files: ['blog/index.html', '__folio/data/blog.json'], hrefs: [], ids: [], bytes: 1 } }, siteDataUrl });
  const plan = (siteDataUrl: string, before: string) => {
    const options = { common: 'common', siteDataUrl, previousFiles: new Set(['blog/index.html', '__folio/data/blog.json']), trailingSlash: undefined, sharedUrls: new Set<string>() };
    const keyed = planReuse([item], { ...options, previous: previous(before) });
    // The key is whatever planReuse computes for the item: taken from a first plan.
    const key = keyed.keys.get('/blog')!.key;
    const record = previous(before);
    record.pages['/blog'].key = key;
    return planReuse([item], { ...options, previous: record });
  };

  it('renders a page again when a shared file its render read to check it is no longer published (review: useDocById after a doc was removed)', () => {
    const options = { common: 'common', siteDataUrl: '/s.json', previousFiles: new Set(['blog/index.html', '__folio/data/blog.json']), trailingSlash: undefined };
    const key = planReuse([item], { ...options, previous: previous('/s.json'), sharedUrls: new Set() }).keys.get('/blog')!.key;
    const record = (consulted: string[]) => ({ pages: { '/blog': { key, files: ['blog/index.html', '__folio/data/blog.json'], hrefs: [], ids: [], bytes: 1, consulted } }, siteDataUrl: '/s.json' });
    const published = new Set(['/__folio/shared/docs-index-aaaa.json']);
    expect(planReuse([item], { ...options, previous: record(['/__folio/shared/docs-index-aaaa.json']), sharedUrls: published }).fresh).toEqual([]);
    expect(planReuse([item], { ...options, previous: record(['/__folio/shared/docs-index-0000.json']), sharedUrls: published }).fresh).toEqual([item]);
  });

  it('takes a page over whole when the site data address did not change', () => {
    const same = plan('/__folio/site-aaaa.json', '/__folio/site-aaaa.json');
    expect(same.fresh).toEqual([]);
    expect(same.carried).toEqual(['blog/index.html', '__folio/data/blog.json']);
    expect(same.retargeted).toEqual([]);
  });

  it('retargets the HTML of a page taken over when the site data address changed, and carries its data file', () => {
    const moved = plan('/__folio/site-bbbb.json', '/__folio/site-aaaa.json');
    expect(moved.fresh).toEqual([]);
    expect(moved.reused.map((page) => page.path)).toEqual(['/blog']);
    expect(moved.carried).toEqual(['__folio/data/blog.json']);
    expect(moved.retargeted).toEqual(['blog/index.html']);
  });

  it('rewrites the address in the preload hint and in the boot script, and nothing else', () => {
    const html = '<link rel="preload" href="/b&/__folio/site-aaaa.json" as="fetch"><p>/b&/__folio/site-aaaa.json</p><script>window.__FOLIO__={"site":"/b&/__folio/site-aaaa.json","data":"/x.json"}</script>';
    expect(retargetHtml(html, '/b&/__folio/site-aaaa.json', '/b&/__folio/site-bbbb.json')).toBe(
      '<link rel="preload" href="/b&/__folio/site-bbbb.json" as="fetch"><p>/b&/__folio/site-aaaa.json</p><script>window.__FOLIO__={"site":"/b&/__folio/site-bbbb.json","data":"/x.json"}</script>',
    );
  });
});
