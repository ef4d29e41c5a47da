// Pure: the pages of the index → the files of the local search index (see indexFormat.ts for the
// layout). The inverted index (term frequencies, field lengths) is counted here exactly as
// MiniSearch's `add` counts it with the engine's own tokenizer and term processing, which the
// browser's MiniSearch then reads; it is cut into shards by term prefix so a query downloads only
// the shards of its own words.
import { createHash } from 'node:crypto';
import {
  FIELDS,
  FILE_LIST,
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  MINISEARCH_OPTIONS,
  RECORDS_PER_FILE,
  recordId,
  type FileList,
  type Hierarchy,
  type SearchManifest,
} from '../../../client/search/indexFormat.js';
import type { SearchPage } from './searchRecords.js';

export interface IndexLimits {
  /** A shard's JSON is split by one more character of prefix above this size (characters). */
  shardChars: number;
  /** Budget of the preview a split key keeps for queries shorter than the tree is deep. */
  previewChars: number;
  /** Budget of the vocabulary a split key keeps for correcting typos (characters). */
  vocabularyChars: number;
  /**
   * Postings kept per term and field: a word on most pages of a huge site keeps only the
   * records where it weighs most, so its shard stays small.
   */
  postingsPerTerm: number;
}

// About 8 KB gzip per shard: a three-word query on any size of site stays well under 100 KB,
// and a shard loads into the engine in a few milliseconds.
export const DEFAULT_LIMITS: IndexLimits = { shardChars: 24_000, previewChars: 12_000, vocabularyChars: 12_000, postingsPerTerm: 1_000 };

/** Longest key prefix: past it a key is a shard however big (only capped postings remain). */
const MAX_KEY_LENGTH = 12;
const SUGGESTION_COUNT = 5;

/** Records of one term in one field, ascending, with the term's frequency in each. */
interface Postings {
  ids: number[];
  tfs: number[];
}

/** Postings of one term: per field (FIELDS order). Arrays rather than Maps: a large site has hundreds of thousands. */
type TermPostings = Postings[];

const NO_POSTINGS: Postings = { ids: [], tfs: [] };

interface Term {
  term: string;
  postings: TermPostings;
  /** Size of the term's entry in a shard file (characters, with its comma), for deciding splits. */
  chars: number;
  /** Size of each field's part of that entry (see `postingsChars`). */
  fieldChars: number[];
  /** Records it is in, over every field (which terms a split key's vocabulary keeps). */
  count: number;
  /** Records it is in by title or heading (which terms a split key's preview keeps). */
  headingCount: number;
  /** Size of its entry with the text field left out (its size in a preview). */
  headingChars: number;
}

interface Shard {
  key: string;
  split: boolean;
  terms: Term[];
  vocabulary?: string[];
}

export interface SearchIndexFiles {
  manifest: SearchManifest;
  /**
   * Path relative to the index folder → file content. With `reusable`, the shards whose digest
   * it holds are left out (see `deferred`).
   */
  files: Map<string, string>;
  /**
   * Path → digest of the content of every file but the manifest. The index's base folder is
   * named by a hash of them, and a rebuild links a file whose digest the previous index had.
   */
  digests: Map<string, string>;
  /** The files left out of `files` because `reusable` held their digest → their content, made after all. */
  deferred: Map<string, () => string>;
  /** For each keyed page (`SearchPage.key`), by `pageDigestsKey`: the digests of its record files. */
  pageDigests: Map<string, string[]>;
}

/** Where a page's record-file digests are kept: its key and its place (record ids name it). */
export const pageDigestsKey = (key: string, pageIndex: number): string => `${key}@${pageIndex}`;

/** The terms of one field of one record, as the index counts them. */
export interface FieldTerms {
  /** Distinct tokens (MiniSearch's field length). */
  length: number;
  /** Processed terms, each once, in order of first use, with their frequencies in `tfs`. */
  terms: string[];
  tfs: number[];
}

/**
 * The terms of one page, as numbers: for each record, for each field (FIELDS order), the field's
 * length, the number n of its distinct terms, then n pairs of term id (a position in a
 * vocabulary) and frequency. Numbers rather than words: a rebuild reads every page's entry, and
 * adds each posting by array index instead of hashing the word.
 */
