// Pure: which cache rule the service worker applies to a request. Kept apart from the worker so
// the decisions can be tested without a browser.

/**
 * - `page`: HTML. Network first, so readers online always get the latest page.
 * - `pageData`: a route's page data JSON. Network first, for the same reason.
 * - `immutable`: content-hashed files (code, CSS, shared data, site data). Cache first.
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
  if (path.startsWith('/__folio/assets/') || path.startsWith('/__folio/shared/') || /^\/__folio\/site-[0-9a-f]+\.json$/.test(path)) return 'immutable';
  if (path.startsWith('/__folio/search/') || path.startsWith('/pagefind/')) return 'search';
  if (request.destination === 'image' || IMAGE_EXTENSION.test(path)) return 'image';
  if (path.startsWith('/__folio/katex/') || FONT_EXTENSION.test(path) || path === '/manifest.json') return 'static';
  if (path.endsWith('.html') || !ANY_EXTENSION.test(path)) return 'page';
  return null;
}

/**
 * The URL a page is precached under: the build precaches `index.html` files, while readers ask
 * for `/` (and may add a query string such as `?offlineMode=true`).
 */
export function precacheUrlFor(url: URL): string {
  const clean = new URL(url.href);
  clean.search = '';
  clean.hash = '';
  if (clean.pathname.endsWith('/')) clean.pathname += 'index.html';
  return clean.href;
}
