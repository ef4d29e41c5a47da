// The search backend a site is configured for, loaded on demand (never with the page): the
// local index by default, a hosted DocSearch application when `search.algolia` is set.
import type { SearchClientConfig, SiteData } from '../../shared/types.js';
import { withBase } from '../../shared/url.js';
import type { SearchClient } from './searchClient.js';

/** The tag of pages that belong to no docs version or blog (DocSearch's default). */
export const DEFAULT_SEARCH_TAG = 'default';

export interface SearchBackend {
  config: SearchClientConfig;
  client: SearchClient;
  /**
   * Tags searched whatever the docs versions: `default`, and in local mode every other tag
   * of the index that is not a docs version (blogs, changelog).
   */
  otherTags: string[];
  /** Top-level sections to suggest when a query finds nothing. */
  suggestions: string[];
  /** False while the local index's manifest could not be read. */
  complete: boolean;
}

const LOCAL_INDEX_URL = '/__folio/search/';

let pending: Promise<SearchBackend> | undefined;

/** Loads the backend once per visit; a failed load is tried again on the next call. */
export function loadSearchBackend(site: SiteData): Promise<SearchBackend> {
  const loading = (pending ??= createBackend(site));
  loading.then(
    (backend) => {
      // Without its manifest a local backend knows too little (its tags): ask again next time.
      if (!backend.complete && pending === loading) pending = undefined;
    },
    () => {
      if (pending === loading) pending = undefined;
    },
  );
  return loading;
}

/** The search settings of a site, local with the default index folder when it says nothing. */
export function searchConfigOf(site: SiteData): SearchClientConfig {
  return site.search ?? { provider: 'local', searchPagePath: 'search', contextualSearch: true, indexUrl: withBase(LOCAL_INDEX_URL, site.baseUrl) };
}

async function createBackend(site: SiteData): Promise<SearchBackend> {
  const config = searchConfigOf(site);
  if (config.provider === 'algolia') {
    const { createHostedSearchClient } = await import('./hostedSearchClient.js');
    const client = createHostedSearchClient({
      appId: config.appId ?? '',
      apiKey: config.apiKey ?? '',
      host: config.indexUrl,
      agents: [{ segment: 'Folio', version: site.frameworkVersion }],
    });
    return { config, client, otherTags: [DEFAULT_SEARCH_TAG], suggestions: [], complete: true };
  }
  const { createLocalSearchClient } = await import('./localSearchClient.js');
  const client = createLocalSearchClient(config.indexUrl ?? withBase(LOCAL_INDEX_URL, site.baseUrl));
  // Without the manifest the backend still loads: each query tries again, and shows the
  // "Unable to fetch results" screen while the index stays out of reach.
  const manifest = await client.manifest().catch(() => undefined);
  const otherTags = manifest ? manifest.tags.map(([tag]) => tag).filter((tag) => !isDocsVersionTag(tag)) : [DEFAULT_SEARCH_TAG];
  return { config, client, otherTags, suggestions: manifest?.suggestions ?? [], complete: manifest !== undefined };
}

export function isDocsVersionTag(tag: string): boolean {
  return tag.startsWith('docs-');
}

export function docsVersionTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}
