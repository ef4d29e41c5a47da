// Builds the local search index of some pages and writes its files into a folder, on whichever
// thread calls it (a worker while the pages render, or post build on a large site). A rebuild
// links the files that came out the same as in the output it replaces: one edited page changes
// a few dozen of the hundreds or thousands of files. A file whose digest the previous build
// recorded is linked without being read, and a shard's JSON is then not even made (see
// previousIndex.ts); an index that would come out the same as the previous one is linked whole
// without being built (see unchangedIndex.ts).
import path from 'node:path';
import { linkOrCopy } from '../../build/outputDir.js';
import { outputWriter } from '../../prerender/outputWriter.js';
import { buildSearchIndex, type CountedPages } from './buildSearchIndex.js';
import { previousIndex } from './previousIndex.js';
import type { SearchPage } from './searchRecords.js';
import { openTermsCache, type StoredTermsCache } from './termsCacheFile.js';
import { builderVersion, linkUnchangedIndex, recordIndex } from './unchangedIndex.js';

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
  /** Terms of pages counted beforehand (on two threads, see index.ts). */
  counted?: CountedPages[];
}

/**
 * Links the previous output's index whole when it was built from the same input (`inputKey`,
 * recorded in `recordFile`), else builds and writes it (`writeSearchIndex`). `pages` is asked
 * for only then: reading them from a large site's routes takes a while of its own.
 */
export function writeOrLinkSearchIndex(pages: () => SearchPage[], language: string, dir: string, options: WriteSearchIndexOptions = {}): void {
  if (!linkIfUnchanged(dir, options)) writeSearchIndex(pages(), language, dir, options);
}

/** Links the previous output's index whole into `dir` if it was built from the same input; whether it did. */
export function linkIfUnchanged(dir: string, { inputKey, recordFile, previousDir }: WriteSearchIndexOptions): boolean {
  return inputKey !== undefined && recordFile !== undefined && previousDir !== undefined && linkUnchangedIndex(inputKey, recordFile, previousDir, dir);
}

export function writeSearchIndex(pages: SearchPage[], language: string, dir: string, options: WriteSearchIndexOptions = {}): void {
  const write = outputWriter(dir);
  const termsCache = options.termsCache ?? (options.termsFile === undefined ? undefined : openTermsCache(options.termsFile));
  const previous = options.previousDir === undefined ? undefined : previousIndex(options.previousDir, options.recordFile);
  const { manifest, files, digests, deferred, pageDigests } = buildSearchIndex(pages, { language, termsCache, counted: options.counted, reusable: previous?.byDigest, knownPages: previous?.knownPages });
  const folders = new Set<string>();
  for (const [file, content] of files) {
    const same = previous?.byDigest.get(digests.get(file)!);
    if (same !== undefined) linkOrCopy(same, path.join(dir, file), folders);
    else write(file, content, previous?.samePlace(file, manifest.base));
  }
  // A digest the previous index recorded is that file's content: linked without being read.
  for (const file of deferred.keys()) linkOrCopy(previous!.byDigest.get(digests.get(file)!)!, path.join(dir, file), folders);
  termsCache?.save();
  if (options.recordFile !== undefined && options.inputKey !== undefined) {
    recordIndex(options.recordFile, {
      key: options.inputKey,
      base: manifest.base,
      files: [...files.keys(), ...deferred.keys()],
      builder: builderVersion(),
      digests: Object.fromEntries(digests),
      pages: Object.fromEntries(pageDigests),
    });
  }
}
