import { describe, expect, it } from 'vitest';
import { checkLinks, resolveHref } from '../../../../src/node/checks/checkLinks.js';

describe('checkLinks', () => {
  const pages = [
    { path: '/', hrefs: ['/docs', '/docs#setup', '/img/logo.svg', 'https://example.com', '/missing'], ids: ['top'], source: { file: 'pages/index.tsx' } },
    { path: '/docs', hrefs: ['#top', './guide', '/#nowhere'], ids: ['setup'], source: { file: 'docs/intro.md', links: [{ url: '/#nowhere', line: 12 }] } },
    { path: '/guide', hrefs: [], ids: [] },
  ];

  it('reports links to nothing, with the source file', () => {
    const result = checkLinks({ pages, baseUrl: '/', files: new Set(['/img/logo.svg']) });
    expect(result.brokenLinks.map((d) => d.what)).toEqual(['Broken link on /: /missing (no page or file at /missing)']);
    expect(result.brokenLinks[0]!.where).toEqual({ file: 'pages/index.tsx', line: undefined });
  });

  it('reports anchors missing on their target, with the markdown line', () => {
    const result = checkLinks({ pages, baseUrl: '/', files: new Set() });
    const anchors = result.brokenAnchors.map((d) => [d.what, d.where?.line]);
    expect(anchors).toContainEqual(['Broken anchor on /docs: /#nowhere (/ has no element with id "nowhere")', 12]);
    expect(anchors).toContainEqual(['Broken anchor on /docs: #top (/docs has no element with id "top")', undefined]);
  });

  it('names the duplicate route behind a broken anchor to a URL two routes want, so the cascade points at its cause (audit)', () => {
    const written = [
      { path: '/a', hrefs: ['/docs/cli#npm-start'], ids: [], source: { file: 'docs/a.md', links: [{ url: '/docs/cli#npm-start', line: 4 }] } },
      { path: '/docs/cli', hrefs: [], ids: ['other'], source: { file: 'docs/dup-slug.md' } },
    ];
    const result = checkLinks({ pages: written, baseUrl: '/', files: new Set(), contested: new Set(['/docs/cli']) });
    expect(result.brokenAnchors.map((d) => d.what)).toEqual([
      'Broken anchor on /a: /docs/cli#npm-start (/docs/cli has no element with id "npm-start"; two routes want /docs/cli, and the page built there is docs/dup-slug.md: see the duplicate route warning)',
    ]);
  });

  it('points a broken anchor at the link written with it, not at an earlier link to the same page', () => {
    const written = [
      { path: '/a', hrefs: ['/b', '/b#nope'], ids: [], source: { file: 'docs/a.md', links: [{ url: '/b', line: 3 }, { url: '/b#nope', line: 9 }] } },
      { path: '/b', hrefs: [], ids: ['yes'] },
    ];
    const result = checkLinks({ pages: written, baseUrl: '/', files: new Set() });
    expect(result.brokenAnchors.map((d) => d.where)).toEqual([{ file: 'docs/a.md', line: 9 }]);
  });

  it('reports a broken link or anchor a page repeats once', () => {
    const repeated = [
      { path: '/a', hrefs: ['/gone', '/b#nope', '/gone', '/b#nope', '/b'], ids: [], source: { file: 'docs/a.md' } },
      { path: '/b', hrefs: [], ids: ['yes'] },
    ];
    const result = checkLinks({ pages: repeated, baseUrl: '/', files: new Set() });
    expect(result.brokenLinks.map((d) => d.what)).toEqual(['Broken link on /a: /gone (no page or file at /gone)']);
    expect(result.brokenAnchors.map((d) => d.what)).toEqual(['Broken anchor on /a: /b#nope (/b has no element with id "nope")']);
  });

  it('resolves a relative link on each page it is on, and a site-absolute one the same everywhere', () => {
    const result = checkLinks({
      pages: [
        { path: '/docs/a', hrefs: ['./b', '/docs/b#two', '#one'], ids: ['one'] },
        { path: '/docs/b', hrefs: ['/docs/b#two'], ids: ['two'] },
        // The same hrefs from elsewhere: `./b` is /blog/b here (missing), `#one` is not on this page.
        { path: '/blog/x', hrefs: ['./b', '/docs/b#two', '#one'], ids: [] },
      ],
      baseUrl: '/',
      files: new Set(),
    });
    expect(result.brokenLinks.map((d) => d.what)).toEqual(['Broken link on /blog/x: ./b (no page or file at /blog/b)']);
    expect(result.brokenAnchors.map((d) => d.what)).toEqual(['Broken anchor on /blog/x: #one (/blog/x has no element with id "one")']);
  });

  it('checks the links of a shared part on every page holding it, and counts its ids as theirs', () => {
    // One object for every page holding it, as the render threads send a sidebar.
    const sidebar = { hrefs: ['/changelog/1', '/changelog/2#notes', '/changelog/gone', './sibling', 'https://example.com', '/changelog/1#missing'], ids: ['sidebar-title'] };
    const result = checkLinks({
      pages: [
        { path: '/changelog/1', hrefs: ['#sidebar-title'], ids: [], parts: [sidebar], source: { file: 'CHANGELOG.md' } },
        { path: '/changelog/2', hrefs: [], ids: ['notes'], parts: [sidebar], source: { file: 'CHANGELOG.md' } },
        { path: '/changelog/sibling', hrefs: [], ids: [] },
        { path: '/docs/x', hrefs: [], ids: [], parts: [sidebar], source: { file: 'docs/x.md' } },
      ],
      baseUrl: '/',
      files: new Set(),
    });
    // Reported per source file as for links a page holds itself, with the further pages of that
    // file; `./sibling` resolves per page.
    expect(result.brokenLinks.map((d) => d.what)).toEqual([
      'Broken link on /changelog/1: /changelog/gone (no page or file at /changelog/gone), and on 1 more page',
      'Broken link on /docs/x: /changelog/gone (no page or file at /changelog/gone)',
      'Broken link on /docs/x: ./sibling (no page or file at /docs/sibling)',
    ]);
    expect(result.brokenAnchors.map((d) => d.what)).toEqual([
      'Broken anchor on /changelog/1: /changelog/1#missing (/changelog/1 has no element with id "missing"), and on 1 more page',
      'Broken anchor on /docs/x: /changelog/1#missing (/changelog/1 has no element with id "missing")',
    ]);
  });
});

