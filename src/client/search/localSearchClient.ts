// The local index as a search client: it answers the hosted service's `search({ requests })`
// from the files the build wrote, fetching only the manifest, the shards of the query's words
// and the record files of the pages on screen. Results that show the query's words in their title
// or heading come first, after pages titled with the query itself (titleMatch.ts); MiniSearch
// ranks within that (BM25 with field boosts, prefix and typo-tolerant matching); the shards are
// loaded into one MiniSearch index per query.
import MiniSearch, { type AsPlainObject, type SearchOptions, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { facetPredicate } from './facetFilters.js';
import { DEFAULT_TAGS, highlightAndSnippet, type HighlightTags } from './highlight.js';
import {
  FIELD_BOOST,
  FIELDS,
  HIERARCHY_LEVELS,
  MANIFEST_FILE,
  MATCH_WEIGHTS,
  MINISEARCH_OPTIONS,
  VISIBLE_FIELDS,
  findShard,
  pageOfRecord,
  recordPath,
  queryTerms,
  sectionOfRecord,
  shardMap,
  shardPath,
  splitShardsAlong,
  typoBudget,
  type Field,
  type RecordType,
  type SearchManifest,
  type SearchRecord,
  type ShardFile,
} from './indexFormat.js';
import { RetryError, type SearchClient, type SearchHit, type SearchRequest, type SearchResponse } from './searchClient.js';
import { mayMatchTitle, NO_TITLE_MATCH, titleMatch, type TitleMatch } from './titleMatch.js';
import { DEV_UPDATE_EVENT } from '../../shared/devProtocol.js';

/** Reads one JSON file of the index; `fresh` asks to revalidate rather than use a cached copy. */
export type FetchJson = (url: string, options: { fresh: boolean }) => Promise<unknown>;

export interface LocalSearchClient extends SearchClient {
  /** The index manifest (tags, suggestions), loaded once. */
  manifest(): Promise<SearchManifest>;
}

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_SNIPPET_WORDS = 10;
const EXACT_TITLE_BOOST = 2;
/**
 * Pages whose title holds every query word have their title read (one record file each) to see
 * whether it is the query, or holds it as a phrase: this many of them at most, the best first.
 */
const TITLE_CHECKS = 20;
/**
 * Blog posts and changelog entries (tags `blog-…`) count this much against docs and pages: they
 * mention a feature when it ships, the docs explain it.
 */
const BLOG_WEIGHT = 0.75;
/** A word in a page's keywords counts this much of one shown in its title (see RankedResult.shownWords). */
const KEYWORD_SHOWN = 0.5;
/** A blog post's or changelog entry's shown words count this much of a doc's. */
const BLOG_WEIGHT_SHOWN = 0.5;
/**
 * Each further section of a page already listed counts this much less again: a long post that
 * mentions the words in five sections no longer fills the first places before the page that is
 * about them.
 */
const SAME_PAGE_DECAY = 0.5;
/**
 * A section lacking a word of the query that its page's title has ("code blocks title" and the
 * "Titles" section of "Code blocks") matches it through the title, which its hit shows above its
 * heading, at this share of the page's score for the word.
 */
const TITLE_INHERITED = 0.5;
/** A query ending in a space or a symbol has its last word complete: it is not matched as a prefix. */
const WORD_TYPED_OUT = /[^\p{L}\p{N}]$/u;

class MissingIndexFile extends Error {}

/** Fetches with the browser; any failure is the "Unable to fetch results" kind. */
export const fetchJson: FetchJson = async (url, { fresh }) => {
  let response: Response;
  try {
    response = await fetch(url, fresh ? { cache: 'no-cache' } : undefined);
  } catch (error) {
    throw new RetryError(`Could not fetch ${url}`, { cause: error });
  }
  if (response.status === 404) throw new MissingIndexFile(url);
  if (!response.ok) throw new RetryError(`Could not fetch ${url}: HTTP ${response.status}`);
  return response.json();
};

interface LoadedIndex {
  manifest: SearchManifest;
  shards: ReturnType<typeof shardMap>;
  files: Map<string, Promise<unknown>>;
  /** Search engine of each shard loaded so far. */
  engines: Map<number, Promise<Engine>>;
}

export function createLocalSearchClient(indexUrl: string, read: FetchJson = fetchJson): LocalSearchClient {
  const base = indexUrl.endsWith('/') ? indexUrl : `${indexUrl}/`;
  let loading: Promise<LoadedIndex> | undefined;
  // The dev server tells an open page of each edit (devClient.ts): the index it serves changed
  // with it, so the next search reads it again (audit: an open tab kept finding the old text).
  // (The window, in a browser; Node, where the bench reads the index, has no such events.)
  (globalThis as Partial<Pick<EventTarget, 'addEventListener'>>).addEventListener?.(DEV_UPDATE_EVENT, () => (loading = undefined));

  const load = (): Promise<LoadedIndex> => {
    loading ??= (read(base + MANIFEST_FILE, { fresh: true }) as Promise<SearchManifest>)
      .then((manifest) => ({ manifest, shards: shardMap(manifest), files: new Map(), engines: new Map() }))
      .catch((error: unknown) => {
        loading = undefined;
        throw error instanceof RetryError ? error : new RetryError('The search index could not be loaded', { cause: error });
      });
    return loading;
  };

  const file = <T>(index: LoadedIndex, path: string): Promise<T> => {
    let pending = index.files.get(path);
    if (!pending) {
      pending = read(base + path, { fresh: false }).catch((error: unknown) => {
        index.files.delete(path);
        throw error;
      });
      index.files.set(path, pending);
    }
    return pending as Promise<T>;
  };

  const searchOnce = async (request: SearchRequest): Promise<SearchResponse> => {
    const started = performance.now();
    const index = await load();
    const query = request.query ?? '';
    const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = request.page ?? 0;
    const results = await rankedResults(index, query, request, file);
    const onPage = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const records = await Promise.all(
      onPage.map(async (result) => {
        const { path, index: position } = recordPath(index.manifest, result.id);
        return (await file<SearchRecord[]>(index, path))[position];
      }),
    );
    const tags: HighlightTags = {
      pre: request.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: request.highlightPostTag ?? DEFAULT_TAGS.post,
      ellipsis: request.snippetEllipsisText ?? DEFAULT_TAGS.ellipsis,
    };
    const words = queryTerms(query);
    const hits = onPage.flatMap((result, i) => {
      const record = records[i];
      return record ? [toHit(record, result, words, snippetLengths(request.attributesToSnippet), tags)] : [];
    });
    return {
      hits,
      nbHits: results.length,
      page,
      nbPages: Math.ceil(results.length / hitsPerPage),
      hitsPerPage,
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: '',
      exhaustiveNbHits: true,
      index: request.indexName,
    };
  };

  const searchOne = async (request: SearchRequest): Promise<SearchResponse> => {
    try {
      return await searchOnce(request);
    } catch (error) {
      if (!(error instanceof MissingIndexFile)) throw error;
      // The site was rebuilt since the manifest was read: its files moved. Start again, once.
      loading = undefined;
      try {
        return await searchOnce(request);
      } catch (again) {
        throw again instanceof RetryError ? again : new RetryError('The search index is incomplete', { cause: again });
      }
    }
  };

  return {
    manifest: () => load().then((index) => index.manifest),
    async search({ requests }) {
      return { results: await Promise.all(requests.map(searchOne)) };
    },
  };
}

/** A query's result: its record, score and what matched (index term → fields). */
export interface RankedResult {
  id: number;
  score: number;
  /** Query words the record holds (itself or in its page's title): fewer only when no record holds them all. First of all. */
  words: number;
  /** A page's first record: its title is the query, or holds it as a phrase (see titleMatch). First of all. */
  titleMatch: TitleMatch;
  /**
   * Query words found in the title or a heading, as typed or completed (a typo's correction does
   * not count): the result shows them in its heading. More of them rank first, before the score.
   * A word in a page's keywords counts half (the author named the page's topic, unseen); a blog
   * post's or changelog entry's words count half (they mention a feature when it ships, the docs
   * explain it).
   */
  shownWords: number;
  /** Index terms that matched (for highlighting). */
  terms: string[];
  match: Record<string, string[]>;
}

/**
 * The results of a query, best first, filtered by the request's facet filters. Each word is
 * looked up in its own shard's engine (kept for the visit, so typing more words loads only the
 * new shards); a record must match every word (or, when none does, as many as it can), and
 * its score is the sum of its words' scores.
 * The engine forgives typos past the shard's key; a word that finds nothing at all is corrected
 * from the vocabularies of the keys above it (their most common terms) and searched again.
 */
async function rankedResults(index: LoadedIndex, query: string, request: SearchRequest, file: <T>(index: LoadedIndex, path: string) => Promise<T>): Promise<RankedResult[]> {
  const terms = queryTerms(query);
  const typedOut = WORD_TYPED_OUT.test(query);
  const allowed = allowedPages(index.manifest, request);
  if (!terms.length || !allowed.length) return [];
  const isAllowed = (result: { id: unknown }) => {
    const page = pageOfRecord(result.id as number);
    return allowed.some(([first, end]) => page >= first && page < end);
  };
  const engineOf = (id: number): Promise<Engine> => {
    let engine = index.engines.get(id);
    if (!engine) {
      engine = file<ShardFile>(index, shardPath(index.manifest, id)).then((shard) => engineFrom(index.manifest, [shard]));
      engine.catch(() => index.engines.delete(id));
      index.engines.set(id, engine);
    }
    return engine;
  };
  const lookUp = async (term: string, options: SearchOptions): Promise<SearchResult[]> => {
    const shard = findShard(index.shards, term);
    if (shard === undefined) return [];
    const { engine } = await engineOf(shard);
    return engine.search(term, { boost: FIELD_BOOST, weights: MATCH_WEIGHTS, ...options });
  };
  const correct = async (term: string): Promise<string | undefined> => {
    const engines = await Promise.all(splitShardsAlong(index.shards, term).map(engineOf));
    // The closest spelling wins; between equally close ones, the more common term.
    let best: { term: string; distance: number; rank: number } | undefined;
    for (const { vocabulary } of engines) {
      for (const [candidate, [rank, distance]] of vocabulary.fuzzyGet(term, typoBudget(term))) {
        if (!best || distance < best.distance || (distance === best.distance && rank < best.rank)) best = { term: candidate, distance, rank };
      }
    }
    return best?.term;
  };

  const matches: WordMatches[] = [];
  for (const [i, term] of terms.entries()) {
    // The last word is still being typed: it also matches as a prefix.
    // Unless the query ends after the word: "C++" and "sidebar " are words typed out, while "sideb"
    // is being typed ("c" as a prefix matched every word starting with c).
    const options: SearchOptions = { prefix: i === terms.length - 1 && !typedOut, fuzzy: typoBudget(term) || false };
    let word = term;
    let found = await lookUp(term, { ...options, filter: isAllowed });
    if (!found.length && typoBudget(term) && !(await lookUp(term, options)).length) {
      const corrected = await correct(term);
      if (corrected) {
        word = corrected;
        found = await lookUp(corrected, { prefix: options.prefix, filter: isAllowed });
      }
    }
    const titled = new Map<number, { score: number; terms: string[] }>();
    for (const result of found) {
      const id = result.id as number;
      // As typed or completed, not a typo's neighbour ("theme" is not in "There and back").
      if (sectionOfRecord(id) === 0 && Object.entries(result.match).some(([matched, fields]) => matched.startsWith(word) && fields.includes('t'))) titled.set(pageOfRecord(id), { score: result.score, terms: result.terms });
    }
    matches.push({ word, found: new Map(found.map((result) => [result.id as number, result])), titled });
  }
  // A record holding at least one word itself, and every other one itself or in its page's title.
  // When no record holds every word, every word is optional (as DocSearch's indices are set up:
  // `removeWordsIfNoResults: 'allOptional'`), and records holding more of them rank first.
  let combined = combine(matches, true);
  if (!combined.size && terms.length > 1) combined = combine(matches, false);
  if (!combined.size) return [];
  const engines = await Promise.all(terms.map((term) => findShard(index.shards, term)).filter((id) => id !== undefined).map(engineOf));
  const results = [...combined.values()];
  const titleLengthOf = (id: number) => engines.map((engine) => engine.titleLengths.get(id)).find((length) => length !== undefined) ?? 0;
  // A title made of the matched words only, spelt as typed or not ("sidbar" for "Sidebar"), is
  // likely the page sought: it goes before pages that only mention the words more often.
  for (const result of results) {
    const inTitle = Object.values(result.match).every((fields) => fields.includes('t'));
    if (inTitle && titleLengthOf(result.id) === Object.keys(result.match).length) result.score *= EXACT_TITLE_BOOST;
    if (tagOfPage(index.manifest, pageOfRecord(result.id))?.startsWith('blog-')) {
      result.score *= BLOG_WEIGHT;
      result.shownWords *= BLOG_WEIGHT_SHOWN;
    }
  }
  // A page titled what was typed is the page sought, and a title holding the typed words in
  // their order comes next ("Folio 3.2" before "Folio 2.3" and "Upgrading to Folio 2"), before
  // pages that only hold the words. The index keeps no word order: the titles are read.
  const wordsInTitle = results.filter(
    (result) => sectionOfRecord(result.id) === 0 && matches.every(({ titled }) => titled.has(pageOfRecord(result.id))) && mayMatchTitle(query, titleLengthOf(result.id)),
  );
  await Promise.all(
    wordsInTitle
      .sort(byRank)
      .slice(0, TITLE_CHECKS)
      .map(async (result) => {
        const { path, index: position } = recordPath(index.manifest, result.id);
        const record = (await file<SearchRecord[]>(index, path))[position];
        if (record) result.titleMatch = titleMatch(record.hierarchy.lvl1, query, { isLastWordComplete: typedOut });
      }),
  );
  return spreadPages(results.sort(byRank));
}

/** Per query word: the records that hold it, and the pages whose title holds it (by page: its score and the terms that matched). */
type WordMatches = { word: string; found: Map<number, SearchResult>; titled: Map<number, { score: number; terms: string[] }> };

/**
 * The records the words find: each holding a word itself, and every other word itself or in its
 * page's title (`all`), or any of them (not `all`), scored by the words it holds.
 */
function combine(matches: WordMatches[], all: boolean): Map<number, RankedResult> {
  const combined = new Map<number, RankedResult>();
  const candidates = new Set(matches.flatMap(({ found }) => [...found.keys()]));
  for (const id of candidates) {
    const page = pageOfRecord(id);
    let ranked: RankedResult | undefined = { id, score: 0, words: 0, titleMatch: NO_TITLE_MATCH, shownWords: 0, terms: [], match: {} };
    for (const { word, found, titled } of matches) {
      const result = found.get(id);
      const inherited = result ? undefined : titled.get(page);
      if (result) {
        ranked.score += result.score;
        ranked.words++;
        // Shown in its own heading, or in its page's title above it (and marked there).
        const title = titled.get(page);
        ranked.shownWords += title ? 1 : shownMatch(word, result.match);
        if (title) ranked.terms.push(...title.terms);
        ranked.terms.push(...result.terms);
        Object.assign(ranked.match, result.match);
      } else if (inherited !== undefined) {
        ranked.score += inherited.score * TITLE_INHERITED;
        ranked.words++;
        ranked.shownWords += 1;
        // Marked where the hit shows its page's title.
        ranked.terms.push(...inherited.terms);
      } else if (all) {
        ranked = undefined;
        break;
      }
    }
    if (ranked) combined.set(id, ranked);
  }
  return combined;
}

/**
 * How much `word` is shown by the hit: 1 when it matched in a field the hit shows as its
 * heading, spelt as typed or completed ("redirect" in "Redirects", not "theme" in "There"); half
 * in the page's keywords, its declared topic; 0 in its text, which shows none of it where the
 * reader looks first.
 */
function shownMatch(word: string, match: Record<string, string[]>): number {
  let shown = 0;
  for (const [term, fields] of Object.entries(match)) {
    if (!term.startsWith(word)) continue;
    if (fields.some((field) => VISIBLE_FIELDS.includes(field as Field))) return 1;
    if (fields.includes('k')) shown = KEYWORD_SHOWN;
  }
  return shown;
}

/**
 * Best first: more of the query words (when no record has them all), the title that is the
 * query, then titles holding it as a phrase, then more query words in the title or a heading,
 * then the higher score, then index order.
 */
function byRank(a: RankedResult, b: RankedResult): number {
  return b.words - a.words || b.titleMatch - a.titleMatch || b.shownWords - a.shownWords || b.score - a.score || a.id - b.id;
}

/** Pure: `ranked` (best first) with each page's later sections decayed (SAME_PAGE_DECAY), best first again. */
export function spreadPages(ranked: RankedResult[]): RankedResult[] {
  const seen = new Map<number, number>();
  for (const result of ranked) {
    const page = pageOfRecord(result.id);
    const before = seen.get(page) ?? 0;
    result.score *= SAME_PAGE_DECAY ** before;
    seen.set(page, before + 1);
  }
  return ranked.sort(byRank);
}

function tagOfPage(manifest: SearchManifest, page: number): string | undefined {
  return manifest.tags.find(([, first, end]) => page >= first && page < end)?.[0];
}

/** Page ranges whose tag and language pass the request's facet filters. */
function allowedPages(manifest: SearchManifest, request: SearchRequest): [number, number][] {
  const passes = facetPredicate(request.facetFilters);
  return manifest.tags.filter(([tag]) => passes({ docusaurus_tag: tag, language: manifest.language })).map(([, first, end]) => [first, end]);
}

interface Engine {
  engine: MiniSearch;
  /** A split key's vocabulary: term → its rank (0 the most common). */
  vocabulary: SearchableMap<number>;
  /** Record id → words in its title field (0 for records that are not a page's first). */
  titleLengths: Map<number, number>;
}

/** One MiniSearch index over the loaded shards, with the whole index's document statistics. */
export function engineFrom(manifest: SearchManifest, shards: ShardFile[]): Engine {
  const index = new Map<string, Record<number, Record<number, number>>>();
  const fieldLength: Record<number, number[]> = {};
  const documentIds: Record<number, number> = {};
  let nextId = 0;
  for (const shard of shards) {
    for (let i = 0, id = 0; i < shard.l.length; i += 1 + FIELDS.length) {
      id += shard.l[i]!;
      fieldLength[id] = shard.l.slice(i + 1, i + 1 + FIELDS.length);
      documentIds[id] = id;
      nextId = Math.max(nextId, id + 1);
    }
    for (const [term, ...fields] of shard.t) {
      let entry = index.get(term);
      if (!entry) index.set(term, (entry = {}));
      fields.forEach((postings, fieldId) => {
        // A term can come twice: from a split key's preview and from its own shard. Both hold
        // the same heading postings; keep the fuller list.
        if (!postings || (entry[fieldId] && Object.keys(entry[fieldId]).length * 2 >= postings.length)) return;
        const byId: Record<number, number> = {};
        for (let k = 0, id = 0; k < postings.length; k += 2) {
          id += postings[k]!;
          byId[id] = postings[k + 1]!;
        }
        entry[fieldId] = byId;
      });
    }
  }
  const plain: AsPlainObject = {
    documentCount: manifest.documentCount,
    nextId,
    documentIds,
    fieldIds: Object.fromEntries(FIELDS.map((field, i) => [field, i])),
    fieldLength,
    averageFieldLength: manifest.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [...index],
    serializationVersion: 2,
  };
  const titleLengths = new Map(Object.entries(fieldLength).map(([id, lengths]) => [Number(id), lengths[0] ?? 0]));
  const vocabulary = SearchableMap.from<number>(shards.flatMap((shard) => (shard.v ?? []).map((term, rank) => [term, rank] as [string, number])));
  return { engine: MiniSearch.loadJS(plain, MINISEARCH_OPTIONS), vocabulary, titleLengths };
}

/** `['content:10', 'hierarchy.lvl1:10']` → attribute → words. */
function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, words] = attribute.split(':');
    if (name) lengths.set(name, Number(words) || DEFAULT_SNIPPET_WORDS);
  }
  return lengths;
}

