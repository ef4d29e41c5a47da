// `npm run serve` answers `/docs/intro.html` with the page at `/docs/intro`, as hosts with clean
// URLs do, instead of the 404 page (on which the app found the page, but with status 404).
import { describe, expect, it } from 'vitest';
import { htmlSuffixStripped } from '../../../../src/node/serve/createServer.js';
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
