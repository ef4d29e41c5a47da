// Tiny builders for search tests: routes as plugins make them, and an in-memory local index.
import type { RouteInput, SearchDocument } from '../../../../../src/node/plugins/types.js';
import { buildSearchIndex, type IndexLimits } from '../../../../../src/node/plugins/search/buildSearchIndex.js';
import { searchPages } from '../../../../../src/node/plugins/search/searchRecords.js';
import { createLocalSearchClient } from '../../../../../src/client/search/localSearchClient.js';

type Section = SearchDocument['sections'][number];

/** A route with search text: `sections` are `[heading, id, level, text]`, the first one the page's opening. */
export function searchRoute(path: string, title: string, tag: string, sections: [string, string, number, string][], extra: Partial<RouteInput> = {}): RouteInput {
  const list: Section[] = sections.map(([heading, id, level, text]) => ({ heading, id, level, text }));
  return { path, kind: 'doc', title, props: {}, search: { tag, lvl0: extra.search?.lvl0 ?? 'Guides', sections: list }, ...extra };
}

export const RECORD_OPTIONS = { baseUrl: '/', trailingSlash: undefined, language: 'en' } as const;

/** Builds the index of `routes` and a client reading it from memory, counting the files read. */
export function localIndex(routes: RouteInput[], limits?: IndexLimits) {
  const { files, manifest } = buildSearchIndex(searchPages(routes, RECORD_OPTIONS), { language: 'en', limits });
  const read: string[] = [];
  const client = createLocalSearchClient('/__folio/search/', async (url) => {
    const file = url.replace('/__folio/search/', '');
    read.push(file);
    const content = files.get(file);
    if (content === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(content);
  });
  return { client, files, manifest, read };
}
