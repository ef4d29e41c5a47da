// The slice of the hosted search API that the modal and the search page use. The local index
// answers the same requests with the same response shape, so both sides of the UI run on
// either backend unchanged.
import type { Hierarchy, SearchRecord } from './indexFormat.js';

/** `[["a", "b"], "c"]` means (a OR b) AND c; each filter is `attribute:value`. */
export type FacetFilters = (string | string[])[];

export interface SearchRequest {
  indexName?: string;
  query?: string;
  facetFilters?: FacetFilters | string;
  hitsPerPage?: number;
  page?: number;
  /** `attribute:words` (`content:10`): the snippet length of each attribute. */
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [param: string]: unknown;
}

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

type ByLevel<T> = { [Level in keyof Hierarchy]?: T };

export interface SearchHit extends SearchRecord {
  _highlightResult: { hierarchy: ByLevel<HighlightResult>; content?: HighlightResult };
  _snippetResult: { hierarchy: ByLevel<SnippetResult>; content?: SnippetResult };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  exhaustiveNbHits: boolean;
  index?: string;
}

export interface SearchClient {
  search(params: { requests: SearchRequest[] }): Promise<{ results: SearchResponse[] }>;
}

/** The error DocSearch shows its "Unable to fetch results" screen for (it checks the name). */
export class RetryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}
