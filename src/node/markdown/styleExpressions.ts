// MDX reads the content of `<style>` as JSX like any other, so `.mdx` authors (Docusaurus's
// among them) write a stylesheet as an expression: `<style>{`.red{color:red}`}</style>`. The
// markdown parser keeps a style element's content as raw text, braces and backticks included,
// which the browser reads as no rule at all. So before parsing, a constant string or template
// literal there becomes the CSS text it stands for; any other expression is left as written,
// with a warning at its line.
import type { Diagnostic } from '../errors.js';
import { lineAt } from './sourceSegments.js';
import { EVALUATED_AS_COMPILED } from './runExpression.js';
import { staticValue } from './staticValue.js';
import { matchBrace } from './tagSyntax.js';

const STYLE_OPEN = /<style(?:\s[^>]*)?>\s*\{/gi;
const STYLE_CLOSE = /^\s*<\/style\s*>/i;

/** Rewrites the `<style>{…}</style>` blocks of one prose chunk of an `.mdx` file (see `mapOutsideCode`). */
export function evaluateStyleExpressions(chunk: string, startLine: number, ctx: { file: string; warnings: Diagnostic[] }): string {
  if (!chunk.includes('<style')) return chunk;
  let out = '';
  let copied = 0;
  for (const open of chunk.matchAll(STYLE_OPEN)) {
    const brace = open.index + open[0].length - 1;
    if (brace < copied) continue;
    const close = matchBrace(chunk, brace);
    if (close < 0 || !STYLE_CLOSE.test(chunk.slice(close + 1))) continue;
    const written = chunk.slice(brace, close + 1);
    const css = staticValue(written.slice(1, -1).trim())?.value;
    if (typeof css !== 'string') {
      ctx.warnings.push({
        what: `The <style> content ${written.length > 60 ? `${written.slice(0, 57)}…` : written} stays as written, which the browser reads as no CSS: its value is not a string known as the page compiles (${EVALUATED_AS_COMPILED}).`,
        where: { file: ctx.file, line: lineAt(chunk, brace, startLine) },
        fix: 'write the stylesheet as a string or template literal of what the page knows as it compiles, or move it to a CSS file of the site',
        plugin: 'markdown',
      });
      continue;
    }
    out += chunk.slice(copied, brace) + sameLineCount(css, written);
    copied = close + 1;
  }
  return out + chunk.slice(copied);
}

/**
 * `css` spread over as many lines as `written`, so the lines below keep their numbers: a
 * template literal's own newlines are the same, an escaped `\n` becomes a space (as white space
 * in CSS, which has no newline in a string) and a missing newline comes back at the end.
 */
function sameLineCount(css: string, written: string): string {
  const lines = written.split('\n').length;
  const text = css.split('\n').length > lines ? css.replace(/\n/g, ' ') : css;
  return text + '\n'.repeat(lines - text.split('\n').length);
}