export type PageTerms = number[];

/**
 * Remembers the terms of pages between builds: tokenizing is most of building the index, and a
 * rebuild after one edit meets all but a few pages again. Entries are looked up by the page's
 * field texts (FIELDS order, record by record).
 */
export interface TermsCache {
  /** The words the entries' term ids stand for; the index appends the words it meets first. */
  readonly vocabulary: string[];
  get(texts: string[]): PageTerms | undefined;
  set(texts: string[], terms: PageTerms): void;
}

/**
 * Terms of a run of pages counted beforehand, maybe on another thread (`countPageTerms`): the
 * pages from `from` on, numbered in a vocabulary of their own.
 */
export interface CountedPages {
  from: number;
  vocabulary: string[];
  terms: PageTerms[];
}

/** The field texts of a page, record by record (FIELDS order): what its terms are counted from. */
export function pageTexts(page: SearchPage): string[] {
  return page.records.flatMap((record, section) => fieldTexts(record, section, page.alias));
}

/** Counts the terms of pages given by their `pageTexts`, numbering words in a new vocabulary. */
export function countPageTerms(texts: string[][]): Omit<CountedPages, 'from'> {
  const vocabulary: string[] = [];
  const { count } = pageTermsCounter(vocabulary);
  return { vocabulary, terms: texts.map(count) };
}

export interface BuildIndexOptions {
  language: string;
  limits?: IndexLimits;
  termsCache?: TermsCache;
  counted?: CountedPages[];
  /**
   * Digests of files an earlier index holds: a shard with one of them is not written out as JSON
   * (most of the time the index takes after one edit; the writer links the earlier file).
   */
  reusable?: { has(digest: string): boolean };
  /**
   * The earlier index's `pageDigests`: a keyed page found there at the same place, whose files
   * are all `reusable`, takes those digests without its records being written out and hashed.
   */
  knownPages?: ReadonlyMap<string, string[]>;
}

