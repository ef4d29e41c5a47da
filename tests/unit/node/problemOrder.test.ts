import { describe, expect, it } from 'vitest';
import { inLineOrder } from '../../../src/node/errors.js';
import { compile } from './markdown/helpers.js';

describe('problems in line order', () => {
  it('reports the warnings of a file by line, whichever transform found them', () => {
    // The formula KaTeX cannot typeset is found after the admonition, by a later transform.
    const output = compile('Intro\n\n$$\n\\frac{1}\n$$\n\n:::tip[Unbalanced [ bracket]\nBody\n:::\n');
    expect(output.warnings?.map((w) => w.where?.line)).toEqual([3, 7]);
  });

  it('orders by line within a file, files as they first appear, one line in the order found', () => {
    const at = (file: string, line?: number, what = '') => ({ what, where: { file, line } });
    const sorted = inLineOrder([at('page.md', 9), at('_partial.md', 2), at('page.md', 1, 'a'), at('page.md', 1, 'b'), at('_partial.md'), at('page.md', 4)]);
    expect(sorted.map((d) => `${d.where?.file}:${d.where?.line ?? ''}${d.what}`)).toEqual(['page.md:1a', 'page.md:1b', 'page.md:4', 'page.md:9', '_partial.md:', '_partial.md:2']);
  });
});
