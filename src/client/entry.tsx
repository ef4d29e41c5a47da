// The browser entry: fetch the data the server rendered with, load the page's component
// chunk, then hydrate. Everything else (other pages, search, diagrams) loads on demand.
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { clientModules } from 'virtual:folio/registry';
import type { PageData, SiteData } from '../shared/types.js';
import { App } from './App.js';
import { BOOT_GLOBAL, ROOT_ID, type BootInfo } from '../shared/boot.js';
import { fetchShared, loadSharedOf, type LoadedPage } from './dataLoader.js';
import { loadKind } from './registry.js';
import { migrateStoredKeys } from './storage.js';

async function loadInitialPage(boot: BootInfo): Promise<LoadedPage> {
  const page: PageData = boot.data
    ? ((await fetchShared(boot.data)) as PageData)
    : { path: boot.path, kind: 'notFound', title: 'Page Not Found', props: {}, noindex: true };
  const [shared, Component] = await Promise.all([loadSharedOf(page), loadKind(page.kind)]);
  return { page, shared, Component };
}

async function start(): Promise<void> {
  const boot = (window as unknown as Record<string, BootInfo>)[BOOT_GLOBAL]!;
  const [site, initial] = await Promise.all([fetchShared(boot.site) as Promise<SiteData>, loadInitialPage(boot)]);
  migrateStoredKeys(site.storageSuffix);
  for (const start of clientModules) start(site);
  const basename = site.baseUrl === '/' ? undefined : site.baseUrl.replace(/\/$/, '');
  hydrateRoot(
    document.getElementById(ROOT_ID)!,
    <BrowserRouter basename={basename}>
      <App site={site} initial={initial} />
    </BrowserRouter>,
  );
}

start().catch((error) => console.error('Folio: the page could not start', error));
