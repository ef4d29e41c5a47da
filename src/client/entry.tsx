// The browser entry: fetch the data the server rendered with, load the page's component
// chunk, then hydrate. Everything else (other pages, search, diagrams) loads on demand.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { clientModules } from 'virtual:folio/registry';
import type { PageData, SiteData } from '../shared/types.js';
import { App } from './App.js';
import { BOOT_GLOBAL, ROOT_ID, type BootInfo } from '../shared/boot.js';
import { fetchPageData, fetchShared, loadPageParts, resolveMissingPageData, resolvePageData, setPrefixRoutes, type LoadedPage } from './dataLoader.js';
import { routePathOf } from './navigation.js';
import { pageTitleOf } from '../shared/pageHead.js';
import { setKindChunks } from './registry.js';
import { setFeatureStyles } from './markdownFeatures.js';
import { migrateStoredKeys } from './storage.js';
import { forgetRemovedVersions } from './docs.js';

/**
 * React Router's v7 behaviours, declined by name: unset, a development build logs a warning about
 * each on every page load (npm start's console). Today's behaviour is what the app is built for.
 */
const ROUTER_FUTURE = { v7_startTransition: false, v7_relativeSplatPath: false } as const;

/**
 * The page the server rendered. Its data is asked for by its path, at the URL the HTML preloads
 * (`boot.data`, the same `dataPathFor`), so it is kept where links look: fetched by URL on its
 * own, the page's data was asked for again when the sidebar's link to the page itself was
 * prefetched, the preload already used up. On the 404 page the address may still belong to a
 * non-exact route (served by the host's 404 fallback), so that is looked up first; served by the
 * offline worker as the app shell, the address has data of its own (cached).
 */
async function loadInitialPage(boot: BootInfo, baseUrl: string): Promise<LoadedPage> {
  const path = routePathOf(window.location.pathname, baseUrl);
  const page: PageData = boot.data ? await fetchPageData(boot.path, baseUrl) : boot.shell ? await resolvePageData(path, baseUrl) : await resolveMissingPageData(path, baseUrl);
  return loadPageParts(page);
}

async function start(): Promise<void> {
  const boot = (window as unknown as Record<string, BootInfo>)[BOOT_GLOBAL]!;
  const site = (await fetchShared(boot.site)) as SiteData;
  setKindChunks(site.kindChunks);
  setPrefixRoutes(site.prefixRoutes);
  setFeatureStyles(site.featureStyles);
  const initial = await loadInitialPage(boot, site.baseUrl);
  migrateStoredKeys(site.storageSuffix);
  forgetRemovedVersions(site.docs, site.storageSuffix);
  for (const start of clientModules) start(site);
  const basename = site.baseUrl === '/' ? undefined : site.baseUrl.replace(/\/$/, '');
  // The 404 page's HTML was rendered at its own path, not at the missing address it is served for.
  const renderedAt = !boot.data && initial.page.kind === 'notFound' && initial.page.path !== boot.path ? boot.path : undefined;
  const app = (
    <BrowserRouter basename={basename} future={ROUTER_FUTURE}>
      <App site={site} initial={initial} renderedAt={renderedAt} />
    </BrowserRouter>
  );
  const root = document.getElementById(ROOT_ID)!;
  // The server HTML matches unless a 404 address turned out to belong to a non-exact route.
  if (!boot.data && initial.page.kind !== 'notFound') {
    document.title = pageTitleOf(initial.page, site);
    createRoot(root).render(app);
  } else {
    // As a transition, hydration yields to the browser every few milliseconds instead of running
    // as one long task: the page stays responsive while a long doc page hydrates (a click on a
    // part not yet hydrated makes React hydrate it at once).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  }
}

start().catch((error) => console.error('Folio: the page could not start', error));
