import { createContext, createElement, useContext, type ReactElement } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { PageData, RenderedHead, SiteData } from '../shared/types.js';
import { normalizePath } from '../shared/url.js';

/** What the router knows about the page on screen. */
export interface CurrentPage {
  page: PageData;
  /** Shared data files the page references, loaded: name → value. */
  shared: Record<string, unknown>;
}

export const SiteContext = createContext<SiteData | null>(null);
export const PageContext = createContext<CurrentPage | null>(null);
/**
 * False while the spinner or the load-error screen stands in for the page: the page data is still
 * the last page shown, but it is no longer on screen, so nothing (the navbar) should mark it current.
 */
export const PageOnScreenContext = createContext(true);
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

/** Whether the current page's own content is on screen (not the spinner or the load-error screen). */
export function usePageOnScreen(): boolean {
  return useContext(PageOnScreenContext);
}

/** The current route's data: path, kind, title, props, shared data references. */
export function usePageData(): PageData {
  return useCurrentPage().page;
}

/**
 * The path of the route shown, normalised, for what marks the current page (sidebars): not the
 * address, since `/docs/tabs.html` shows `/docs/tabs` (SPEC §2) and an address that is not valid
 * percent-encoding must not throw.
 */
export function useShownPath(): string {
  return normalizePath(usePageData().path);
}

// Markup that many pages share, rendered once per build on the server.
//
// A changelog that lists every entry in its sidebar puts the same thousands of links on every
// entry's page: rendering them again on each page made a large site's build grow with the
// square of its entries. A component asks for a part's HTML with a key (an object the build
// shares between pages, such as a sidebar's data) and a part name; the server renders the part
// the first time and hands the same string to every later page, which sets it as the inner HTML
// of the element that holds it. The browser has no such function: there the part renders as
// usual, and hydrates against the identical markup the server wrote.

/**
 * Inner HTML of `render()`, rendered once per `key` and `part`. The part must not depend on
 * anything but the key, the part name and the site data (not on the current page).
 */
export type RenderShared = (key: object, part: string, render: () => ReactElement) => string;

export const ServerMemoContext = createContext<RenderShared | null>(null);

/**
 * Server renders only: reads a shared file of the build by URL. The browser loads such files in
 * effects, so a page's markup never shows them; a server render uses them to check what a page
 * asks for (an unknown doc id fails the build at the page's line, not later in a reader's browser).
 * The render notes each file read: a page checked against a doc list must render again when that
 * list changes, although its markup would not (see renderReuse.ts).
 */
export const ServerSharedDataContext = createContext<{ read(url: string): unknown } | null>(null);

/**
 * Server renders only: head tags a page's component gives while it renders (a Docusaurus page's
 * `<Layout title>` or `<Head>`, see src/client/docusaurus/). The build puts them in the page's
 * HTML and its data, where the browser reads the title from after a navigation.
 */
export const RenderedHeadContext = createContext<RenderedHead | null>(null);


export interface SharedPartProps {
  /** The element holding the part (`ul`, `li` …) and its class. */
  as: string;
  className?: string;
  /** What the part is made from: an object the build shares between pages (a sidebar, one of its categories). */
  of: object;
  /** Which part of it, with whatever else its markup depends on (`2021`, `category:1:true`). */
  part: string;
  /** False where the part depends on the current page (it holds the page being read): rendered in place. */
  shared: boolean;
  render: () => ReactElement;
}

/**
 * An element whose content is `render()`. On the server, when `shared`, the content is the memo's
 * markup (rendered once per build); in the browser, and where the part is not shared, it renders
 * in place, which for a shared part is the same markup, so hydration matches.
 */
export function SharedPart({ as, className, of, part, shared, render }: SharedPartProps): ReactElement {
  const memo = useContext(ServerMemoContext);
  if (memo && shared) return createElement(as, { className, dangerouslySetInnerHTML: { __html: memo(of, part, render) } });
  return createElement(as, { className }, render());
}
