// Builds the local search index of some pages and writes its files into a folder, on whichever
// thread calls it (a worker while the pages render, or post build on a large site). A rebuild
// links the files that came out the same as in the output it replaces: one edited page changes
// a few dozen of the hundreds or thousands of files. (A worker links an index that would come
// out the same whole before it gets here: see unchangedIndex.ts.)
import { outputWriter } from '../../prerender/outputWriter.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import { previousIndexFile } from './previousIndex.js';
import type { SearchPage } from './searchRecords.js';
import { openTermsCache, type StoredTermsCache } from './termsCacheFile.js';
import { recordIndex } from './unchangedIndex.js';

export interface WriteSearchIndexOptions {
  /** The index folder of the output this build replaces, if any. */
  previousDir?: string;
  /** Where to keep the terms of every text between builds (see termsCacheFile.ts), if anywhere. */
  termsFile?: string;
  /** That file, opened already. */
  termsCache?: StoredTermsCache;
  /** Where to record what the index is built from (see unchangedIndex.ts), if anywhere. */
  recordFile?: string;
  /** That: the key of the pages (`indexInputKey`). */
  inputKey?: string;
}

export function writeSearchIndex(pages: SearchPage[], language: string, dir: string, options: WriteSearchIndexOptions = {}): void {
  const write = outputWriter(dir);
  const termsCache = options.termsCache ?? (options.termsFile === undefined ? undefined : openTermsCache(options.termsFile));
  const { manifest, files } = buildSearchIndex(pages, { language, termsCache });
  const previous = options.previousDir === undefined ? undefined : previousIndexFile(options.previousDir, manifest.base);
  for (const [file, content] of files) write(file, content, previous?.(file));
  termsCache?.save();
  if (options.recordFile !== undefined && options.inputKey !== undefined) recordIndex(options.recordFile, { key: options.inputKey, base: manifest.base, files: [...files.keys()] });
}
