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
  const pick = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : fallback;
  const min = pick(frontMatter.toc_min_heading_level, defaults.min);
  const max = pick(frontMatter.toc_max_heading_level, defaults.max);
  return { min, max: Math.max(min, max) };
}

export function collectToc(tree: Root | { type: 'root'; children: ElementContent[] }, levels: TocLevels): TocItem[] {
  const toc: TocItem[] = [];
  visitElements(tree as Root, (node) => {
    if (isFootnotes(node)) return 'skip';
    const level = headingLevel(node);
    if (level === undefined) return;
    if (level >= levels.min && level <= levels.max && typeof node.properties.id === 'string') {
      toc.push({ id: node.properties.id, value: serializeHtml(inlineContent(node.children)).trim(), level });
    }
    return 'skip';
  });
  return toc;
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
