// What the offline-mode strategies look at, read from the browser, and whether a page has any
// service-worker work to do at all. Part of every page (the rest of offline mode is a chunk of
// its own): on a desktop first visit with offline mode off there is nothing to register and
// nothing to remove, and that chunk is not loaded.
import { readStored, writeStored } from '../storage.js';
import type { SiteData } from '../../shared/types.js';
import { activeStrategies, offlineModeQuery, type ActivationEnvironment } from './activationStrategies.js';
import { isOfflineCacheOf } from './offlineCacheNames.js';

/** Stored when a page had `?offlineMode=true`, removed by `?offlineMode=false`. */
export const QUERY_STRING_KEY = 'folio.offlineMode';
/** Stored when the browser reports the site installed as an app (`appinstalled`). */
export const APP_INSTALLED_KEY = 'folio.appInstalled';

type NavigatorExtras = Navigator & {
  connection?: { saveData?: boolean };
  /** iOS Safari's flag for a home-screen app. */
  standalone?: boolean;
  getInstalledRelatedApps?: () => Promise<unknown[]>;
};

export async function readActivationEnvironment(storageSuffix: string): Promise<ActivationEnvironment> {
  const nav = navigator as NavigatorExtras;
  const relatedApps = await nav.getInstalledRelatedApps?.().catch(() => []);
  return {
    viewportWidth: window.innerWidth,
    saveData: nav.connection?.saveData === true,
    standalone: window.matchMedia('(display-mode: standalone)').matches || nav.standalone === true,
    appInstalled: readStored(APP_INSTALLED_KEY, storageSuffix) === 'true' || Boolean(relatedApps?.length),
    queryString: offlineModeQuery(window.location.search),
    rememberedQueryString: readStored(QUERY_STRING_KEY, storageSuffix) === 'true',
  };
}

/**
 * Whether the offline-mode code has anything to do on this page: offline mode is on (or asked
 * about in the query string), a worker of an earlier visit or its caches are there to update or
 * remove, or the site logs what offline mode decides (`offline.debug`). Listens for the app being
 * installed either way, which turns offline mode on from the next page.
 */
export async function offlineWorkNeeded(offline: NonNullable<SiteData['offline']>, scope: string, storageSuffix: string): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  window.addEventListener('appinstalled', () => writeStored(APP_INSTALLED_KEY, storageSuffix, 'true'));
  if (offline.debug || (await navigator.serviceWorker.getRegistration(scope))) return true;
  // What an earlier worker of this site stored, which it may have refilled until its last page closed.
  const scopeUrl = new URL(scope, window.location.href).href;
  if ('caches' in window && (await caches.keys()).some((name) => isOfflineCacheOf(name, scopeUrl))) return true;
  const env = await readActivationEnvironment(storageSuffix);
  return env.queryString !== null || activeStrategies(offline.strategies, env).length > 0;
}
