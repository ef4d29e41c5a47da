// Search: the search page route, the preconnect hint of a hosted DocSearch application, and —
// when no hosted application is configured — the local, chunked index written after the build.
import { withBase } from '../../../shared/url.js';
import type { HeadTag } from '../../../shared/types.js';
import type { SiteConfig } from '../../config/schema.js';
import type { Plugin, RouteInput } from '../types.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import { searchPages } from './searchRecords.js';

/** Folder of the local index in the output (and URL below the base URL). */
export const SEARCH_INDEX_DIR = '__folio/search/';
const WRITE_BATCH = 64;

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
export function searchHeadTags(config: Pick<SiteConfig, 'search'>): HeadTag[] {
  const algolia = config.search.algolia;
  if (!algolia) return [];
  const href = algolia.host ? new URL(algolia.host).origin : `https://${algolia.appId}-dsn.algolia.net`;
  return [{ tag: 'link', attrs: { rel: 'preconnect', href, crossorigin: 'anonymous' } }];
}

/**
 * Pure: the files of the local index of `routes`, by path below `SEARCH_INDEX_DIR` (the build
 * writes them; a dev server can serve them from memory).
 */
export function searchIndexFiles(routes: RouteInput[], config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash' | 'i18n'>): Map<string, string> {
  const language = config.i18n.defaultLocale;
  const pages = searchPages(routes, { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, language });
  return buildSearchIndex(pages, { language }).files;
}

export function searchPlugin(config: SiteConfig): Plugin {
  const path = `/${config.search.searchPagePath.replace(/^\/+|\/+$/g, '')}`;
  return {
    name: 'search',
    contentLoaded: () => ({
      routes: [{ path, kind: 'search', title: 'Search', props: { path } satisfies SearchPageProps, noindex: true }],
      headTags: searchHeadTags(config),
    }),
    async postBuild(ctx) {
      if (config.search.algolia) return;
      // Record files are many on a large site: write in batches rather than all at once.
      const entries = [...searchIndexFiles(ctx.routes, config)];
      for (let start = 0; start < entries.length; start += WRITE_BATCH) {
        await Promise.all(entries.slice(start, start + WRITE_BATCH).map(([file, content]) => ctx.writeFile(`${SEARCH_INDEX_DIR}${file}`, content)));
      }
    },
  };
}
