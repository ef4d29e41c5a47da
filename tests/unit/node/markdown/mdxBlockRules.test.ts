import { describe, expect, it } from 'vitest';
import { compileToHtml } from './helpers.js';

describe('.mdx block syntax', () => {
  it('reads a <summary> line as inline markdown, as MDX does (issue 3 audit)', () => {
    const source = '<details>\n<summary>Summary with **bold**</summary>\n\nBody.\n</details>';
    expect(compileToHtml(source, { isMdx: true, file: 'content/docs/a.mdx' })).toMatch(/<summary>\s*Summary with\s+<strong>bold<\/strong>\s*<\/summary>\s*<p>Body.<\/p>/);
    // A .md file is CommonMark: the line is raw HTML.
    expect(compileToHtml(source)).toContain('<summary>Summary with **bold**</summary>');
  });

  it('reads the markdown of a block element written on one line inside a component or another element', () => {
    const mdx = { isMdx: true, file: 'content/docs/a.mdx' };
    const inComponent = compileToHtml('<Admonition type="info" title="Custom title">\n  <p>Some **content** with _Markdown_ `syntax`.</p>\n</Admonition>\n', mdx);
    expect(inComponent).toContain('<p>Some <strong>content</strong> with <em>Markdown</em> <code>syntax</code>.</p>');
    const inDiv = compileToHtml('<div className="text--center">\n  <p>Centered **p**</p>\n</div>\n\nText\n<h3 id="x">A **heading**</h3>\n', mdx);
    expect(inDiv).toMatch(/^<div class="text--center">\s*<p>Centered <strong>p<\/strong><\/p>\s*<\/div>/);
    expect(inDiv).toMatch(/<p>Text<\/p>\s*<h3 id="x">A <strong>heading<\/strong>/);
    // The content of <pre> is text, and an inline element stays in its paragraph.
    expect(compileToHtml('<div>\n<pre>**raw**</pre>\n</div>\n', mdx)).toContain('<pre>**raw**</pre>');
    expect(compileToHtml('<div>\n<span>Some **bold**</span>\n</div>\n', mdx)).toContain('<p><span>Some <strong>bold</strong></span></p>');
  });
});
