// Search: the search page route, the preconnect hint of a hosted DocSearch application, and —
// when no hosted application is configured — the local, chunked index written after the build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { withBase } from '../../../shared/url.js';
import type { HeadTag } from '../../../shared/types.js';
import type { SiteConfig } from '../../config/schema.js';
import type { BuildReuse, Plugin, RouteInput } from '../types.js';
import { workerEntry } from '../../prerender/workerEntry.js';
import { isIndexable } from '../sitemap.js';
import { buildSearchIndex, countPageTerms, pageTexts, type CountedPages } from './buildSearchIndex.js';
import { searchPages, type RecordOptions, type SearchPage } from './searchRecords.js';
import { indexInputKey } from './unchangedIndex.js';
import { searchMetadata } from '../searchMetadata.js';
import type { IndexJob, IndexMessage } from './searchIndexWorker.js';
import { openTermsCache } from './termsCacheFile.js';
import { linkIfUnchanged, writeSearchIndex, type WriteSearchIndexOptions } from './writeSearchIndex.js';

/** Folder of the local index in the output (and URL below the base URL). */
export const SEARCH_INDEX_DIR = '__folio/search/';
/**
 * Up to this many pages the index is built on a worker thread while the pages render (the other
 * core is mostly idle in a rebuild, and in a cold build the main thread is); above it, after
 * rendering on the main thread: the index of 10,000 pages takes ~400 MB while it is built,
 * which next to rendering would double the build's peak memory.
 */
const CONCURRENT_INDEX_MAX_PAGES = 3_000;
/** The search index's cache of field terms, in the build cache folder of the output. */
const TERMS_FILE = 'search-terms.json';
/** What the last index of the output was built from, in the same folder (see unchangedIndex.ts). */
const RECORD_FILE = 'search-index.json';

/** Props of the `search` route (the page reads everything else from the site data). */
export interface SearchPageProps {
  /** The search page path, so "See all results" links and the page agree. */
  path: string;
}

/**
 * Where the browser queries: the local index folder, or in hosted mode the `search.algolia.host`
 * override (a proxy, or a test stub) when one is set. Passed to `createSiteData` as
 * `searchIndexUrl` (site data `search.indexUrl`).
 */
export function searchIndexUrlFor(config: Pick<SiteConfig, 'search' | 'baseUrl'>): string | undefined {
  if (config.search.algolia) return config.search.algolia.host;
  return withBase(`/${SEARCH_INDEX_DIR}`, config.baseUrl);
}

/** Pure: the hosted service's preconnect hint, keyed by the application id (SPEC §7). */
export function searchHeadTags(config: Pick<SiteConfig, 'search'> & { i18n: Pick<SiteConfig['i18n'], 'defaultLocale'> }): HeadTag[] {
  const algolia = config.search.algolia;
  const locale = config.i18n.defaultLocale;
  // What a hosted crawler reads to set a record's language and tag, matched by the contextual
  // facet filters (a docs page replaces the tag with its version's, see searchMetadata.ts).
  const metadata = searchMetadata({ locale, tag: 'default' });
  if (!algolia) return metadata;
  const href = algolia.host ? new URL(algolia.host).origin : `https://${algolia.appId}-dsn.algolia.net`;
  return [{ tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: 'anonymous' } }, ...metadata];
}

/**
 * Pure: the files of the local index of `routes`, by path below `SEARCH_INDEX_DIR` (the build
 * writes them; a dev server can serve them from memory).
 */
export function searchIndexFiles(routes: RouteInput[], config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash' | 'i18n' | 'search'>): Map<string, string> {
  return buildSearchIndex(indexedPages(routes, config), { language: config.i18n.defaultLocale }).files;
}

/** With `keyed` (a build with the cache on), each page carries the key of what it is made of (SearchPage.key). */
function indexedPages(routes: RouteInput[], config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash' | 'i18n' | 'search'>, keyed = false): SearchPage[] {
  return searchPages(routes, recordOptions(config), { keyed });
}

