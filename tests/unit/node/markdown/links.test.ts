import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withBase } from '../../../../src/node/markdown/links.js';
import { compile, compileToHtml, nodesToHtml } from './helpers.js';

const linkMap = {
  'content/docs/guide/install.md': '/docs/guide/install',
  'content/docs/intro.mdx': '/docs/intro',
  'content/docs/guide/my page ü.md': '/docs/guide/my-page',
};

describe('links', () => {
  it('resolves relative markdown links through the link map, keeping the anchor', () => {
    const output = compile('[a](./install.md#npm) and [b](../intro.mdx) and [c](install.md)', { linkMap });
    expect(output.links.map((link) => link.url)).toEqual(['/docs/guide/install#npm', '/docs/intro', '/docs/guide/install']);
    expect(output.brokenMarkdownLinks).toEqual([]);
  });

  it('resolves a markdown link by its path from the content folder or the site folder, as Docusaurus does', () => {
    // A Docusaurus tree: docs/ at the site root, the linking file in a folder below it.
    const map = { 'docs/intro.md': '/docs/intro', 'docs/guide/install.md': '/docs/guide/install', 'docs/guide/intro.md': '/docs/guide/intro' };
    const input = { file: 'docs/guide/page.md', linkMap: map, linkRoots: ['docs', ''], baseUrl: '/base/' };
    const output = compile('[a](/docs/intro.md#x) [b](/guide/install.md) [c](intro.md) [d](./intro.md) [f](/img/a.png)', input);
    // `intro.md` means the content folder's before the one beside the file; `./intro.md` only the latter.
    expect(output.links.map((link) => link.url)).toEqual(['/base/docs/intro#x', '/base/docs/guide/install', '/base/docs/intro', '/base/docs/guide/intro', '/base/img/a.png']);
    expect(output.brokenMarkdownLinks).toEqual([]);
    // A page that later appears at an earlier place makes the cached compile stale.
    expect(output.linkLookups).toMatchObject({ 'docs/docs/intro.md': null, 'docs/intro.md': '/docs/intro' });
  });

  it('reports a site path to a markdown file no page is built from as a broken markdown link, unless a static folder serves it', () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'folio-static-'));
    mkdirSync(join(staticDir, 'files'));
    writeFileSync(join(staticDir, 'files', 'notes.md'), '# Notes');
    const input = { file: 'docs/guide/page.md', linkMap: { 'docs/intro.md': '/docs/intro' }, linkRoots: ['docs', ''], staticDirs: [staticDir] };
    const output = compile('[gone](/docs/later.md)\n\n[served](/files/notes.md)', input);
    expect(output.brokenMarkdownLinks).toEqual([{ url: '/docs/later.md', line: 1 }]);
    expect(output.links.filter((link) => !link.brokenMarkdown).map((link) => link.url)).toEqual(['/files/notes.md']);
    rmSync(staticDir, { recursive: true });
  });

  it("treats Docusaurus's <Link to> as a link: base URL, markdown files, listed with its line", () => {
    const output = compile("import Link from '@docusaurus/Link';\n\n<Link to=\"/docs/next/cli\">CLI via Link</Link> and <Link href=\"./install.md\">install</Link>", { linkMap, isMdx: true, baseUrl: '/base/' });
    expect(compileToHtml("<Link to=\"/docs/next/cli\">CLI via Link</Link>, then text.", { isMdx: true, baseUrl: '/base/' })).toBe('<p><a href="/base/docs/next/cli">CLI via Link</a>, then text.</p>');
    expect(output.links).toEqual([{ url: '/base/docs/next/cli', line: 3 }, { url: '/base/docs/guide/install', line: 3 }]);
    expect(output.warnings).toBeUndefined();
  });

  it('writes a pathname:// link as the path with the base URL, opening in a new tab, and marks it unchecked', () => {
    const output = compile('Get the [PDF](pathname:///files/example.pdf).', { baseUrl: '/base/' });
    expect(compileToHtml('Get the [PDF](pathname:///files/example.pdf).', { baseUrl: '/base/' })).toBe(
      '<p>Get the <a href="/base/files/example.pdf" target="_blank" rel="noopener noreferrer">PDF</a>.</p>',
    );
    expect(output.links).toEqual([{ url: '/base/files/example.pdf', line: 1, unchecked: true }]);
  });

  it("gives a link to another page's file the site's trailing slash, as its sidebar link has (issue 5 audit)", () => {
    const output = compile('[a](./install.md#npm) and [b](../intro.mdx)', { linkMap, baseUrl: '/base/', trailingSlash: true });
    expect(output.links.map((link) => link.url)).toEqual(['/base/docs/guide/install/#npm', '/base/docs/intro/']);
    expect(compileToHtml('[b](../intro.mdx)', { linkMap, trailingSlash: false })).toBe('<p><a href="/docs/intro">b</a></p>');
  });

  it('decodes spaces and unicode in link paths', () => {
    expect(compile('[x](./my%20page%20%C3%BC.md)', { linkMap }).links).toEqual([{ url: '/docs/guide/my-page', line: 1 }]);
  });

  it('reports markdown links that match no page, with their line, and leaves them as written', () => {
    const output = compile('Text\n\nSee [gone](./missing.md#x).', { linkMap });
    expect(output.brokenMarkdownLinks).toEqual([{ url: './missing.md#x', line: 3 }]);
    expect(JSON.stringify(output.body)).toContain('href=\\"./missing.md#x\\"');
    // Listed with the links too, marked as reported: the link check leaves it to `onBrokenMarkdownLinks`.
    expect(output.links).toEqual([{ url: './missing.md#x', line: 3, brokenMarkdown: true }]);
  });

  it('lists relative links to other files with their line', () => {
    expect(compile('Text\n\n[pdf](./guide.pdf) [up](../other/)', { linkMap }).links).toEqual([
      { url: './guide.pdf', line: 3 },
      { url: '../other/', line: 3 },
    ]);
  });

  it('prefixes site-absolute links with the base URL', () => {
    const output = compile('[a](/docs/x) [b](/base/docs/y)', { baseUrl: '/base/' });
    expect(output.links.map((link) => link.url)).toEqual(['/base/docs/x', '/base/docs/y']);
  });

  it('records same-page anchors as written', () => {
    expect(compile('[top](#intro)').links).toEqual([{ url: '#intro', line: 1 }]);
  });

  it('opens external links in a new tab and records none of them', () => {
    const output = compile('[a](https://example.com) <https://folio.dev> [m](mailto:hi@folio.dev)');
    expect(output.links).toEqual([]);
    expect(compileToHtml('[a](https://example.com)')).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
  });

  it('resolves links written in raw HTML too', () => {
    const output = compile('<p>\n<a href="./install.md">in html</a>\n</p>', { linkMap });
    expect(output.links).toEqual([{ url: '/docs/guide/install', line: 2 }]);
  });

  it('leaves relative links to other files as written', () => {
    expect(compile('[pdf](./file.pdf)').links).toEqual([{ url: './file.pdf', line: 1 }]);
    expect(compileToHtml('[pdf](./file.pdf)')).toContain('href="./file.pdf"');
  });

  it("applies the site's trailingSlash rule to links to pages, as the theme does to its own", () => {
    const source = '[md](./install.md#npm) [abs](/docs/x?tab=1#y) <a href="/base/docs/z/">raw</a> [home](/) [img](/img/a.png) [pdf](/file.pdf) [top](#y) [ext](https://example.com/a)';
    const hrefs = (trailingSlash: boolean | undefined) => [...compileToHtml(source, { linkMap, baseUrl: '/base/', trailingSlash }).matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs(true)).toEqual(['/base/docs/guide/install/#npm', '/base/docs/x/?tab=1#y', '/base/docs/z/', '/base/', '/base/img/a.png', '/base/file.pdf', '#y', 'https://example.com/a']);
    expect(hrefs(false)).toEqual(['/base/docs/guide/install#npm', '/base/docs/x?tab=1#y', '/base/docs/z', '/base/', '/base/img/a.png', '/base/file.pdf', '#y', 'https://example.com/a']);
    // Left unset, links keep the form they were written in.
    expect(hrefs(undefined)).toEqual(['/base/docs/guide/install#npm', '/base/docs/x?tab=1#y', '/base/docs/z/', '/base/', '/base/img/a.png', '/base/file.pdf', '#y', 'https://example.com/a']);
    // The link check is handed the links as written in the page.
    expect(compile('[abs](/docs/x)', { baseUrl: '/base/', trailingSlash: true }).links).toEqual([{ url: '/base/docs/x/', line: 1 }]);
  });

  it('keeps the query of a relative link to a markdown file, the trailingSlash rule applied to its path only', () => {
    const source = '[q](./install.md?x=1#sec) [tab](./install.md?tab=npm)';
    const hrefs = (trailingSlash: boolean | undefined) => [...compileToHtml(source, { linkMap, trailingSlash }).matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs(undefined)).toEqual(['/docs/guide/install?x=1#sec', '/docs/guide/install?tab=npm']);
    expect(hrefs(true)).toEqual(['/docs/guide/install/?x=1#sec', '/docs/guide/install/?tab=npm']);
    expect(hrefs(false)).toEqual(['/docs/guide/install?x=1#sec', '/docs/guide/install?tab=npm']);
    expect(compile(source, { linkMap }).links).toEqual([
      { url: '/docs/guide/install?x=1#sec', line: 1 },
      { url: '/docs/guide/install?tab=npm', line: 1 },
    ]);
  });

  it('makes a relative link to a file that is not a page a hashed asset under /assets/files/, opening in a new tab', () => {
    const fixture = resolve(__dirname, '../../../fixtures/markdown/linked-files');
    const place = { file: 'tests/fixtures/markdown/linked-files/page.md', absFile: join(fixture, 'page.md'), baseUrl: '/base/' };
    const output = compile('[PDF](./files/guide.pdf#page=2) and [logo](logo.svg)\n\n![logo](./logo.svg) [gone](./files/missing.pdf) [page](./other.html)', place);
    const pdf = expect.stringMatching(/^\/base\/assets\/files\/guide-[\da-f]{8}\.pdf$/);
    expect(output.assets).toEqual([
      { absPath: join(fixture, 'files/guide.pdf'), url: pdf },
      { absPath: join(fixture, 'logo.svg'), url: expect.stringMatching(/^\/base\/assets\/files\/logo-[\da-f]{8}\.svg$/) },
      // Shown as an image too: an image asset of its own.
      { absPath: join(fixture, 'logo.svg'), url: expect.stringMatching(/^\/base\/assets\/images\/logo-[\da-f]{8}\.svg$/) },
    ]);
    const [guide, logo] = output.assets.map((asset) => asset.url);
    expect(nodesToHtml(output.body)).toContain(`<a href="${guide}#page=2" target="_blank" rel="noopener noreferrer">PDF</a> and <a href="${logo}" target="_blank" rel="noopener noreferrer">logo</a>`);
    // A missing file is left as written, for the link check to report at its line.
    expect(output.links).toEqual([
      { url: `${guide}#page=2`, line: 1 },
      { url: logo, line: 1 },
      { url: './files/missing.pdf', line: 3 },
      { url: './other.html', line: 3 },
    ]);
  });

  it('does not record the links it generates (heading anchors, footnotes)', () => {
    expect(compile('## A\n\nB[^1]\n\n[^1]: c').links).toEqual([]);
  });
});

describe('withBase', () => {
  it('only prefixes site-absolute URLs once', () => {
    expect(withBase('/docs', '/')).toBe('/docs');
    expect(withBase('/docs', '/b/')).toBe('/b/docs');
    expect(withBase('/b/docs', '/b/')).toBe('/b/docs');
  });
});
