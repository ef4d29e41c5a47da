// The service worker (`/sw.js`). The offline plugin bundles this file with esbuild and
// workbox-build's injectManifest writes the app shell list in place of `self.__WB_MANIFEST`.
//
// Offline mode on: the app shell is precached on install; pages and page data are fetched
// network first and kept, so every page the reader visited loads with the network off; hashed
// code and images are served cache first. Offline mode off: the worker has no fetch listener at
// all (every request goes to the network as if it were not there) and deletes its caches. Pages
// no longer register that one (a reader who turns offline mode off has the worker unregistered
// instead, and one whose offline mode ended otherwise keeps it: see registerServiceWorker.ts), but
// tabs still running an earlier build of a site may.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy, type StrategyOptions } from 'workbox-strategies';
import { markAppShell } from '../../shared/boot.js';
import { cacheRuleFor, pageCacheKeyFor, pageDataUrlFor, precacheUrlsFor, type CacheRule } from './cacheRules.js';
import { deleteOfflineCaches, offlineCacheName, readServiceWorkerParams, SAVE_SEARCH_INDEX, SKIP_WAITING } from './serviceWorkerProtocol.js';
import { FILE_LIST, indexFiles, MANIFEST_FILE, type FileList, type SearchManifest } from '../search/indexFormat.js';

type WorkboxPlugin = NonNullable<StrategyOptions['plugins']>[number];
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };

/** The part of ServiceWorkerGlobalScope used here (the client program has DOM types, not WebWorker). */
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Where the plugin writes the page shown for a page that was never visited, relative to the scope. */
const OFFLINE_PAGE = '__folio/offline.html';
/** The precached page that boots the app for any address (it looks the address's data up). */
const APP_SHELL_PAGE = '404.html';
/** After this long without an answer, a page or its data comes from the cache if it is there. */
const NETWORK_TIMEOUT_SECONDS = 4;
const MAX_PAGES = 300;
/** Hashed files of older versions pile up in the cache first store: keep the newest this many. */
const MAX_ASSETS = 400;
const MAX_IMAGES = 200;
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const sw = self as unknown as ServiceWorkerScope;
const params = readServiceWorkerParams(sw.location.href);
const scope = new URL(sw.registration.scope);

function log(...args: unknown[]): void {
  if (params.debug) console.log('[Folio service worker]', ...args);
}

function cacheName(purpose: string): string {
  return offlineCacheName(purpose, scope.href);
}

