import { describe, expect, it } from 'vitest';
import { clientNavigationPath, isModifiedClick } from '../../../src/client/contentLinks.js';

const anchor = (href: string, extra: { target?: string; hasDownload?: boolean } = {}) => ({ href, target: extra.target ?? '', hasDownload: extra.hasDownload ?? false });
const here = 'https://example.com/docs/installation';

describe('clientNavigationPath', () => {
  it('routes a link to another page of the site, keeping its query and hash', () => {
    expect(clientNavigationPath(anchor('https://example.com/docs/cli'), here, '/')).toBe('/docs/cli');
    expect(clientNavigationPath(anchor('https://example.com/docs/create-doc?x=1#ids-and-urls'), here, '/')).toBe('/docs/create-doc?x=1#ids-and-urls');
  });

  it('gives the router the path without the base URL', () => {
    expect(clientNavigationPath(anchor('https://example.com/base/docs/cli'), 'https://example.com/base/docs/intro', '/base/')).toBe('/docs/cli');
  });

  it('leaves links outside the base URL and to other origins to the browser', () => {
    expect(clientNavigationPath(anchor('https://example.com/other/page'), 'https://example.com/base/docs/intro', '/base/')).toBeUndefined();
    expect(clientNavigationPath(anchor('https://github.com/folio/folio'), here, '/')).toBeUndefined();
    expect(clientNavigationPath(anchor('mailto:team@example.com'), here, '/')).toBeUndefined();
  });

  it('leaves a hash on the page on screen to the browser', () => {
    expect(clientNavigationPath(anchor('https://example.com/docs/installation#requirements'), here, '/')).toBeUndefined();
  });

  it('leaves new-tab and download links to the browser', () => {
    expect(clientNavigationPath(anchor('https://example.com/docs/cli', { target: '_blank' }), here, '/')).toBeUndefined();
    expect(clientNavigationPath(anchor('https://example.com/img/logo.svg', { hasDownload: true }), here, '/')).toBeUndefined();
    expect(clientNavigationPath(anchor('https://example.com/docs/cli', { target: '_self' }), here, '/')).toBe('/docs/cli');
  });
});

describe('isModifiedClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it('is false only for a plain primary click', () => {
    expect(isModifiedClick(plain)).toBe(false);
    expect(isModifiedClick({ ...plain, ctrlKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, metaKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, button: 1 })).toBe(true);
  });
});
