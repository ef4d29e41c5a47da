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

/** The URLs a document loads up front: `<script src>` and `<link rel=stylesheet|modulepreload|preload|icon…>`. */
export function loadedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (tag.toLowerCase().startsWith('<script')) {
      if (attrs.src) urls.push(attrs.src);
    } else if (attrs.href && (attrs.rel ?? '').toLowerCase().split(/\s+/).some((rel) => LOADED_RELS.has(rel))) {
      urls.push(attrs.href);
    }
  }
  return urls;
}

/** Same-site URLs → file paths relative to the output folder; other origins are left out. */
export function outputFilesOf(urls: string[], baseUrl: string): string[] {
  const files = new Set<string>();
  for (const url of urls) {
    if (isExternal(url) || !url.startsWith(baseUrl)) continue;
    const pathname = url.slice(baseUrl.length).split(/[?#]/)[0]!;
    try {
      files.add(decodeURI(pathname));
    } catch {
      files.add(pathname);
    }
  }
  return [...files];
}
