// What the link checker needs from a rendered page: every link target and every anchor id.
// Read from React's output, whose attribute values are always double-quoted and escaped.

const HREF = /<a\s[^>]*?href="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

interface Found {
  hrefs: string[];
  ids: string[];
}

/**
 * Links and ids of shared parts (the server memo's sidebars), read once per part. A changelog
 * listing every entry on every entry page repeats the same thousands of links on each: read
 * again and again, they were a quarter of a large site's render time. Bounded, for a long-lived
 * dev server that meets new parts after every edit.
 */
const partLinks = new Map<string, Found>();
const MAX_PARTS = 2_000;

/**
 * Each distinct href and id once, in document order: a page repeats links (sidebar, navbar,
 * footer, pagination). `sharedParts` are markup the page contains whole, in page order (inner
 * HTML of an element, so no tag is cut): found in the page and read from the cache instead.
 */
export function pageLinks(appHtml: string, sharedParts: readonly string[] = []): { hrefs: string[]; ids: string[] } {
  const hrefs = new Set<string>();
  const ids = new Set<string>();
  const read = (found: Found) => {
    for (const href of found.hrefs) hrefs.add(href);
    for (const id of found.ids) ids.add(id);
  };
  let from = 0;
  for (const part of sharedParts) {
    const at = part ? appHtml.indexOf(part, from) : -1;
    if (at === -1) continue;
    read(linksOf(appHtml.slice(from, at)));
    read(cachedLinksOf(part));
    from = at + part.length;
  }
  read(linksOf(from ? appHtml.slice(from) : appHtml));
  return { hrefs: [...hrefs], ids: [...ids] };
}

function cachedLinksOf(part: string): Found {
  let found = partLinks.get(part);
  if (!found) {
    if (partLinks.size >= MAX_PARTS) partLinks.clear();
    partLinks.set(part, (found = linksOf(part)));
  }
  return found;
}

function linksOf(html: string): Found {
  return { hrefs: collect(html, HREF), ids: collect(html, ID) };
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
