// A hosted DocSearch application as a search client: Algolia's own lite client, with the
// agent string naming Folio and its version, and the `search.algolia.host` override (a proxy,
// or a test stub) when one is configured.
import { liteClient } from 'algoliasearch/lite';
import type { SearchClient } from './searchClient.js';

export interface HostedSearchOptions {
  appId: string;
  apiKey: string;
  /** Origin to query instead of the service's own hosts (`http://127.0.0.1:4010`). */
  host?: string;
  /** Segments added to the agent string (`Folio (3.6.3)`). */
  agents: { segment: string; version?: string }[];
}

type LiteClient = ReturnType<typeof liteClient>;

export interface HostedSearchClient extends SearchClient {
  /** The underlying client, to hand to DocSearch. */
  lite: LiteClient;
}

export function createHostedSearchClient(options: HostedSearchOptions): HostedSearchClient {
  const lite = liteClient(options.appId, options.apiKey, options.host ? { hosts: [hostOf(options.host)] } : undefined);
  for (const agent of options.agents) lite.addAlgoliaAgent(agent.segment, agent.version);
  return {
    lite,
    search: (params) => lite.search(params as Parameters<LiteClient['search']>[0]) as unknown as ReturnType<SearchClient['search']>,
  };
}

function hostOf(origin: string): { url: string; accept: 'read'; protocol: 'http' | 'https' } {
  const url = new URL(origin);
  return { url: url.host, accept: 'read', protocol: url.protocol === 'http:' ? 'http' : 'https' };
}
