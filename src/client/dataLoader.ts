import type { PageData } from '../shared/types.js';
import { dataPathFor, normalizePath, stripHtmlSuffix, withBase } from '../shared/url.js';
import type { CurrentPage } from './context.js';
import { loadMarkdownFeatures } from './markdownFeatures.js';
import { loadKind, preloadKind, type KindComponent } from './registry.js';

/** A path with no data file: the not-found page, not a failure. */
export class PageNotFound extends Error {
  constructor(readonly path: string) {
    super(`No page at ${path}`);
  }
}

export interface LoadedPage extends CurrentPage {
  Component: KindComponent;
}

const pages = new Map<string, Promise<PageData>>();
const sharedFiles = new Map<string, Promise<unknown>>();

async function fetchJson(url: string): Promise<unknown> {
  // fetch's defaults (mode `cors`, credentials `same-origin`) are what the HTML's
  // `<link rel="preload" as="fetch" crossorigin="anonymous">` asks with: a request for the same
  // URL with other options would not be served by the preload.
  const response = await fetch(url);
  if (response.status === 404) throw new PageNotFound(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
}

export function fetchPageData(path: string, baseUrl: string): Promise<PageData> {
  const key = normalizePath(path);
  let promise = pages.get(key);
  if (!promise) {
    promise = fetchJson(withBase(dataPathFor(key), baseUrl)) as Promise<PageData>;
    // Forget failures so a later attempt (after a network blip) retries; a missing data file is
    // an answer, kept: hovering a link to a missing page and then following it asked twice, and
    // the browser logged each 404.
    promise.catch((error: unknown) => {
      if (!(error instanceof PageNotFound)) pages.delete(key);
    });
    pages.set(key, promise);
  }
  return promise;
}

export function fetchShared(url: string): Promise<unknown> {
  let promise = sharedFiles.get(url);
  if (!promise) {
    promise = fetchJson(url);
    promise.catch(() => sharedFiles.delete(url));
    sharedFiles.set(url, promise);
  }
  return promise;
}

export async function loadSharedOf(page: PageData): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(page.shared ?? {}).map(async ([name, url]) => [name, await fetchShared(url)] as const),
  );
  return Object.fromEntries(entries);
}

function notFoundPage(path: string): PageData {
  return { path, kind: 'notFound', title: 'Page Not Found', props: {}, noindex: true };
}

/** Forgets cached data (dev server updates), so the next load fetches it again. */
export function invalidatePages(paths: string[]): void {
  for (const path of paths) pages.delete(normalizePath(path));
  sharedFiles.clear();
}

/** The site's non-exact routes, when the build listed them (see `SiteData.prefixRoutes`). */
let prefixRoutes: ReadonlySet<string> | undefined;

export function setPrefixRoutes(paths: readonly string[] | undefined): void {
  prefixRoutes = paths && new Set(paths.map(normalizePath));
}

/**
 * A path with no data of its own may belong to a non-exact route above it (a board whose
 * component shows any `/board/{slug}`, however deep). The nearest such route wins; exact pages on
 * the way up are passed (`/board/one-request/extra` is the board's, not one-request's). Only
 * walked on a miss, so exact pages cost nothing; with the site's list of non-exact routes only
 * those are asked, so a missing page costs no request for each folder above it.
 */
async function findPrefixRoute(path: string, baseUrl: string): Promise<PageData | undefined> {
  const parts = normalizePath(path).split('/').filter(Boolean);
  for (let length = parts.length - 1; length > 0; length--) {
    const candidate = `/${parts.slice(0, length).join('/')}`;
    if (prefixRoutes && !prefixRoutes.has(candidate)) continue;
    const data = await pageDataIfAny(candidate, baseUrl);
    if (data?.exact === false) return { ...data, path: normalizePath(path) };
  }
  return undefined;
}

/**
 * Data for an address with no page of its own (its data is not asked for; the host answered with
 * its 404 page, or the data file is missing): it may be a page with a `.html` suffix
 * (`/docs/intro.html`, `/docs/intro/index.html`), or belong to a non-exact route above it.
 */
export async function resolveMissingPageData(path: string, baseUrl: string): Promise<PageData> {
  const stripped = stripHtmlSuffix(path);
  if (stripped !== path) return resolvePageData(stripped, baseUrl);
  return (await findPrefixRoute(path, baseUrl)) ?? notFoundPage(normalizePath(path));
}

/**
 * Data of the page at `path`: its own, a non-exact route's above it, or the not-found page. A
 * `.html` address (`/docs/intro.html`) is asked for without its suffix first: routes almost never
 * end in `.html`, and asking for the suffixed data file first cost every such link a 404.
 */
export async function resolvePageData(path: string, baseUrl: string): Promise<PageData> {
  const stripped = stripHtmlSuffix(path);
  // Then a route that does end in `.html`.
  const own = (await pageDataIfAny(stripped, baseUrl)) ?? (stripped !== path ? await pageDataIfAny(path, baseUrl) : undefined);
  return own ?? resolveMissingPageData(stripped, baseUrl);
}

/** The page data at `path`, or undefined when there is none (other failures still throw). */
function pageDataIfAny(path: string, baseUrl: string): Promise<PageData | undefined> {
  return fetchPageData(path, baseUrl).catch((error: unknown) => {
    if (error instanceof PageNotFound) return undefined;
    throw error;
  });
}

/** Everything needed to show the page at `path`: data, shared data and component code. */
export async function loadPage(path: string, baseUrl: string): Promise<LoadedPage> {
  return loadPageParts(await resolvePageData(path, baseUrl));
}

/** What showing `page` takes besides its data: the shared data it names, its kind's code and its features' components. */
export async function loadPageParts(page: PageData): Promise<LoadedPage> {
  const [shared, Component] = await Promise.all([loadSharedOf(page), loadKind(page.kind), loadMarkdownFeatures(page.features)]);
  return { page, shared, Component };
}

/**
 * Warms the caches for a path (link hover / viewport): its data and shared data are fetched,
 * its kind's code and its features' components are preloaded but not run. Errors are ignored:
 * it is a hint.
 */
export function prefetchPage(path: string, baseUrl: string): void {
  if (!shouldPrefetch()) return;
  // The data a click will ask for first (see resolvePageData).
  fetchPageData(stripHtmlSuffix(path), baseUrl)
    .then((page) => {
      preloadKind(page.kind, page.features);
      return loadSharedOf(page);
    })
    .catch(() => undefined);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching is skipped on data-saver and 2g connections. */
export function shouldPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/2g/.test(connection.effectiveType ?? '');
}