describe('resolveHref', () => {
  it('resolves relative links as a browser would', () => {
    expect(resolveHref('./guide', '/docs/intro', '/')).toEqual({ path: '/docs/guide', hash: undefined });
    expect(resolveHref('./guide', '/docs/intro', '/', '/docs/intro/')).toEqual({ path: '/docs/intro/guide', hash: undefined });
  });
  it('ignores links outside the base URL', () => {
    expect(resolveHref('/elsewhere', '/', '/site/')).toBeUndefined();
  });
});

describe('broken links of the layout', () => {
  const layout = new Map([['/docs/intor', { where: { file: 'site.config.ts', line: 9 }, writtenIn: 'the layout (navbar, footer or announcement bar) of the site config' }]]);
  const pages = [
    { path: '/docs/intro', hrefs: ['/docs/intor', '/blog'], ids: [], source: { file: 'docs/intro.md' } },
    { path: '/blog', hrefs: ['/docs/intor'], ids: [], source: { file: 'blog/2024-01-01-a.md' } },
    { path: '/docs/other', hrefs: ['/docs/intor'], ids: [], source: { file: 'docs/other.md', links: [{ url: '/docs/intor', line: 4 }] } },
  ];

  it('are reported once, at the line of the site config that writes them, with the number of pages and the likely target', () => {
    const result = checkLinks({ pages, baseUrl: '/', files: new Set(), sharedLinks: layout });
    const [layoutProblem, ...others] = result.brokenLinks;
    expect(layoutProblem).toMatchObject({
      where: { file: 'site.config.ts', line: 9 },
      what: 'Broken link in the layout (navbar, footer or announcement bar) of the site config: /docs/intor (no page or file at /docs/intor), on 2 pages',
      fix: expect.stringMatching(/^Did you mean \/docs\/intro\? /),
    });
    // The same href written in a page's markdown is that page's problem, at its line.
    expect(others.map((d) => [d.where, d.what])).toEqual([[{ file: 'docs/other.md', line: 4 }, 'Broken link on /docs/other: /docs/intor (no page or file at /docs/intor)']]);
  });
});

