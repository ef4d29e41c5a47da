import { describe, expect, it } from 'vitest';
import { esmSyntaxError } from '../../../../src/node/markdown/esmSyntax.js';
import { compile, compileError as compileErrorOf, compileToHtml } from './helpers.js';

const mdx = { isMdx: true, file: 'content/docs/a.mdx' };

const compileError = (source: string) => compileErrorOf(source, mdx);

describe('import/export blocks that do not parse (bad-input audit)', () => {
  it('stop the build at the statement when a bracket is never closed (the page text below it was dropped silently)', () => {
    const error = compileError('Line one.\n\nexport const meta = { a: 1;\n\nText after.\n\nAfter.\n');
    expect(error.diagnostics).toEqual([
      expect.objectContaining({
        where: { file: 'content/docs/a.mdx', line: 3 },
        what: expect.stringContaining('`export const meta = { a: 1;` does not parse as JavaScript'),
        fix: expect.stringContaining('close every bracket'),
      }),
    ]);
    const open = compileError("import { TabItem from '@theme/TabItem';\n\nText.\n");
    expect(open.diagnostics[0]).toMatchObject({ where: { line: 1 }, what: expect.stringContaining('runs on through line 3') });
  });

  it('stop the build at the line of a syntax error inside brackets that balance', () => {
    const error = compileError('Intro.\n\nexport const x = {a: 1,,};\n\nText {x.a}\n');
    expect(error.diagnostics).toEqual([expect.objectContaining({ where: { file: 'content/docs/a.mdx', line: 3 }, what: expect.stringContaining('(line 3)') })]);
  });

  it('accept what MDX accepts: imports, constants, components written with JSX over several lines', () => {
    const source = [
      "import Tabs from '@theme/Tabs';",
      "import {Badge as Pill} from '@site/src/components/Badge';",
      '',
      'export const answer = 42;',
      '',
      'export function Note({children}) {',
      '',
      '  return <span className="note">{children}</span>;',
      '}',
      '',
      'The answer is {answer}.',
    ].join('\n');
    expect(() => compile(source, mdx)).not.toThrow();
    expect(esmSyntaxError('export const Hi = () => <b>hi</b>;')).toBeUndefined();
    expect(esmSyntaxError('export const Hi = () => <b>hi</b;')).toMatchObject({ line: 1 });
  });

  it("place an error in a page's second JSX block at that block's line (the blocks go to esbuild together)", () => {
    const source = 'export const A = () => <b>a</b>;\n\nText.\n\nexport const B = () => <i>b</i;\n\nMore.\n';
    expect(compileError(source).diagnostics).toEqual([expect.objectContaining({ where: { file: 'content/docs/a.mdx', line: 5 }, what: expect.stringContaining('`export const B = () => <i>b</i;`') })]);
  });

  it('place a JSX block left open at its own line, not at the block after it (review)', () => {
    const source = 'export const Note = () => <b>note;\n\nText.\n\nexport const B = () => <i>b</i>;\n';
    expect(compileError(source).diagnostics).toEqual([expect.objectContaining({ where: expect.objectContaining({ line: 1 }), what: expect.stringContaining('`export const Note = () => <b>note;`') })]);
  });

  it('leave a CommonMark file to its warning about exports', () => {
    expect(() => compileToHtml('export const meta = { a: 1;\n\nText after.\n', { file: 'content/docs/a.md' })).not.toThrow();
  });
});
