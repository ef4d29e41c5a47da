// What the link checker needs from a rendered page: every link target and every anchor id.
// Read from React's output, whose attribute values are always double-quoted and escaped.

const HREF = /<a\s[^>]*?href="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

/** Each distinct href and id once: a page repeats links (sidebar, navbar, footer, pagination). */
export function pageLinks(appHtml: string): { hrefs: string[]; ids: string[] } {
  return { hrefs: [...new Set(collect(appHtml, HREF))], ids: [...new Set(collect(appHtml, ID))] };
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