export function buildSearchIndex(pages: SearchPage[], options: BuildIndexOptions): SearchIndexFiles {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const words = options.termsCache?.vocabulary ?? [];
  const { count: countTerms, idOf } = pageTermsCounter(words);
  const countedTerms = countedLookup(options.counted ?? [], idOf);
  // Per term id and field, the records it is in and how often, in record order: records are
  // added in id order and each (term, field, record) once, so plain arrays suffice (Maps of tens
  // of thousands of entries per common word made this superlinear on large sites).
  const byTerm: (TermPostings | undefined)[] = [];
  /** Record id → per field, the number of distinct tokens (MiniSearch's field length). */
  const lengths = new Map<number, number[]>();
  const tags: SearchManifest['tags'] = [];
  pages.forEach((page, pageIndex) => {
    const last = tags[tags.length - 1];
    if (last?.[0] === page.tag) last[2] = pageIndex + 1;
    else tags.push([page.tag, pageIndex, pageIndex + 1]);
    const texts = pageTexts(page);
    let counted = options.termsCache?.get(texts);
    if (!counted) {
      counted = countedTerms(pageIndex) ?? countTerms(texts);
      options.termsCache?.set(texts, counted);
    }
    let at = 0;
    page.records.forEach((record, section) => {
      record.objectID = `${pageIndex}-${section}`;
      const id = recordId(pageIndex, section);
      const fieldLengths: number[] = new Array(FIELDS.length);
      lengths.set(id, fieldLengths);
      for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) {
        fieldLengths[fieldId] = counted[at]!;
        const end = at + 2 + 2 * counted[at + 1]!;
        for (let next = at + 2; next < end; next += 2) {
          const postings = (byTerm[counted[next]!] ??= FIELDS.map(() => ({ ids: [], tfs: [] })))[fieldId]!;
          postings.ids.push(id);
          postings.tfs.push(counted[next + 1]!);
        }
        at = end;
      }
    });
  });
  const documentCount = lengths.size;

  const terms: Term[] = [];
  byTerm.forEach((byField, termId) => {
    if (!byField) return;
    const term = words[termId]!;
    const postings = byField.map((field, fieldId) => capPostings(field, fieldId, lengths, limits.postingsPerTerm));
    const fieldChars = postings.map(postingsChars);
    const headingFieldChars = fieldChars.map((chars, fieldId) => (FIELDS[fieldId] === 'c' ? ZERO_CHARS : chars));
    let count = 0;
    let headingCount = 0;
    postings.forEach((field, fieldId) => {
      count += field.ids.length;
      if (FIELDS[fieldId] !== 'c') headingCount += field.ids.length;
    });
    terms.push({ term, postings, fieldChars, chars: entryChars(term, fieldChars), count, headingCount, headingChars: entryChars(term, headingFieldChars) });
  });
  terms.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));

  const shards = shardTree(terms, '', limits);
  const shardFiles = shards.map((shard, index) => {
    const records = shardRecords(shard, lengths);
    const digest = shardDigest(shard, records);
    const content = () => shardJson(shard, records);
    return { path: `s/${index}.json`, digest, content: options.reusable?.has(digest) ? content : content() };
  });
  const pageDigests = new Map<string, string[]>();
  const fileList: FileList = { p: [] };
  const recordFiles = pages.flatMap((page, pageIndex) => {
    const parts = Math.ceil(page.records.length / RECORDS_PER_FILE);
    fileList.p.push(parts);
    const key = page.key === undefined ? undefined : pageDigestsKey(page.key, pageIndex);
    const known = key === undefined ? undefined : options.knownPages?.get(key);
    const reused = known?.length === parts && known.every((digest) => options.reusable?.has(digest)) ? known : undefined;
    const files = Array.from({ length: parts }, (_, part) => {
      const path = `p/${pageIndex}-${part}.json`;
      const content = () => JSON.stringify(page.records.slice(part * RECORDS_PER_FILE, (part + 1) * RECORDS_PER_FILE));
      if (reused) return { path, digest: reused[part]!, content };
      const text = content();
      return { path, digest: createHash('sha1').update(text).digest('base64url'), content: text };
    });
    if (key !== undefined) pageDigests.set(key, files.map((file) => file.digest));
    return files;
  });
  // Named by the digests, which stand for the contents: equal bases, equal files.
  const hash = createHash('sha256');
  for (const file of [...shardFiles, ...recordFiles]) hash.update(file.digest);
  const base = `${hash.digest('hex').slice(0, 10)}/`;

  const manifest: SearchManifest = {
    version: INDEX_FORMAT_VERSION,
    base,
    language: options.language,
    documentCount,
    averageFieldLength: averageLengths(lengths),
    pageCount: pages.length,
    tags,
    shards: shards.map((shard) => [shard.key, shard.split ? 1 : 0]),
    suggestions: topSections(pages),
  };
  const files = new Map<string, string>([[MANIFEST_FILE, JSON.stringify(manifest)]]);
  const digests = new Map<string, string>();
  // Made from the record files' count, which the base's name stands for already.
  const listText = JSON.stringify(fileList);
  files.set(`${base}${FILE_LIST}`, listText);
  digests.set(`${base}${FILE_LIST}`, createHash('sha1').update(listText).digest('base64url'));
  const deferred = new Map<string, () => string>();
  for (const file of [...shardFiles, ...recordFiles]) {
    digests.set(`${base}${file.path}`, file.digest);
    if (typeof file.content === 'string') files.set(`${base}${file.path}`, file.content);
    else deferred.set(`${base}${file.path}`, file.content);
  }
  return { manifest, files, digests, deferred, pageDigests };
}

/** The text of each field (FIELDS order) of a page's record. */
function fieldTexts(record: SearchPage['records'][number], section: number, alias?: string): string[] {
  const first = section === 0;
  return [first ? record.hierarchy.lvl1 : '', first ? '' : (record.hierarchy[deepestLevel(record.hierarchy)] ?? ''), record.content ?? '', first ? (alias ?? '') : ''];
}

