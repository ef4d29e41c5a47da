// What the page and its service worker share. The params travel in the script URL
// (`sw.js?params=…`), so a change of params is a new script URL, hence a worker update;
// everything else is a message, or the names of the caches the worker fills.
import { isOfflineCacheOf } from './offlineCacheNames.js';

export interface ServiceWorkerParams {
  /** Serve from the caches; when false the worker answers nothing and the network is used. */
  offlineMode: boolean;
  /** Log the worker's decisions to the console. */
  debug: boolean;
}

/** `/sw.js` + params → `/sw.js?params=%7B%22offlineMode%22%3Atrue…`. */
export function serviceWorkerScriptUrl(swUrl: string, params: ServiceWorkerParams): string {
  const json = JSON.stringify({ offlineMode: params.offlineMode, debug: params.debug });
  return `${swUrl}${swUrl.includes('?') ? '&' : '?'}params=${encodeURIComponent(json)}`;
}

/** The worker's side: its own script URL → params. Anything missing or malformed means off. */
export function readServiceWorkerParams(scriptUrl: string): ServiceWorkerParams {
  const raw = new URL(scriptUrl).searchParams.get('params');
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : {};
  } catch {
    parsed = {};
  }
  const record = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  return { offlineMode: record.offlineMode === true, debug: record.debug === true };
}

/** Page → waiting worker: the reader accepted the reload prompt, take over now. */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Page → active worker: cache these URLs as if they had been fetched through the worker
 * (the page that installed the worker loaded before the worker could see its requests).
 * The message shape is workbox-routing's `Router.addCacheListener` protocol.
 */
export const CACHE_URLS = 'CACHE_URLS';

/**
 * Page → active worker: keep the whole local search index (`payload.indexUrl`, its folder) for offline
 * search, not only the files the reader's queries fetched. Sent once per session, and not on a
 * data-saver connection (the index of a large site is megabytes).
 */
export const SAVE_SEARCH_INDEX = 'SAVE_SEARCH_INDEX';

export { offlineCacheName } from './offlineCacheNames.js';

/** Deletes every cache the offline worker of `scope` (an absolute URL) filled. */
export async function deleteOfflineCaches(scope: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => isOfflineCacheOf(name, scope)).map((name) => caches.delete(name)));
}
