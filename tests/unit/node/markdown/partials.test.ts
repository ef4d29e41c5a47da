import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../../../src/node/errors.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import type { MarkdownInput } from '../../../../src/node/markdown/types.js';
import { markdownInput, nodesToHtml } from './helpers.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-partials-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

function write(relative: string, text: string): void {
  mkdirSync(path.dirname(path.join(site, relative)), { recursive: true });
  writeFileSync(path.join(site, relative), text);
}
write('docs/shared/_note.mdx', "---\ntitle: Ignored\n---\nimport Inner from './_inner.md';\n\n## Shared heading\n\nSee [other](./other.md), [gone](./gone.md).\n\n![Pic](./img/wide.png)\n\n<Inner />\n");
write('docs/shared/_inner.md', 'Inner text with `code`.\n');
write('docs/shared/_greeting.md', 'Welcome, **{props.name}**: {props.count} new, {props["name"]} again. `{props.name}` in code.\n');
write('docs/shared/_version.md', '3.6.3\n');
write('docs/shared/_inline.mdx', 'Inline **partial** [link](https://example.com)\n');
write('docs/shared/_ids.mdx', '## X {#shared}\n\nText.\n\n## Details\n');
write('docs/shared/_year.md', 'export const year = 2024;\n\nSince {year}.\n');
write('docs/shared/_loop-a.mdx', "import B from './_loop-b.mdx';\n\n<B />\n");
write('docs/shared/_loop-b.mdx', "import A from './_loop-a.mdx';\n\n<A />\n");
mkdirSync(path.join(site, 'docs/shared/img'), { recursive: true });
copyFileSync(path.resolve(__dirname, '../../../fixtures/markdown/images/img/wide.png'), path.join(site, 'docs/shared/img/wide.png'));

const compiler = createMarkdownCompiler();
const page = (source: string): MarkdownInput =>
  markdownInput(source, {
    file: 'docs/guide/page.mdx',
    absFile: path.join(site, 'docs/guide/page.mdx'),
    siteDir: site,
    isMdx: true,
    linkMap: { 'docs/shared/other.md': '/docs/shared/other' },
  });