/** Counts the terms of a page's field texts into a `PageTerms`, giving new words ids at the end of `vocabulary`. */
function pageTermsCounter(vocabulary: string[]): { count: (texts: string[]) => PageTerms; idOf: (term: string) => number } {
  let ids: Map<string, number> | undefined;
  const idOf = (term: string) => {
    ids ??= new Map(vocabulary.map((word, id) => [word, id]));
    let id = ids.get(term);
    if (id === undefined) {
      id = vocabulary.push(term) - 1;
      ids.set(term, id);
    }
    return id;
  };
  const count = (texts: string[]) => {
    const counted: PageTerms = [];
    texts.forEach((text, index) => {
      const { length, terms, tfs } = fieldTerms(index % FIELDS.length, text);
      counted.push(length, terms.length);
      terms.forEach((term, at) => counted.push(idOf(term), tfs[at]!));
    });
    return counted;
  };
  return { count, idOf };
}

/**
 * A page's terms from `counted`, renumbered into the index's vocabulary through `idOf` (each
 * word of a run's vocabulary looked up once), or undefined for a page no run counted.
 */
function countedLookup(counted: CountedPages[], idOf: (term: string) => number): (pageIndex: number) => PageTerms | undefined {
  const renumbering = counted.map((run) => new Int32Array(run.vocabulary.length).fill(-1));
  return (pageIndex) => {
    const at = counted.findIndex((run) => pageIndex >= run.from && pageIndex < run.from + run.terms.length);
    if (at === -1) return undefined;
    const run = counted[at]!;
    const ids = renumbering[at]!;
    return renumberTerms(run.terms[pageIndex - run.from]!, (id) => (ids[id] !== -1 ? ids[id]! : (ids[id] = idOf(run.vocabulary[id]!))));
  };
}

/** `terms` with every term id replaced by `newId(id)` (to renumber a vocabulary). */
export function renumberTerms(terms: PageTerms, newId: (id: number) => number): PageTerms {
  const renumbered = terms.slice();
  for (let at = 0; at < renumbered.length; ) {
    const end = at + 2 + 2 * renumbered[at + 1]!;
    for (let next = at + 2; next < end; next += 2) renumbered[next] = newId(renumbered[next]!);
    at = end;
  }
  return renumbered;
}

/** Tokenizes and processes one field's text exactly as MiniSearch's `add` does, and counts its terms. */
export function fieldTerms(fieldId: number, text: string): FieldTerms {
  const field = FIELDS[fieldId]!;
  const tokens = MINISEARCH_OPTIONS.tokenize!(text, field);
  // Counted per record first: words repeat within a record, and the site-wide map is large.
  const frequencies = new Map<string, number>();
  const count = (term: string) => frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
  for (const token of tokens) {
    const processed = MINISEARCH_OPTIONS.processTerm!(token, field);
    if (Array.isArray(processed)) processed.forEach(count);
    else if (processed) count(processed);
  }
  return { length: new Set(tokens).size, terms: [...frequencies.keys()], tfs: [...frequencies.values()] };
}

/** A section's own heading is the deepest level of its trail (deeper levels are cleared). */
function deepestLevel(hierarchy: Hierarchy): 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const) if (hierarchy[level]) return level;
  return 'lvl1';
}

/**
 * Average length of each field over the records that have it. (MiniSearch averages over every
 * record; titles are on one record per page, so that average is tiny and every title would look
 * long to BM25.)
 */
function averageLengths(lengths: Map<number, number[]>): number[] {
  return FIELDS.map((_, fieldId) => {
    const present = [...lengths.values()].map((fieldLengths) => fieldLengths[fieldId] ?? 0).filter((length) => length > 0);
    return present.length ? Math.round((present.reduce((sum, length) => sum + length, 0) / present.length) * 1000) / 1000 : 0;
  });
}

/**
 * Keeps the `cap` records where the term weighs most (frequency against field length), ties
 * going to the earlier records; returned in their original order.
 */
function capPostings(postings: Postings, fieldId: number, lengths: Map<number, number[]>, cap: number): Postings {
  const { ids, tfs } = postings;
  if (ids.length <= cap) return postings;
  // Common words have postings on most records: find the cap-th largest weight (selected, not
  // sorted: 283 lists of 3 million postings in all at 10,000 pages), then keep what is above it
  // and, in order, as many equal to it as still fit.
  const weights = new Float64Array(ids.length);
  for (let index = 0; index < ids.length; index++) weights[index] = tfs[index]! / Math.sqrt(lengths.get(ids[index]!)?.[fieldId] || 1);
  const threshold = selectKth(Float64Array.from(weights), ids.length - cap);
  let equalSlots = cap - weights.reduce((above, weight) => (weight > threshold ? above + 1 : above), 0);
  const kept: Postings = { ids: [], tfs: [] };
  weights.forEach((weight, index) => {
    if (weight > threshold || (weight === threshold && equalSlots-- > 0)) {
      kept.ids.push(ids[index]!);
      kept.tfs.push(tfs[index]!);
    }
  });
  return kept;
}

