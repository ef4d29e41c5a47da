import { describe, expect, it } from 'vitest';
import { applyTrailingSlash, dataPathFor, encodeHref, normalizePath, stripBase, stripHtmlSuffix, withBase } from '../../../src/shared/url.js';

describe('normalizePath', () => {
  it('removes a trailing slash but keeps the root', () => {
    expect(normalizePath('/docs/intro/')).toBe('/docs/intro');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
  it('collapses duplicate slashes', () => {
    expect(normalizePath('//docs///intro')).toBe('/docs/intro');
  });
});

describe('base URL', () => {
  it('prefixes and strips the base', () => {
    expect(withBase('/docs', '/site/')).toBe('/site/docs');
    expect(stripBase('/site/docs', '/site/')).toBe('/docs');
    expect(stripBase('/site', '/site/')).toBe('/');
    expect(stripBase('/other', '/site/')).toBeUndefined();
  });
  it('leaves external URLs and anchors alone', () => {
    expect(withBase('https://example.com', '/site/')).toBe('https://example.com');
    expect(withBase('#top', '/site/')).toBe('#top');
  });
});

describe('applyTrailingSlash', () => {
  it('adds or removes the slash as configured, keeping query and hash', () => {
    expect(applyTrailingSlash('/docs/intro#a', true)).toBe('/docs/intro/#a');
    expect(applyTrailingSlash('/docs/intro/?q=1', false)).toBe('/docs/intro?q=1');
    expect(applyTrailingSlash('/docs/intro', undefined)).toBe('/docs/intro');
  });
  it('never touches files', () => {
    expect(applyTrailingSlash('/blog/rss.xml', true)).toBe('/blog/rss.xml');
    expect(applyTrailingSlash('/assets/files/clip.mp4', true)).toBe('/assets/files/clip.mp4');
  });
  it('treats a version number at the end of a route as part of the route, not an extension', () => {
    expect(applyTrailingSlash('/docs/release-1.2', true)).toBe('/docs/release-1.2/');
    expect(applyTrailingSlash('/docs/v2.0/#a', false)).toBe('/docs/v2.0#a');
  });
  it('applies the rule to a known route even when it looks like a file', () => {
    expect(applyTrailingSlash('/docs/node.js', true)).toBe('/docs/node.js');
    expect(applyTrailingSlash('/docs/node.js', true, true)).toBe('/docs/node.js/');
  });
});

describe('dataPathFor', () => {
  it('derives the data file from the route path alone', () => {
    expect(dataPathFor('/')).toBe('/__folio/data/index.json');
    expect(dataPathFor('/docs/intro/')).toBe('/__folio/data/docs/intro.json');
  });
});

describe('stripHtmlSuffix', () => {
  it('strips index.html and .html', () => {
    expect(stripHtmlSuffix('/docs/intro/index.html')).toBe('/docs/intro/');
    expect(stripHtmlSuffix('/docs/intro.html')).toBe('/docs/intro');
    expect(stripHtmlSuffix('/index.html')).toBe('/');
  });
});

describe('encodeHref', () => {
  it('encodes spaces and unicode once', () => {
    expect(encodeHref('/a b/ü')).toBe('/a%20b/%C3%BC');
    expect(encodeHref('/a%20b')).toBe('/a%20b');
    // A query's encoded reserved characters stay encoded once (the search modal's "See all" link).
    expect(encodeHref('/search?q=sidebar+%26+links&v=c%2B%2B')).toBe('/search?q=sidebar+%26+links&v=c%2B%2B');
    expect(encodeHref('/100%/%C3%BC ü')).toBe('/100%25/%C3%BC%20%C3%BC');
  });
});
