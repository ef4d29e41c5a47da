import { describe, expect, it } from 'vitest';
import { layoutLinks } from '../../../../src/node/checks/layoutLinks.js';

describe('layoutLinks', () => {
  const source = [
    "export default defineConfig({",
    "  themeConfig: {",
    "    navbar: { logo: { src: 'img/logo.svg', href: '/start' }, items: [",
    "      { to: '/docs/intro', label: 'Docs' },",
    "      { label: 'More', items: [{ to: '/showcase', label: 'Showcase' }] },",
    "    ] },",
    "    footer: { links: [{ title: 'Learn', items: [{ label: 'Blog', to: '/blog' }, { label: 'GitHub', href: 'https://github.com/x' }] }] },",
    "  },",
    "});",
  ].join('\n');
  const themeConfig = {
    navbar: { hideOnScroll: false, logo: { src: 'img/logo.svg', href: '/start' }, items: [{ to: '/docs/intro', label: 'Docs' }, { label: 'More', items: [{ to: '/showcase', label: 'Showcase' }] }] },
    footer: { style: 'light' as const, links: [{ title: 'Learn', items: [{ label: 'Blog', to: '/blog' }, { label: 'GitHub', href: 'https://github.com/x' }] }] },
  };

  it('lists every link of the navbar (dropdowns included), the logo and the footer, at the line that writes it', () => {
    const links = layoutLinks(themeConfig as never, { file: 'site.config.ts', source });
    expect(Object.fromEntries([...links].map(([href, place]) => [href, place.line]))).toEqual({
      '/docs/intro': 4,
      '/showcase': 5,
      '/start': 3,
      '/blog': 7,
      'https://github.com/x': 7,
    });
  });

  it("lists the links a version dropdown shows before and after its versions", () => {
    const navbar = { hideOnScroll: false, items: [{ type: 'docsVersionDropdown', dropdownItemsBefore: [{ to: '/versions', label: 'All versions' }], dropdownItemsAfter: [{ href: 'https://old.example.com', label: 'v1' }] }] };
    expect([...layoutLinks({ navbar } as never, { file: 'site.config.ts' }).keys()]).toEqual(['/versions', 'https://old.example.com']);
  });

  it("finds the line of a `to` written without the slash the config loader gave it (`to: 'blog'`)", () => {
    const navbar = { navbar: { hideOnScroll: false, items: [{ to: '/blog', label: 'Blog' }] } };
    expect([...layoutLinks(navbar as never, { file: 'site.config.ts', source: "items: [\n  { to: 'blog', label: 'Blog' },\n]" })]).toEqual([['/blog', { file: 'site.config.ts', line: 2 }]]);
  });

  it('reads a flat footer row too, and gives no line for links the config computes', () => {
    const flat = { navbar: { hideOnScroll: false, items: [] }, footer: { style: 'dark' as const, links: [{ label: 'Privacy', to: '/privacy' }] } };
    expect([...layoutLinks(flat as never, { file: 'site.config.ts', source: 'const to = base + "priv" + "acy";' })]).toEqual([['/privacy', { file: 'site.config.ts', line: undefined }]]);
  });
  it("lists the links in the config's HTML: the announcement bar, an html navbar item, a footer item's html, the copyright (bad-input audit: one error per page)", () => {
    const html = [
      'export default defineConfig({',
      '  themeConfig: {',
      `    announcementBar: { content: 'Read <a href="/nowhere">the news</a>' },`,
      `    navbar: { items: [{ type: 'html', value: "<a href='/html-item'>x</a>" }] },`,
      `    footer: { copyright: 'By <a class="c" href="/about?x=1&amp;y=2">us</a>', links: [{ title: 'T', items: [{ html: '<a href="/footer-html">f</a>' }] }] },`,
      '  },',
      '});',
    ].join('\n');
    const config = {
      announcementBar: { content: 'Read <a href="/nowhere">the news</a>' },
      navbar: { items: [{ type: 'html', value: "<a href='/html-item'>x</a>" }] },
      footer: { style: 'light', copyright: 'By <a class="c" href="/about?x=1&amp;y=2">us</a>', links: [{ title: 'T', items: [{ html: '<a href="/footer-html">f</a>' }] }] },
    };
    const links = layoutLinks(config as never, { file: 'site.config.ts', source: html });
    expect(Object.fromEntries([...links].map(([href, place]) => [href, place.line]))).toEqual({ '/nowhere': 3, '/html-item': 4, '/about?x=1&y=2': 5, '/footer-html': 5 });
  });
});