/**
 * The value at position `k` of `values` sorted ascending, found by Hoare's selection in linear
 * time on average; reorders `values`.
 */
export function selectKth(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k]!;
  }
  return values[k]!;
}

/**
 * Splits terms into shards: a key whose terms exceed the budget becomes one child per next
 * character, and keeps in its own file the terms equal to it plus a preview of its subtree.
 * Shards come out in key order, parents before their children.
 */
function shardTree(terms: Term[], key: string, limits: IndexLimits): Shard[] {
  const size = terms.reduce((sum, term) => sum + term.chars, 0);
  if (size <= limits.shardChars || key.length >= MAX_KEY_LENGTH) return [{ key, split: false, terms }];
  const own = terms.filter((term) => term.term.length === key.length);
  const children = new Map<string, Term[]>();
  for (const term of terms) {
    if (term.term.length === key.length) continue;
    const childKey = term.term.slice(0, key.length + 1);
    const siblings = children.get(childKey);
    if (siblings) siblings.push(term);
    else children.set(childKey, [term]);
  }
  const below = terms.filter((term) => term.term.length > key.length);
  const preview = previewTerms(below, limits.previewChars);
  return [
    { key, split: true, terms: [...own, ...preview], vocabulary: vocabulary(below, limits.vocabularyChars) },
    ...[...children].flatMap(([childKey, childTerms]) => shardTree(childTerms, childKey, limits)),
  ];
}

/** The terms found in most records, most common first, up to a budget. */
function vocabulary(terms: Term[], budget: number): string[] {
  const kept: string[] = [];
  let used = 0;
  for (const term of [...terms].sort((a, b) => b.count - a.count)) {
    if (used + term.term.length + 3 > budget) break;
    kept.push(term.term);
    used += term.term.length + 3;
  }
  return kept;
}

/** The title and heading postings of the terms most often in titles and headings, up to a budget. */
function previewTerms(terms: Term[], budget: number): Term[] {
  const headingFields = (term: Term): Term => {
    const postings = term.postings.map((field, fieldId) => (FIELDS[fieldId] === 'c' ? NO_POSTINGS : field));
    const fieldChars = term.fieldChars.map((chars, fieldId) => (FIELDS[fieldId] === 'c' ? ZERO_CHARS : chars));
    return { ...term, postings, fieldChars, chars: term.headingChars, count: term.headingCount };
  };
  const candidates = terms.filter((term) => term.headingCount > 0).sort((a, b) => b.headingCount - a.headingCount);
  const kept: Term[] = [];
  let used = 0;
  for (const term of candidates) {
    if (used + term.headingChars > budget) continue;
    kept.push(headingFields(term));
    used += term.headingChars;
  }
  return kept.sort((a, b) => (a.term < b.term ? -1 : 1));
}

/** Characters of a field's part of a term entry: `0` without postings, else its delta pairs as JSON. */
const ZERO_CHARS = 1;

/**
 * `JSON.stringify(deltaPairs(postings)).length` (or 1, for `0`), counted without building
 * either: the sizes decide the shard splits, and building and serialising every entry once
 * for its size and again per level of the tree for previews was a third of the index's time.
 */
export function postingsChars({ ids, tfs }: Postings): number {
  if (!ids.length) return ZERO_CHARS;
  // Two brackets and a comma between each of the 2n numbers.
  let chars = 1 + 2 * ids.length;
  let previous = 0;
  for (let index = 0; index < ids.length; index++) {
    chars += digits(ids[index]! - previous) + digits(tfs[index]!);
    previous = ids[index]!;
  }
  return chars;
}

/** Decimal digits of a non-negative integer. */
function digits(n: number): number {
  let count = 1;
  while (n >= 10) {
    n = Math.floor(n / 10);
    count++;
  }
  return count;
}

