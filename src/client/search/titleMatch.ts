// How a page's title matches the query as typed: what the index cannot tell. It keeps each
// title's words but not their order, and splits versions at the dot, so "Folio 3.2" and
// "Folio 2.3" are the same three words (`folio`, `3`, `2`) to it, and "Folio 3.3.2" holds "3.2". Pure, for the local client's
// ranking (localSearchClient.ts), which checks the titles of its best results with it.
import { normalizeTerm, tokenize } from './indexFormat.js';

/** The title is the query, letter case, accents and spacing aside: the page sought. */
export const EXACT_TITLE = 2;
/** The title holds the query's words one after the other, in its order ("Folio 3.2" in "Folio 3.2 is out"). */
export const PHRASE_IN_TITLE = 1;
export const NO_TITLE_MATCH = 0;
export type TitleMatch = typeof EXACT_TITLE | typeof PHRASE_IN_TITLE | typeof NO_TITLE_MATCH;

export interface TitleMatchOptions {
  /**
   * The query's last word is complete (the query ends in a space or a symbol). Otherwise it is
   * still being typed, and a title word it begins ("Fol" of "Folio") continues the phrase.
   */
  isLastWordComplete: boolean;
}

/**
 * Pure: how `title` matches `query`. A phrase needs two words or more: one word in a title is
 * what the ranking already counts (RankedResult.shownWords), along with headings and keywords.
 */
export function titleMatch(title: string, query: string, { isLastWordComplete }: TitleMatchOptions): TitleMatch {
  if (comparable(title) === comparable(query)) return EXACT_TITLE;
  if (words(query).length < 2) return NO_TITLE_MATCH;
  const wanted = phraseUnits(query);
  const found = phraseUnits(title);
  const last = wanted.length - 1;
  const matchesAt = (start: number) =>
    wanted.every((word, i) => {
      const candidate = found[start + i];
      return candidate !== undefined && (candidate === word || (i === last && !isLastWordComplete && candidate.startsWith(word)));
    });
  for (let start = 0; start + wanted.length <= found.length; start++) if (matchesAt(start)) return PHRASE_IN_TITLE;
  return NO_TITLE_MATCH;
}

/**
 * Pure: whether a title of `titleLength` distinct words, all the index tells of it, may match
 * `query` at all, so that only those titles are read. A one-word query can only be a one-word
 * title (a phrase takes two words): the many titles holding a common word ("Folio") are not read.
 */
export function mayMatchTitle(query: string, titleLength: number): boolean {
  return words(query).length > 1 || titleLength === 1;
}

/**
 * A version number standing alone (`3.3.2`, not the `3.2` of `v3.2`), up to a dot that ends a
 * sentence. It is one unit of a phrase: the query `3.2` is the index words `3` and `2`, which
 * `Folio 3.3.2` holds in that order, though it is not that version.
 */
const VERSION_NUMBER = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)+)(?![\p{L}\p{N}]|\.\d)/u;

/** The words of `text` in order, each version number in it one unit (see VERSION_NUMBER). */
function phraseUnits(text: string): string[] {
  // split() with a capture group: the version numbers are at the odd indexes.
  return text.split(VERSION_NUMBER).flatMap((part, i) => (i % 2 === 1 ? [part] : words(part)));
}

/** Lower case, without accents, with single spaces: how two titles are compared. */
function comparable(text: string): string {
  return normalizeTerm(text.trim().replace(/\s+/g, ' '));
}

/** Words as the index reads them (punctuation separates, `Folio's` is `folio`), in order. */
function words(text: string): string[] {
  return tokenize(text).map(normalizeTerm).filter(Boolean);
}