describe('MDX partials', () => {
  it("puts a partial's content where its tag is, its links and images resolved from its own folder", () => {
    const output = compiler.compile(page("import SharedNote from '../shared/_note.mdx';\n\n## Page heading\n\n<SharedNote />\n\nAfter.\n"));
    const html = nodesToHtml(output.body).replace(/\n/g, '');
    expect(html).toMatch(
      /^<h2 id="page-heading">.*<h2 id="shared-heading">Shared heading.*<\/h2><p>See <a href="\/docs\/shared\/other">other<\/a>, <a href="\.\/gone\.md">gone<\/a>\.<\/p><p><img src="\/assets\/images\/wide-\w{8}\.png" alt="Pic" width="1200" height="800"><\/p><p>Inner text with <code>code<\/code>\.<\/p><p>After\.<\/p>$/,
    );
    // Its headings are the page's: in the table of contents, the anchors and the search text.
    expect(output.toc.map((item) => item.id)).toEqual(['page-heading', 'shared-heading']);
    expect(output.anchors).toContain('shared-heading');
    expect(output.searchText?.at(-1)).toEqual({ heading: 'Shared heading', id: 'shared-heading', level: 2, text: 'See other, gone. Inner text with code. After.' });
    // Where each was written: the link check and the broken-link report name the partial.
    expect(output.links).toEqual([
      { url: '/docs/shared/other', line: 8, file: 'docs/shared/_note.mdx' },
      { url: './gone.md', line: 8, brokenMarkdown: true, file: 'docs/shared/_note.mdx' },
    ]);
    expect(output.brokenMarkdownLinks).toEqual([{ url: './gone.md', line: 8, file: 'docs/shared/_note.mdx' }]);
    expect(output.assets).toEqual([{ absPath: path.join(site, 'docs/shared/img/wide.png'), url: expect.stringMatching(/^\/assets\/images\/wide-/) }]);
    expect(output.importedFiles && Object.keys(output.importedFiles).sort()).toEqual([path.join(site, 'docs/shared/_inner.md'), path.join(site, 'docs/shared/_note.mdx')]);
    expect(output.title).toBeUndefined();
    expect(output.warnings).toBeUndefined();
  });

  it('imports from the site folder with @site/, and puts a partial used twice in both places', () => {
    const output = compiler.compile(page("import Inner from '@site/docs/shared/_inner.md';\n\n<Inner />\n\nBetween.\n\n<Inner />\n"));
    expect(nodesToHtml(output.body).replace(/\n/g, '')).toBe('<p>Inner text with <code>code</code>.</p><p>Between.</p><p>Inner text with <code>code</code>.</p>');
  });

  it("reads the import's path as JavaScript reads the string: Prettier's `\\_` is an underscore (audit: React Native's docs)", () => {
    const html = nodesToHtml(compiler.compile(page("import Version from '../shared/\\_version.md';\n\nVersion <Version />.\n")).body);
    expect(html).toContain('Version 3.6.3.');
  });

  it('fills the props written on the tag into the partial text, per use', () => {
    const output = compiler.compile(page("import Greeting from '../shared/_greeting.md';\n\n<Greeting name=\"Ada\" count={3} />\n\n<Greeting name=\"Grace\" />\n"));
    expect(nodesToHtml(output.body).replace(/\n/g, '')).toBe(
      '<p>Welcome, <strong>Ada</strong>: 3 new, Ada again. <code>{props.name}</code> in code.</p><p>Welcome, <strong>Grace</strong>:  new, Grace again. <code>{props.name}</code> in code.</p>',
    );
    // The partial's own references to props are no problem; only the page would have one.
    expect(output.warnings).toBeUndefined();
  });

  it('puts a one-paragraph partial used inside a sentence into that sentence', () => {
    const output = compiler.compile(page("import Version from '../shared/_version.md';\n\nFolio <Version /> is out.\n"));
    expect(nodesToHtml(output.body).replace(/\n/g, '')).toBe('<p>Folio 3.6.3 is out.</p>');
  });

  it('puts a one-paragraph partial used in a list item, a table cell, a heading or emphasis into that text', () => {
    const output = compiler.compile(
      page("import Version from '../shared/_version.md';\n\n## Folio <Version />\n\n- Version <Version /> here\n- <Version />\n\n| Release |\n| --- |\n| <Version /> |\n\nSee **<Version />**.\n"),
    );
    const html = nodesToHtml(output.body).replace(/\n/g, '');
    expect(html).not.toContain('<p>3.6.3</p>');
    // The heading's id comes from its written text, where the tag has none (as in Docusaurus).
    expect(html).toContain('<h2 id="folio">Folio 3.6.3<a');
    expect(html).toContain('<li>Version 3.6.3 here</li><li>3.6.3</li>');
    expect(html).toContain('<td>3.6.3</td>');
    expect(html).toContain('<p>See <strong>3.6.3</strong>.</p>');
  });

  it("labels a heading's anchor link with its text once a partial is in it (commit a2a2191 audit)", () => {
    const output = compiler.compile(page("import Inline from '../shared/_inline.mdx';\n\n## Heading with <Inline />\n"));
    const html = nodesToHtml(output.body);
    expect(html).toContain('<a href="#heading-with" class="hash-link" aria-label="Direct link to Heading with Inline partial link" title="Direct link to Heading with Inline partial link">');
    expect(output.toc).toEqual([{ id: 'heading-with', value: 'Heading with Inline <strong>partial</strong> link', level: 2 }]);
  });

  describe('heading ids across the page and its partials (commit 78b2ed3 audit)', () => {
    /** Each heading's id and its anchor link's target, which must follow it. */
    const ids = (output: ReturnType<typeof compiler.compile>) =>
      [...nodesToHtml(output.body).matchAll(/<h2 id="([^"]*)">.*?href="#([^"]*)"/g)].map(([, id, href]) => (id === href ? id : `${id} (link to #${href})`));

    it('gives the headings of a partial used twice their ids with -1 on the second use', () => {
      const output = compiler.compile(page("import Ids from '../shared/_ids.mdx';\n\n<Ids />\n\n<Ids />\n"));
      expect(ids(output)).toEqual(['shared', 'details', 'shared-1', 'details-1']);
      expect(output.toc.map((item) => item.id)).toEqual(['shared', 'details', 'shared-1', 'details-1']);
      expect(output.warnings).toBeUndefined();
    });

    it("moves a page heading's slug past the custom id of a partial, as in one file", () => {
      const output = compiler.compile(page("import P from '../shared/_ids.mdx';\n\n## Shared\n\n<P />\n"));
      expect(ids(output)).toEqual(['shared-1', 'shared', 'details']);
      expect(output.warnings).toBeUndefined();
    });

    it("warns once, at the partial's line, about a custom id the page's heading set first, and moves each use on", () => {
      const output = compiler.compile(page("import Part from '../shared/_ids.mdx';\n\n## Shared heading {#shared}\n\n<Part />\n\n<Part />\n"));
      expect(ids(output)).toEqual(['shared', 'shared-1', 'details', 'shared-2', 'details-1']);
      expect(output.toc.map((item) => item.id)).toEqual(['shared', 'shared-1', 'details', 'shared-2', 'details-1']);
      expect(output.warnings).toEqual([
        {
          what: 'Two headings have the id "shared" (the first in docs/guide/page.mdx:3): a link to #shared only reaches the first.',
          where: { file: 'docs/shared/_ids.mdx', line: 1 },
          fix: 'give this heading another id ({#shared-1} keeps the address it has now, #shared-1; or none, for one made from its text)',
          plugin: 'markdown',
        },
      ]);
    });
  });

  it("reads a .md partial as the site's markdown.format says: as MDX with 'mdx'", () => {
    const source = "import Year from '../shared/_year.md';\n\n<Year />\n";
    expect(nodesToHtml(compiler.compile(page(source)).body)).toContain('Since {year}.');
    expect(nodesToHtml(compiler.compile({ ...page(source), markdownFormat: 'mdx' }).body)).toContain('Since 2024.');
  });

  it('reports a partial that is missing or imports itself, at the import', () => {
    let error: unknown;
    try {
      compiler.compile(page("import Gone from './_gone.mdx';\nimport A from '../shared/_loop-a.mdx';\n\n<Gone />\n\n<A />\n"));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics).toEqual([
      expect.objectContaining({ what: `Partial not found: './_gone.mdx' (imported as <Gone>, looked for ${path.join(site, 'docs/guide/_gone.mdx')}).`, where: { file: 'docs/guide/page.mdx', line: 1 } }),
      expect.objectContaining({ what: "'./_loop-a.mdx' imports itself: page.mdx → _loop-a.mdx → _loop-b.mdx → _loop-a.mdx.", where: { file: 'docs/shared/_loop-b.mdx', line: 1 } }),
    ]);
  });
});