describe('a broken link shown on several pages', () => {
  it('is reported once, in the post whose excerpt the list pages show, with the number of further pages', () => {
    const excerpt = (path: string, first: string) => ({
      path,
      hrefs: ['/blog/gone'],
      ids: [],
      // A list page names its first post; each link names the post that writes it.
      source: { file: first, links: [{ url: '/blog/gone', line: 9, file: 'blog/2019-06-07-hello.md' }] },
    });
    const result = checkLinks({
      pages: [excerpt('/blog', 'blog/2024-01-01-new.md'), excerpt('/blog/page/2', 'blog/2022-01-18-recap.md'), excerpt('/blog/tags/release', 'blog/2020-03-10-search.md')],
      baseUrl: '/',
      files: new Set(),
    });
    expect(result.brokenLinks.map((d) => [d.where, d.what])).toEqual([
      [{ file: 'blog/2019-06-07-hello.md', line: 9 }, 'Broken link on /blog: /blog/gone (no page or file at /blog/gone), and on 2 more pages'],
    ]);
  });

  it('written in a sidebar is reported once, at the sidebars file line, not on every page holding the sidebar', () => {
    const sidebar = { hrefs: ['/docs/intro', '/docs/nope-link'], ids: [] };
    const pages = ['/docs/intro', '/docs/other', '/docs/category/guides'].map((path) => ({ path, hrefs: [], ids: [], parts: [sidebar], source: { file: `docs${path.slice(5)}.md` } }));
    const shared = new Map([['/docs/nope-link', { where: { file: 'sidebars.json', line: 3 }, writtenIn: 'a sidebar' }]]);
    const result = checkLinks({ pages, baseUrl: '/', files: new Set(), sharedLinks: shared });
    expect(result.brokenLinks).toHaveLength(1);
    expect(result.brokenLinks[0]).toMatchObject({ where: { file: 'sidebars.json', line: 3 }, what: 'Broken link in a sidebar: /docs/nope-link (no page or file at /docs/nope-link), on 3 pages' });
  });
});

describe('a markdown link to a missing file', () => {
  it('is left to onBrokenMarkdownLinks (a warning by default), not failed again by the link check', () => {
    const page = { path: '/docs/cli', hrefs: ['./gone.md', './also-gone'], ids: [], source: { file: 'docs/cli.md', links: [{ url: './gone.md', line: 249, brokenMarkdown: true as const }, { url: './also-gone', line: 250 }] } };
    const result = checkLinks({ pages: [page], baseUrl: '/', files: new Set() });
    expect(result.brokenLinks.map((d) => [d.where, d.what])).toEqual([[{ file: 'docs/cli.md', line: 250 }, 'Broken link on /docs/cli: ./also-gone (no page or file at /docs/also-gone)']]);
  });
});

describe('a pathname:// link', () => {
  it('is not looked up, as Docusaurus does not (a file the host serves), while the same href written plainly is', () => {
    const written = { path: '/docs/a', hrefs: ['/files/example.pdf', '/files/other.pdf'], ids: [], source: { file: 'docs/a.md', links: [{ url: '/files/example.pdf', line: 3, unchecked: true as const }, { url: '/files/other.pdf', line: 4 }] } };
    const result = checkLinks({ pages: [written], baseUrl: '/', files: new Set() });
    expect(result.brokenLinks.map((d) => d.where)).toEqual([{ file: 'docs/a.md', line: 4 }]);
  });
});

describe('a broken anchor in a shared link', () => {
  it('is reported once where it is written, not blamed on a markdown link to the same page without the anchor', () => {
    const shared = new Map([['/docs/intro#nav-anchor', { where: { file: 'site.config.ts', line: 11 }, writtenIn: 'the layout (navbar, footer or announcement bar) of the site config' }]]);
    const pages = [
      { path: '/docs/intro', hrefs: ['/docs/intro#nav-anchor'], ids: ['setup'], source: { file: 'docs/intro.md' } },
      // This post links to /docs/intro (fine); the navbar's anchor is not its problem.
      { path: '/blog/post', hrefs: ['/docs/intro', '/docs/intro#nav-anchor'], ids: [], source: { file: 'blog/post.md', links: [{ url: '/docs/intro', line: 9 }] } },
    ];
    const result = checkLinks({ pages, baseUrl: '/', files: new Set(), sharedLinks: shared });
    expect(result.brokenLinks).toEqual([]);
    expect(result.brokenAnchors.map((d) => [d.where, d.what])).toEqual([
      [{ file: 'site.config.ts', line: 11 }, 'Broken anchor in the layout (navbar, footer or announcement bar) of the site config: /docs/intro#nav-anchor (/docs/intro has no element with id "nav-anchor"), on 2 pages'],
    ]);
  });
});
