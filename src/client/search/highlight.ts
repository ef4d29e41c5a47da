// Pure: highlighted values and snippets of a hit, the way the hosted service returns them
// (HTML-escaped text with the matched words wrapped in the pre/post tags).
import { normalizeTerm, wordsWithOffsets } from './indexFormat.js';
import type { HighlightResult, MatchLevel, SnippetResult } from './searchClient.js';
import { escapeHtml } from '../../shared/escapeHtml.js';

export interface HighlightTags {
  pre: string;
  post: string;
  ellipsis: string;
}

export const DEFAULT_TAGS: HighlightTags = { pre: '<mark>', post: '</mark>', ellipsis: '…' };


interface Marked {
  words: { start: number; end: number; matched: boolean }[];
  matchedCount: number;
}

function markWords(text: string, terms: ReadonlySet<string>): Marked {
  const words = wordsWithOffsets(text).map(({ word, start, end }) => ({ start, end, matched: terms.has(normalizeTerm(word)) }));
  return { words, matchedCount: words.filter((word) => word.matched).length };
}

function render(text: string, marked: Marked['words'], from: number, to: number, tags: HighlightTags): string {
  let html = '';
  let cursor = from;
  for (const word of marked) {
    if (word.start < from || word.end > to || !word.matched) continue;
    html += `${escapeHtml(text.slice(cursor, word.start))}${tags.pre}${escapeHtml(text.slice(word.start, word.end))}${tags.post}`;
    cursor = word.end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

function levelOf(marked: Marked): MatchLevel {
  if (!marked.matchedCount) return 'none';
  return marked.matchedCount === marked.words.length ? 'full' : 'partial';
}

/**
 * `text` with every word whose term is in `terms` (the index terms a hit matched) marked.
 * `queryWords` are reported as `matchedWords` when anything matched.
 */
export function highlight(text: string, terms: ReadonlySet<string>, queryWords: string[], tags: HighlightTags = DEFAULT_TAGS): HighlightResult {
  return highlightMarked(text, markWords(text, terms), queryWords, tags);
}

/**
 * About `length` words of `text` around its first matched word (the start when none matched),
 * marked like `highlight`, with the ellipsis where text was cut.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length: number, tags: HighlightTags = DEFAULT_TAGS): SnippetResult {
  return snippetMarked(text, markWords(text, terms), length, tags);
}

/** Both at once, reading the text once. */
export function highlightAndSnippet(text: string, terms: ReadonlySet<string>, queryWords: string[], length: number, tags: HighlightTags = DEFAULT_TAGS): [HighlightResult, SnippetResult] {
  const marked = markWords(text, terms);
  return [highlightMarked(text, marked, queryWords, tags), snippetMarked(text, marked, length, tags)];
}

function highlightMarked(text: string, marked: Marked, queryWords: string[], tags: HighlightTags): HighlightResult {
  const matchLevel = levelOf(marked);
  return {
    value: render(text, marked.words, 0, text.length, tags),
    matchLevel,
    matchedWords: matchLevel === 'none' ? [] : queryWords,
    ...(matchLevel === 'full' ? { fullyHighlighted: true } : {}),
  };
}

function snippetMarked(text: string, marked: Marked, length: number, tags: HighlightTags): SnippetResult {
  const { words } = marked;
  if (words.length <= length) return { value: render(text, words, 0, text.length, tags), matchLevel: levelOf(marked) };
  const first = Math.max(0, words.findIndex((word) => word.matched));
  // Keep a little context before the match; never run past the end.
  const start = Math.max(0, Math.min(first - Math.floor(length / 4), words.length - length));
  const end = start + length;
  const from = start === 0 ? 0 : words[start]!.start;
  const to = words[end - 1]!.end;
  const value = `${start > 0 ? tags.ellipsis : ''}${render(text, words, from, to, tags)}${end < words.length ? tags.ellipsis : ''}`;
  return { value, matchLevel: levelOf(marked) };
}
