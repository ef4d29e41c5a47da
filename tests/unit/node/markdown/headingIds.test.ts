import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';

describe('heading ids', () => {
  it('gives headings GitHub-style slugs, unique on the page', () => {
    const output = compile('## Set up Folio!\n\n## Set up Folio!\n\n### `config.ts` options');
    expect(output.anchors).toEqual(['set-up-folio', 'set-up-folio-1', 'configts-options']);
  });

  it('uses a custom {#id} and strips it from the text', () => {
    const html = compileToHtml('## Install the CLI {#install}');
    expect(html).toBe(
      '<h2 id="install">Install the CLI<a href="#install" class="hash-link" aria-label="Direct link to Install the CLI" title="Direct link to Install the CLI">&#x200B;</a></h2>',
    );
  });

  it('takes the id from an MDX comment `{/* #id */}` or an HTML comment `<!-- #id -->` ending the heading, as Docusaurus 3.8+ does (BYO audit: Babel)', () => {
    const html = compileToHtml('### Class method decorator {/* #class-function-decorator */}');
    expect(html).toContain('<h3 id="class-function-decorator">Class method decorator<a href="#class-function-decorator"');
    expect(compile('## The `x` option {/* #x-option some note */}\n\n## Legacy <!-- #legacy-setup -->').anchors).toEqual(['x-option', 'legacy-setup']);
    // A comment that does not start with `#`, or does not end the heading, is only a comment.
    // In a blockquote or a list item, as `{#id}` works there.
    expect(compile('- ## In list {/* #x */}\n\n> ## Quote <!-- #q -->').anchors).toEqual(['x', 'q']);
    // An HTML comment that does not end its heading's line takes nothing after it (review: a later `-->` swallowed a paragraph).
    const swallowed = compileToHtml('## Setup <!-- #setup --> (beta)\n\nImportant paragraph. <!-- end -->');
    expect(swallowed).toContain('Important paragraph.');
    expect(swallowed).not.toContain('id="setup"');
    const anchors = compile('## Usage {/* keep short */}\n\n## Notes {/* #notes */} here\n\nText {/* #not-a-heading */}').anchors;
    expect(anchors).toHaveLength(2);
    expect(anchors[0]).toBe('usage');
    expect(anchors[1]).toMatch(/^notes-+here$/);
  });

  it('does not let a later slug collide with a custom id', () => {
    expect(compile('## A {#intro}\n\n## Intro').anchors).toEqual(['intro', 'intro-1']);
  });

  it('does not let an earlier slug take a custom id a later heading claims', () => {
    const output = compile('## Foo\n\n## Bar {#foo}\n\n## Foo');
    expect(output.anchors).toEqual(['foo-1', 'foo', 'foo-2']);
    expect(output.toc.map((entry) => entry.id)).toEqual(['foo-1', 'foo', 'foo-2']);
    expect(output.warnings).toBeUndefined();
  });

  it('warns at its line about a heading that sets the custom id of an earlier one, and moves it on to id-1', () => {
    const output = compile('## X {#same}\n\nText\n\n## Y {#same}\n\n## Same 1');
    // The TOC is keyed by id: two entries with one id were two children with one React key.
    expect(output.toc.map((entry) => entry.id)).toEqual(['same', 'same-1', 'same-1-1']);
    expect(compileToHtml('## X {#same}\n\n## Y {#same}')).toContain('<h2 id="same-1">Y<a href="#same-1"');
    expect(output.warnings).toEqual([
      {
        what: 'Two headings have the id "same" (the first on line 1): a link to #same only reaches the first.',
        where: { file: 'content/docs/guide/page.md', line: 5 },
        fix: 'give this heading another id ({#same-1} keeps the address it has now, #same-1; or none, for one made from its text)',
        plugin: 'markdown',
      },
    ]);
  });

  it('adds anchor links to h2–h6 but not to h1', () => {
    const html = compileToHtml('---\ntitle: T\n---\n# One\n\n###### Six');
    expect(html).toContain('<h1 id="one">One</h1>');
    expect(html).toContain('<h6 id="six">Six<a href="#six" class="hash-link"');
  });

  it('keeps the id of a heading written in HTML', () => {
    expect(compile('<h2 id="kept">Raw heading</h2>').anchors).toEqual(['kept']);
  });
});
