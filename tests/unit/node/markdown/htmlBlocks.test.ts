import { describe, expect, it } from 'vitest';
import { compileToHtml } from './helpers.js';

describe('html blocks', () => {
  it('does not wrap a tag spread over lines in a paragraph', () => {
    expect(compileToHtml('<div\n  class="box">\n\ntext\n\n</div>')).toBe('<div class="box">\n<p>text</p>\n</div>');
  });

  it('keeps inline HTML inside its paragraph', () => {
    expect(compileToHtml('Press <kbd>Ctrl</kbd> now')).toBe('<p>Press <kbd>Ctrl</kbd> now</p>');
  });
});
