// Registers `/sw.js?params=…` when offline mode is on; when the reader turns it off
// (`?offlineMode=false`), removes the worker of an earlier visit and what it stored; when it is off
// for any other reason, leaves that worker as it is. Loaded lazily, after the page is interactive:
// nothing here is needed to read the page.
import type { SiteData } from '../../shared/types.js';
import { readStored, writeStored } from '../storage.js';
import { activeStrategies, keepSearchIndex } from './activationStrategies.js';
import { QUERY_STRING_KEY, readActivationEnvironment } from './activationEnvironment.js';
import { requestSearchCode, SEARCH_OPENED_EVENT } from '../searchIntent.js';
import { CACHE_URLS, deleteOfflineCaches, readServiceWorkerParams, SAVE_SEARCH_INDEX, serviceWorkerScriptUrl, SKIP_WAITING } from './serviceWorkerProtocol.js';

export interface RegisterServiceWorkerOptions {
  offline: NonNullable<SiteData['offline']>;
  /** The site's base URL: the worker's scope. */
  scope: string;
  storageSuffix: string;
  /** The local search index's folder (its manifest is there), kept whole by the worker for offline search; none with hosted search. */
  searchIndexUrl?: string;
  /** A new version is installed and waiting; `activate` switches to it and reloads the page. */
  onUpdateWaiting(activate: () => void): void;
}

/** Offers a waiting new version to the reader: it takes over when the reader accepts. */
function watchForWaitingWorker(registration: ServiceWorkerRegistration, onUpdateWaiting: RegisterServiceWorkerOptions['onUpdateWaiting']): void {
  const offer = (worker: ServiceWorker) => {
    const controller = navigator.serviceWorker.controller;
    // The first install replaces nothing: there is no older version to leave.
    if (!controller) return;
    // Replacing a pass-through worker changes nothing the reader sees: no need to ask.
    if (!servesOffline(controller)) {
      worker.postMessage({ type: SKIP_WAITING });
      return;
    }
    onUpdateWaiting(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      worker.postMessage({ type: SKIP_WAITING });
    });
  };
  const track = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  if (registration.waiting) offer(registration.waiting);
  // The install `register` just started may be under way already (its `updatefound` gone by).
  if (registration.installing) track(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) track(registration.installing);
  });
}

function servesOffline(worker: ServiceWorker | null | undefined): worker is ServiceWorker {
  return Boolean(worker && readServiceWorkerParams(worker.scriptURL).offlineMode);
}

/** The offline-mode worker, once it is active (it may first have to replace a pass-through one). */
async function activeOfflineWorker(): Promise<ServiceWorker | undefined> {
  const { active } = await navigator.serviceWorker.ready;
  if (servesOffline(active)) return active;
  await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  const controller = navigator.serviceWorker.controller;
  return servesOffline(controller) ? controller : undefined;
}

/**
 * Has the worker cache what this page loaded (and the page itself): it loaded before an
 * offline-mode worker could see its requests, or while the worker was not controlling it yet.
 */
async function cacheLoaded(withPage: boolean): Promise<void> {
  const worker = await activeOfflineWorker();
  const resources = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(window.location.origin));
  worker?.postMessage({ type: CACHE_URLS, payload: { urlsToCache: withPage ? [window.location.href, ...resources] : resources } });
}

/**
 * The reader turned offline mode off (`?offlineMode=false`): the worker of an earlier visit is
 * unregistered and its caches deleted. The next page loads from the network; this one keeps its
 * worker until it unloads. (Replacing the worker with one that answers nothing is not reliable:
 * Chromium parks the replacement in `waiting` for as long as the page keeps fetching through the
 * old worker.) The old worker may fill the caches again until this page unloads, so the pages
 * after it delete what is left (see `leaveAsItIs`).
 */
async function switchOff(scope: string): Promise<void> {
  await (await navigator.serviceWorker.getRegistration(scope))?.unregister();
  await deleteOfflineCaches(new URL(scope, window.location.href).href);
}

