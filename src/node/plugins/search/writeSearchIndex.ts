// Builds the local search index of some pages and writes its files into a folder, on whichever
// thread calls it (a worker while the pages render, or post build on a large site). A rebuild
// links the files that came out the same as in the output it replaces: one edited page changes
// a few dozen of the hundreds or thousands of files.
import { outputWriter } from '../../prerender/outputWriter.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import { previousIndexFile } from './previousIndex.js';
import type { SearchPage } from './searchRecords.js';

/** `previousDir`: the index folder of the output this build replaces, if any. */
export function writeSearchIndex(pages: SearchPage[], language: string, dir: string, previousDir?: string): void {
  const write = outputWriter(dir);
  const { manifest, files } = buildSearchIndex(pages, { language });
  const previous = previousDir === undefined ? undefined : previousIndexFile(previousDir, manifest.base);
  for (const [file, content] of files) write(file, content, previous?.(file));
}
