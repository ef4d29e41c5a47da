// What the link checker needs from a rendered page: every link target and every anchor id.
// Read from React's output, whose attribute values are always double-quoted and escaped.
import { threadId } from 'node:worker_threads';
import type { MarkedPage } from '../../shared/partMarkers.js';

const HREF = /<a\s[^>]*?href="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

export interface LinkSet {
  hrefs: string[];
  ids: string[];
}

/**
 * The links and ids of one shared part (a sidebar the server memo rendered once), as one object
 * that every page holding the part refers to. `key` names it for the rest of the build: the
 * thread that read it and a number (a part reaches the main thread in every batch that holds it,
 * and the main thread keeps one copy per key).
 */
export interface PartLinks extends LinkSet {
  key: string;
}

/** A page's own links and ids, each once, in document order, and the shared parts it holds. */
export interface PageLinkData extends LinkSet {
  /** Distinct parts, in page order; absent when the page holds none. */
  parts?: PartLinks[];
}

/**
 * Links and ids of shared parts, read once per part and kept as one object: a changelog listing
 * every entry on every entry page holds the same thousands of links on each. Expanded into
 * every page's own list, they cost the main thread ~2 s at 10,000 pages taking them in (2,200
 * links on each of 2,200 pages), and the checker a loop over millions. Bounded, for a
 * long-lived dev server that meets new parts after every edit.
 */
const partLinks = new Map<string, PartLinks>();
const MAX_PARTS = 2_000;
let nextPart = 0;

/**
 * `own` is the page's markup cut at its shared parts (see partMarkers.ts), each part's markup
 * whole (inner HTML of an element, so no tag is cut): the own pieces are read, the parts
 * referred to and read once per thread.
 */
export function pageLinks({ own, parts: held }: MarkedPage): PageLinkData {
  const hrefs = new Set<string>();
  const ids = new Set<string>();
  for (const html of own) {
    for (const href of collect(html, HREF)) hrefs.add(href);
    for (const id of collect(html, ID)) ids.add(id);
  }
  const parts = new Set<PartLinks>();
  for (const part of held) if (part) parts.add(cachedLinksOf(part));
  const page = { hrefs: [...hrefs], ids: [...ids] };
  return parts.size ? { ...page, parts: [...parts] } : page;
}

function cachedLinksOf(part: string): PartLinks {
  let found = partLinks.get(part);
  if (!found) {
    if (partLinks.size >= MAX_PARTS) partLinks.clear();
    partLinks.set(part, (found = { key: `${threadId}:${nextPart++}`, hrefs: [...new Set(collect(part, HREF))], ids: [...new Set(collect(part, ID))] }));
  }
  return found;
}

function collect(html: string, pattern: RegExp): string[] {
  const out: string[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) out.push(decodeEntities(match[1]!));
  return out;
}

/** Undoes React's attribute escaping; most values have nothing to undo. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
