import { describe, expect, it } from 'vitest';
import { parseCodeMeta, parseRanges } from '../../../../src/node/markdown/codeMeta.js';

describe('parseCodeMeta', () => {
  it('reads nothing from an empty meta', () => {
    expect(parseCodeMeta(undefined)).toEqual({ highlightLines: [], showLineNumbers: false, startLineNumber: 1 });
    expect(parseCodeMeta('')).toEqual({ highlightLines: [], showLineNumbers: false, startLineNumber: 1 });
  });

  it('reads a double-quoted, single-quoted or bare title', () => {
    expect(parseCodeMeta('title="src/my file.ts"').title).toBe('src/my file.ts');
    expect(parseCodeMeta("title='a.js'").title).toBe('a.js');
    expect(parseCodeMeta('title=a.js {1}').title).toBe('a.js');
  });

  it('reads highlight ranges', () => {
    expect(parseCodeMeta('{1,3-5}').highlightLines).toEqual([1, 3, 4, 5]);
    expect(parseCodeMeta('title="x" {2}').highlightLines).toEqual([2]);
  });

  it('reads showLineNumbers with and without a start', () => {
    expect(parseCodeMeta('showLineNumbers')).toMatchObject({ showLineNumbers: true, startLineNumber: 1 });
    expect(parseCodeMeta('showLineNumbers=5')).toMatchObject({ showLineNumbers: true, startLineNumber: 5 });
    expect(parseCodeMeta('showLineNumbers={12}')).toMatchObject({ showLineNumbers: true, startLineNumber: 12 });
  });

  it('reads everything together in any order', () => {
    expect(parseCodeMeta('showLineNumbers=3 {2-3} title="app.ts"')).toEqual({
      title: 'app.ts',
      highlightLines: [2, 3],
      showLineNumbers: true,
      startLineNumber: 3,
    });
  });

  it('does not take a braced word or a title-like word for meta', () => {
    expect(parseCodeMeta('{abc} subtitle="x" showLineNumbersX')).toEqual({
      highlightLines: [],
      showLineNumbers: false,
      startLineNumber: 1,
    });
  });
});

describe('what parseCodeMeta finds wrong', () => {
  it('names the parts of a range that highlight no line', () => {
    expect(parseCodeMeta('{1-}').problems).toEqual(['`{1-}` highlights no line for `1-`: write line numbers from 1 (`{3}`) or ranges (`{3-5}`), separated by commas']);
    expect(parseCodeMeta('{0,2-3,,-4}').problems?.[0]).toMatch(/^`\{0,2-3,,-4\}` highlights no line for `0`, an empty part, `-4`:/);
    expect(parseCodeMeta('{1,3-5}').problems).toBeUndefined();
  });

  it('takes a title whose quote is never closed for no title, and says so', () => {
    expect(parseCodeMeta('title="My file {2}')).toEqual({
      highlightLines: [2],
      showLineNumbers: false,
      startLineNumber: 1,
      problems: ['The code block\'s `title="…` has no closing `"`, so the block has no title'],
    });
    expect(parseCodeMeta("title='a.js").problems).toEqual(["The code block's `title='…` has no closing `'`, so the block has no title"]);
    expect(parseCodeMeta('title="a.js"').problems).toBeUndefined();
  });
});

describe('parseRanges', () => {
  it('dedupes, sorts, reads reversed ranges and skips garbage', () => {
    expect(parseRanges('5-3, 1, 1, x, 0, 8')).toEqual([1, 3, 4, 5, 8]);
  });
});
