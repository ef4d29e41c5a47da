import { describe, expect, it } from 'vitest';
import { normalizeAdmonitionTitles } from '../../../../src/node/markdown/admonitions.js';
import { compile, compileToHtml } from './helpers.js';

const heading = (title: string) => new RegExp(`<div class="admonition-heading"><span class="admonition-icon"><svg[^]*?</svg></span>${title}</div>`);

describe('admonitions', () => {
  it.each(['note', 'tip', 'info', 'warning', 'danger', 'caution'])('renders :::%s as a static box', (type) => {
    const html = compileToHtml(`:::${type}\nSome **text**.\n:::`);
    expect(html).toMatch(new RegExp(`^<div class="admonition admonition-${type}" role="note">`));
    expect(html).toMatch(heading(type[0]!.toUpperCase() + type.slice(1)));
    expect(html).toContain('<div class="admonition-content"><p>Some <strong>text</strong>.</p></div>');
  });

  it.each([
    ['secondary', 'note'],
    ['important', 'info'],
    ['success', 'tip'],
  ])("draws Docusaurus 3's older keyword :::%s as a %s box titled with its own name", (keyword, type) => {
    const output = compile(`:::${keyword}\nSome text.\n:::\n\n:::${keyword} Custom\nx\n:::`);
    const html = compileToHtml(`:::${keyword}\nSome text.\n:::\n\n:::${keyword} Custom\nx\n:::`);
    expect(output.warnings).toBeUndefined();
    expect(html).toMatch(new RegExp(`^<div class="admonition admonition-${type}" role="note">`));
    expect(html).toMatch(heading(keyword[0]!.toUpperCase() + keyword.slice(1)));
    expect(html).toMatch(heading('Custom'));
    // The tag spelling too.
    expect(compileToHtml(`<Admonition type="${keyword}">x</Admonition>`, { isMdx: true, file: 'content/docs/a.mdx' })).toMatch(new RegExp(`admonition-${type}`));
  });

  it('puts the {#id .class} written after the opening on the box, as Docusaurus does (audit: they were dropped)', () => {
    expect(compileToHtml(':::note{#admonition-id}\nx\n:::')).toMatch(/^<div class="admonition admonition-note" role="note" id="admonition-id">/);
    const html = compileToHtml(':::tip[Styled]{.padding--lg .text--italic}\nx\n:::');
    expect(html).toMatch(/^<div class="admonition admonition-tip padding--lg text--italic" role="note">/);
    expect(html).toMatch(heading('Styled'));
  });

  it('uses a custom [title] with inline markdown', () => {
    expect(compileToHtml(':::tip[Use *this*]\nx\n:::')).toMatch(heading('Use <em>this</em>'));
  });

  it('keeps the default title for empty brackets, not an empty title bar (test-area audit)', () => {
    expect(compileToHtml(':::danger[]\nx\n:::')).toMatch(heading('Danger'));
    expect(compileToHtml(':::note[ ]\nx\n:::')).toMatch(heading('Note'));
  });

  it('takes a [title] holding balanced brackets (a link) or escaped ones, as remark-directive does', () => {
    expect(compileToHtml(':::tip[Title with [a link](https://example.com) and `code`]\nx\n:::')).toMatch(
      heading('Title with <a href="https://example.com" target="_blank" rel="noopener noreferrer">a link</a> and <code>code</code>'),
    );
    expect(compileToHtml(':::tip[Title with [brackets] inside]\nx\n:::')).toMatch(heading('Title with \\[brackets\\] inside'));
    expect(compileToHtml(':::note[One \\] escaped]\nx\n:::')).toMatch(heading('One \\] escaped'));
    // Unbalanced: not an opening line, so the text stays as written.
    expect(compileToHtml(':::tip[Open [bracket]\nx\n:::')).toMatch(/^<p>:::tip\[Open \[bracket\]/);
  });

  it('warns at its line about a box no `:::` line closes, which takes in the rest of the page', () => {
    const output = compile('---\ntitle: T\n---\n\n:::note\nClosed.\n:::\n\n::::tip[Outer]\nBody\n\n:::info\nInner, closed\n:::\n\n## Later heading\n');
    expect(output.warnings).toEqual([
      {
        what: '`::::tip[Outer]` is never closed, so everything after it to the end of the file (or of the list item or quote it is in) is inside it',
        fix: 'end it with a line of `::::`',
        where: { file: 'content/docs/guide/page.md', line: 9 },
        plugin: 'markdown',
      },
    ]);
    // Still drawn, as remark-directive draws it: the heading after it inside the box.
    expect(compileToHtml('::::tip\nBody\n\n## Later')).toMatch(/^<div class="admonition admonition-tip"[^]*<h2[^]*Later[^]*<\/div><\/div>$/);
    expect(compile('- item\n\n  :::note\n  In the item.\n  :::\n\n> :::tip\n> In a quote.\n> :::\n').warnings).toBeUndefined();
  });

  it('warns at its line about an opening whose [title] brackets do not pair, naming the bracket to escape (commit 5d6b071 audit)', () => {
    const output = compile('---\ntitle: T\n---\n\nIntro\n\n:::tip[Unbalanced [ bracket]\nBody2\n:::\n\n- item\n  :::note[No end\n  :::\n');
    // Text, as remark-directive (Docusaurus) leaves it.
    expect(compileToHtml(':::tip[Unbalanced [ bracket]\nBody2\n:::')).toBe('<p>:::tip[Unbalanced [ bracket]\nBody2\n:::</p>');
    expect(output.warnings).toEqual([
      {
        what: '`:::tip[Unbalanced [ bracket]` is shown as written: the brackets of its [title] do not pair, so it opens no admonition',
        fix: 'write `\\[` for a bracket that is text: `:::tip[Unbalanced \\[ bracket]`',
        where: { file: 'content/docs/guide/page.md', line: 7 },
        plugin: 'markdown',
      },
      {
        what: '`:::note[No end` is shown as written: the brackets of its [title] do not pair, so it opens no admonition',
        fix: 'end the title with `]`',
        where: { file: 'content/docs/guide/page.md', line: 12 },
        plugin: 'markdown',
      },
    ]);
    expect(compileToHtml(':::tip[Unbalanced \\[ bracket]\nBody2\n:::')).toMatch(heading('Unbalanced \\[ bracket'));
    expect(compile(':::tip[Title with [brackets] inside]\nx\n:::').warnings).toBeUndefined();
  });

  it('accepts the legacy `:::tip Title` spelling', () => {
    expect(compileToHtml(':::warning Mind the gap\nx\n:::')).toMatch(heading('Mind the gap'));
  });

  it('reads `:::note [draft]` as a note titled "[draft]", as Docusaurus 3 does', () => {
    const html = compileToHtml(':::note [draft]\nBody one.\n:::');
    expect(html).toMatch(/^<div class="admonition admonition-note" role="note">/);
    expect(html).toMatch(heading('\\[draft\\]'));
    expect(html).toContain('<div class="admonition-content"><p>Body one.</p></div>');
  });

  it('nests with longer fences outside', () => {
    const html = compileToHtml('::::note[Outer]\nA\n\n:::danger[Inner]\nB\n:::\n\nC\n::::');
    expect(html.match(/class="admonition /g)).toHaveLength(2);
    expect(html).toMatch(/admonition-note[^]*admonition-danger[^]*<p>B<\/p><\/div><\/div><p>C<\/p>/);
  });

  it('renders markdown inside: lists, code, links', () => {
    const html = compileToHtml(':::info\n- one\n- [two](/x)\n\n```js\nlet a;\n```\n:::');
    expect(html).toContain('<ul>');
    expect(html).toContain('class="code-block language-js"');
  });
});

describe('normalizeAdmonitionTitles', () => {
  it('rewrites known types only and escapes brackets', () => {
    expect(normalizeAdmonitionTitles(':::tip My [x] title\n:::foo bar\n> :::note Quoted')).toBe(
      ':::tip[My \\[x\\] title]\n:::foo bar\n> :::note[Quoted]',
    );
  });

  it('takes a title that starts with a bracket whole', () => {
    expect(normalizeAdmonitionTitles(':::note [draft]\n:::tip [a] and [b]')).toBe(':::note[\\[draft\\]]\n:::tip[\\[a\\] and \\[b\\]]');
  });
});
