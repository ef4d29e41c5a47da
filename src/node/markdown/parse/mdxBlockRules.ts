// `.mdx` block syntax, where MDX (and so Docusaurus 3) reads a file differently from CommonMark:
// - there are no indented code blocks: indentation inside JSX is layout (see dedentJsxChildren.ts);
// - a line of tags alone is a JSX element's tag, and the lines after it are markdown again, blank
//   line or not (CommonMark's HTML block would run on to the next blank line, so a fence or a
//   list right after `<TabItem value="npm">` stayed raw text);
// - a `<summary>` line is inline markdown (`<summary>Summary with **bold**</summary>`), where
//   CommonMark starts a raw HTML block.
import type { default as MarkdownIt, StateBlock } from 'markdown-it';
import { HTML_OPEN_CLOSE_TAG_RE } from 'markdown-it/lib/common/html_re.mjs';

/** One or more tags, nothing else; `HTML_OPEN_CLOSE_TAG_RE` is `^(?:open|close)`. */
const TAGS_ALONE = new RegExp(`^(?:${HTML_OPEN_CLOSE_TAG_RE.source.slice(1)}[ \\t]*)+$`);
/** Elements whose content is text: CommonMark's HTML block keeps them whole to their closing tag. */
const RAW_TEXT_OPEN = /^<(?:script|pre|style|textarea)(?=[\s>]|$)/i;
const SUMMARY = /^<summary(?:\s[^>]*)?>.*<\/summary>[ \t]*$/i;

function lineText(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

function jsxFlowTags(state: StateBlock, startLine: number, _endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const text = lineText(state, startLine);
  if (text.charCodeAt(0) !== 0x3c /* < */ || RAW_TEXT_OPEN.test(text) || !TAGS_ALONE.test(text)) return false;
  if (silent) return true;
  const token = state.push('html_block', '', 0);
  token.map = [startLine, startLine + 1];
  token.content = `${text}\n`;
  state.line = startLine + 1;
  return true;
}

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

export function mdxBlockRules(md: MarkdownIt): void {
  md.block.ruler.disable('code');
  // Like MDX's JSX, a tag line ends the paragraph above it (`Text\n</TabItem>`).
  md.block.ruler.before('html_block', 'jsx_flow_tags', jsxFlowTags, { alt: ['paragraph', 'reference', 'blockquote'] });
  md.block.ruler.before('html_block', 'summary_line', summaryLine);
}
