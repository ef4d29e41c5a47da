// Worker-thread side of building the local search index while the pages render (see index.ts):
// takes the pages of the index, writes the index files into `dir`, and says when it is done.
// Writing here too keeps the ~850 files of this site's index (0.2-0.9 s on this machine's disk)
// off the main thread, which is busy rendering meanwhile.
import { parentPort, workerData } from 'node:worker_threads';
import type { SearchPage } from './searchRecords.js';
import { writeSearchIndex, type WriteSearchIndexOptions } from './writeSearchIndex.js';

const { pages, language, dir, options } = workerData as { pages: SearchPage[]; language: string; dir: string; options: WriteSearchIndexOptions };
writeSearchIndex(pages, language, dir, options);
parentPort!.postMessage('written');
