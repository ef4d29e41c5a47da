// The search index's field terms kept between builds of one output, in the build cache: a
// rebuild tokenizes only the texts that changed. Entries are keyed by a hash of the field and its
// text; a file written by other tokenizing code (another indexFormat.ts) is ignored.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INDEX_FORMAT_VERSION } from '../../../client/search/indexFormat.js';
import { readCacheRecord, writeCacheFile } from '../../build/cacheRecord.js';
import type { FieldTerms, FieldTermsCache } from './buildSearchIndex.js';

type Stored = [length: number, terms: string[], tfs: number[]];

interface StoredFile {
  version: string;
  entries: Record<string, Stored>;
}

/** How text becomes terms: the index format and the source that tokenizes (when it is at hand). */
function tokenizerVersion(): string {
  const hash = createHash('sha256').update(String(INDEX_FORMAT_VERSION));
  for (const extension of ['ts', 'js']) {
    const source = fileURLToPath(new URL(`../../../client/search/indexFormat.${extension}`, import.meta.url));
    if (existsSync(source)) hash.update(readFileSync(source));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface StoredTermsCache extends FieldTermsCache {
  /** Writes the entries this build used (and only those, so the file never outgrows the site). */
  save(): void;
}

export function openTermsCache(file: string): StoredTermsCache {
  const version = tokenizerVersion();
  // No cache yet, an unreadable one or another tokenizer's: every text is tokenized.
  const stored = readCacheRecord<StoredFile>(file);
  const previous: Record<string, Stored> = stored?.version === version ? stored.entries : {};
  const used: Record<string, Stored> = {};
  // `set` follows a missed `get` of the same text: its key is kept rather than hashed again.
  let last: { fieldId: number; text: string; key: string } | undefined;
  const keyOf = (fieldId: number, text: string) => {
    if (last?.fieldId === fieldId && last.text === text) return last.key;
    last = { fieldId, text, key: createHash('sha1').update(`${fieldId}\0${text}`).digest('base64url') };
    return last.key;
  };
  return {
    get(fieldId, text) {
      const key = keyOf(fieldId, text);
      const stored = used[key] ?? previous[key];
      if (!stored) return undefined;
      used[key] = stored;
      return { length: stored[0], terms: stored[1], tfs: stored[2] };
    },
    set(fieldId, text, terms: FieldTerms) {
      used[keyOf(fieldId, text)] = [terms.length, terms.terms, terms.tfs];
    },
    save() {
      writeCacheFile(file, JSON.stringify({ version, entries: used } satisfies StoredFile));
    },
  };
}
