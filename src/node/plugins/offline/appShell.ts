// Pure: the app shell, i.e. the files the home page and the 404 page load before anything else
// (entry script, its chunks, stylesheet, site data, home page data, icons). Read from the
// rendered HTML, so the list follows whatever the prerenderer emits.
import { isExternal } from '../../../shared/url.js';

/** Link relations that load something the page needs (not `canonical`, `alternate` …). */
const LOADED_RELS = new Set(['stylesheet', 'modulepreload', 'preload', 'icon', 'manifest', 'apple-touch-icon']);

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z-:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? '';
  return attrs;
}

/** The `<link>` and `<script>` tags of a document, with their attributes. */
function* linkAndScriptTags(html: string): Generator<{ isScript: boolean; attrs: Record<string, string> }> {
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) yield { isScript: tag.toLowerCase().startsWith('<script'), attrs: attributes(tag) };
}

const relsOf = (attrs: Record<string, string>): string[] => (attrs.rel ?? '').toLowerCase().split(/\s+/);

/** Whether `url` is served by the site (same origin, below its base URL). */
const isSiteUrl = (url: string, baseUrl: string): boolean => !isExternal(url) && url.startsWith(baseUrl);

/** The URLs a document loads up front: `<script src>` and `<link rel=stylesheet|modulepreload|preload|icon…>`. */
export function loadedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const { isScript, attrs } of linkAndScriptTags(html)) {
    if (isScript) {
      if (attrs.src) urls.push(attrs.src);
    } else if (attrs.href && relsOf(attrs).some((rel) => LOADED_RELS.has(rel))) {
      urls.push(attrs.href);
    }
  }
  return urls;
}

/** The URLs of the site's own stylesheets a document links (other origins' are left out). */
export function siteStylesheetsOf(html: string, baseUrl: string): string[] {
  const urls: string[] = [];
  for (const { isScript, attrs } of linkAndScriptTags(html)) {
    if (!isScript && attrs.href && relsOf(attrs).includes('stylesheet') && isSiteUrl(attrs.href, baseUrl)) urls.push(attrs.href);
  }
  return urls;
}

/** Same-site URLs → file paths relative to the output folder; other origins are left out. */
export function outputFilesOf(urls: string[], baseUrl: string): string[] {
  const files = new Set<string>();
  for (const url of urls) {
    if (!isSiteUrl(url, baseUrl)) continue;
    const pathname = url.slice(baseUrl.length).split(/[?#]/)[0]!;
    try {
      files.add(decodeURI(pathname));
    } catch {
      files.add(pathname);
    }
  }
  return [...files];
}
