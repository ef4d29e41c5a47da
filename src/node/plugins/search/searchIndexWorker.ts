// Worker-thread side of building the local search index while the pages render (see index.ts):
// started while content loads, it may first be told where the previous build's page terms are
// (it reads them then, while the main thread loads content), then waits for one job (the pages
// of the index). It links the previous build's index if that was made of the very
// same pages (see unchangedIndex.ts), or else builds the index and writes its files into `dir`,
// says when it is done and ends. Writing here too keeps the ~850 files of this site's index
// (0.2-0.9 s on this machine's disk) off the main thread, busy rendering meanwhile. On a large
// site, whose index the main thread builds after rendering, it counts the terms of half the pages
// instead (`count`), on the core that would otherwise be idle.
import { parentPort } from 'node:worker_threads';
import { saveCodeCache } from '../../saveCodeCache.js';
import { countPageTerms } from './buildSearchIndex.js';
import type { SearchPage } from './searchRecords.js';
import { openTermsCache, type StoredTermsCache } from './termsCacheFile.js';
import { writeOrLinkSearchIndex, type WriteSearchIndexOptions } from './writeSearchIndex.js';

export interface IndexJob {
  pages: SearchPage[];
  language: string;
  dir: string;
  options: WriteSearchIndexOptions;
}

/**
 * `prepare`: where the previous build's terms are, to read before the job arrives; `count`: the
 * `pageTexts` of some pages of a large index that the main thread builds, whose terms the worker
 * counts meanwhile and answers with (`countPageTerms`).
 */
export type IndexMessage = { prepare: { termsFile: string } } | { job: IndexJob } | { count: string[][] };

let prepared: { termsFile: string; termsCache: StoredTermsCache } | undefined;

const onMessage = (message: IndexMessage) => {
  if ('prepare' in message) {
    const { termsFile } = message.prepare;
    prepared = { termsFile, termsCache: openTermsCache(termsFile) };
    return;
  }
  if ('count' in message) {
    parentPort!.postMessage(countPageTerms(message.count));
    return;
  }
  const { pages, language, dir, options } = message.job;
  const termsCache = prepared && prepared.termsFile === options.termsFile ? prepared.termsCache : undefined;
  writeOrLinkSearchIndex(() => pages, language, dir, { ...options, termsCache });
  // Before answering, after which the build may end at any moment: a first run of this bundle
  // caches the index code it ran (once, ~20 ms).
  saveCodeCache();
  parentPort!.off('message', onMessage);
  parentPort!.postMessage('written');
};
parentPort?.on('message', onMessage);
