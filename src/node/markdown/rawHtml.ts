// Raw HTML in markdown (tags, comments, component tags) is parsed into the tree by rehype-raw.
// That re-parses whatever it is given with parse5, so it only sees the top-level blocks that
// hold raw HTML: a page with one `<kbd>` re-parses one paragraph, not the whole page. Blocks
// are grouped so that every tag opened in a group is closed in it (`<details>` … `</details>`
// around several paragraphs stays one group); when tags do not balance, the page is parsed
// whole, as before. The headings and images the HTML parser makes from raw HTML are marked as
// such (`htmlHeading`, for the table of contents to leave out; `htmlImage`).
import type { Element, ElementContent, Nodes, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { Options as ToHastOptions } from 'remark-rehype';
import type { VFile } from 'vfile';
import { visitElements } from './hast.js';
import { headingLevel } from './headingIds.js';
import type { OneLineElement } from './parse/mdastSyntax.js';

type Transform = (tree: Root, file: VFile) => Root;

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TAG = /<(\/?)([A-Za-z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const COMMENT = /<!--[\s\S]*?-->/g;

/**
 * An attribute the headings and images markdown made carry through the HTML parser, which
 * rebuilds every element it is given (hast `data` does not survive it): one it returns without
 * it was written as HTML.
 */
const FROM_MARKDOWN = 'dataFolioFromMarkdown';

/** The headings and images of a tree: the elements whose origin (markdown or an HTML tag) matters later. */
function markTracked(tree: Root, mark: (element: Element, kind: 'htmlHeading' | 'htmlImage') => void): void {
  visitElements(tree, (node) => {
    if (node.tagName === 'img') mark(node, 'htmlImage');
    else if (headingLevel(node) !== undefined) mark(node, 'htmlHeading');
  });
}

export function rehypeRawWhenNeeded() {
  const parseRaw = (rehypeRaw as unknown as (options: object) => Transform)({});
  const parse: Transform = (tree, file) => {
    markTracked(tree, (element) => void (element.properties[FROM_MARKDOWN] = ''));
    const parsed = parseRaw(tree, file);
    // A heading written as HTML is left out of the table of contents; a missing image written
    // as an <img> tag is a warning, not an error (images.ts).
    markTracked(parsed, (element, kind) => {
      if (FROM_MARKDOWN in element.properties) delete element.properties[FROM_MARKDOWN];
      else element.data = { ...element.data, [kind]: true as const };
    });
    return parsed;
  };
  return (tree: Root, file: VFile): Root => {
    const groups = rawGroups(tree.children);
    if (!groups) return parse(tree, file);
    const children: RootContent[] = [];
    for (const group of groups) {
      if (group.raw) children.push(...parse({ type: 'root', children: group.nodes }, file).children);
      else children.push(...group.nodes);
    }
    tree.children = children;
    return tree;
  };
}

interface Group {
  nodes: RootContent[];
  /** The group holds raw HTML and must go through the HTML parser. */
  raw: boolean;
}

/** Top-level nodes in runs that each open and close their own tags; `undefined` if they do not balance. */
export function rawGroups(nodes: readonly RootContent[]): Group[] | undefined {
  const groups: Group[] = [];
  let open: Group | undefined;
  let depth = 0;
  for (const node of nodes) {
    const raws = rawValues(node);
    if (!open && raws.length === 0) {
      const last = groups.at(-1);
      if (last && !last.raw) last.nodes.push(node);
      else groups.push({ nodes: [node], raw: false });
      continue;
    }
    open ??= { nodes: [], raw: true };
    open.nodes.push(node);
    for (const value of raws) depth += tagBalance(value);
    if (depth < 0) return undefined;
    if (depth === 0) {
      groups.push(open);
      open = undefined;
    }
  }
  return open ? undefined : groups;
}

function rawValues(node: Nodes): string[] {
  if (node.type === 'raw') return [node.value];
  if (!('children' in node)) return [];
  const values: string[] = [];
  for (const child of node.children) values.push(...rawValues(child));
  return values;
}

/** Tags opened minus tags closed (void elements count for neither). */
export function tagBalance(html: string): number {
  let balance = 0;
  for (const match of html.replace(COMMENT, '').matchAll(TAG)) {
    if (VOID_ELEMENTS.has(match[2]!.toLowerCase())) continue;
    balance += match[1] ? -1 : 1;
  }
  return balance;
}

type ToHastHandler = NonNullable<NonNullable<ToHastOptions['handlers']>['html']>;

/**
 * remark-rehype's handler for a one-line element of an `.mdx` file (see parse/oneLineElements.ts):
 * its tags (raw) and inline content as they stand, in a root of their own. As blocks, remark-rehype
 * would put a newline between each of them, which between `foo` and `**bar**` shows as a space.
 * hast-util-raw reads a root wherever it stands (it walks the children), so this one is gone once
 * the raw HTML is parsed, as it always is here: the element's tags are raw. (Hence the cast: a
 * root is no element content for the type checker.)
 */
export const oneLineElementToHast: ToHastHandler = (state, node: OneLineElement) => ({ type: 'root', children: state.all(node) }) as Root as unknown as ElementContent;
