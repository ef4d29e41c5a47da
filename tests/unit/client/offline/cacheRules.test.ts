import { describe, expect, it } from 'vitest';
import { cacheRuleFor, pageCacheKeyFor, pageDataUrlFor, precacheUrlsFor } from '../../../../src/client/offline/cacheRules.js';

const scope = new URL('https://example.com/base/');
const rule = (path: string, request: { mode?: string; destination?: string } = {}) =>
  cacheRuleFor({ url: new URL(path, 'https://example.com'), mode: request.mode ?? 'cors', destination: request.destination ?? '' }, scope);

describe('cacheRuleFor', () => {
  it('treats document loads and extension-less URLs as pages', () => {
    expect(rule('/base/docs/intro', { mode: 'navigate', destination: 'document' })).toBe('page');
    expect(rule('/base/docs/intro')).toBe('page');
    expect(rule('/base/docs/intro/index.html')).toBe('page');
  });

  it('fetches page data network first and hashed files cache first', () => {
    expect(rule('/base/__folio/data/docs/intro.json')).toBe('pageData');
    expect(rule('/base/__folio/assets/chunks/doc-AB12CD34.js')).toBe('immutable');
    expect(rule('/base/__folio/shared/sidebar-0a1b2c3d.json')).toBe('immutable');
    expect(rule('/base/__folio/site-0dce7a480a.json')).toBe('immutable');
    // Mermaid, loaded on pages with diagrams: without a rule, a visited page's diagrams failed offline.
    expect(rule('/base/__folio/vendor/mermaid-11.17.2/index.js')).toBe('immutable');
    expect(rule('/base/__folio/vendor/mermaid-11.17.2/chunks/flowDiagram-AB12CD34.js')).toBe('immutable');
  });

  it('caches images, search indexes and other static files', () => {
    expect(rule('/base/img/logo.svg', { destination: 'image' })).toBe('image');
    expect(rule('/base/img/photo.webp')).toBe('image');
    expect(rule('/base/__folio/search/index-en.json')).toBe('search');
    expect(rule('/base/pagefind/pagefind.js')).toBe('search');
    expect(rule('/base/__folio/katex/fonts/KaTeX_Main-Regular.woff2')).toBe('static');
  });

  it('leaves other origins, paths outside the scope and feeds to the network', () => {
    expect(rule('https://cdn.example.org/x.js')).toBeNull();
    expect(rule('/other/page', { mode: 'navigate' })).toBeNull();
    expect(rule('/base/blog/rss.xml')).toBeNull();
    expect(rule('/base/sitemap.xml')).toBeNull();
  });
});

describe('pageCacheKeyFor', () => {
  const keyOf = (path: string) => pageCacheKeyFor(new URL(path, 'https://example.com'));

  it('keeps a page under one key whatever query string the visit had', () => {
    expect(keyOf('/base/?offlineMode=true')).toBe('https://example.com/base/');
    expect(keyOf('/base/docs/installation?utm_source=newsletter')).toBe('https://example.com/base/docs/installation');
    expect(keyOf('/base/docs/installation')).toBe('https://example.com/base/docs/installation');
  });
});

describe('precacheUrlsFor', () => {
  it('maps a folder URL to its index.html and drops query and hash', () => {
    expect(precacheUrlsFor(new URL('https://example.com/base/?offlineMode=true#top'))).toEqual(['https://example.com/base/index.html']);
    expect(precacheUrlsFor(new URL('https://example.com/base/__folio/data/index.json'))).toEqual(['https://example.com/base/__folio/data/index.json']);
  });

  it('maps a page address to the files either trailingSlash setting writes for it', () => {
    expect(precacheUrlsFor(new URL('https://example.com/base/search?q=sidebar&version=current'))).toEqual([
      'https://example.com/base/search',
      'https://example.com/base/search/index.html',
      'https://example.com/base/search.html',
    ]);
  });
});

describe('pageDataUrlFor', () => {
  const dataOf = (path: string) => pageDataUrlFor(new URL(path, 'https://example.com'), scope);

  it('is the data file the app asks for when it loads that address', () => {
    expect(dataOf('/base/docs/intro')).toBe('https://example.com/base/__folio/data/docs/intro.json');
    expect(dataOf('/base/docs/intro/?q=1#top')).toBe('https://example.com/base/__folio/data/docs/intro.json');
    expect(dataOf('/base/docs/intro.html')).toBe('https://example.com/base/__folio/data/docs/intro.json');
    expect(dataOf('/base/docs/intro/index.html')).toBe('https://example.com/base/__folio/data/docs/intro.json');
    expect(dataOf('/base/')).toBe('https://example.com/base/__folio/data/index.json');
    expect(dataOf('/base/blog/tags/caf%C3%A9')).toBe('https://example.com/base/__folio/data/blog/tags/caf%C3%A9.json');
  });

  it('is undefined outside the scope', () => {
    expect(dataOf('/elsewhere/docs/intro')).toBeUndefined();
    expect(pageDataUrlFor(new URL('https://other.example/base/docs/intro'), scope)).toBeUndefined();
  });
});
