import type { PageData } from '../shared/types.js';
import { dataPathFor, normalizePath, withBase } from '../shared/url.js';
import type { CurrentPage } from './context.js';
import { loadKind, type KindComponent } from './registry.js';

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
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.status === 404) throw new PageNotFound(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return response.json();
}

export function fetchPageData(path: string, baseUrl: string): Promise<PageData> {
  const key = normalizePath(path);
  let promise = pages.get(key);
  if (!promise) {
    promise = fetchJson(withBase(dataPathFor(key), baseUrl)) as Promise<PageData>;
    // Forget failures so a later attempt (after a network blip) retries.
    promise.catch(() => pages.delete(key));
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

/** Everything needed to show the page at `path`: data, shared data and component code. */
export async function loadPage(path: string, baseUrl: string): Promise<LoadedPage> {
  let page: PageData;
  try {
    page = await fetchPageData(path, baseUrl);
  } catch (error) {
    if (!(error instanceof PageNotFound)) throw error;
    page = notFoundPage(normalizePath(path));
  }
  const [shared, Component] = await Promise.all([loadSharedOf(page), loadKind(page.kind)]);
  return { page, shared, Component };
}

/** Warms the caches for a path (link hover / viewport). Errors are ignored: it is a hint. */
export function prefetchPage(path: string, baseUrl: string): void {
  if (!shouldPrefetch()) return;
  fetchPageData(path, baseUrl)
    .then((page) => Promise.all([loadSharedOf(page), loadKind(page.kind)]))
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
