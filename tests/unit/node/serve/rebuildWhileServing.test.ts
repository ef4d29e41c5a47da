// `npm run serve` keeps running while `npm run build` swaps a new build/ into place: the server
// must answer with the files on disk now, not the ones it saw when it started.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, isContentHashed, isDotPath } from '../../../../src/node/serve/createServer.js';

describe('serving a build that is rebuilt while the server runs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-serve-'));
  const server = createStaticServer({ dir });
  let base = '';

  beforeAll(async () => {
    writeFileSync(path.join(dir, 'index.html'), '<p>first build</p>');
    writeFileSync(path.join(dir, '404.html'), '<p>not found</p>');
    // The server starts before the rebuild below, as `npm run serve` does.
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
    await fetch(`${base}/`);
    mkdirSync(path.join(dir, '__folio', 'assets'), { recursive: true });
    writeFileSync(path.join(dir, '__folio', 'assets', 'entry-b2.js'), 'console.log("second build")');
    writeFileSync(path.join(dir, 'index.html'), '<p>second build, a longer page than the first</p>');
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves an asset the rebuild added', async () => {
    const response = await fetch(`${base}/__folio/assets/entry-b2.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("second build")');
  });

  it('serves a changed page whole, not cut to the old length', async () => {
    const response = await fetch(`${base}/`);
    expect(await response.text()).toBe('<p>second build, a longer page than the first</p>');
  });

  it('serves no dot files', async () => {
    writeFileSync(path.join(dir, '.env'), 'SECRET=1');
    expect((await fetch(`${base}/.env`)).status).toBe(404);
    expect((await fetch(`${base}/%2Eenv`)).status).toBe(404);
  });
});

describe('isDotPath', () => {
  it('matches dot files and folders at any depth, decoded, but not .well-known or dotted versions', () => {
    expect(isDotPath('/.git/config')).toBe(true);
    expect(isDotPath('/docs/.hidden')).toBe(true);
    expect(isDotPath('/%2Eenv')).toBe(true);
    expect(isDotPath('/.well-known/security.txt')).toBe(false);
    expect(isDotPath('/docs/3.6.3/cli')).toBe(false);
    expect(isDotPath('/changelog/2.0.0-alpha.19')).toBe(false);
  });
});

describe('long caching', () => {
  it('covers every file whose name carries its content hash, and nothing else', () => {
    for (const hashed of ['/__folio/assets/main-AB12CD34.js', '/__folio/shared/docs-sidebar-0a1b2c3d.json', '/__folio/site-60e52c62a7.json', '/assets/images/cover-f4f3fe15.svg', '/assets/images/photo-0ba1ecf2-640w.webp', '/assets/files/guide-9bc95770.pdf']) {
      expect(isContentHashed(hashed), hashed).toBe(true);
    }
    for (const plain of ['/index.html', '/docs/intro', '/__folio/data/docs/intro.json', '/__folio/search/manifest.json', '/img/logo.svg', '/sitemap.xml', '/assets/images/notes.txt']) {
      expect(isContentHashed(plain), plain).toBe(false);
    }
  });

  // Paths as a build of this site writes them: hashed by their folder, by a `.{hash}` suffix, or
  // by a vendored package's version, each was revalidated on every visit.
  it('covers the search index under its hash folder, vendored packages under their version and the app icons', () => {
    for (const hashed of [
      '/__folio/search/888fd22b09/s/0.json',
      '/__folio/search/888fd22b09/p/1-0.json',
      '/__folio/search/888fd22b09/files.json',
      '/__folio/vendor/mermaid-11.17.2/index.js',
      '/__folio/vendor/mermaid-11.17.2/chunks/architecture-7GRP2DOG-X5XI52XV.js',
      '/__folio/icons/icon-192.a050784a.png',
      '/__folio/icons/icon-180.a050784a.png',
    ]) {
      expect(isContentHashed(hashed), hashed).toBe(true);
    }
  });

  it('leaves out the files a build writes unhashed, and pages and page data whose names look like a hash or a version', () => {
    for (const plain of [
      '/sitemap.xml',
      '/robots.txt',
      '/manifest.json',
      '/sw.js',
      '/blog/rss.xml',
      '/changelog/atom.xml',
      '/tests/blog/feed.json',
      '/__folio/search/manifest.json',
      '/__folio/offline.html',
      '/__folio/serve.json',
      '/__folio/katex/katex.min.css',
      '/__folio/katex/fonts/KaTeX_AMS-Regular.woff2',
      '/__folio/data/changelog/2.0.0-alpha.19.json',
      '/__folio/data/docs/3.6.3/cli.json',
      '/__folio/data/blog/2024-01-01-deadbeef.json',
      '/__folio/data/notes/0a1b2c3d4e/index.json',
      '/notes/0a1b2c3d4e/index.html',
      '/img/showcase/build-1234abcd.svg',
      '/vendor/mermaid-11.17.2/index.js',
    ]) {
      expect(isContentHashed(plain), plain).toBe(false);
    }
  });
});
