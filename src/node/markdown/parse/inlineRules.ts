// Inline `$…$` / `$$…$$` math, read like a code span: an opening run of dollars closes at the
// next run of the same length, so `$a$b$` needs no escaping rules of its own. `\$` stays a
// dollar because the escape rule runs first. A single dollar follows Pandoc's rule for prices
// and shell variables in prose: it opens only before a non-space and closes only after a
// non-space and not before a digit, so `$5 a month, or $50 a year` and `set $HOME and $PATH`
// stay text (content written for Docusaurus, which has no math unless a site adds it, is full
// of them) while `$x^2$` and `$e^{i\pi} + 1 = 0$.` are formulas.
import type { default as MarkdownIt, StateInline } from 'markdown-it';
import { matchBrace } from '../tagSyntax.js';

const DOLLAR = 0x24;

function runLength(src: string, pos: number, max: number): number {
  let end = pos;
  while (end < max && src.charCodeAt(end) === DOLLAR) end++;
  return end - pos;
}

/** Space, tab, newline (or the end of the text: NaN). */
function isSpace(code: number): boolean {
  return Number.isNaN(code) || code === 0x20 || code === 0x09 || code === 0x0a;
}

/** Pandoc's closing `$`: after a non-space, and not before a digit (`$5 … $50`). */
function closesSingle(src: string, at: number, max: number): boolean {
  const after = at + 1 < max ? src.charCodeAt(at + 1) : NaN;
  return !isSpace(src.charCodeAt(at - 1)) && !(after >= 0x30 && after <= 0x39);
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, posMax } = state;
  const start = state.pos;
  if (src.charCodeAt(start) !== DOLLAR) return false;
  const size = runLength(src, start, posMax);
  const single = size === 1;
  let search = start + size;
  for (;;) {
    const next = single && isSpace(src.charCodeAt(start + 1)) ? -1 : src.indexOf('$', search);
    if (next < 0 || next >= posMax) {
      // No closing run: the dollars are text.
      if (!silent) state.pending += src.slice(start, start + size);
      state.pos = start + size;
      return true;
    }
    const closing = runLength(src, next, posMax);
    if (closing === size && (!single || closesSingle(src, next, posMax))) {
      if (!silent) {
        let content = src.slice(start + size, next).replace(/\n/g, ' ');
        if (/^ .*[^ ].* $/.test(content)) content = content.slice(1, -1);
        const token = state.push('math_inline', 'math', 0);
        token.markup = src.slice(start, start + size);
        token.content = content;
      }
      state.pos = next + size;
      return true;
    }
    search = next + closing;
  }
}

export function inlineRules(md: MarkdownIt): void {
  md.inline.ruler.before('backticks', 'math_inline', mathInline);
}

/**
 * MDX: a `{…}` expression holding a template literal (`{\` \`}`, a space kept after a tag) is
 * JavaScript, read before markdown: its backticks are no code span. Kept as text, for the
 * expression reader (textExpressions.ts), as any other expression is.
 */
const lastTicks = new WeakMap<StateInline, number>();

function templateExpression(state: StateInline, silent: boolean): boolean {
  const { src, posMax } = state;
  const start = state.pos;
  if (src.charCodeAt(start) !== 0x7b) return false;
  // Most braces have no backtick after them: no matching brace is looked for (it scans the rest
  // of the text), and the last backtick is found once per text, not once per brace.
  let lastTick = lastTicks.get(state);
  if (lastTick === undefined) lastTicks.set(state, (lastTick = src.lastIndexOf('`', posMax - 1)));
  if (lastTick < start) return false;
  const end = matchBrace(src, start);
  if (end < 0 || end >= posMax || !src.slice(start, end).includes('`')) return false;
  if (!silent) state.pending += src.slice(start, end + 1);
  state.pos = end + 1;
  return true;
}

export function mdxInlineRules(md: MarkdownIt): void {
  md.inline.ruler.before('backticks', 'template_expression', templateExpression);
}
