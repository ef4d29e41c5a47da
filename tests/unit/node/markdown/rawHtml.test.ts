import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';

describe('raw HTML', () => {
  it('is parsed into the page, keeping source lines', () => {
    expect(compileToHtml('<section class="hero">\n\n**Bold**\n\n</section>')).toBe(
      '<section class="hero">\n<p><strong>Bold</strong></p>\n</section>',
    );
    expect(compile('Text\n\n<p>\n<a href="/x">x</a>\n</p>').links).toEqual([{ url: '/x', line: 4 }]);
  });

  it('drops HTML comments from the page', () => {
    expect(compileToHtml('A\n\n<!-- note to self -->\n\nB')).toBe('<p>A</p>\n\n<p>B</p>');
  });
});
