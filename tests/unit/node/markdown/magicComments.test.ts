import { describe, expect, it } from 'vitest';
import { applyMagicComments } from '../../../../src/node/markdown/magicComments.js';

describe('applyMagicComments', () => {
  it('highlights the next line and removes the comment', () => {
    const result = applyMagicComments('a\n// highlight-next-line\nb\nc');
    expect(result.code).toBe('a\nb\nc');
    expect([...result.highlighted]).toEqual([2]);
  });

  it('highlights a start/end range', () => {
    const result = applyMagicComments('a\n  // highlight-start\nb\nc\n  // highlight-end\nd');
    expect(result.code).toBe('a\nb\nc\nd');
    expect([...result.highlighted]).toEqual([2, 3]);
  });

  it('accepts #, <!-- --> and /* */ comments', () => {
    const result = applyMagicComments('# highlight-next-line\nx: 1\n<!-- highlight-next-line -->\n<p>\n/* highlight-next-line */\ny');
    expect(result.code).toBe('x: 1\n<p>\ny');
    expect([...result.highlighted]).toEqual([1, 2, 3]);
  });

  it('leaves ordinary comments alone', () => {
    expect(applyMagicComments('// highlight the next line please\nx').code).toBe('// highlight the next line please\nx');
  });
});
