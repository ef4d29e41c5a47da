import { describe, expect, it } from 'vitest';
import { compileToHtml } from './helpers.js';

describe('.mdx block syntax', () => {
  it('reads a <summary> line as inline markdown, as MDX does (issue 3 audit)', () => {
    const source = '<details>\n<summary>Summary with **bold**</summary>\n\nBody.\n</details>';
    expect(compileToHtml(source, { isMdx: true, file: 'content/docs/a.mdx' })).toMatch(/<summary>\s*Summary with\s+<strong>bold<\/strong>\s*<\/summary>\s*<p>Body.<\/p>/);
    // A .md file is CommonMark: the line is raw HTML.
    expect(compileToHtml(source)).toContain('<summary>Summary with **bold**</summary>');
  });
});
