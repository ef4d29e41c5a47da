// A page's HTML shown away from the page (a feed item): every link and image in it made an
// absolute URL, resolved as the browser resolves it on the page itself. A feed reader resolves
// what is left relative against the feed's URL, not the post's (Docusaurus resolves these the
// same way: facebook/docusaurus#9136).
import { isExternal } from '../../shared/url.js';
import { escapeHtml } from '../prerender/headTags.js';

/**
 * An opening tag, its attribute values double-quoted as both HTML serializers write them: only
 * tags are looked at, never the text of a code block showing `<a href="…">` (escaped `&lt;a`).
 */
const TAG = /<[a-z][^\s/>]*(?:\s+[^\s"'>/=]+(?:="[^"]*")?)*\s*\/?>/gi;
const URL_ATTRIBUTE = /(\s)(href|src|srcset)="([^"]*)"/gi;
/**
 * Each URL of a srcset, as HTML parses one: it runs to whitespace, and commas at its end end the
 * candidate (`a.png 1x, b.png 2x`, `a.png,b.png`).
 */
const SRCSET_URL = /(?<=^|,)(\s*)(\S+?)(,*)(?=\s|$)/g;
const ENTITY = /&(?:(amp)|(quot)|(lt)|(gt)|#x([\da-f]+)|#(\d+));/gi;

/** Undoes the attribute escaping of the serializers (`&amp;`, `&quot;`, `&#x27;` …). */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (_, amp, quot, lt, gt, hex, decimal) => (amp ? '&' : quot ? '"' : lt ? '<' : gt ? '>' : String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal))));
}

/**
 * `html` with every `href`, `src` and srcset candidate resolved against `pageUrl` (an absolute
 * URL): site paths (`/base/blog/x`, which already carry the base URL), relative paths and
 * fragments (`#setup` → `pageUrl#setup`). URLs with a scheme are kept as written.
 */
export function absoluteUrls(html: string, pageUrl: string): string {
  const resolve = (url: string) => (url === '' || isExternal(url) ? url : new URL(url, pageUrl).href);
  return html.replace(TAG, (tag) =>
    tag.replace(URL_ATTRIBUTE, (_, space: string, name: string, value: string) => {
      const url = decodeEntities(value);
      const resolved = name.toLowerCase() === 'srcset' ? url.replace(SRCSET_URL, (_match, lead: string, candidate: string, commas: string) => lead + resolve(candidate) + commas) : resolve(url);
      return `${space}${name}="${escapeHtml(resolved)}"`;
    }),
  );
}
