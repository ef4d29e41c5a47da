// Worker-thread side of building the local search index while the pages render (see index.ts):
// takes the pages of the index, writes the index files into `dir`, and says when it is done.
// Writing here too keeps the ~850 files of this site's index (0.2-0.9 s on this machine's disk)
// off the main thread, which is busy rendering meanwhile. A rebuild links the files that came out
// the same as in the output it replaces (one edited page changes a few dozen of them).
import { parentPort, workerData } from 'node:worker_threads';
import { outputWriter } from '../../prerender/outputWriter.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import { previousIndexFile } from './previousIndex.js';
import type { SearchPage } from './searchRecords.js';

const { pages, language, dir, previousDir } = workerData as { pages: SearchPage[]; language: string; dir: string; previousDir?: string };
const write = outputWriter(dir);
const { manifest, files } = buildSearchIndex(pages, { language });
const previous = previousDir === undefined ? undefined : previousIndexFile(previousDir, manifest.base);
for (const [file, content] of files) write(file, content, previous?.(file));
parentPort!.postMessage('written');
