// The tsconfig.json and jsconfig.json files esbuild reads while it resolves a bundle's files:
// their `paths` (a Docusaurus site's `@components/…` aliases) decide what an import is, and a
// syntax error in one fails the bundle, yet a metafile never lists them. A bundle kept in the
// build cache is keyed by its inputs, so without them it outlived their edit or removal.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Those files in the folders of `files` (absolute paths) and above, but for packages' files. */
export function resolutionConfigs(files: Iterable<string>): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    for (let dir = path.dirname(file); !seen.has(dir); dir = path.dirname(dir)) {
      seen.add(dir);
      for (const name of ['tsconfig.json', 'jsconfig.json']) if (existsSync(path.join(dir, name))) found.push(path.join(dir, name));
      if (path.dirname(dir) === dir) break;
    }
  }
  return found;
}
