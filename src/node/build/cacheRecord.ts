// Records kept in the build cache (what an output or a bundle was made from). A cache may be
// missing, half-written by a killed build or from an older Folio: any of those reads as nothing
// recorded, and the caller builds afresh.
import { readFileSync } from 'node:fs';

export function readCacheRecord<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}
