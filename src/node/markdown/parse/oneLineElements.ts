// MDX reads an element written on one line, `<div style={…}>Some **bold** text</div>`, as JSX
// whose content is inline markdown (no paragraph around it), and so does Docusaurus 3. CommonMark
// reads the same line as an HTML block, since `div` is one of its block tag names, and keeps what
// it holds as raw HTML: the asterisks showed. In an `.mdx` file (the parse's `env.mdx`) such a
// block becomes a `oneLineElement` node holding the line parsed as inline markdown: the tags are
// inline HTML there, and the HTML parser joins them around the content (see rawHtml.ts).
import type { default as MarkdownIt, StateCore, Token } from 'markdown-it';

/** An opening tag as CommonMark reads raw HTML inline (so the inline parse takes it as a tag, not text). */
const OPEN_TAG = String.raw`<([A-Za-z][A-Za-z\d-]*)(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^"'=<>\x60\s]+|'[^']*'|"[^"]*"))?)*\s*>`;
/** `<name …>content</name>` and nothing else on the line (component tags are plain HTML by now, see componentTags.ts). */
export const ONE_LINE_ELEMENT = new RegExp(String.raw`^${OPEN_TAG}(.*?)<\/\1\s*>[ \t]*\n?$`);
/** Their content is text, not markup, in HTML and in CommonMark (its HTML block kind 1). */
const RAW_TEXT = /^(?:pre|script|style|textarea)$/i;

function splitOneLineElements(state: StateCore): void {
  if (!(state.env as { mdx?: boolean } | undefined)?.mdx) return;
  const { tokens } = state;
  for (let index = 0; index < tokens.length; index++) {
    const block = tokens[index]!;
    if (block.type !== 'html_block') continue;
    const match = ONE_LINE_ELEMENT.exec(block.content);
    if (!match || RAW_TEXT.test(match[1]!) || !match[2]!.trim()) continue;
    const token = (type: string, nesting: Token['nesting'], fields: Partial<Token>): Token => Object.assign(new state.Token(type, '', nesting), { map: block.map, block: true }, fields);
    tokens.splice(
      index,
      1,
      token('one_line_element_open', 1, {}),
      // The inline rule parses every inline token, wherever it stands.
      token('inline', 0, { content: block.content.trimEnd(), children: [], block: false }),
      token('one_line_element_close', -1, {}),
    );
    index += 2;
  }
}

export function oneLineElements(md: MarkdownIt): void {
  md.core.ruler.after('block', 'one_line_elements', splitOneLineElements);
}