const recordOptions = (config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash' | 'i18n' | 'search'>): RecordOptions => ({ baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, language: config.i18n.defaultLocale, ignorePatterns: config.search.ignorePatterns });

/**
 * Starts a worker for the index before the route table exists: bundling it (from source) and
 * loading it then overlaps the content loading instead of delaying the index. Unreferenced until
 * it has work, so a build that fails first, or never needs it, does not wait for it.
 */
async function startIndexWorker(): Promise<Worker> {
  const entry = await workerEntry(new URL(import.meta.url.endsWith('.ts') ? './searchIndexWorker.ts' : './searchIndexWorker.js', import.meta.url));
  const worker = new Worker(entry.script, entry.options);
  worker.unref();
  return worker;
}

/** Ends a started worker that has nothing (more) to do. */
function stopWorker(started: Promise<Worker> | undefined): void {
  void started?.then((unused) => unused.terminate(), () => undefined);
}

/**
 * Hands the pages to a started worker, which builds the index files and writes them into `dir`
 * (linking those that the index of the output this build replaces already holds; see
 * `writeSearchIndex`).
 */
async function writeInWorker(started: Promise<Worker>, job: IndexJob): Promise<void> {
  const worker = await started;
  worker.ref();
  return new Promise((resolve, reject) => {
    worker.once('message', () => {
      resolve();
      // Its work is done. Ended now, on its own thread, while the build finishes: left running,
      // process.exit had to wait for its heap to be torn down (~80 ms after a rebuild).
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The search index worker stopped (exit code ${code}) before answering`)));
    worker.postMessage({ job } satisfies IndexMessage);
  });
}

/**
 * How many of the pages whose field texts are `texts` make up the nearest to half of all their
 * characters (tokenizing costs by the character): the first thread's share.
 */
export function halfwayByText(texts: string[][]): number {
  const sizes = texts.map((page) => page.reduce((sum, text) => sum + text.length, 0));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let sum = 0;
  for (let index = 0; index < sizes.length; index++) {
    const before = sum;
    sum += sizes[index]!;
    // Doubled to stay in integers: the half is crossed with this page; with it or without?
    if (sum * 2 >= total) return total - 2 * before <= 2 * sum - total ? index : index + 1;
  }
  return sizes.length;
}

/**
 * The terms of a large index's pages counted on two threads: the first half here, the second on
 * the index worker that is otherwise idle after rendering (tokenizing is ~40 % of building the
 * index of 10,000 pages, 2.4 s). Should the worker fail, the pages it had are left to the index
 * build to count, here.
 */
async function countOnTwoThreads(started: Promise<Worker>, pages: SearchPage[]): Promise<CountedPages[] | undefined> {
  const worker = await started.catch(() => undefined);
  if (!worker) return undefined;
  const texts = pages.map(pageTexts);
  const half = halfwayByText(texts);
  worker.ref();
  const theirs = new Promise<Omit<CountedPages, 'from'>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The search index worker stopped (exit code ${code}) before answering`)));
  });
  theirs.catch(() => undefined);
  worker.postMessage({ count: texts.slice(half) } satisfies IndexMessage);
  const mine: CountedPages = { from: 0, ...countPageTerms(texts.slice(0, half)) };
  try {
    return [mine, { from: half, ...(await theirs) }];
  } catch {
    return [mine];
  } finally {
    void worker.terminate();
  }
}

/** This output's cache of field terms. */
const termsFileOf = (reuse: BuildReuse) => join(reuse.cacheDir, TERMS_FILE);

/** Where the previous output's index and this output's terms cache are (see writeSearchIndex). */
function indexFilesOptions(reuse: BuildReuse): WriteSearchIndexOptions {
  return { previousDir: join(reuse.previousDir, SEARCH_INDEX_DIR), termsFile: termsFileOf(reuse), recordFile: join(reuse.cacheDir, RECORD_FILE) };
}

/**
 * With the build cache on, where the previous index and this output's terms cache are and the key
 * of what the index is made of (an unchanged index is linked whole); nothing without it.
 */
function cachedIndexOptions(reuse: BuildReuse | undefined, routes: RouteInput[], config: SiteConfig): WriteSearchIndexOptions {
  return reuse ? { ...indexFilesOptions(reuse), inputKey: indexInputKey(routes, recordOptions(config)) } : {};
}

