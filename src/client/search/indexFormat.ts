// The local search index as files: what the build writes and the browser reads. Pure (no DOM, no
// node:*): the index writer in src/node/plugins/search imports it too, so the two sides tokenize,
// shard and decode with the same code and can never disagree.
//
// Layout under `{indexUrl}` (default `/__folio/search/`):
//   manifest.json            SearchManifest, small, fetched once per visit (revalidated)
//   {hash}/s/{n}.json        ShardFile: the inverted index of every term with one key prefix
//   {hash}/p/{n}-{part}.json SearchRecord[]: DocSearch-shaped records of page n (for hits)
// A query fetches the manifest, one shard per query word and the record files of the pages it
// shows, so what it downloads does not grow with the size of the site.
import type { Options as MiniSearchOptions } from 'minisearch';

/** One section of one page, shaped like a DocSearch record (what a hosted crawler would store). */
export interface SearchRecord {
  objectID: string;
  /** Path with base URL and `#anchor` (site-relative; a hosted index stores absolute URLs). */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  /** `default`, `docs-{pluginId}-{version}`, `blog-{id}`. */
  docusaurus_tag: string;
}

export type RecordType = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface SearchManifest {
  version: typeof INDEX_FORMAT_VERSION;
  /** Folder of this build's shard and record files, relative to the manifest. */
  base: string;
  language: string;
  /** Records in the whole index (BM25 needs the global figures, not one shard's). */
  documentCount: number;
  /** Average length of each field (`FIELDS` order) over the whole index. */
  averageFieldLength: number[];
  pageCount: number;
  /** `[tag, firstPage, endPage)`: pages are numbered tag by tag, so a tag is a range. */
  tags: [tag: string, firstPage: number, endPage: number][];
  /** The shard tree: file `s/{i}.json` holds the terms under key `shards[i][0]` (see `findShard`). */
  shards: [key: string, split: 0 | 1][];
  /** Top-level sections (hierarchy.lvl0) to suggest when a query finds nothing. */
  suggestions: string[];
}

/**
 * One shard: `t` lists `[term, postings of field 0, of field 1, …]` (FIELDS order), each postings list
 * flat `[idDelta, termFrequency, idDelta, termFrequency, …]` (ids ascending, delta-coded) or 0
 * when the term is not in that field. `l` gives the field lengths of every record the shard
 * mentions, flat `[idDelta, lengthT, lengthH, lengthC, lengthK, …]`.
 */
export interface ShardFile {
  t: [string, ...(number[] | 0)[]][];
  l: number[];
  /**
   * Split keys only: the most common terms below the key, most common first, to correct a word
   * mistyped before the shards' keys tell it apart.
   */
  v?: string[];
}

/** 2: the page's other names in a field of their own (`k`); 1 searched them as part of the title. */
export const INDEX_FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';

/**
 * Indexed fields: `t` the page title (on a page's first record), `h` a section heading, `c` text,
 * `k` the page's other names (its sidebar label and keywords, on its first record), never shown.
 */
export const FIELDS = ['t', 'h', 'c', 'k'] as const;
export type Field = (typeof FIELDS)[number];

/**
 * Title matches first, then headings, then body text. A page's other names weigh as its title,
 * but a hit shows no match in them, so a result matched in a title or heading comes first
 * whatever the scores (see `VISIBLE_FIELDS`).
 */
export const FIELD_BOOST: Record<Field, number> = { t: 4, h: 2.5, c: 1, k: 4 };

/** The fields a hit shows as its heading: a word matched in one is seen in the result's title. */
export const VISIBLE_FIELDS: readonly Field[] = ['t', 'h'];

/**
 * How much a derived term counts against the word typed: completing the word being typed counts
 * more than correcting a typo, which only wins when nothing is spelt as typed.
 */
export const MATCH_WEIGHTS = { prefix: 0.4, fuzzy: 0.1 };

/** A record id packs its page and its section: `page * SECTIONS_PER_PAGE + section`. */
export const SECTIONS_PER_PAGE = 256;

export function recordId(page: number, section: number): number {
  return page * SECTIONS_PER_PAGE + section;
}

export function pageOfRecord(id: number): number {
  return Math.floor(id / SECTIONS_PER_PAGE);
}

export function sectionOfRecord(id: number): number {
  return id % SECTIONS_PER_PAGE;
}

export function shardPath(manifest: SearchManifest, shard: number): string {
  return `${manifest.base}s/${shard}.json`;
}

/**
 * Records are stored by page, `RECORDS_PER_FILE` sections a file, so a hit in a long page
 * downloads only the part of the page it is in.
 */
export const RECORDS_PER_FILE = 8;