/** `JSON.stringify(termEntry(...)).length + 1` (the comma after it in the shard) from the parts' sizes. */
export function entryChars(term: string, fieldChars: number[]): number {
  let chars = 2 + JSON.stringify(term).length + 1;
  for (const field of fieldChars) chars += 1 + field;
  return chars;
}

/** A term's entry in a shard, as JSON (see ShardFile). */
function termEntryJson(term: Term): string {
  let json = `[${JSON.stringify(term.term)}`;
  for (const field of term.postings) json += field.ids.length ? `,[${deltaPairs(field).join(',')}]` : ',0';
  return `${json}]`;
}

function deltaPairs({ ids, tfs }: Postings): number[] {
  const flat: number[] = new Array(2 * ids.length);
  let previous = 0;
  for (let index = 0; index < ids.length; index++) {
    flat[2 * index] = ids[index]! - previous;
    flat[2 * index + 1] = tfs[index]!;
    previous = ids[index]!;
  }
  return flat;
}

/**
 * The `l` part of a shard's file (see ShardFile): every record its postings name, once, ascending,
 * as the gap from the one before followed by its field lengths.
 */
function shardRecords(shard: Shard, lengths: Map<number, number[]>): Float64Array {
  // All ids into one typed array, sorted natively, repeats skipped (a Set of them and a
  // comparator sort took twice as long); the result into a typed array too, hashed as it is.
  let count = 0;
  for (const term of shard.terms) for (const field of term.postings) count += field.ids.length;
  const ids = new Float64Array(count);
  let at = 0;
  for (const term of shard.terms) for (const field of term.postings) for (let index = 0; index < field.ids.length; index++) ids[at++] = field.ids[index]!;
  ids.sort();
  const l = new Float64Array(count * (1 + FIELDS.length));
  let size = 0;
  let previous = 0;
  for (let index = 0; index < ids.length; index++) {
    const id = ids[index]!;
    if (index > 0 && id === ids[index - 1]) continue;
    l[size++] = id - previous;
    const fieldLengths = lengths.get(id) ?? NO_LENGTHS;
    for (let fieldId = 0; fieldId < FIELDS.length; fieldId++) l[size++] = fieldLengths[fieldId]!;
    previous = id;
  }
  return l.subarray(0, size);
}

/**
 * A digest of everything a shard's file is written from (`shardJson` of the same arguments), made
 * without writing it: the numbers go to the hash as the bytes of one typed array, where writing
 * them as decimal text is most of the cost of a shard.
 */
function shardDigest(shard: Shard, records: Float64Array): string {
  let count = 1;
  for (const term of shard.terms) for (const field of term.postings) count += 1 + 2 * field.ids.length;
  const numbers = new Float64Array(count);
  let at = 0;
  for (const term of shard.terms) {
    for (const { ids, tfs } of term.postings) {
      numbers[at++] = ids.length;
      for (let index = 0; index < ids.length; index++) {
        numbers[at++] = ids[index]!;
        numbers[at++] = tfs[index]!;
      }
    }
  }
  numbers[at] = records.length;
  const words = JSON.stringify([shard.key, shard.split, shard.vocabulary ?? null, shard.terms.map((term) => term.term)]);
  return createHash('sha1').update(words).update(numbers).update(records).digest('base64url');
}

/**
 * A shard's file (see ShardFile), written as JSON directly: `JSON.stringify` of the same
 * object would first need an array for every field of every term.
 */
function shardJson(shard: Shard, records: Float64Array): string {
  const vocabulary = shard.vocabulary ? `,"v":${JSON.stringify(shard.vocabulary)}` : '';
  return `{"t":[${shard.terms.map(termEntryJson).join(',')}],"l":[${records.join(',')}]${vocabulary}}`;
}

const NO_LENGTHS: readonly number[] = FIELDS.map(() => 0);

/** The most common top-level sections, suggested when a query finds nothing. */
function topSections(pages: SearchPage[]): string[] {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const lvl0 = page.records[0]?.hierarchy.lvl0;
    if (lvl0) counts.set(lvl0, (counts.get(lvl0) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, SUGGESTION_COUNT).map(([label]) => label);
}
