// markdown-it's flat token stream → the mdast tree the remark/rehype transforms expect, with
// the node shapes remark-parse + remark-gfm/-math/-directive would have produced (task-list
// `checked`, table `align`, `math` with its hast hints, `containerDirective` with a label
// paragraph). Every node gets a position: its line is exact for blocks and counted through
// line breaks for inline nodes, which is what diagnostics (file:line) need.
import type { Nodes, PhrasingContent, Root } from 'mdast';
import type { Token } from 'markdown-it';
import type { Position } from 'unist';
import type { DirectiveMeta } from './blockRules.js';

interface Point {
  line: number;
  column: number;
  offset: number;
}

type AnyNode = Nodes & { data?: Record<string, unknown> };
type ParentNode = AnyNode & { children: AnyNode[] };

/** Start offsets of each 0-based line of the source, to turn token lines into points. */
export function lineOffsets(source: string): number[] {
  const offsets = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) offsets.push(i + 1);
  return offsets;
}

class Converter {
  private readonly offsets: number[];

  constructor(private readonly source: string) {
    this.offsets = lineOffsets(source);
  }

  /** 0-based line → point at the start of that line. */
  point(line: number): Point {
    const index = Math.min(line, this.offsets.length - 1);
    return { line: index + 1, column: 1, offset: this.offsets[index] ?? this.source.length };
  }

  /** [start, end) lines of a block token → a position ending at the end of its last line. */
  blockPosition(map: [number, number] | null | undefined, fallbackLine: number): Position {
    const [start, end] = map ?? [fallbackLine, fallbackLine + 1];
    const last = Math.max(start, end - 1);
    const lineEnd = (this.offsets[last + 1] ?? this.source.length + 1) - 1;
    const endOffset = Math.max(lineEnd, this.offsets[last] ?? 0);
    return { start: this.point(start), end: { line: last + 1, column: endOffset - (this.offsets[last] ?? 0) + 1, offset: endOffset } };
  }

  /**
   * Whether a fence has no closing line and so runs to the end of the file, as CommonMark reads
   * it (one in a list item or quote ends with it, which is not to the end). Recorded on the root
   * as `data.unclosedFence` (its line), for the warning (unclosedFences.ts).
   */
  private unclosedToTheEnd(token: Token): boolean {
    const [start, end] = token.map ?? [0, 0];
    // The last line with text: a file ending in a newline has an empty line after it.
    let lastLine = this.offsets.length - 1;
    if (lastLine > 0 && this.offsets[lastLine] === this.source.length) lastLine--;
    if (end - 1 < lastLine) return false;
    // The opening line is the file's last.
    if (end - 1 === start) return true;
    const text = this.source.slice(this.offsets[end - 1], this.offsets[end] ?? this.source.length).replace(/^[\s>]*/, '').trimEnd();
    const char = token.markup[0]!;
    return !(text.length >= token.markup.length && [...text].every((c) => c === char));
  }

