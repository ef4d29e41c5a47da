import { createContext, useContext } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { PageData, SiteData } from '../shared/types.js';

/** What the router knows about the page on screen. */
export interface CurrentPage {
  page: PageData;
  /** Shared data files the page references, loaded: name → value. */
  shared: Record<string, unknown>;
}

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<CurrentPage | null>(null);
/**
 * The router's `navigate`, taken once by the app: links read it here rather than each calling
 * `useNavigate`, whose own work per call added up over the hundred-odd links of a page.
 */
export const NavigateContext = createContext<NavigateFunction | null>(null);

/** Invariant helper: the message matches what readers of SPEC §8 expect. */
export function invariant(condition: unknown, message?: string): asserts condition {
  if (!condition) throw new Error(message ? `Invariant failed: ${message}` : 'Invariant failed');
}

/** The site's global data (title, navbar, footer, docs versions ...). */
export function useSiteData(): SiteData {
  const site = useContext(SiteContext);
  invariant(site, 'useSiteData() used outside the Folio app');
  return site;
}

/** The current page's data and its shared data. */
export function useCurrentPage(): CurrentPage {
  const page = useContext(PageContext);
  invariant(page, 'useCurrentPage() used outside the Folio app');
  return page;
}

/** The current route's data: path, kind, title, props, shared data references. */
export function usePageData(): PageData {
  return useCurrentPage().page;
}
