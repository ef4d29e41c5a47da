import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { ErrorPage, Layout, Loading } from 'virtual:folio/registry';
import type { SiteData } from '../shared/types.js';
import { decodeSafely } from '../shared/url.js';
import { NavigateContext, PageContext, PageOnScreenContext, SiteContext } from './context.js';
import { invalidatePages, loadPage, type LoadedPage } from './dataLoader.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { HydrationLocation } from './HydrationLocation.js';
import { TopLevelErrorFallback } from './TopLevelErrorFallback.js';
import { routePathOf } from './navigation.js';
import { HYDRATED_ATTRIBUTE, ROOT_ID } from '../shared/boot.js';
import { interceptContentLinks } from './contentLinks.js';
import { pageTitleOf } from '../shared/pageHead.js';
import { startProgress } from './progress.js';
import { resetViewportBudget } from './viewportPrefetch.js';
import { useIsomorphicLayoutEffect } from './layoutEffect.js';
import { DEV_UPDATE_EVENT } from '../shared/devProtocol.js';

/** A page still loading after this long is replaced by the spinner. */
const SPINNER_DELAY_MS = 1000;

export interface AppProps {
  site: SiteData;
  initial: LoadedPage;
  /** The route path the server rendered the HTML being hydrated at, when not the address (the 404 page). */
  renderedAt?: string;
}

/**
 * The whole app: keeps the page on screen until the next one is fully loaded, then swaps it.
 * Location changes come from links (already preloaded) and from back/forward (loaded here).
 */
