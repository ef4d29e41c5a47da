// `.mdx` block syntax, where MDX (and so Docusaurus 3) reads a file differently from CommonMark:
// - there are no indented code blocks: indentation inside JSX is layout (see dedentJsxChildren.ts);
// - a line of tags alone is a JSX element's tag, and the lines after it are markdown again, blank
//   line or not (CommonMark's HTML block would run on to the next blank line, so a fence or a
//   list right after `<TabItem value="npm">` stayed raw text);
// - a `<summary>` line is inline markdown (`<summary>Summary with **bold**</summary>`), where
//   CommonMark starts a raw HTML block;
// - a block element written on one line (`<p>Some **bold** text</p>`) ends on that line, for
//   oneLineElements.ts to read its content as markdown, where CommonMark's HTML block runs on;
// - a fence indented four columns or more is a fence (no indented code to take it for).
import type { default as MarkdownIt, StateBlock } from 'markdown-it';
import BLOCK_TAG_NAMES from 'markdown-it/lib/common/html_blocks.mjs';
import fence from 'markdown-it/lib/rules_block/fence.mjs';
import { HTML_OPEN_CLOSE_TAG_RE } from 'markdown-it/lib/common/html_re.mjs';
import { ONE_LINE_ELEMENT } from './oneLineElements.js';

/** One or more tags, nothing else; `HTML_OPEN_CLOSE_TAG_RE` is `^(?:open|close)`. */
const TAGS_ALONE = new RegExp(`^(?:${HTML_OPEN_CLOSE_TAG_RE.source.slice(1)}[ \\t]*)+$`);
/** Elements whose content is text: CommonMark's HTML block keeps them whole to their closing tag. */
const RAW_TEXT_OPEN = /^<(?:script|pre|style|textarea)(?=[\s>]|$)/i;
const SUMMARY = /^<summary(?:\s[^>]*)?>.*<\/summary>[ \t]*$/i;
/** The tags that start CommonMark's HTML block of kind 6 (`pre`, `script`, `style` and `textarea`, whose content is text, are kind 1). */
const BLOCK_TAGS = new Set(BLOCK_TAG_NAMES);

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

/**
 * A block rule that makes a line its own HTML block when `isBlockLine` says so of its text (from
 * its first `<`): CommonMark's HTML block would run on to the next blank line.
 */
function lineAsHtmlBlock(isBlockLine: (text: string) => boolean) {
  return (state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean => {
    if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
    const text = lineText(state, startLine);
    if (text.charCodeAt(0) !== 0x3c /* < */ || !isBlockLine(text)) return false;
    if (silent) return true;
    const token = state.push('html_block', '', 0);
    token.map = [startLine, startLine + 1];
    token.content = `${text}\n`;
    state.line = startLine + 1;
    return true;
  };
}

/** A line of tags alone: a JSX element's tag, after which the lines are markdown again. */
const jsxFlowTags = lineAsHtmlBlock((text) => !RAW_TEXT_OPEN.test(text) && TAGS_ALONE.test(text));

/**
 * A line that is one whole block element, `<p>Some **bold** text</p>`, as an HTML block of that
 * line alone. CommonMark's HTML block of kind 6 runs on to the next blank line, so inside a
 * component or a `<div>` (`<div>`, the element's line, `</div>`) it took the closing tag below
 * along, and oneLineElements, which reads a block of exactly one element, left the asterisks
 * showing. Other tags start no HTML block there: such a line is a paragraph, read as markdown.
 */
const oneLineBlockElement = lineAsHtmlBlock((text) => {
  const name = ONE_LINE_ELEMENT.exec(text)?.[1];
  return name !== undefined && BLOCK_TAGS.has(name.toLowerCase());
});

/** A summary line as a paragraph of its own, which remarkHtmlBlocks then takes apart (htmlBlocks.ts). */
function summaryLine(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (silent || state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const text = lineText(state, startLine);
  if (!SUMMARY.test(text)) return false;
  state.push('paragraph_open', 'p', 1).map = [startLine, startLine + 1];
  const inline = state.push('inline', '', 0);
  inline.content = text.trim();
  inline.map = [startLine, startLine + 1];
  inline.children = [];
  state.push('paragraph_close', 'p', -1);
  state.line = startLine + 1;
  return true;
}

/**
 * A fence indented four columns or more (Docusaurus's docs show a fence's syntax that way, in
 * running text): MDX has no indented code, so it is a fence, its lines taken from that column, as
 * micromark reads it without indented code. markdown-it's fence rule, from that column.
 */
function indentedFence(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent < 4) return false;
  const indent = state.blkIndent;
  state.blkIndent = state.sCount[startLine]!;
  try {
    return fence(state, startLine, endLine, silent);
  } finally {
    state.blkIndent = indent;
  }
}

export function mdxBlockRules(md: MarkdownIt): void {
  md.block.ruler.disable('code');
  md.block.ruler.before('fence', 'indented_fence', indentedFence, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  // Like MDX's JSX, a tag line ends the paragraph above it (`Text\n</TabItem>`).
  md.block.ruler.before('html_block', 'jsx_flow_tags', jsxFlowTags, { alt: ['paragraph', 'reference', 'blockquote'] });
  md.block.ruler.before('html_block', 'summary_line', summaryLine);
  // Where the HTML block it replaces would start: after a paragraph too.
  md.block.ruler.before('html_block', 'one_line_block_element', oneLineBlockElement, { alt: ['paragraph', 'reference', 'blockquote'] });
}
