// Worker-thread side of building the local search index while the pages render (see index.ts):
// started while content loads, it waits for one job (the pages of the index), writes the index
// files into `dir`, says when it is done and ends. Writing here too keeps the ~850 files of this
// site's index (0.2-0.9 s on this machine's disk) off the main thread, busy rendering meanwhile.
import { parentPort } from 'node:worker_threads';
import type { SearchPage } from './searchRecords.js';
import { writeSearchIndex, type WriteSearchIndexOptions } from './writeSearchIndex.js';

export interface IndexJob {
  pages: SearchPage[];
  language: string;
  dir: string;
  options: WriteSearchIndexOptions;
}

parentPort?.once('message', ({ pages, language, dir, options }: IndexJob) => {
  writeSearchIndex(pages, language, dir, options);
  parentPort!.postMessage('written');
});