  convert(tokens: Token[]): Root {
    const root: Root = { type: 'root', children: [], position: { start: this.point(0), end: this.point(this.offsets.length - 1) } };
    const stack: ParentNode[] = [root as ParentNode];
    const top = () => stack[stack.length - 1]!;
    const push = (node: AnyNode) => top().children.push(node);
    const open = (node: AnyNode & { children: AnyNode[] }) => {
      push(node);
      stack.push(node);
    };
    let line = 0;
    // A list is loose (mdast `spread`) when markdown-it shows its items' paragraphs.
    const listOpeners: { list: ParentNode; items: ParentNode[]; loose: boolean }[] = [];

    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      if (token.map) line = token.map[0];
      const position = this.blockPosition(token.map, line);
      switch (token.type) {
        case 'paragraph_open': {
          // markdown-it hides the paragraphs of tight lists; a shown one makes its list loose.
          if (!token.hidden && top().type === 'listItem' && listOpeners.length) listOpeners.at(-1)!.loose = true;
          open({ type: 'paragraph', children: [], position } as unknown as ParentNode);
          break;
        }
        case 'heading_open':
          open({ type: 'heading', depth: Number(token.tag.slice(1)) as 1, children: [], position } as unknown as ParentNode);
          break;
        case 'blockquote_open':
          open({ type: 'blockquote', children: [], position } as unknown as ParentNode);
          break;
        case 'bullet_list_open':
        case 'ordered_list_open': {
          const list = { type: 'list', ordered: token.type === 'ordered_list_open', start: null, spread: false, children: [], position } as unknown as ParentNode & { start: number | null };
          if (token.type === 'ordered_list_open') list.start = Number(token.attrGet('start') ?? 1);
          listOpeners.push({ list, items: [], loose: false });
          open(list);
          break;
        }
        case 'list_item_open': {
          const item = { type: 'listItem', spread: false, checked: null, children: [], position } as unknown as ParentNode;
          listOpeners.at(-1)!.items.push(item);
          open(item);
          break;
        }
        case 'bullet_list_close':
        case 'ordered_list_close': {
          const { list, items, loose } = listOpeners.pop()!;
          (list as { spread: boolean }).spread = loose;
          for (const item of items) (item as { spread: boolean }).spread = loose;
          stack.pop();
          break;
        }
        case 'table_open':
          open({ type: 'table', align: [], children: [], position } as unknown as ParentNode);
          break;
        case 'tr_open':
          open({ type: 'tableRow', children: [], position } as unknown as ParentNode);
          break;
        case 'th_open':
        case 'td_open': {
          const style = token.attrGet('style') ?? '';
          const align = /text-align:(left|right|center)/.exec(style)?.[1] ?? null;
          const table = stack.find((node) => node.type === 'table') as unknown as { align: (string | null)[]; children: unknown[] };
          // The header row decides each column's alignment.
          if (token.type === 'th_open' && table.children.length === 1) table.align.push(align);
          open({ type: 'tableCell', children: [], position } as unknown as ParentNode);
          break;
        }
        case 'thead_open':
        case 'tbody_open':
        case 'thead_close':
        case 'tbody_close':
        case 'footnote_block_open':
        case 'footnote_block_close':
          break;
        case 'container_directive_open': {
          const meta = token.meta as DirectiveMeta;
          open({ type: 'containerDirective', name: meta.name, attributes: meta.attributes, children: [], position } as unknown as ParentNode);
          break;
        }
        case 'footnote_reference_open': {
          const label = String(token.meta.label);
          open({ type: 'footnoteDefinition', identifier: normalizeIdentifier(label), label, children: [], position } as unknown as ParentNode);
          break;
        }
        case 'inline': {
          if ((token.meta as { directiveLabel?: boolean } | null)?.directiveLabel) {
            const label = { type: 'paragraph', data: { directiveLabel: true }, children: [], position } as unknown as ParentNode;
            push(label);
            label.children = this.inline(token.children ?? [], token.map?.[0] ?? line) as AnyNode[];
          } else {
            top().children.push(...(this.inline(token.children ?? [], token.map?.[0] ?? line) as AnyNode[]));
          }
          break;
        }
        case 'fence':
        case 'code_block': {
          const info = token.info.trim();
          const space = info.search(/\s/);
          const lang = token.type === 'fence' && info ? (space < 0 ? info : info.slice(0, space)) : null;
          const meta = token.type === 'fence' && space >= 0 ? info.slice(space + 1).trim() || null : null;
          push({ type: 'code', lang, meta, value: token.content.replace(/\n$/, ''), position } as AnyNode);
          if (token.type === 'fence' && this.unclosedToTheEnd(token)) (root as AnyNode).data = { ...root.data, unclosedFence: (token.map?.[0] ?? line) + 1 };
          break;
        }
        case 'math_block': {
          const value = token.content;
          // The block's place on the element KaTeX typesets too: a formula it cannot typeset is
          // reported at the element's place, which the `pre` made from this node gets, not its child.
          const code = { type: 'element', tagName: 'code', properties: { className: ['language-math', 'math-display'] }, children: [{ type: 'text', value }], position };
          push({ type: 'math', meta: token.info || null, value, data: { hName: 'pre', hChildren: [code] }, position } as unknown as AnyNode);
          break;
        }
        case 'one_line_element_open':
          open({ type: 'oneLineElement', children: [], position } as unknown as ParentNode);
          break;
        case 'html_block':
          push({ type: 'html', value: token.content.replace(/\n+$/, ''), position } as AnyNode);
          break;
        case 'hr':
          push({ type: 'thematicBreak', position } as AnyNode);
          break;
        default:
          // Every other closing token ends the node its opening token pushed.
          if (token.nesting === -1 && stack.length > 1) stack.pop();
      }
    }
    markTaskItems(root as AnyNode);
    return root;
  }

  /** Inline tokens → phrasing content; `firstLine` is the 0-based line the inline content starts on. */
  private inline(tokens: Token[], firstLine: number): PhrasingContent[] {
    return new InlineBuilder(this, firstLine).build(tokens);
  }
}