/**
 * Offline mode is off on this page, but not because the reader turned it off: a strategy that
 * held on an earlier page no longer does (a tablet turned sideways is wider than `mobile`, the
 * data saver was switched off). The worker that page installed stays, with every page it kept:
 * taking it away would lose the reader's offline pages for a change of window size. It is not
 * replaced either; its updates are offered as on any page. Caches without a worker are what one
 * switched off on an earlier page refilled before that page unloaded: nothing reads them.
 */
async function leaveAsItIs({ scope, onUpdateWaiting }: RegisterServiceWorkerOptions): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(scope);
  if (registration) watchForWaitingWorker(registration, onUpdateWaiting);
  else await deleteOfflineCaches(new URL(scope, window.location.href).href);
}

async function register(options: RegisterServiceWorkerOptions): Promise<void> {
  const { offline, scope, storageSuffix } = options;
  // (`appinstalled` is listened for by offlineWorkNeeded, which decided that this code loads.)
  const env = await readActivationEnvironment(storageSuffix);
  if (env.queryString !== null) writeStored(QUERY_STRING_KEY, storageSuffix, env.queryString ? 'true' : null);
  const active = activeStrategies(offline.strategies, env);
  const offlineMode = active.length > 0;
  if (offline.debug) console.log('[Folio offline]', { offlineMode, active, env });

  if (!offlineMode) return env.queryString === false ? switchOff(scope) : leaveAsItIs(options);
  const url = serviceWorkerScriptUrl(offline.swUrl, { offlineMode, debug: offline.debug });
  const registration = await navigator.serviceWorker.register(url, { scope });
  watchForWaitingWorker(registration, options.onUpdateWaiting);
  const controlled = servesOffline(navigator.serviceWorker.controller);
  // The code that updates the head on a client navigation, loaded by none on a full load: kept
  // now, or offline every navigation failed to fetch it and left the previous page's title.
  await import('../headSync.js');
  if (!controlled) await cacheLoaded(true);
  if (!options.searchIndexUrl) return;
  // The folder: the worker knows the manifest's name (the index format stays out of this chunk).
  const indexUrl = new URL(options.searchIndexUrl, window.location.href).href;
  const when = keepSearchIndex(active, env.saveData);
  if (when === 'never') return;
  // The search modal's code is kept at once even when the index waits for a search: it is small
  // (~45 kB gzip against the index's megabytes), and without it a search offline waits for the
  // network (as long as a dead connection takes to fail) before falling back to the search page.
  const codeKept = (async () => {
    await requestSearchCode();
    // Loaded before the worker took control of this page, the code went past it.
    if (!controlled) await cacheLoaded(false);
  })();
  const keepIndex = async () => {
    // The code first: the index's file list, which the worker stores last, then means both are kept.
    await codeKept;
    await askToKeepSearchIndex(indexUrl, storageSuffix);
  };
  if (when === 'now') return keepIndex();
  window.addEventListener(SEARCH_OPENED_EVENT, () => void keepIndex().catch((error: unknown) => console.error('Folio: the search index could not be kept offline', error)), { once: true });
  await codeKept;
}

/** Stored for the session once the worker was asked to keep the search index (see SAVE_SEARCH_INDEX). */
const SEARCH_SAVED_KEY = 'folio.searchIndexSaved';

async function askToKeepSearchIndex(indexUrl: string, storageSuffix: string): Promise<void> {
  let asked = false;
  try {
    asked = sessionStorage.getItem(SEARCH_SAVED_KEY + storageSuffix) === indexUrl;
  } catch {
    // No session storage: ask on every page, the worker answers from its cache.
  }
  if (asked) return;
  const worker = await activeOfflineWorker();
  worker?.postMessage({ type: SAVE_SEARCH_INDEX, payload: { indexUrl } });
  try {
    sessionStorage.setItem(SEARCH_SAVED_KEY + storageSuffix, indexUrl);
  } catch {
    // as above
  }
}

/** Registers the service worker as the site's offline settings say. Failures are logged only. */
export async function registerServiceWorker(options: RegisterServiceWorkerOptions): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await register(options);
  } catch (error) {
    console.error('Folio: the service worker could not be registered', error);
  }
}
