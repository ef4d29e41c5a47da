// Pure: the pages of the index → the files of the local search index (see indexFormat.ts for the
// layout). The inverted index (term frequencies, field lengths) is counted here exactly as
// MiniSearch's `add` counts it with the engine's own tokenizer and term processing, which the
// browser's MiniSearch then reads; it is cut into shards by term prefix so a query downloads only
// the shards of its own words.
import { createHash } from 'node:crypto';
import {
  FIELDS,
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  MINISEARCH_OPTIONS,
  RECORDS_PER_FILE,
  recordId,
  type Hierarchy,
  type SearchManifest,
  type ShardFile,
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
}

interface Shard {
  key: string;
  split: boolean;
  terms: Term[];
  vocabulary?: string[];
}

export interface SearchIndexFiles {
  manifest: SearchManifest;
  /** Path relative to the index folder → file content. */
  files: Map<string, string>;
}

/** The terms of one field of one record, as the index counts them. */
export interface FieldTerms {
  /** Distinct tokens (MiniSearch's field length). */
  length: number;
  /** Processed terms, each once, in order of first use, with their frequencies in `tfs`. */
  terms: string[];
  tfs: number[];
}

/**
 * Remembers the terms of field texts between builds: tokenizing is most of building the index,
 * and a rebuild after one edit meets all but a few texts again.
 */
export interface FieldTermsCache {
  get(fieldId: number, text: string): FieldTerms | undefined;
  set(fieldId: number, text: string, terms: FieldTerms): void;
}

export function buildSearchIndex(pages: SearchPage[], options: { language: string; limits?: IndexLimits; termsCache?: FieldTermsCache }): SearchIndexFiles {
  const limits = options.limits ?? DEFAULT_LIMITS;
  // Per term and field, the records it is in and how often, in record order: records are added
  // in id order and each (term, field, record) once, so plain arrays suffice (Maps of tens of
  // thousands of entries per common word made this superlinear on large sites).
  const index = new Map<string, TermPostings>();
  /** Record id → per field, the number of distinct tokens (MiniSearch's field length). */
  const lengths = new Map<number, number[]>();
  const addField = (id: number, fieldId: number, text: string, fieldLengths: number[]) => {
    let counted = options.termsCache?.get(fieldId, text);
    if (!counted) {
      counted = fieldTerms(fieldId, text);
      options.termsCache?.set(fieldId, text, counted);
    }
    fieldLengths[fieldId] = counted.length;
    for (let i = 0; i < counted.terms.length; i++) {
      const term = counted.terms[i]!;
      let postings = index.get(term);
      if (!postings) index.set(term, (postings = FIELDS.map(() => ({ ids: [], tfs: [] }))));
      const field = postings[fieldId]!;
      field.ids.push(id);
      field.tfs.push(counted.tfs[i]!);
    }
  };
  const tags: SearchManifest['tags'] = [];
  let documentCount = 0;
  pages.forEach((page, pageIndex) => {
    const last = tags[tags.length - 1];
    if (last?.[0] === page.tag) last[2] = pageIndex + 1;
    else tags.push([page.tag, pageIndex, pageIndex + 1]);
    page.records.forEach((record, section) => {
      record.objectID = `${pageIndex}-${section}`;
      const id = recordId(pageIndex, section);
      const fieldLengths: number[] = new Array(FIELDS.length);
      lengths.set(id, fieldLengths);
      documentCount++;
      addField(id, 0, section === 0 ? record.hierarchy.lvl1 : '', fieldLengths);
      addField(id, 1, section === 0 ? '' : (record.hierarchy[deepestLevel(record.hierarchy)] ?? ''), fieldLengths);
      addField(id, 2, record.content ?? '', fieldLengths);
    });
  });

  const terms: Term[] = [];
  for (const [term, byField] of index) {
    const postings = byField.map((field, fieldId) => capPostings(field, fieldId, lengths, limits.postingsPerTerm));
    const fieldChars = postings.map(postingsChars);
    terms.push({ term, postings, fieldChars, chars: entryChars(term, fieldChars) });
    index.delete(term); // not held twice
  }
  terms.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));

  const shards = shardTree(terms, '', limits);
  const shardFiles = shards.map((shard) => JSON.stringify({ ...shardFile(shard.terms, lengths), ...(shard.vocabulary ? { v: shard.vocabulary } : {}) }));
  const recordFiles = pages.flatMap((page, pageIndex) =>
    Array.from({ length: Math.ceil(page.records.length / RECORDS_PER_FILE) }, (_, part) => ({
      path: `p/${pageIndex}-${part}.json`,
      content: JSON.stringify(page.records.slice(part * RECORDS_PER_FILE, (part + 1) * RECORDS_PER_FILE)),
    })),
  );
  const hash = createHash('sha256');
  for (const file of [...shardFiles, ...recordFiles.map((record) => record.content)]) hash.update(file);
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
  shardFiles.forEach((file, index) => files.set(`${base}s/${index}.json`, file));
  for (const record of recordFiles) files.set(`${base}${record.path}`, record.content);
  return { manifest, files };
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
  // Common words have postings on most records: find the cap-th weight with a numeric sort of
  // the weights, then keep what is above it and, in order, as many equal to it as still fit.
  const weights = new Float64Array(ids.length);
  ids.forEach((id, index) => (weights[index] = tfs[index]! / Math.sqrt(lengths.get(id)?.[fieldId] || 1)));
  const threshold = Float64Array.from(weights).sort()[ids.length - cap]!;
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
  const frequency = (term: Term) => term.postings.reduce((n, field) => n + field.ids.length, 0);
  const kept: string[] = [];
  let used = 0;
  for (const term of [...terms].sort((a, b) => frequency(b) - frequency(a))) {
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
    return { term: term.term, postings, fieldChars, chars: entryChars(term.term, fieldChars) };
  };
  const candidates = terms
    .map(headingFields)
    .filter((term) => term.postings.some((field) => field.ids.length > 0))
    .sort((a, b) => b.postings.reduce((n, field) => n + field.ids.length, 0) - a.postings.reduce((n, field) => n + field.ids.length, 0));
  const kept: Term[] = [];
  let used = 0;
  for (const term of candidates) {
    if (used + term.chars > budget) continue;
    kept.push(term);
    used += term.chars;
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

function termEntry(term: Term): ShardFile['t'][number] {
  return [term.term, ...term.postings.map((field) => (field.ids.length ? deltaPairs(field) : 0))];
}

function deltaPairs({ ids, tfs }: Postings): number[] {
  const flat: number[] = [];
  let previous = 0;
  ids.forEach((id, index) => {
    flat.push(id - previous, tfs[index]!);
    previous = id;
  });
  return flat;
}

function shardFile(terms: Term[], lengths: Map<number, number[]>): ShardFile {
  // Every record the shard's postings name, once, ascending: all ids into one typed array,
  // sorted natively, repeats skipped (a Set of them and a comparator sort took twice as long).
  let count = 0;
  for (const term of terms) for (const field of term.postings) count += field.ids.length;
  const ids = new Float64Array(count);
  let at = 0;
  for (const term of terms) for (const field of term.postings) for (const id of field.ids) ids[at++] = id;
  ids.sort();
  const l: number[] = [];
  let previous = 0;
  for (let index = 0; index < ids.length; index++) {
    const id = ids[index]!;
    if (index > 0 && id === ids[index - 1]) continue;
    l.push(id - previous);
    for (const length of lengths.get(id) ?? NO_LENGTHS) l.push(length);
    previous = id;
  }
  return { t: terms.map(termEntry), l };
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
