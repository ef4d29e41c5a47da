// Pure: which cache rule the service worker applies to a request. Kept apart from the worker so
// the decisions can be tested without a browser.
import { dataPathFor, normalizePath, stripHtmlSuffix, withBase } from '../../shared/url.js';

/**
 * - `page`: HTML. Network first, so readers online always get the latest page.
 * - `pageData`: a route's page data JSON. Network first, for the same reason.
 * - `immutable`: content-hashed files (code, CSS, shared data, site data) and versioned vendor
 *   modules. Cache first.
 * - `image`: images. Cache first, a bounded number kept.
 * - `search`: search index files. Stale while revalidate.
 * - `static`: other unhashed assets (KaTeX, fonts, the manifest). Stale while revalidate.
 * - `null`: not handled; the request goes to the network as if there were no worker.
 */
export type CacheRule = 'page' | 'pageData' | 'immutable' | 'image' | 'search' | 'static' | null;

export interface RequestFacts {
  url: URL;
  /** `navigate` for a document load. */
  mode: string;
  /** `image`, `script`, `document` … or `` for fetch(). */
  destination: string;
}

const IMAGE_EXTENSION = /\.(?:png|jpe?g|gif|webp|avif|svg|ico)$/i;
const FONT_EXTENSION = /\.(?:woff2?|ttf|otf|eot)$/i;
const ANY_EXTENSION = /\.[a-z0-9]+$/i;

export function cacheRuleFor(request: RequestFacts, scope: URL): CacheRule {
  const { url } = request;
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  if (request.mode === 'navigate') return 'page';
  const path = `/${url.pathname.slice(scope.pathname.length)}`;
  if (path.startsWith('/__folio/data/') && path.endsWith('.json')) return 'pageData';
  // Vendored modules (Mermaid) live in a folder named for their version: as fixed as a hash.
  if (path.startsWith('/__folio/assets/') || path.startsWith('/__folio/shared/') || path.startsWith('/__folio/vendor/') || /^\/__folio\/site-[0-9a-f]+\.json$/.test(path)) return 'immutable';
  if (path.startsWith('/__folio/search/') || path.startsWith('/pagefind/')) return 'search';
  if (request.destination === 'image' || IMAGE_EXTENSION.test(path)) return 'image';
  if (path.startsWith('/__folio/katex/') || FONT_EXTENSION.test(path) || path === '/manifest.json') return 'static';
  if (path.endsWith('.html') || !ANY_EXTENSION.test(path)) return 'page';
  return null;
}

function withoutQuery(url: URL): URL {
  const clean = new URL(url.href);
  clean.search = '';
  clean.hash = '';
  return clean;
}

/**
 * The key a page's HTML is kept under in the pages cache: its URL without the query string. The
 * HTML is the same whatever the query (`?offlineMode=true`, `?utm_source=…`: the app reads it in
 * the browser), so a page has one copy, which each visit replaces. Kept under its full URL and
 * looked up ignoring the query, a page had one copy per query string, and the lookup answered
 * with the oldest: offline, a page first visited with a query stayed at that visit's version.
 */
export function pageCacheKeyFor(url: URL): string {
  return withoutQuery(url).href;
}

/**
 * The URLs a request may be precached under, most likely first: the build precaches files
 * (`index.html`, `search/index.html` or `search.html` as trailingSlash writes pages), while
 * readers ask for `/` or `/search` (and may add a query string such as `?q=` or `?offlineMode=true`).
 */
export function precacheUrlsFor(url: URL): string[] {
  const clean = withoutQuery(url);
  if (clean.pathname.endsWith('/')) return [`${clean.href}index.html`];
  // A page address without an extension: its folder's index.html, or the file of its name.
  if (!/\.[a-z0-9]+$/i.test(clean.pathname)) return [clean.href, `${clean.href}/index.html`, `${clean.href}.html`];
  return [clean.href];
}

/**
 * The page data a document load of `url` would show, at the URL the app asks for it (see
 * dataLoader.ts), or undefined outside the scope. A page reached by client-side navigation, or
 * prefetched for a link, has its data cached but never its HTML: offline, the worker answers
 * such a load with the app shell, which renders the page from that data.
 */
export function pageDataUrlFor(url: URL, scope: URL): string | undefined {
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return undefined;
  let route: string;
  try {
    route = decodeURI(url.pathname.slice(scope.pathname.length - 1));
  } catch {
    return undefined;
  }
  return new URL(withBase(dataPathFor(normalizePath(stripHtmlSuffix(route))), scope.pathname), scope).href;
}
