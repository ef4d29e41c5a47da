// `npm run serve` answers a conditional request as a static host does: a 304 carries the ETag and
// Cache-Control of the 200, and If-None-Match may be `*` or a list of tags.
import { describe, expect, it } from 'vitest';
import { isNotModified } from '../../../../src/node/serve/notModified.js';
import { servedFiles } from './servedFiles.js';

describe('isNotModified', () => {
  it('matches any representation for *', () => {
    expect(isNotModified('*', 'W/"12-345"')).toBe(true);
  });
  it('matches a tag anywhere in a list, by weak comparison', () => {
    expect(isNotModified('"a", W/"12-345", "b"', 'W/"12-345"')).toBe(true);
    expect(isNotModified('"12-345"', 'W/"12-345"')).toBe(true);
    expect(isNotModified('W/"12-345"', '"12-345"')).toBe(true);
  });
  it('does not match other tags, or a tag whose quoted part holds a comma split apart', () => {
    expect(isNotModified('"a", "b"', 'W/"12-345"')).toBe(false);
    expect(isNotModified('"12-3456"', 'W/"12-345"')).toBe(false);
    expect(isNotModified('"x,"', '"x"')).toBe(false);
  });
});

describe('serving a conditional request', () => {
  const url = servedFiles({
    'docs/intro/index.html': `<p>${'intro '.repeat(500)}</p>`,
    '__folio/assets/main-AB12CD34.js': 'console.log("app")',
    '404.html': '<p>not found</p>',
  });
  const get = (address: string, ifNoneMatch?: string) => fetch(url(address), { headers: ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch } });

  it('answers 304 with the ETag and Cache-Control the 200 carries, for a page and a hashed asset', async () => {
    for (const address of ['/docs/intro', '/__folio/assets/main-AB12CD34.js']) {
      const full = await get(address);
      const etag = full.headers.get('ETag')!;
      expect(etag, address).toBeTruthy();
      const notModified = await get(address, etag);
      expect(notModified.status, address).toBe(304);
      expect(notModified.headers.get('ETag'), address).toBe(etag);
      expect(notModified.headers.get('Cache-Control'), address).toBe(full.headers.get('Cache-Control'));
      expect(notModified.headers.get('Content-Type'), address).toBeNull();
      expect(notModified.headers.get('Content-Encoding'), address).toBeNull();
      expect(await notModified.text(), address).toBe('');
    }
  });

  it('answers 304 to If-None-Match: * and to a list naming the ETag, and the whole file to a list that does not', async () => {
    const etag = (await get('/docs/intro')).headers.get('ETag')!;
    for (const ifNoneMatch of ['*', `"elsewhere", ${etag}`, etag.replace(/^W\//, '')]) {
      const response = await get('/docs/intro', ifNoneMatch);
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get('ETag'), ifNoneMatch).toBe(etag);
    }
    const changed = await get('/docs/intro', '"a", "b"');
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('intro intro');
  });

  it('answers a missing file with the 404 page, whatever the condition', async () => {
    const missing = await get('/docs/nope', '*');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<p>not found</p>');
  });
});
