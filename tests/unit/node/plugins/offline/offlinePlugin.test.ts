// A whole build of a tiny site with offline mode on: what the browser will be given.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../src/node/build/build.js';
import { createLogger } from '../../../../../src/node/build/logger.js';

const fixture = path.resolve(__dirname, '../../../../fixtures/sites/offline-mode/site.config.ts');
const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'folio-offline-')), 'build');
const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');

beforeAll(async () => {
  await buildSite({ configPath: fixture, outDir, logger: createLogger({ quiet: true }), cache: false });
}, 120_000);
afterAll(() => rmSync(path.dirname(outDir), { recursive: true, force: true }));

describe('offline plugin', () => {
  it('writes sw.js with the app shell in its precache list', () => {
    const sw = read('sw.js');
    expect(sw).not.toContain('self.__WB_MANIFEST');
    const list = JSON.parse(/\[\{"revision".*?\}\]/.exec(sw)![0]) as { url: string; revision: string | null }[];
    const urls = list.map((entry) => entry.url);
    const entry = readdirSync(path.join(outDir, '__folio/assets')).find((file) => file.startsWith('main-'))!;
    expect(urls).toEqual(expect.arrayContaining(['index.html', '404.html', '__folio/offline.html', 'manifest.json', '__folio/data/index.json', `__folio/assets/${entry}`]));
    // The local search page and its data: "See all results" works offline.
    expect(urls).toEqual(expect.arrayContaining(['search/index.html', '__folio/data/search.json']));
    // Only the home page's HTML: other pages are cached when the reader visits them.
    expect(urls.filter((url) => url.endsWith('.html'))).toEqual(expect.arrayContaining(['index.html', '404.html', '__folio/offline.html']));
    expect(urls).not.toContain('guide/index.html');
    // Hashed files need no revision; the others carry one.
    expect(list.find((item) => item.url === `__folio/assets/${entry}`)!.revision).toBeNull();
    expect(list.find((item) => item.url === 'index.html')!.revision).toMatch(/^[0-9a-f]{32}$/);
  });

  it('tells the client where the worker is, below the base URL', () => {
    const siteFile = readdirSync(path.join(outDir, '__folio')).find((file) => file.startsWith('site-'))!;
    const site = JSON.parse(read(`__folio/${siteFile}`)) as { offline: unknown };
    expect(site.offline).toEqual({ enabled: true, strategies: ['queryString'], swUrl: '/base/sw.js', debug: false });
  });

  it('writes the manifest and links it from every page with the theme colour', () => {
    expect(JSON.parse(read('manifest.json'))).toMatchObject({ name: 'Offline', short_name: 'Off', start_url: '/base/', theme_color: '#123456' });
    for (const page of ['index.html', 'guide/index.html', '404.html']) {
      expect(read(page)).toContain('<link rel="manifest" href="/base/manifest.json">');
      expect(read(page)).toContain('<meta name="theme-color" content="#123456">');
    }
  });

  it('renders PNG icons from the SVG icon: 192 and 512 px in the manifest, 180 px as the touch icon', () => {
    const { icons } = JSON.parse(read('manifest.json')) as { icons: { src: string; sizes: string; type: string }[] };
    expect(icons.map((icon) => [icon.sizes, icon.type])).toEqual([['any', 'image/svg+xml'], ['192x192', 'image/png'], ['512x512', 'image/png']]);
    for (const icon of icons.slice(1)) {
      const size = Number(icon.sizes.split('x')[0]);
      expect(imageSize(readFileSync(path.join(outDir, icon.src.replace(/^\/base\//, ''))))).toMatchObject({ type: 'png', width: size, height: size });
    }
    const touchIcon = /<link rel="apple-touch-icon" href="\/base\/([^"]+)">/.exec(read('index.html'))![1]!;
    expect(touchIcon).toMatch(/^__folio\/icons\/icon-180\.[0-9a-f]{8}\.png$/);
    expect(imageSize(readFileSync(path.join(outDir, touchIcon)))).toMatchObject({ type: 'png', width: 180, height: 180 });
  });

  it('writes the offline fallback page', () => {
    expect(read('__folio/offline.html')).toContain('<a href="/base/">Go to the home page</a>');
  });
});

describe('offline plugin in a rebuild', () => {
  const rebuiltDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'folio-offline-rebuild-')), 'build');
  afterAll(() => rmSync(path.dirname(rebuiltDir), { recursive: true, force: true }));

  it('precaches the search page although it was not rendered again (its folder is in place before post build)', async () => {
    const precached = () => (JSON.parse(/\[\{"revision".*?\}\]/.exec(readFileSync(path.join(rebuiltDir, 'sw.js'), 'utf8'))![0]) as { url: string }[]).map((entry) => entry.url);
    await buildSite({ configPath: fixture, outDir: rebuiltDir, logger: createLogger({ quiet: true }) });
    expect(precached()).toContain('search/index.html');
    const summary = await buildSite({ configPath: fixture, outDir: rebuiltDir, logger: createLogger({ quiet: true }) });
    // Nothing changed: every page came from the previous build, the search page included.
    expect(summary.routes).toBeGreaterThan(0);
    expect(precached()).toEqual(expect.arrayContaining(['index.html', '404.html', 'search/index.html', '__folio/data/search.json']));
  }, 120_000);
});
