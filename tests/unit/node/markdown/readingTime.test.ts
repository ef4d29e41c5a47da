import { describe, expect, it } from 'vitest';
import { countWords, readingTimeOf } from '../../../../src/node/markdown/readingTime.js';
import { compile } from './helpers.js';

describe('reading time', () => {
  it('counts words, with contractions and numbers as one', () => {
    expect(countWords("Folio's build takes 2.5 s — really!")).toBe(6);
  });

  it('is 200 words a minute, rounded up to a tenth, at least 0.1', () => {
    expect(readingTimeOf(0)).toBe(0.1);
    expect(readingTimeOf(200)).toBe(1);
    expect(readingTimeOf(201)).toBe(1.1);
  });

  it('counts code and leaves out markup', () => {
    const output = compile('One **two** three.\n\n<div class="x">\n\n```js\nconst four = five;\n```\n\n</div>');
    expect(output.wordCount).toBe(6);
    expect(output.readingTime).toBe(0.1);
  });
});
