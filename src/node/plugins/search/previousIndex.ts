// The index in the output a rebuild replaces, as far as the new index can take files from it.
// Index files sit below a folder named by the index's hash (`<base>/s/3.json`). What the previous
// build recorded about its index (unchangedIndex.ts) gives each file's digest, so a file of the
// new index with the same digest is linked without being written, or even read; without that
// record, the file at the same place below the previous base is compared byte for byte.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, type SearchManifest } from '../../../client/search/indexFormat.js';
import { readCacheRecord } from '../../build/cacheRecord.js';
import { builderVersion, type IndexRecord } from './unchangedIndex.js';

export interface PreviousIndex {
  /** Digest → absolute path of a previous file with that content (empty without a usable record). */
  byDigest: Map<string, string>;
  /** The digests of each keyed page's record files (see buildSearchIndex `pageDigests`), likewise. */
  knownPages: Map<string, string[]>;
  /**
   * For a file of the new index whose new base is `base` (relative to its folder), the absolute
   * path of its counterpart in the previous index: undefined for the manifest (it names the
   * base, so it always differs).
   */
  samePlace(file: string, base: string): string | undefined;
}

/**
 * `dir`: the previous output's index folder; `recordFile`: where the previous build recorded its
 * index. Undefined when there is no readable previous index. The record's digests are trusted
 * only while the previous output still holds the index it describes (same base, which hashes
 * them) and the same code made both (a digest stands for the file the code writes from it).
 */
export function previousIndex(dir: string, recordFile: string | undefined): PreviousIndex | undefined {
  let previousBase: string;
  try {
    previousBase = (JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest).base;
  } catch {
    return undefined;
  }
  const record = recordFile === undefined ? undefined : readCacheRecord<IndexRecord>(recordFile);
  const byDigest = new Map<string, string>();
  const knownPages = new Map<string, string[]>();
  if (record?.base === previousBase && record.builder === builderVersion() && record.digests && typeof record.digests === 'object') {
    for (const [file, digest] of Object.entries(record.digests)) byDigest.set(digest, path.join(dir, file));
    for (const [key, digests] of Object.entries(record.pages ?? {})) if (Array.isArray(digests)) knownPages.set(key, digests);
  }
  return {
    byDigest,
    knownPages,
    samePlace: (file, base) => (file.startsWith(base) ? path.join(dir, previousBase + file.slice(base.length)) : undefined),
  };
}
