// `npm run serve` answers `/docs/intro.html` with the page at `/docs/intro`, as hosts with clean
// URLs do, instead of the 404 page (on which the app found the page, but with status 404).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlSuffixStripped, indexRedirect } from '../../../../src/node/serve/createServer.js';
import { servedFiles } from './servedFiles.js';

describe('htmlSuffixStripped', () => {
  it('strips .html and /index.html', () => {
    expect(htmlSuffixStripped('/docs/intro.html')).toBe('/docs/intro');
    expect(htmlSuffixStripped('/docs/intro/index.html')).toBe('/docs/intro');
  });
  it('leaves other paths, and the home page file, alone', () => {
    expect(htmlSuffixStripped('/docs/intro')).toBeUndefined();
    expect(htmlSuffixStripped('/rss.xml')).toBeUndefined();
    expect(htmlSuffixStripped('/index.html')).toBeUndefined();
  });
});

describe('serving a path with an .html suffix', () => {
  const url = servedFiles({
    'docs/intro/index.html': '<p>intro</p>',
    'docs/page.html': '<p>a page written as a file</p>',
    '404.html': '<p>not found</p>',
  });

  it('serves the page without the suffix, with status 200', async () => {
    for (const address of ['/docs/intro.html', '/docs/intro/index.html', '/docs/intro.html?x=1']) {
      const response = await fetch(url(address));
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).toBe('<p>intro</p>');
    }
  });

  it('still serves a file that exists under its own name, and 404 for a page that does not', async () => {
    expect(await (await fetch(url('/docs/page.html'))).text()).toBe('<p>a page written as a file</p>');
    const missing = await fetch(url('/docs/nope.html'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<p>not found</p>');
  });

  it('answers /404 with the not-found page and status 404, and 404.html itself as the file the service worker precaches', async () => {
    const page = await fetch(url('/404'));
    expect(page.status).toBe(404);
    expect(await page.text()).toBe('<p>not found</p>');
    expect((await fetch(url('/404.html'))).status).toBe(200);
  });
});

describe('serving a path ending in /index', () => {
  const url = servedFiles({
    'index.html': '<p>home</p>',
    'docs/intro/index.html': '<p>intro</p>',
    'docs/index/index.html': '<p>a page whose slug ends in index</p>',
    '404.html': '<p>not found</p>',
  });

  it("sends the reader to the page's own address when the path names the file behind another page (test-docs audit: the page showed at /tests/docs/index)", async () => {
    for (const [address, location] of [
      ['/docs/intro/index', '/docs/intro'],
      ['/docs/intro/index?x=1', '/docs/intro?x=1'],
      ['/index', '/'],
    ]) {
      const response = await fetch(url(address!), { redirect: 'manual' });
      expect(response.status, address).toBe(301);
      expect(response.headers.get('location'), address).toBe(location);
    }
  });

  it('serves a page whose own address ends in /index, and 404 where no file is behind the path', async () => {
    const own = await fetch(url('/docs/index'), { redirect: 'manual' });
    expect(own.status).toBe(200);
    expect(await own.text()).toBe('<p>a page whose slug ends in index</p>');
    expect((await fetch(url('/blog/index'), { redirect: 'manual' })).status).toBe(404);
  });
});

describe('indexRedirect', () => {
  it('keeps the base URL and the trailing-slash rule', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-index-'));
    mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    writeFileSync(path.join(dir, 'docs/intro/index.html'), '');
    writeFileSync(path.join(dir, 'index.html'), '');
    expect(indexRedirect(dir, '/docs/intro/index', { baseUrl: '/base/', trailingSlash: true })).toBe('/base/docs/intro/');
    expect(indexRedirect(dir, '/docs/intro/index', { baseUrl: '/base/' })).toBe('/base/docs/intro');
    expect(indexRedirect(dir, '/index', { baseUrl: '/base/' })).toBe('/base/');
    expect(indexRedirect(dir, '/docs/intro', { baseUrl: '/' })).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });
});
