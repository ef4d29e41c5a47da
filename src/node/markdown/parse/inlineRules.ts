// Inline `$…$` / `$$…$$` math, read like a code span: an opening run of dollars closes at the
// next run of the same length, so `$a$b$` needs no escaping rules of its own. `\$` stays a
// dollar because the escape rule runs first.
import type { default as MarkdownIt, StateInline } from 'markdown-it';

const DOLLAR = 0x24;

function runLength(src: string, pos: number, max: number): number {
  let end = pos;
  while (end < max && src.charCodeAt(end) === DOLLAR) end++;
  return end - pos;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, posMax } = state;
  const start = state.pos;
  if (src.charCodeAt(start) !== DOLLAR) return false;
  const size = runLength(src, start, posMax);
  let search = start + size;
  for (;;) {
    const next = src.indexOf('$', search);
    if (next < 0 || next >= posMax) {
      // No closing run: the dollars are text.
      if (!silent) state.pending += src.slice(start, start + size);
      state.pos = start + size;
      return true;
    }
    const closing = runLength(src, next, posMax);
    if (closing === size) {
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
