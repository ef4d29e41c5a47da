// GFM strikethrough as GitHub and remark-gfm (so Docusaurus) read it: one or two tildes
// (`~one~`, `~~two~~`), closed by a run of the same length; a longer run is text. markdown-it's
// own rule takes pairs of tildes only, so `~one~` stayed text.
import type { default as MarkdownIt, StateInline } from 'markdown-it';
import type { Delimiter } from 'markdown-it/lib/rules_inline/state_inline.mjs';

const TILDE = 0x7e;
/**
 * The delimiter marker of a single tilde. Delimiters pair only with the same marker, so this
 * keeps `~` from closing `~~`; it is negative, so no character has it.
 */
const SINGLE_TILDE = -TILDE;

function tokenize(state: StateInline, silent: boolean): boolean {
  if (silent || state.src.charCodeAt(state.pos) !== TILDE) return false;
  const scanned = state.scanDelims(state.pos, true);
  state.push('text', '', 0).content = '~'.repeat(scanned.length);
  if (scanned.length <= 2) {
    state.delimiters.push({
      marker: scanned.length === 1 ? SINGLE_TILDE : TILDE,
      length: 0, // no "rule of 3", which is for emphasis
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close,
    });
  }
  state.pos += scanned.length;
  return true;
}

/** Turns each matched pair's text tokens into `<s>` tags. */
function pairsToTags(state: StateInline, delimiters: readonly Delimiter[]): void {
  for (const start of delimiters) {
    if ((start.marker !== TILDE && start.marker !== SINGLE_TILDE) || start.end === -1) continue;
    const open = state.tokens[start.token]!;
    const close = state.tokens[delimiters[start.end]!.token]!;
    for (const [token, nesting] of [[open, 1], [close, -1]] as const) {
      token.type = nesting === 1 ? 's_open' : 's_close';
      token.tag = 's';
      token.nesting = nesting;
      token.markup = token.content;
      token.content = '';
    }
  }
}

function postProcess(state: StateInline): boolean {
  pairsToTags(state, state.delimiters);
  for (const meta of state.tokens_meta) if (meta?.delimiters) pairsToTags(state, meta.delimiters);
  return true;
}

export function strikethrough(md: MarkdownIt): void {
  md.inline.ruler.at('strikethrough', tokenize);
  md.inline.ruler2.at('strikethrough', postProcess);
}
