import { describe, expect, it } from 'vitest';
import { compile } from './helpers.js';

describe('a code fence never closed', () => {
  it('is warned about at its line, since the rest of the file becomes code (bad-input audit: the headings below vanished silently)', () => {
    const output = compile('---\ntitle: T\n---\n\nIntro.\n\n```js\nconst a = 1;\n\n## After\n\nText.\n');
    expect(output.warnings).toEqual([
      {
        what: 'A code fence is never closed, so everything after it to the end of the file is shown as code',
        where: { file: 'content/docs/guide/page.md', line: 7 },
        fix: 'close the code block with a line of the same fence characters (```), at least as many as open it',
        plugin: 'markdown',
      },
    ]);
    // A fence that is the file's last line, and one closed by fewer backticks than open it.
    expect(compile('Text.\n\n```').warnings).toEqual([expect.objectContaining({ where: expect.objectContaining({ line: 3 }) })]);
    expect(compile('````md\n```js\nx\n```\n').warnings).toEqual([expect.objectContaining({ where: expect.objectContaining({ line: 1 }) })]);
  });

  it('is not for closed fences: at the end of the file with or without a newline, longer closers, tildes, in a quote or a list, or one a list item ends', () => {
    for (const source of ['```js\nx\n```\n', '```js\nx\n```', '```\nx\n`````\n', '~~~\nx\n~~~\n', '> ```\n> x\n> ```\n', '- item\n\n  ```js\n  x\n  ```\n', '- item\n  ```js\n  x\n\nAfter the list.\n']) {
      expect(compile(source).warnings, source).toBeUndefined();
    }
  });
});
