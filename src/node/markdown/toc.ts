// The table of contents: a flat list of the headings between two levels, in page order.
// Front matter `toc_min_heading_level` / `toc_max_heading_level` override the site defaults.
import type { ElementContent, Root } from 'hast';
import type { TocItem } from '../../shared/types.js';
import { hasClass, visitElements } from './hast.js';
import { headingLevel, isFootnotes } from './headingIds.js';
import { serializeHtml } from './serializeHtml.js';

export interface TocLevels {
  min: number;
  max: number;
}

export function tocLevels(frontMatter: Record<string, unknown>, defaults: TocLevels): TocLevels {
  return pickLevels(frontMatter.toc_min_heading_level, frontMatter.toc_max_heading_level, defaults);
}

/** Levels an author gave (front matter, `<TOCInline>` props): each one an integer from 2 to 6, else its default. */
export function pickLevels(min: unknown, max: unknown, defaults: TocLevels): TocLevels {
  const pick = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : fallback;
  const low = pick(min, defaults.min);
  return { min: low, max: Math.max(low, pick(max, defaults.max)) };
}

/** A heading of the table of contents, with the inline content its entry shows. */
export interface TocEntry {
  id: string;
  level: number;
  content: ElementContent[];
}

export function collectToc(tree: Root | { type: 'root'; children: ElementContent[] }, levels: TocLevels): TocItem[] {
  return tocEntries(tree, levels).map(({ id, content, level }) => ({ id, value: serializeHtml(content).trim(), level }));
}

export function tocEntries(tree: Root | { type: 'root'; children: ElementContent[] }, levels: TocLevels): TocEntry[] {
  const entries: TocEntry[] = [];
  visitElements(tree as Root, (node) => {
    if (isFootnotes(node)) return 'skip';
    const level = headingLevel(node);
    if (level === undefined) return;
    // A heading written as HTML or JSX keeps its id, but only markdown headings are listed, as in Docusaurus.
    if (level >= levels.min && level <= levels.max && typeof node.properties.id === 'string' && !node.data?.htmlHeading) {
      entries.push({ id: node.properties.id, level, content: inlineContent(node.children) });
    }
    return 'skip';
  });
  return entries;
}

/** A TOC entry is itself a link, so links inside the heading keep only their text. */
function inlineContent(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child) => {
    if (child.type !== 'element') return [child];
    if (hasClass(child, 'hash-link')) return [];
    if (child.tagName === 'a') return inlineContent(child.children);
    return [{ ...child, children: inlineContent(child.children) }];
  });
}
