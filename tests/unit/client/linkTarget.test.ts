import { describe, expect, it } from 'vitest';
import { linkTarget } from '../../../src/client/linkTarget.js';
import type { SiteData } from '../../../src/shared/types.js';

const site = (baseUrl: string, trailingSlash: boolean | undefined) => ({ baseUrl, trailingSlash }) as SiteData;

describe('linkTarget', () => {
  it('adds the base URL and the trailing-slash rule to site paths', () => {
    expect(linkTarget('/docs/intro#setup', site('/base/', true))).toEqual({
      external: false,
      internal: true,
      sitePath: '/docs/intro/#setup',
      href: '/base/docs/intro/#setup',
      routePath: '/docs/intro',
    });
  });

  it('percent-encodes the href once and decodes the route path', () => {
    const target = linkTarget('/docs/a b/é', site('/', undefined));
    expect(target.href).toBe('/docs/a%20b/%C3%A9');
    expect(target.routePath).toBe('/docs/a b/é');
    expect(linkTarget('/docs/a%20b', site('/', undefined)).href).toBe('/docs/a%20b');
  });

  it('leaves external links, mail links and bare hashes as they are', () => {
    expect(linkTarget('https://example.com/x', site('/base/', true))).toEqual({ external: true, internal: false, sitePath: 'https://example.com/x', href: 'https://example.com/x' });
    expect(linkTarget('mailto:a@b.c', site('/', undefined))).toMatchObject({ external: true, href: 'mailto:a@b.c' });
    expect(linkTarget('#top', site('/base/', true))).toEqual({ external: false, internal: false, sitePath: '#top', href: '#top' });
  });

  it("gives a pathname:// link (Docusaurus's for a static file) the base URL, for the browser to load in a new tab, not the router", () => {
    expect(linkTarget('pathname:///img/social card.png', site('/base/', true))).toEqual({ external: true, internal: false, sitePath: 'pathname:///img/social card.png', href: '/base/img/social%20card.png' });
    expect(linkTarget('pathname:///base/files/a.pdf', site('/base/', true)).href).toBe('/base/files/a.pdf');
  });

  it('resolves each target once per site object', () => {
    const one = site('/', undefined);
    const other = site('/other/', undefined);
    expect(linkTarget('/docs', one)).toBe(linkTarget('/docs', one));
    expect(linkTarget('/docs', other).href).toBe('/other/docs');
  });
});