/**
 * A record as a hit: its type says what the hit shows first — the heading when the words are
 * in the title or heading, the text otherwise — and every shown value is highlighted.
 */
function toHit(record: SearchRecord, result: RankedResult, words: string[], lengths: Map<string, number>, tags: HighlightTags): SearchHit {
  const terms = new Set(result.terms);
  const fields = new Set(Object.values(result.match).flat());
  const section = sectionOfRecord(result.id);
  const ownLevel = ([...HIERARCHY_LEVELS].reverse().find((level) => level !== 'lvl0' && record.hierarchy[level]) ?? 'lvl1') as RecordType;
  const titleMatched = section === 0 ? fields.has('t') : fields.has('h');
  const type: RecordType = titleMatched || !record.content ? ownLevel : 'content';
  const hit: SearchHit = { ...record, type, _highlightResult: { hierarchy: {} }, _snippetResult: { hierarchy: {} } };
  for (const level of HIERARCHY_LEVELS) {
    const value = record.hierarchy[level];
    if (value === null) continue;
    [hit._highlightResult.hierarchy[level], hit._snippetResult.hierarchy[level]] = highlightAndSnippet(value, terms, words, lengths.get(`hierarchy.${level}`) ?? DEFAULT_SNIPPET_WORDS, tags);
  }
  if (record.content) {
    [hit._highlightResult.content, hit._snippetResult.content] = highlightAndSnippet(record.content, terms, words, lengths.get('content') ?? DEFAULT_SNIPPET_WORDS, tags);
  }
  return hit;
}