export function App({ site: initialSite, initial, renderedAt }: AppProps) {
  // Replaced only by the dev server, when an edit changed what every page reads (versions, navbar docs).
  const [site, setSite] = useState(initialSite);
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(initial);
  const shownPathname = useRef(location.pathname);
  const shownSearch = useRef(location.search);
  // Set by the dev server's in-place refresh: the same page again, so the scroll position stays.
  const refreshedInPlace = useRef(false);

  // Links preload before the URL changes; back/forward lands here with the page still to load.
  // A slow load shows the spinner after SPINNER_DELAY_MS; a failed one shows Retry.
  const [loading, setLoading] = useState<{ error?: Error } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    // Back to the page still on screen while another failed or was loading: show it again.
    if (location.pathname === shownPathname.current) {
      setLoading(null);
      return;
    }
    let cancelled = false;
    const stop = startProgress();
    const spinner = setTimeout(() => setLoading({}), SPINNER_DELAY_MS);
    loadPage(routePathOf(location.pathname, site.baseUrl), site.baseUrl)
      .then((loaded) => {
        if (cancelled) return;
        if (site.deployPreview) console.log('[Folio] route change', shownPathname.current, '→', location.pathname);
        shownPathname.current = location.pathname;
        resetViewportBudget();
        setLoading(null);
        setCurrent(loaded);
      })
      .catch((error: Error) => {
        console.error('Folio: could not load the page', error);
        if (!cancelled) setLoading({ error });
      })
      .finally(() => {
        clearTimeout(spinner);
        stop();
      });
    return () => {
      cancelled = true;
      clearTimeout(spinner);
      stop();
    };
  }, [location.pathname, site, attempt]);

  // Effects run children first, so when this mount effect runs every component of the first
  // render has its listeners in place (keyboard shortcuts included): the page is interactive.
  // Styles can key on the attribute, and end-to-end tests wait for it.
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);

  // The page in the head: its title at once, its other tags (canonical URL, description, social
  // tags, structured data) from a module loaded on the first navigation.
  // The 404 page's HTML carries the head tags of the path it was rendered at (`/404`), not of the
  // address it is served for: those are the tags the first navigation replaces.
  const pageInHead = useRef({ page: initial.page, tagsOf: renderedAt === undefined ? initial.page : { ...initial.page, path: renderedAt } });
  // While the load-error screen shows, it names the tab (theme Loading): the page left behind
  // gets its title back when it shows again.
  const loadFailed = loading?.error !== undefined;
  useEffect(() => {
    if (loadFailed) return;
    document.title = pageTitleOf(current.page, site);
    const previous = pageInHead.current;
    if (previous.page === current.page) return;
    pageInHead.current = { page: current.page, tagsOf: current.page };
    void import('./headSync.js').then(({ syncHead }) => syncHead(previous.tagsOf, current.page, site));
  }, [current, site, loadFailed]);

  // Links written in markdown are plain anchors: route them like Link does.
  useEffect(() => {
    const root = document.getElementById(ROOT_ID);
    if (!root) return;
    return interceptContentLinks(root, (sitePath) => navigate(sitePath), site.baseUrl);
  }, [navigate, site.baseUrl]);

  // Dev server: a content edit changed these pages (and maybe the site data, at `site`);
  // refetch what is on screen in place, keeping the scroll position.
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const { paths, site: siteUrl } = (event as CustomEvent<{ paths: string[]; site?: string }>).detail;
      if (siteUrl) {
        fetch(siteUrl)
          .then((response) => response.json() as Promise<SiteData>)
          .then(setSite)
          .catch(() => window.location.reload());
      }
      invalidatePages(paths);
      const path = routePathOf(window.location.pathname, site.baseUrl);
      if (!paths.includes(path) && !paths.includes(current.page.path)) return;
      loadPage(path, site.baseUrl)
        .then((loaded) => {
          refreshedInPlace.current = true;
          setCurrent(loaded);
        })
        .catch(() => window.location.reload());
    };
    window.addEventListener(DEV_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(DEV_UPDATE_EVENT, onUpdate);
  }, [site, current.page.path]);

  // After the new page is on screen: go to the #hash target, else to the top when the path or
  // query changed. A hash that is not on the page leaves the scroll position alone.
  useIsomorphicLayoutEffect(() => {
    if (location.pathname !== shownPathname.current) return;
    // A page rewriting its own query (filters kept in the URL) keeps its scroll position.
    const searchChanged = location.search !== shownSearch.current && navigationType !== 'REPLACE';
    shownSearch.current = location.search;
    if (refreshedInPlace.current) {
      refreshedInPlace.current = false;
      return;
    }
    if (location.hash) {
      const id = decodeSafely(location.hash.slice(1));
      document.getElementById(id)?.scrollIntoView();
      return;
    }
    if (current !== initial || searchChanged) window.scrollTo(0, 0);
  }, [current, location.hash, location.search, location.pathname, initial, navigationType]);

  // After a move to another page, keyboard focus starts again from the top of the document, as
  // after a page load: the root takes it (without scrolling), so the next Tab reaches the skip
  // link. Otherwise it stayed on the link followed, or on its counterpart in the new page. A
  // layout effect, before the new page's own effects: a page that puts the cursor somewhere (the
  // search page's box) does so after this, as on a fresh load; a plain effect of this parent ran
  // after the page's and took the focus back to the root (client navigation audit).
  const focusedPath = useRef(initial.page.path);
  useIsomorphicLayoutEffect(() => {
    if (current.page.path === focusedPath.current) return;
    focusedPath.current = current.page.path;
    const root = document.getElementById(ROOT_ID);
    if (!root) return;
    if (!root.hasAttribute('tabindex')) root.setAttribute('tabindex', '-1');
    root.focus({ preventScroll: true });
  }, [current]);

  const { Component } = current;
  return (
    <SiteContext.Provider value={site}>
      <NavigateContext.Provider value={navigate}>
        <PageContext.Provider value={current}>
          <PageOnScreenContext.Provider value={!loading}>
            <HydrationLocation renderedAt={renderedAt}>
              <ErrorBoundary fallback={TopLevelErrorFallback} resetKey={current.page.path}>
                <Layout>
                  <ErrorBoundary fallback={ErrorPage} resetKey={current.page.path}>
                    {loading ? <Loading error={loading.error} retry={() => setAttempt((n) => n + 1)} /> : <Component page={current.page} shared={current.shared} />}
                  </ErrorBoundary>
                </Layout>
              </ErrorBoundary>
            </HydrationLocation>
          </PageOnScreenContext.Provider>
        </PageContext.Provider>
      </NavigateContext.Provider>
    </SiteContext.Provider>
  );
}