function startOfflineMode(): void {
  const precache = new PrecacheController({ cacheName: cacheName('precache') });
  // Written literally: injectManifest looks for the text `self.__WB_MANIFEST`.
  precache.precache((self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST);
  sw.addEventListener('activate', (event) => event.waitUntil(sw.clients.claim()));
  sw.addEventListener('message', (event) => {
    const data = event.data as { type?: string; payload?: { indexUrl?: string } } | null;
    if (data?.type === SKIP_WAITING) void sw.skipWaiting();
    if (data?.type === SAVE_SEARCH_INDEX && data.payload?.indexUrl) {
      const manifestUrl = new URL(MANIFEST_FILE, new URL(data.payload.indexUrl, scope)).href;
      (event as unknown as ExtendableEvent).waitUntil(saveSearchIndex(manifestUrl).catch((error: unknown) => log('search index not saved', error)));
    }
  });

  // A runtime cache miss falls back to the precache: the shell installed with this worker.
  const matchPrecache = async (url: URL): Promise<Response | undefined> => {
    for (const candidate of precacheUrlsFor(url)) {
      const response = await precache.matchPrecache(candidate);
      if (response) return response;
    }
    return undefined;
  };
  const fromPrecache: WorkboxPlugin = {
    cachedResponseWillBeUsed: async ({ request, cachedResponse }) => cachedResponse ?? (await matchPrecache(new URL(request.url))) ?? null,
  };
  // A page whose HTML was never cached may still have its data cached (reached by client-side
  // navigation, or prefetched for a link): the app shell (the 404 page, which renders whatever
  // page the address has data for) shows it. Only the pages with neither get the offline page.
  const appShellFor = async (request: Request): Promise<Response | undefined> => {
    const dataUrl = pageDataUrlFor(new URL(request.url), scope);
    if (!dataUrl || !(await caches.match(dataUrl, { cacheName: cacheName('data') }))) return undefined;
    const shell = await precache.matchPrecache(new URL(APP_SHELL_PAGE, scope).href);
    if (!shell) return undefined;
    return new Response(markAppShell(await shell.text()), { status: 200, headers: shell.headers });
  };
  const offlinePage: WorkboxPlugin = {
    handlerDidError: async ({ request }) => (await appShellFor(request)) ?? precache.matchPrecache(new URL(OFFLINE_PAGE, scope).href),
  };
  // One copy per page, whatever the query string of the visit (see pageCacheKeyFor).
  const onePerPage: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => pageCacheKeyFor(new URL(request.url)) };
  const okOnly = new CacheableResponsePlugin({ statuses: [200] });
  const strategies: Record<NonNullable<CacheRule>, Strategy> = {
    page: new NetworkFirst({
      cacheName: cacheName('pages'),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [onePerPage, okOnly, new ExpirationPlugin({ maxEntries: MAX_PAGES }), fromPrecache, offlinePage],
    }),
    pageData: new NetworkFirst({ cacheName: cacheName('data'), networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly, new ExpirationPlugin({ maxEntries: MAX_PAGES }), fromPrecache] }),
    immutable: new CacheFirst({ cacheName: cacheName('assets'), plugins: [okOnly, new ExpirationPlugin({ maxEntries: MAX_ASSETS }), fromPrecache] }),
    image: new CacheFirst({ cacheName: cacheName('images'), plugins: [okOnly, new ExpirationPlugin({ maxEntries: MAX_IMAGES, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS }), fromPrecache] }),
    search: new StaleWhileRevalidate({ cacheName: cacheName('search'), plugins: [okOnly] }),
    static: new StaleWhileRevalidate({ cacheName: cacheName('static'), plugins: [okOnly, fromPrecache] }),
  };

  const ruleOf = (url: URL, request: Request) => cacheRuleFor({ url, mode: request.mode, destination: request.destination }, scope);
  const router = new Router();
  router.registerRoute(
    new Route(
      ({ url, request }) => ruleOf(url, request) !== null,
      ({ url, request, event }) => {
        const rule = ruleOf(url, request)!;
        log(rule, request.url);
        return strategies[rule].handle({ request, event });
      },
    ),
  );
  router.addFetchListener();
  router.addCacheListener();
}

/**
 * Keeps every file of the local search index in the search cache, so a query offline finds what
 * it would online (the cache otherwise holds only the files earlier queries fetched). Files of an
 * older index are dropped. The file list goes in last: it marks this index as kept whole, and
 * the next request for the same index costs one manifest fetch.
 */
async function saveSearchIndex(manifestUrl: string): Promise<void> {
  const cache = await caches.open(cacheName('search'));
  const manifestResponse = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!manifestResponse.ok) return;
  const manifest = (await manifestResponse.clone().json()) as SearchManifest;
  const listUrl = new URL(`${manifest.base}${FILE_LIST}`, manifestUrl).href;
  if (await cache.match(listUrl)) {
    await cache.put(manifestUrl, manifestResponse);
    return;
  }
  const listResponse = await fetch(listUrl);
  if (!listResponse.ok) return;
  const urls = indexFiles(manifest, (await listResponse.clone().json()) as FileList).map((file) => new URL(file, manifestUrl).href);
  let next = 0;
  // A few at a time: the worker shares the connection with the page.
  const fetchSome = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      if (await cache.match(url)) continue;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      await cache.put(url, response);
    }
  };
  await Promise.all(Array.from({ length: 6 }, fetchSome));
  const baseUrl = new URL(manifest.base, manifestUrl).href;
  for (const request of await cache.keys()) {
    if (request.url !== manifestUrl && !request.url.startsWith(baseUrl)) await cache.delete(request);
  }
  await cache.put(manifestUrl, manifestResponse);
  await cache.put(listUrl, listResponse);
  log('search index saved', urls.length, 'files');
}

function startPassThrough(): void {
  // Take over at once: this worker only stops an offline-mode worker from answering.
  sw.addEventListener('install', (event) => event.waitUntil(sw.skipWaiting()));
  sw.addEventListener('activate', (event) => event.waitUntil(deleteOfflineCaches(scope.href).then(() => sw.clients.claim())));
}

log('started', params);
if (params.offlineMode) startOfflineMode();
else startPassThrough();
