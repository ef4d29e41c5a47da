// A page's `<html className>` / `<body className>` (a head block's, or a React page's `<Head>`):
// attributes of the document's own elements rather than tags of its head. Apart from pageHead.ts,
// which every page's first load runs, as only the document writer and a client-side navigation
// (headSync.ts, loaded on the first one) read them.
import type { HeadTag } from './types.js';

/** The tags that set attributes of the document's `<html>` and `<body>` rather than adding to its head. */
export const isDocumentElementTag = (tag: HeadTag): boolean => tag.tag === 'html' || tag.tag === 'body';

/** The document's attributes Folio sets itself: the locale's and the colour mode's, which a page does not change. */
const OWN_ATTRIBUTES = new Set(['lang', 'dir', 'data-theme']);

/**
 * Pure: the attributes a page's head tags give the document's `<html>` or `<body>` (`class`,
 * `data-*`), for the prerendered document and for a client-side navigation alike.
 */
export function documentAttributes(tags: readonly HeadTag[], element: 'html' | 'body'): Record<string, string> {
  // The last one (dedupeHeadTags keeps one of each); a loop, as Firefox 100 has no findLast.
  let tag: HeadTag | undefined;
  for (const candidate of tags) if (candidate.tag === element) tag = candidate;
  return Object.fromEntries(Object.entries(tag?.attrs ?? {}).filter(([name]) => !OWN_ATTRIBUTES.has(name)));
}