export function searchPlugin(config: SiteConfig): Plugin {
  const path = `/${config.search.searchPagePath.replace(/^\/+|\/+$/g, '')}`;
  /** The index being built and written on a worker since the route table was ready, if it is. */
  let writing: Promise<void> | undefined;
  /** A production build's index worker, started while content loads. */
  let worker: Promise<Worker> | undefined;
  /** On a large site, that worker kept for counting terms while post build builds the index. */
  let counter: Promise<Worker> | undefined;
  return {
    name: 'search',
    async loadContent({ mode, reuse }) {
      if (mode === 'production' && !config.search.algolia) {
        worker = startIndexWorker();
        worker.catch(() => undefined);
        // The worker reads what the previous build recorded while the content loads here.
        if (reuse) void worker.then((started) => started.postMessage({ prepare: { termsFile: termsFileOf(reuse) } } satisfies IndexMessage), () => undefined);
      }
    },
    contentLoaded: () => ({
      // The search page's heading before a query is typed; the page retitles itself after the query.
      routes: [{ path, kind: 'search', title: 'Search the documentation', props: { path } satisfies SearchPageProps, noindex: true }],
      headTags: searchHeadTags(config),
    }),
    routesReady(ctx) {
      if (config.search.algolia) return;
      const started = worker ?? startIndexWorker();
      worker = undefined;
      // Counted, not read: reading a large site's pages (done again in post build) takes a while.
      if (ctx.routes.filter((route) => route.search && isIndexable(route)).length > CONCURRENT_INDEX_MAX_PAGES) {
        // Kept to count terms in post build, unless a previous build's terms (which it read while
        // content loaded, and would hold in memory through rendering) leave few pages to count.
        if (ctx.reuse && existsSync(termsFileOf(ctx.reuse))) stopWorker(started);
        else counter = started;
        return;
      }
      // With the build cache on, the terms of every text are kept for the next build, and what the
      // index is made of is recorded, so that an unchanged one is linked whole.
      writing = writeInWorker(started, {
        pages: indexedPages(ctx.routes, config, ctx.reuse !== undefined),
        language: config.i18n.defaultLocale,
        dir: join(ctx.outDir, SEARCH_INDEX_DIR),
        options: cachedIndexOptions(ctx.reuse, ctx.routes, config),
      });
      // A build that fails before post build only waits for it to settle.
      writing.catch(() => undefined);
      return writing;
    },
    async postBuild(ctx) {
      if (config.search.algolia) return;
      if (writing) {
        await writing.finally(() => (writing = undefined));
        return;
      }
      // A large site's index is built here, after rendering (see CONCURRENT_INDEX_MAX_PAGES),
      // with the same build cache as on the worker: an unchanged index is linked whole (building
      // it was 4.5 s of a 9.9 s rebuild of 10,000 pages with nothing changed), and a changed one
      // tokenizes only the pages that changed (post build of a one-edit rebuild 5.1 -> 2.8 s, the
      // terms file 19 MB, peak RSS of that rebuild 670 -> 770 MB). A cold build counts the terms
      // on two threads (post build at 10,000 pages: 4.6-5.6 s against 5.2-7.6 s).
      const options = cachedIndexOptions(ctx.reuse, ctx.routes, config);
      const dir = join(ctx.outDir, SEARCH_INDEX_DIR);
      const started = counter;
      counter = undefined;
      if (linkIfUnchanged(dir, options)) {
        stopWorker(started);
        return;
      }
      const pages = indexedPages(ctx.routes, config, ctx.reuse !== undefined);
      const termsCache = options.termsFile === undefined ? undefined : openTermsCache(options.termsFile);
      // Terms kept from a previous build leave few pages to tokenize: then they are counted here.
      const counted = started && !termsCache?.vocabulary.length ? await countOnTwoThreads(started, pages) : undefined;
      if (!counted) stopWorker(started);
      writeSearchIndex(pages, config.i18n.defaultLocale, dir, { ...options, termsCache, counted });
    },
  };
}
