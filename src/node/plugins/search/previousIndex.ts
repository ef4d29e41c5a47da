// Where a file of the new search index lived in the output a rebuild replaces. Index files sit
// below a folder named by the index's hash (`<base>/s/3.json`), so the same file of the previous
// index is found under the previous manifest's base.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MANIFEST_FILE, type SearchManifest } from '../../../client/search/indexFormat.js';

/**
 * `dir`: the previous output's index folder; `base`: the new index's base. Returns, for a file
 * of the new index (relative to its folder), the absolute path of its counterpart in the
 * previous index, or undefined for the manifest (it names the base, so it always differs) and
 * when there is no readable previous index.
 */
export function previousIndexFile(dir: string, base: string): ((file: string) => string | undefined) | undefined {
  let previousBase: string;
  try {
    previousBase = (JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest).base;
  } catch {
    return undefined;
  }
  return (file) => (file.startsWith(base) ? path.join(dir, previousBase + file.slice(base.length)) : undefined);
}
