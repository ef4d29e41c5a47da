// Worker-thread side of building the local search index while the pages render (see index.ts):
// takes the pages of the index, answers with the index files.
import { parentPort, workerData } from 'node:worker_threads';
import { buildSearchIndex } from './buildSearchIndex.js';
import type { SearchPage } from './searchRecords.js';

const { pages, language } = workerData as { pages: SearchPage[]; language: string };
parentPort!.postMessage([...buildSearchIndex(pages, { language }).files]);
