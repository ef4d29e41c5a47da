// What the link checker needs from a rendered page: every link target and every anchor id.
// Read from React's output, whose attribute values are always double-quoted and escaped.
import { threadId } from 'node:worker_threads';

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
 * `sharedParts` are markup the page contains whole, in page order (inner HTML of an element,
 * so no tag is cut): found in the page and referred to, not read again.
 */
export function pageLinks(appHtml: string, sharedParts: readonly string[] = []): PageLinkData {
  const hrefs = new Set<string>();
  const ids = new Set<string>();
  const parts = new Set<PartLinks>();
  const read = (html: string) => {
    for (const href of collect(html, HREF)) hrefs.add(href);
    for (const id of collect(html, ID)) ids.add(id);
  };
  let from = 0;
  for (const part of sharedParts) {
    const at = part ? appHtml.indexOf(part, from) : -1;
    if (at === -1) continue;
    read(appHtml.slice(from, at));
    parts.add(cachedLinksOf(part));
    from = at + part.length;
  }
  read(from ? appHtml.slice(from) : appHtml);
  const own = { hrefs: [...hrefs], ids: [...ids] };
  return parts.size ? { ...own, parts: [...parts] } : own;
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
