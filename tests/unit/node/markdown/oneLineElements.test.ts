import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';

const mdx = { isMdx: true, file: 'content/docs/a.mdx' };

describe('one-line elements in MDX', () => {
  it('reads the content of an element written on one line as inline markdown, as MDX does', () => {
    expect(compileToHtml("<div style={{border: '1px solid red', padding: 8}}>Box with **not markdown** on one line</div>", mdx)).toBe(
      '<div style="border:1px solid red;padding:8px">Box with <strong>not markdown</strong> on one line</div>',
    );
    // No paragraph, and nothing between the pieces: `foo**bar**` stays one word.
    expect(compileToHtml('- <p>foo**bar** and <b>b</b> `c`</p>\n- next', mdx)).toBe('<ul>\n<li>\n<p>foo<strong>bar</strong> and <b>b</b> <code>c</code></p>\n</li>\n<li>next</li>\n</ul>');
  });

  it('keeps the lines of what the content holds', () => {
    expect(compile('Text\n\n<div>See [the guide](/docs/guide).</div>', mdx).links).toEqual([{ url: '/docs/guide', line: 3 }]);
  });

  it('leaves raw text elements and .md files as HTML', () => {
    expect(compileToHtml('<pre>**x**</pre>', mdx)).toBe('<pre>**x**</pre>');
    // Over several lines, the tag lines stand alone and what is between them is markdown, as in
    // MDX (see mdxBlockRules.ts).
    expect(compileToHtml('<div>\n**x**\n</div>', mdx)).toBe('<div>\n<p><strong>x</strong></p>\n</div>');
    expect(compileToHtml('<div>**x**</div>')).toBe('<div>**x**</div>');
  });
});
