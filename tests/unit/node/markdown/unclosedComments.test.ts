import { describe, expect, it } from 'vitest';
import { compile, markdownInput } from './helpers.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';

describe('an HTML comment never closed', () => {
  it('is warned about at its line, since it hides the rest of the page (audit: the text after it vanished silently)', () => {
    const output = compile('---\ntitle: T\n---\n\nIntro.\n\n<!-- a comment never closed\n\nText.\n\n## After\n');
    expect(output.warnings).toEqual([
      {
        what: 'An HTML comment `<!--` is never closed, so everything after it to the end of the file (or of the list item or quote it is in) is hidden',
        where: { file: 'content/docs/guide/page.md', line: 7 },
        fix: 'end the comment with `-->`',
        plugin: 'markdown',
      },
    ]);
  });

  it('in a list item, and in MDX, too; closed comments, on one line or several, are not', () => {
    expect(compile('- item\n\n  <!-- open\n').warnings).toEqual([expect.objectContaining({ where: { file: 'content/docs/guide/page.md', line: 3 } })]);
    const mdx = createMarkdownCompiler().compile(markdownInput('Intro.\n\n<!-- open\n\nMore.\n', { isMdx: true, file: 'docs/a.mdx' }));
    expect(mdx.warnings).toEqual([expect.objectContaining({ where: { file: 'docs/a.mdx', line: 3 } })]);
    expect(compile('<!-- one -->\n\n<!--\nmany\nlines\n-->\n\nText <!-- inline --> here.\n').warnings).toBeUndefined();
  });
});
