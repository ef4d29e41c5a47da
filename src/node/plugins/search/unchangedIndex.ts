// A rebuild whose search index would come out exactly as the previous one (no page's title,
// headings or text changed: a theme edit, a config tweak, a build with nothing changed) links
// the previous index's files instead of building it again. Building it is the longest thing
// such a rebuild waits for (~0.5 s on its own worker for this repository's site, JIT-cold);
// keying its input takes a few milliseconds.
//
// What the previous build recorded (the input's key, the index's base folder and its files)
// is trusted only while the previous output still holds that very index: its manifest names
// the same base, which is a hash of every file's content (see buildSearchIndex).
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDEX_FORMAT_VERSION, MANIFEST_FILE, type SearchManifest } from '../../../client/search/indexFormat.js';
import { readCacheRecord, writeCacheFile } from '../../build/cacheRecord.js';
import { stringifyWithNames } from '../../prerender/contentKeys.js';
import { isIndexable } from '../sitemap.js';
import type { RouteInput } from '../types.js';
import type { RecordOptions } from './searchRecords.js';

/** What a build recorded about the index it wrote. */
export interface IndexRecord {
  key: string;
  base: string;
  /** The index's files, relative to its folder (the manifest included). */
  files: string[];
  /** `builderVersion()` of the code that wrote them. */
  builder?: string;
  /** Each file's digest (see buildSearchIndex), the manifest's aside. */
  digests?: Record<string, string>;
  /** The digests of each keyed page's record files (buildSearchIndex `pageDigests`). */
  pages?: Record<string, string[]>;
}

/** `builderVersion()`, worked out once per thread. */
let builder: string | undefined;

/**
 * The code that turns routes into index files: when it changes (a new Folio), an index recorded
 * by the old code is not reused. Its sources are hashed when they are at hand (running from
 * source or the repository's bundles, which keep the modules' URLs).
 */
export function builderVersion(): string {
  if (builder !== undefined) return builder;
  const hash = createHash('sha256').update(String(INDEX_FORMAT_VERSION));
  for (const module of ['./searchRecords', './buildSearchIndex', '../../../client/search/indexFormat']) {
    for (const extension of ['ts', 'js']) {
      const source = fileURLToPath(new URL(`${module}.${extension}`, import.meta.url));
      if (existsSync(source)) hash.update(readFileSync(source));
    }
  }
  builder = hash.digest('hex');
  return builder;
}

/**
 * Everything the index is made of: what `searchPages` reads of each route (in route order), the
 * record options and the code. A page's search text usually stands in by name (see
 * contentKeys.ts): the markdown cache names it after the entry it was read from or written to,
 * so keying this site's routes takes a few milliseconds where spelling out their text (or
 * hashing the pages) took a JIT-cold thread 70-110 ms.
 */
export function indexInputKey(routes: RouteInput[], options: RecordOptions): string {
  const hash = createHash('sha256').update(builderVersion()).update(JSON.stringify(options));
  for (const route of routes) {
    if (route.search) hash.update(stringifyWithNames([route.path, route.title, isIndexable(route), route.search])).update('\0');
  }
  return hash.digest('hex');
}

/**
 * Links the previous index into `dir` when `record` (read from `recordFile`) says it was built
 * from `key` and `previousDir` still holds it. Returns whether it did; on false `dir` holds
 * nothing of it (a half-linked index is removed, so the build writes every file afresh rather
 * than into a link shared with the previous output).
 */
export function linkUnchangedIndex(key: string, recordFile: string, previousDir: string, dir: string): boolean {
  const record = readCacheRecord<IndexRecord>(recordFile);
  if (record?.key !== key || !Array.isArray(record.files)) return false;
  let manifest: SearchManifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(previousDir, MANIFEST_FILE), 'utf8')) as SearchManifest;
  } catch {
    return false;
  }
  if (manifest.base !== record.base) return false;
  const made = new Set<string>();
  try {
    for (const file of record.files) {
      const target = path.join(dir, file);
      const folder = path.dirname(target);
      if (!made.has(folder)) {
        mkdirSync(folder, { recursive: true });
        made.add(folder);
      }
      linkSync(path.join(previousDir, file), target);
    }
    return true;
  } catch {
    // A file gone from the previous output, or another file system: build it after all.
    rmSync(dir, { recursive: true, force: true });
    return false;
  }
}

export function recordIndex(recordFile: string, record: IndexRecord): void {
  writeCacheFile(recordFile, JSON.stringify(record));
}
