// The search index's page terms kept between builds of one output, in the build cache: a
// rebuild tokenizes only the pages that changed. Entries are keyed by a hash of the page's field
// texts and name terms by their position in the file's vocabulary; a file written by other
// tokenizing code (another indexFormat.ts) is ignored.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INDEX_FORMAT_VERSION } from '../../../client/search/indexFormat.js';
import { readCacheRecord, writeCacheFile } from '../../build/cacheRecord.js';
import { renumberTerms, type PageTerms, type TermsCache } from './buildSearchIndex.js';

interface StoredFile {
  version: string;
  vocabulary: string[];
  pages: Record<string, PageTerms>;
}

/**
 * The layout of the file itself (2: terms per page as numbered words; 1 held them per text as
 * words), so a file of another layout is never read as this one.
 */
const FILE_LAYOUT = 2;

/** How text becomes terms and how the file holds them: the index format, the source that tokenizes (when it is at hand) and the layout. */
function tokenizerVersion(): string {
  const hash = createHash('sha256').update(`${INDEX_FORMAT_VERSION}:${FILE_LAYOUT}`);
  for (const extension of ['ts', 'js']) {
    const source = fileURLToPath(new URL(`../../../client/search/indexFormat.${extension}`, import.meta.url));
    if (existsSync(source)) hash.update(readFileSync(source));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface StoredTermsCache extends TermsCache {
  /**
   * Writes the entries this build used (and only those, with only the words they name, so the
   * file never outgrows the site).
   */
  save(): void;
}

export function openTermsCache(file: string): StoredTermsCache {
  const version = tokenizerVersion();
  // No cache yet, an unreadable one or another tokenizer's: every page is tokenized.
  const stored = readCacheRecord<StoredFile>(file);
  const valid = stored?.version === version && Array.isArray(stored.vocabulary) && typeof stored.pages === 'object';
  const vocabulary = valid ? stored.vocabulary : [];
  const previous = valid ? stored.pages : {};
  const used: Record<string, PageTerms> = {};
  // `set` follows a missed `get` of the same texts: its key is kept rather than hashed again.
  let last: { texts: string[]; key: string } | undefined;
  const keyOf = (texts: string[]) => {
    if (last?.texts === texts) return last.key;
    // Each text led by its length: no two lists of texts hash the same bytes.
    const hash = createHash('sha1');
    for (const text of texts) hash.update(`${text.length}:`).update(text);
    last = { texts, key: hash.digest('base64url') };
    return last.key;
  };
  return {
    vocabulary,
    get(texts) {
      const key = keyOf(texts);
      const terms = used[key] ?? previous[key];
      if (terms) used[key] = terms;
      return terms;
    },
    set(texts, terms) {
      used[keyOf(texts)] = terms;
    },
    save() {
      // Words only entries of earlier builds named are dropped, and the rest renumbered.
      const ids = new Map<number, number>();
      const kept: string[] = [];
      const newId = (id: number) => {
        let renumbered = ids.get(id);
        if (renumbered === undefined) ids.set(id, (renumbered = kept.push(vocabulary[id]!) - 1));
        return renumbered;
      };
      const pages = Object.fromEntries(Object.entries(used).map(([key, terms]) => [key, renumberTerms(terms, newId)]));
      writeCacheFile(file, JSON.stringify({ version, vocabulary: kept, pages } satisfies StoredFile));
    },
  };
}