/**
 * Builds the phrasing content of one inline token. A class rather than closures: this runs
 * for every paragraph, heading and table cell, and closures were re-created each time.
 */
class InlineBuilder {
  private readonly root = { type: 'paragraph', children: [] } as unknown as ParentNode;
  private readonly stack: ParentNode[] = [this.root];

  constructor(
    private readonly converter: Converter,
    private line: number,
  ) {}

  private top(): ParentNode {
    return this.stack[this.stack.length - 1]!;
  }

  private at(): Position {
    const point = this.converter.point(this.line);
    return { start: point, end: point };
  }

  private add(node: AnyNode): void {
    this.top().children.push(node);
  }

  private text(value: string): void {
    const last = this.top().children.at(-1);
    if (last?.type === 'text') last.value += value;
    else this.add({ type: 'text', value, position: this.at() } as AnyNode);
  }

  private open(node: ParentNode): void {
    this.add(node);
    this.stack.push(node);
  }

  build(tokens: Token[]): PhrasingContent[] {
    for (const token of tokens) {
      switch (token.type) {
        case 'text':
        case 'text_special':
          this.text(token.content);
          break;
        case 'softbreak':
          this.text('\n');
          this.line++;
          break;
        case 'hardbreak':
          this.add({ type: 'break', position: this.at() } as AnyNode);
          this.line++;
          break;
        case 'code_inline':
          this.add({ type: 'inlineCode', value: token.content, position: this.at() } as AnyNode);
          break;
        case 'math_inline': {
          const value = token.content;
          this.add({
            type: 'inlineMath',
            value,
            data: { hName: 'code', hProperties: { className: ['language-math', 'math-inline'] }, hChildren: [{ type: 'text', value }] },
            position: this.at(),
          } as unknown as AnyNode);
          break;
        }
        case 'html_inline':
          this.add({ type: 'html', value: token.content, position: this.at() } as AnyNode);
          this.line += countNewlines(token.content);
          break;
        case 'em_open':
          this.open({ type: 'emphasis', children: [], position: this.at() } as unknown as ParentNode);
          break;
        case 'strong_open':
          this.open({ type: 'strong', children: [], position: this.at() } as unknown as ParentNode);
          break;
        case 's_open':
          this.open({ type: 'delete', children: [], position: this.at() } as unknown as ParentNode);
          break;
        case 'link_open':
          this.open({ type: 'link', url: token.attrGet('href') ?? '', title: token.attrGet('title') ?? null, children: [], position: this.at() } as unknown as ParentNode);
          break;
        case 'image':
          this.add({
            type: 'image',
            url: token.attrGet('src') ?? '',
            alt: token.children ? plainText(token.children) : token.content,
            title: token.attrGet('title') ?? null,
            position: this.at(),
          } as AnyNode);
          break;
        case 'footnote_ref': {
          const label = String(token.meta.label ?? token.meta.id);
          this.add({ type: 'footnoteReference', identifier: normalizeIdentifier(label), label, position: this.at() } as AnyNode);
          break;
        }
        case 'em_close':
        case 's_close':
        case 'strong_close':
        case 'link_close':
          this.stack.pop();
          break;
        default:
          if (token.content) this.text(token.content);
      }
    }
    return this.root.children as PhrasingContent[];
  }
}

function countNewlines(text: string): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

function plainText(tokens: Token[]): string {
  return tokens.map((token) => (token.children ? plainText(token.children) : token.type === 'softbreak' ? '\n' : token.content)).join('');
}

/** Footnote labels match case- and whitespace-insensitively, as in mdast. */
function normalizeIdentifier(label: string): string {
  return label.replace(/[\t\n\r ]+/g, ' ').trim().toLowerCase();
}

const TASK_MARKER = /^\[([ xX])\](?=[ \t]|$)[ \t]?/;

/** GFM task items: `- [x] done` → a list item with `checked`, the marker removed from its text. */
function markTaskItems(node: AnyNode): void {
  if (!('children' in node)) return;
  for (const child of node.children as AnyNode[]) {
    if (child.type === 'listItem') {
      const first = child.children[0];
      const text = first?.type === 'paragraph' ? first.children[0] : undefined;
      const match = text?.type === 'text' ? TASK_MARKER.exec(text.value) : null;
      if (match && text?.type === 'text') {
        child.checked = match[1] !== ' ';
        text.value = text.value.slice(match[0].length);
        if (!text.value && first?.type === 'paragraph') first.children.shift();
      }
    }
    markTaskItems(child);
  }
}

export function tokensToMdast(tokens: Token[], source: string): Root {
  return new Converter(source).convert(tokens);
}

