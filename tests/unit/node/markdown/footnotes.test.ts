import { describe, expect, it } from 'vitest';
import { compile } from './helpers.js';

describe('footnotes', () => {
  it('renders GFM footnotes with their default ids', () => {
    expect(compile('A[^n].\n\n[^n]: Note.').anchors).toEqual(['user-content-fnref-n', 'footnote-label', 'user-content-fn-n']);
  });

  it('prefixes every footnote id and link with idPrefix', () => {
    const output = compile('A[^n].\n\n## Heading\n\n[^n]: Note.', { idPrefix: 'post-2-' });
    expect(output.anchors).toEqual(['post-2-fnref-n', 'heading', 'post-2-footnote-label', 'post-2-fn-n']);
    const html = JSON.stringify(output.body);
    expect(html).toContain('href=\\"#post-2-fn-n\\"');
    expect(html).toContain('href=\\"#post-2-fnref-n\\"');
    expect(html).toContain('aria-describedby=\\"post-2-footnote-label\\"');
  });
});
