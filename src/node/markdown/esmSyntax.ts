// MDX reads an `import`/`export` block as JavaScript up to the next blank line outside brackets,
// and fails to compile a file whose block does not parse. Folio finds the blocks by their brackets
// (mdxSyntax.ts) and only reads what it needs from them, so a block that did not parse was left
// out without a word: one with a bracket never closed ran to the end of the file, and the rest of
// the page was gone from the build. Each block is parsed here, and one that fails is an error at
// its line.
import { esbuild } from '../bundle/esbuild.js';
import type { Diagnostic } from '../errors.js';
import { parser } from './staticValue.js';
import { quoteSource } from './quoteSource.js';

/** acorn's answer for one block of plain JavaScript: in-process and quick, and most blocks are import lines. */
function parsesAsJavaScript(code: string): boolean {
  try {
    parser().parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
    return true;
  } catch {
    return false;
  }
}

/** esbuild's first complaint about `code` read as JSX, with its line (1-based); undefined when it compiles. */
function jsxSyntaxError(code: string): { message: string; line: number } | undefined {
  try {
    esbuild().transformSync(code, { loader: 'jsx', logLevel: 'silent' });
    return undefined;
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number } | null }[] }).errors?.[0];
    return first ? { message: first.text, line: first.location?.line ?? 1 } : { message: (error as Error).message, line: 1 };
  }
}

/** The first syntax error of an ESM block's code, with its line in the block (1-based); undefined when it parses. */
export function esmSyntaxError(code: string): { message: string; line: number } | undefined {
  return parsesAsJavaScript(code) ? undefined : jsxSyntaxError(code);
}

/**
 * The error for the first of a page's ESM blocks that does not parse; undefined when they all do.
 * acorn reads each block; those it refuses, which hold JSX (`export const Note = () => <b>…</b>`)
 * or an error, go to esbuild together, one call for the page, as MDX compiles them: one module.
 */
export function esmBlocksProblem(blocks: readonly { text: string; line: number }[], file: string): Diagnostic | undefined {
  const refused = blocks.filter((block) => !parsesAsJavaScript(block.text));
  if (!refused.length) return undefined;
  if (!jsxSyntaxError(refused.map((block) => block.text).join('\n'))) return undefined;
  // Something does not parse: each block on its own says which (joined, a block left open ran
  // into the next one, and the error was placed there; review).
  for (const block of refused) {
    const error = jsxSyntaxError(block.text);
    if (error) return blockProblem(block, error, file);
  }
  return undefined;
}

/** The error for an ESM block starting on `line` of `file` that does not parse, given the parser's complaint. */
function blockProblem(block: { text: string; line: number }, error: { message: string; line: number }, file: string): Diagnostic {
  const lines = block.text.split('\n');
  const statement = lines[0]!.trim();
  const shown = quoteSource(statement);
  // A bracket or quote never closed: the parser reaches the end of the block, which ran on
  // through the page's text; the statement that opened it is the place to look.
  const unclosed = /end of file/i.test(error.message);
  const errorLine = block.line + error.line - 1;
  let last = lines.length - 1;
  while (last > 0 && lines[last]!.trim() === '') last--;
  const blankAfter = lines.slice(1, last).some((line) => line.trim() === '');
  return {
    what: `\`${shown}\` does not parse as JavaScript: ${error.message}${unclosed ? '' : ` (line ${errorLine})`}. MDX reads an import or export as code up to the next blank line outside brackets${blankAfter ? `; this one runs on through line ${block.line + last} (a bracket it opens is still open at the blank lines), so the page's text down to there was read as its code` : ''}.`,
    where: { file, line: unclosed ? block.line : errorLine },
    fix: 'correct the statement (close every bracket and quote it opens), or, for a line of prose that starts with "import" or "export", put a word before it',
    plugin: 'markdown',
  };
}
