// Block syntax markdown-it lacks and the docs use: `:::name[label]{attrs}` container
// directives (admonitions; unknown names are put back as text later) and `$$` math fences.
// Both follow markdown-it-container's line scanning, so they nest in lists and blockquotes.
import type { default as MarkdownIt, StateBlock } from 'markdown-it';

const COLON = 0x3a;
const DOLLAR = 0x24;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const BACKSLASH = 0x5c;
const OPENING_NAME = /^(:{3,})([A-Za-z][\w-]*)/;
const OPENING_END = /^(?:\{([^}]*)\})?[ \t]*$/;
const CLOSING = /^(:{3,})[ \t]*$/;
const CODE_FENCE = /^(`{3,}|~{3,})/;

/** What the block rules note while parsing, for the transforms after them (markdown-it's `env`). */
export interface ParseEnv {
  mdx: boolean;
  /** Line → text of the lines that would open a container but for their label's unpaired brackets. */
  unpairedLabels?: Map<number, string>;
  /** Line → text of the opening lines of containers no `:::` line closes. */
  unclosedContainers?: Map<number, string>;
}

export interface DirectiveMeta {
  name: string;
  /** The text between `[` and `]`, parsed as inline markdown; absent when not written. */
  label?: string;
  attributes: Record<string, string>;
}

/** An opening line `:::name[label]{attrs}`: its colons, its name, and the rest as written. */
interface Opening {
  size: number;
  name: string;
  label?: string;
  attributes?: string;
}

/**
 * The opening line's parts, undefined when `text` is not one. The label may hold balanced
 * brackets (`:::tip[See [the guide](./guide.md)]`) and escaped ones (`\]`), as remark-directive
 * (Docusaurus) reads it; a regular expression cannot pair brackets, and one that stopped at the
 * first `]` left such an admonition as a paragraph of text.
 */
function parseOpening(text: string): Opening | undefined {
  const head = OPENING_NAME.exec(text);
  if (!head) return undefined;
  let end = head[0].length;
  let label: string | undefined;
  if (text.charCodeAt(end) === OPEN_BRACKET) {
    const close = closingBracket(text, end);
    if (close < 0) return undefined;
    label = text.slice(end + 1, close);
    end = close + 1;
  }
  const rest = OPENING_END.exec(text.slice(end));
  if (!rest) return undefined;
  return { size: head[1]!.length, name: head[2]!, label, attributes: rest[1] };
}

/**
 * Whether `text` would open a container but for its label, whose brackets do not pair
 * (`:::tip[Unbalanced [ bracket]`): remark-directive reads no container there, nor do we, but
 * the author meant one (see literalDirectives.ts, which warns).
 */
function hasUnpairedLabel(text: string): boolean {
  const head = OPENING_NAME.exec(text);
  return head !== null && text.charCodeAt(head[0].length) === OPEN_BRACKET && closingBracket(text, head[0].length) < 0;
}

/** The index of the `]` pairing with the `[` at `open` (escaped brackets skipped), -1 when none does. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let at = open; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === BACKSLASH) at++;
    else if (code === OPEN_BRACKET) depth++;
    else if (code === CLOSE_BRACKET && --depth === 0) return at;
  }
  return -1;
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

/**
 * The line that closes the block opened at `startLine`, or `endLine` when it runs to the end
 * of its parent. Nested openers of the same kind are counted, and fenced code is skipped, so a
 * `:::` inside an example never closes the box around it.
 */
function findClosingLine(state: StateBlock, startLine: number, endLine: number, closes: (text: string, depth: number) => boolean, opens: (text: string) => boolean): { line: number; closed: boolean } {
  let depth = 0;
  let fence: string | undefined;
  for (let line = startLine + 1; line < endLine; line++) {
    const start = state.bMarks[line]! + state.tShift[line]!;
    const max = state.eMarks[line]!;
    // A non-empty line indented less than the block ends it (the parent list item ended).
    if (start < max && state.sCount[line]! < state.blkIndent) return { line, closed: false };
    if (state.sCount[line]! - state.blkIndent >= 4) continue;
    const text = lineText(state, line);
    const codeFence = CODE_FENCE.exec(text)?.[1];
    if (fence !== undefined) {
      if (codeFence && codeFence[0] === fence[0] && codeFence.length >= fence.length && text.slice(codeFence.length).trim() === '') fence = undefined;
      continue;
    }
    if (codeFence) {
      fence = codeFence;
      continue;
    }
    if (closes(text, depth)) {
      if (depth === 0) return { line, closed: true };
      depth--;
    } else if (opens(text)) depth++;
  }
  return { line: endLine, closed: false };
}

function parseAttributes(text: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (!text) return attributes;
  const ATTRIBUTE = /([#.])([\w-]+)|([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g;
  for (const match of text.matchAll(ATTRIBUTE)) {
    if (match[1] === '#') attributes.id = match[2]!;
    else if (match[1] === '.') attributes.class = attributes.class ? `${attributes.class} ${match[2]}` : match[2]!;
    else attributes[match[3]!] = match[4] ?? match[5] ?? match[6] ?? '';
  }
  return attributes;
}

function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (state.src.charCodeAt(state.bMarks[startLine]! + state.tShift[startLine]!) !== COLON) return false;
  const text = lineText(state, startLine);
  const opening = parseOpening(text);
  if (!opening) {
    // Noted for the warning; a rule may be asked about one line more than once.
    if (hasUnpairedLabel(text)) ((state.env as ParseEnv).unpairedLabels ??= new Map()).set(startLine + 1, text);
    return false;
  }
  if (silent) return true;
  const { size } = opening;
  const { line: nextLine, closed } = findClosingLine(
    state,
    startLine,
    endLine,
    (text) => (CLOSING.exec(text)?.[1]!.length ?? 0) >= size,
    (text) => parseOpening(text)?.size === size,
  );
  // Noted for the warning: the box takes in everything to the end of its parent (the file).
  if (!closed) ((state.env as ParseEnv).unclosedContainers ??= new Map()).set(startLine + 1, text);
  const meta: DirectiveMeta = { name: opening.name, attributes: parseAttributes(opening.attributes) };
  if (opening.label !== undefined) meta.label = opening.label;

  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'container' as typeof state.parentType;
  // Lazy paragraph continuation must never run past the closing fence.
  state.lineMax = nextLine;
  const open = state.push('container_directive_open', 'div', 1);
  open.block = true;
  open.meta = meta;
  open.map = [startLine, closed ? nextLine + 1 : nextLine];
  if (meta.label !== undefined) {
    const label = state.push('inline', '', 0);
    label.content = meta.label;
    label.map = [startLine, startLine + 1];
    label.children = [];
    label.meta = { directiveLabel: true };
  }
  state.md.block.tokenize(state, startLine + 1, nextLine);
  state.push('container_directive_close', 'div', -1).block = true;
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.line = nextLine + (closed ? 1 : 0);
  return true;
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  if (state.src.charCodeAt(start) !== DOLLAR || state.src.charCodeAt(start + 1) !== DOLLAR) return false;
  const text = lineText(state, startLine);
  const size = /^\$+/.exec(text)![0].length;
  const rest = text.slice(size).trim();
  // `$$x$$` on one line is inline math inside a paragraph.
  if (rest.includes('$')) return false;
  if (silent) return true;
  const { line: nextLine, closed } = findClosingLine(
    state,
    startLine,
    endLine,
    (line) => /^\$+[ \t]*$/.test(line) && line.trim().length >= size,
    () => false,
  );
  const lines: string[] = [];
  for (let line = startLine + 1; line < nextLine; line++) {
    lines.push(state.getLines(line, line + 1, state.sCount[startLine]!, false).replace(/\n$/, ''));
  }
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = lines.join('\n');
  token.info = rest;
  token.map = [startLine, closed ? nextLine + 1 : nextLine];
  state.line = nextLine + (closed ? 1 : 0);
  return true;
}

export function blockRules(md: MarkdownIt): void {
  const alt = ['paragraph', 'reference', 'blockquote', 'list'];
  md.block.ruler.before('fence', 'container_directive', containerDirective, { alt });
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt });
}
