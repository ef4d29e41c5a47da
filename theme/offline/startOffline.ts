// The theme's side of offline mode: register the service worker, and when a new version is
// waiting, show the reload prompt (its code and React root are only loaded then).
import { registerServiceWorker } from '../../src/client/offline/registerServiceWorker.js';
import type { SiteData } from '../../src/shared/types.js';

let promptShown = false;

async function showReloadPrompt(activate: () => void): Promise<void> {
  // The waiting worker can be reported twice (found on load, then `updatefound`): one prompt.
  if (promptShown) return;
  promptShown = true;
  const { mountReloadPrompt } = await import('./mountReloadPrompt.js');
  mountReloadPrompt(activate);
}

export function startOffline(site: SiteData): Promise<void> {
  if (!site.offline?.enabled) return Promise.resolve();
  return registerServiceWorker({
    offline: site.offline,
    scope: site.baseUrl,
    storageSuffix: site.storageSuffix,
    searchIndexUrl: site.search?.provider === 'local' ? site.search.indexUrl : undefined,
    onUpdateWaiting: (activate) => {
      showReloadPrompt(activate).catch((error) => console.error('Folio: the reload prompt could not be shown', error));
    },
  });
}
