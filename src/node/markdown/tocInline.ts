// `<TOCInline toc={toc} />` (Docusaurus's `@theme/TOCInline`): the page's table of contents in
// its body, a nested list of links to its headings. It is static HTML, so no component code
// reaches the browser: the tag leaves an empty placeholder, filled in by `rehypeTocInline` once
// every heading has its id. As in Docusaurus, the levels are the site's table-of-contents
// levels unless the tag gives `minHeadingLevel` / `maxHeadingLevel` (the front matter's
// `toc_*_heading_level` are those of the page's side TOC only).
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { placeOf, stateOf, type CompileState } from './compileState.js';
import { element } from './hast.js';
import { PAGE_TOC, TOC_ITEM, TOC_LEVELS, TOC_SLICE } from './staticValue.js';
import { pickLevels, tocEntries, type TocEntry, type TocLevels } from './toc.js';

/** A `<TOCInline>` waiting for the page's headings. */
export interface TocInlinePlaceholder {
  node: Element;
  levels: TocLevels;
  /** The levels `toc={toc.filter((node) => …)}` keeps (see staticValue.ts); all when absent. */
  only?: number[];
  /** The headings `toc={[toc[2], toc[4]]}` names, by their index among the page's h2–h6. */
  picked?: number[];
  /** The bounds of `toc={toc.slice(1)}`, as Array.prototype.slice takes them. */
  slice?: number[];
}

const ALL_LEVELS: TocLevels = { min: 2, max: 6 };

/** The element a `<TOCInline>` becomes, empty until `rehypeTocInline` runs. */
export function placeTocInline(props: Record<string, unknown>, state: CompileState, written: Element): Element {
  const node = element('div', { className: ['toc-inline'] });
  const defaults = { min: state.input.tocMinLevel, max: state.input.tocMaxLevel };
  const { toc } = props;
  const filtered = (toc as Record<string, unknown> | undefined)?.[TOC_LEVELS];
  const picked = Array.isArray(toc) && toc.every((item) => typeof (item as Record<string, unknown> | undefined)?.[TOC_ITEM] === 'number') ? toc.map((item) => (item as Record<string, number>)[TOC_ITEM]!) : undefined;
  const slice = (toc as Record<string, unknown> | undefined)?.[TOC_SLICE];
  if (toc !== undefined && toc !== PAGE_TOC && !Array.isArray(filtered) && !picked && !Array.isArray(slice)) {
    state.warnings.push({
      what: '<TOCInline> shows the whole table of contents: its `toc` prop is neither `toc`, `toc.filter((node) => …)` testing `node.level`, `toc.slice(…)`, nor a list of `toc[n]`',
      where: placeOf(state, written),
      fix: 'write one of those, or choose the levels with minHeadingLevel and maxHeadingLevel',
      plugin: 'markdown',
    });
  }
  (state.tocInlines ??= []).push({ node, levels: pickLevels(props.minHeadingLevel, props.maxHeadingLevel, defaults), ...(Array.isArray(filtered) && { only: filtered as number[] }), ...(picked && { picked }), ...(Array.isArray(slice) && { slice: slice as number[] }) });
  return node;
}

export function rehypeTocInline() {
  return (tree: Root, file: VFile): void => {
    // Pages without the tag do not look for their headings a second time.
    const placed = stateOf(file).tocInlines;
    if (!placed) return;
    const entries = tocEntries(tree, ALL_LEVELS);
    for (const { node, levels, only, picked, slice } of placed) {
      // As Docusaurus's TOCInline nests the list it is given, then keeps the levels it shows.
      const given = picked ? picked.flatMap((index) => entries[index] ?? []) : slice ? entries.slice(...slice) : entries;
      const shown = given.filter((entry) => entry.level >= levels.min && entry.level <= levels.max && (!only || only.includes(entry.level)));
      node.children = shown.length ? [nestedList(shown)] : [];
    }
  };
}

/** Each entry goes below the closest entry before it of a lower level, as Docusaurus nests them. */
function nestedList(entries: TocEntry[]): Element {
  const root = element('ul');
  const open: { level: number; item: Element; list?: Element }[] = [];
  for (const entry of entries) {
    while (open.length && open.at(-1)!.level >= entry.level) open.pop();
    const parent = open.at(-1);
    const list = parent ? (parent.list ??= appendList(parent.item)) : root;
    const item = element('li', {}, [element('a', { href: `#${entry.id}` }, entry.content)]);
    list.children.push(item);
    open.push({ level: entry.level, item });
  }
  return root;
}

function appendList(item: Element): Element {
  const list = element('ul');
  item.children.push(list);
  return list;
}
