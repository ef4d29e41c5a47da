import { describe, expect, it } from 'vitest';
import { lineAt, mapOutsideCode, unwrapMdxCodeBlocks } from '../../../../src/node/markdown/sourceSegments.js';

describe('mapOutsideCode', () => {
  it('rewrites prose only and tells each chunk its first line', () => {
    const seen: [string, number][] = [];
    const text = 'a\n```js\n<X />\n```\nb\n~~~~\n```\n~~~~\n$$\n<y>\n$$\nc';
    const out = mapOutsideCode(text, (chunk, line) => {
      seen.push([chunk, line]);
      return chunk.toUpperCase();
    });
    expect(out).toBe('A\n```js\n<X />\n```\nB\n~~~~\n```\n~~~~\n$$\n<y>\n$$\nC');
    expect(seen).toEqual([
      ['a\n', 1],
      ['b\n', 5],
      ['c', 12],
    ]);
  });

  it('treats an unclosed fence as code to the end', () => {
    expect(mapOutsideCode('x\n```\n<a>', (c) => c.toUpperCase())).toBe('X\n```\n<a>');
  });

  it('counts lines inside a chunk', () => {
    expect(lineAt('a\nb\nc', 4, 10)).toBe(12);
  });
});

describe('unwrapMdxCodeBlocks', () => {
  it("makes a Docusaurus mdx-code-block fence's content the page's, keeping every line where it was", () => {
    const text = 'Intro\n\n````mdx-code-block\n<Tabs>\n\n```js\ncode()\n```\n\n</Tabs>\n````\n\nAfter';
    expect(unwrapMdxCodeBlocks(text)).toBe('Intro\n\n\n<Tabs>\n\n```js\ncode()\n```\n\n</Tabs>\n\n\nAfter');
    expect(unwrapMdxCodeBlocks(text).split('\n')).toHaveLength(text.split('\n').length);
  });

  it('leaves other fences alone, and an mdx-code-block fence shown inside one', () => {
    const shown = '````md\n```mdx-code-block\n<X />\n```\n````';
    expect(unwrapMdxCodeBlocks(shown)).toBe(shown);
    expect(unwrapMdxCodeBlocks('```js\nconst x = 1;\n```')).toBe('```js\nconst x = 1;\n```');
  });
});
