// Records kept in the build cache (what an output or a bundle was made from). A cache may be
// missing, half-written by a killed build or from an older Folio: any of those reads as nothing
// recorded, and the caller builds afresh.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function readCacheRecord<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/**
 * Writes a cache file whole or not at all: under a name of this process's own, then renamed, so
 * a concurrent build never reads (or starts) half of it.
 */
export function writeCacheFile(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  renameSync(temp, file);
}
