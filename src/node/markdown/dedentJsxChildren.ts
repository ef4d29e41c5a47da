// MDX has no indented code blocks, so `.mdx` authors indent what a JSX element holds, as
// Docusaurus's own Tabs docs do:
//
//   <TabItem value="npm">
//     ```bash
//     npm install folio
//     ```
//   </TabItem>
//
// markdown-it's block rules refuse a line indented four columns or more past its container (for
// CommonMark it is indented code), so the content of an element whose tags stand alone on their
// lines is moved left by its common indentation, element by element from the outside in, but no
// further left than the element's opening tag: a tag's column is its container's (an element in a
// list item stands at the item's content column, and content moved to column 0 would end the list).
// Relative indentation stays (nested lists), a line inside fenced code moves no further than its
// own indentation (the fence takes that much off its lines anyway), and no line is added or
// removed, so every line keeps its number.
import { closesFence, openingFence } from './sourceSegments.js';
import { scanTag, type Tag } from './tagSyntax.js';

/** Elements whose content is text rather than markdown: left as written. */
const RAW_TEXT = new Set(['pre', 'script', 'style', 'textarea']);

/** Line indexes of an element's opening tag (its first and last line) and closing tag. */
interface Element {
  tagLine: number;
  open: number;
  close: number;
}

/** Pure: `text` (the body of an `.mdx` file) with the content of its JSX elements dedented. */
export function dedentJsxChildren(text: string): string {
  const lines = text.split('\n');
  const { elements, uncounted } = scanElements(text, lines);
  for (const { tagLine, open, close } of elements) {
    let common = Infinity;
    for (let i = open + 1; i < close; i++) if (!uncounted[i] && lines[i]!.trim()) common = Math.min(common, indentOf(lines[i]!));
    // Read now, not while scanning: an outer element may have moved the tag left already.
    const shift = common - indentOf(lines[tagLine]!);
    if (shift <= 0 || shift === Infinity) continue;
    for (let i = open + 1; i < close; i++) lines[i] = lines[i]!.slice(Math.min(shift, indentOf(lines[i]!)));
  }
  return lines.join('\n');
}

/**
 * The elements of `text` whose tags stand alone on their lines, outermost first, and the lines
 * whose indentation is not the element's layout: fenced code content and the continuation lines
 * of a tag written over several lines.
 */
function scanElements(text: string, lines: readonly string[]): { elements: Element[]; uncounted: boolean[] } {
  const elements: Element[] = [];
  const uncounted = lines.map(() => false);
  const open: { name: string; tagLine: number; line: number }[] = [];
  let fence: string | undefined;
  let offset = 0;
  for (let i = 0; i < lines.length; offset += lines[i]!.length + 1, i++) {
    const line = lines[i]!;
    if (fence !== undefined) {
      if (closesFence(line, fence)) fence = undefined;
      else uncounted[i] = true;
      continue;
    }
    fence = openingFence(line);
    if (fence !== undefined) continue;
    const tags = tagsAlone(text, offset + indentOf(line));
    if (!tags) continue;
    const last = i + text.slice(offset, tags.end).split('\n').length - 1;
    for (const tag of tags.tags) {
      if (tag.isSelfClosing || RAW_TEXT.has(tag.name)) continue;
      if (!tag.isClosing) open.push({ name: tag.name, tagLine: i, line: last });
      else {
        const at = open.map((entry) => entry.name).lastIndexOf(tag.name);
        if (at >= 0) {
          const { tagLine, line } = open.splice(at)[0]!;
          elements.push({ tagLine, open: line, close: i });
        }
      }
    }
    for (; i < last; i++) {
      offset += lines[i]!.length + 1;
      uncounted[i + 1] = true;
    }
  }
  return { elements: elements.sort((a, b) => a.open - b.open), uncounted };
}

/** The tags from `start` to the end of its line (or of the last line a tag runs onto), when the line holds nothing else. */
function tagsAlone(text: string, start: number): { tags: Tag[]; end: number } | undefined {
  if (text[start] !== '<') return undefined;
  const tags: Tag[] = [];
  let at = start;
  for (;;) {
    const tag = scanTag(text, at);
    if (!tag) return undefined;
    tags.push(tag);
    at = tag.end;
    while (text[at] === ' ' || text[at] === '\t') at++;
    if (at === text.length || text[at] === '\n' || text[at] === '\r') return { tags, end: tag.end };
    if (text[at] !== '<') return undefined;
  }
}

/**
 * Leading spaces and tabs, counted as characters: a file indents with one or the other, and a
 * tab in a code block's content must stay a tab.
 */
function indentOf(line: string): number {
  let i = 0;
  while (line[i] === ' ' || line[i] === '\t') i++;
  return i;
}