/**
 * `files.json` in the base folder: how many record files each page has, so the offline worker can
 * list the whole index (the shards are listed by the manifest) and keep it for offline search.
 * Apart from the manifest, which every search reads, because only the worker needs it.
 */
export const FILE_LIST = 'files.json';

export interface FileList {
  /** Record files of each page, by page number. */
  p: number[];
}

/** Every shard and record file of the index, relative to the manifest (`FILE_LIST` itself not included). */
export function indexFiles(manifest: SearchManifest, list: FileList): string[] {
  const shards = manifest.shards.map((_, index) => shardPath(manifest, index));
  const records = list.p.flatMap((parts, page) => Array.from({ length: parts }, (_, part) => `${manifest.base}p/${page}-${part}.json`));
  return [...shards, ...records];
}

/** The record file of a record id, and the record's position in it. */
export function recordPath(manifest: SearchManifest, id: number): { path: string; index: number } {
  const section = sectionOfRecord(id);
  return { path: `${manifest.base}p/${pageOfRecord(id)}-${Math.floor(section / RECORDS_PER_FILE)}.json`, index: section % RECORDS_PER_FILE };
}

// Words that carry no meaning on their own. Left out of body text (they would make the biggest
// shards of all) but kept in titles and headings, so "What's next" still finds its page.
const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so that the their then there these they this to was we were will with you your'.split(' '),
);

const WORD = /[^\s\p{P}\p{S}\p{Z}\p{C}]+/gu;
const SEPARATOR = /[\s\p{P}\p{S}\p{Z}\p{C}]+/u;
/** `Folio's` is the word `Folio`, not `Folio` and `s`. */
const POSSESSIVE = /(\p{L})['’]s\b/gu;

/** Splits text into words: punctuation and symbols separate (`docusaurus.config.js` is three). */
export function tokenize(text: string): string[] {
  return text.replace(POSSESSIVE, '$1').split(SEPARATOR).filter(Boolean);
}

/** Lower case without accents: `Éditer` and `editer` are one term. */
export function normalizeTerm(word: string): string {
  // Most words are plain ASCII: skip the (much slower) Unicode decomposition for them.
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

const ASCII = /^[\x00-\x7f]*$/;

function processTerm(term: string, field?: string): string | null {
  const normalized = normalizeTerm(term);
  if (!normalized || (field === 'c' && STOP_WORDS.has(normalized))) return null;
  return normalized;
}

/** The engine options both the writer and the reader use (they must agree on every term). */
export const MINISEARCH_OPTIONS: MiniSearchOptions = {
  fields: [...FIELDS],
  idField: 'id',
  tokenize,
  processTerm,
};

/**
 * Words of a question ("how do I deploy"), left out of a query that has other words as stop
 * words are; unlike them they stay in the index, so a query of only such words still finds them.
 */
const QUESTION_WORDS = new Set('can could do does how i my should what when where which who why'.split(' '));

/** The terms a query searches for: stop words and question words dropped unless the query has nothing else. */
export function queryTerms(query: string): string[] {
  const terms = tokenize(query).map(normalizeTerm).filter(Boolean);
  const meaningful = terms.filter((term) => !STOP_WORDS.has(term) && !QUESTION_WORDS.has(term));
  return meaningful.length ? meaningful : terms;
}

/** Typos forgiven in a query word: none below 4 letters, one from 4, two from 8 (as DocSearch). */
export function typoBudget(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/** Word tokens of `text` with their positions, for highlighting. */
export function wordsWithOffsets(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

/**
 * The shard that holds `term`. The tree splits a key into one child per next character when its
 * terms do not fit one file; a split key's own file keeps the terms equal to the key plus a
 * preview (title and heading postings of the most common terms below it), which is what a
 * query word shorter than the tree is deep searches. Undefined: no indexed term starts so.
 */
export function findShard(shards: ReadonlyMap<string, { index: number; split: boolean }>, term: string): number | undefined {
  let key = '';
  for (;;) {
    const node = shards.get(key);
    if (!node) return undefined;
    if (!node.split || term.length === key.length) return node.index;
    key = term.slice(0, key.length + 1);
  }
}

/**
 * The split keys on the way to `term`, outermost first: their vocabularies list the most common
 * terms below them, where a word mistyped early can be corrected.
 */
export function splitShardsAlong(shards: ReadonlyMap<string, { index: number; split: boolean }>, term: string): number[] {
  const found: number[] = [];
  for (let key = ''; ; key = term.slice(0, key.length + 1)) {
    const node = shards.get(key);
    if (!node?.split) return found;
    found.push(node.index);
    if (key.length >= term.length) return found;
  }
}

export function shardMap(manifest: SearchManifest): Map<string, { index: number; split: boolean }> {
  return new Map(manifest.shards.map(([key, split], index) => [key, { index, split: split === 1 }]));
}
