// Runs once in the browser before hydration: behaviour attached by delegation rather than by
// hydrating components (copy buttons on every code block cost nothing until clicked).
import type { SiteData } from '../src/shared/types.js';
import { offlineWorkNeeded } from '../src/client/offline/activationEnvironment.js';
import { installBackGuard } from './hooks/useCloseOnBack.js';
import { installCodeBlockBehaviour } from './markdown/codeBlockBehaviour.js';
import { installScrollableRegions } from './markdown/scrollableRegions.js';

/** Runs `task` once the page has loaded and the browser is idle: it must not compete with hydration. */
function whenIdle(task: () => void): void {
  const schedule = () => ('requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

export default function clientStart(site: SiteData): void {
  // Before the router starts listening: Back with the mobile menu open only closes it.
  installBackGuard();
  installCodeBlockBehaviour(document);
  installScrollableRegions(document);
  const offline = site.offline;
  if (offline?.enabled) {
    whenIdle(() => {
      // Its code loads only when there is something to do (offline mode on, an earlier worker).
      offlineWorkNeeded(offline, site.baseUrl, site.storageSuffix)
        .then((needed) => (needed ? import('./offline/startOffline.js').then(({ startOffline }) => startOffline(site)) : undefined))
        .catch((error) => console.error('Folio: offline mode could not start', error));
    });
  }
}
