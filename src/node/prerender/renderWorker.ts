// Worker-thread side of the render pool: receives the setup once, then batches of routes.
import { parentPort, workerData } from 'node:worker_threads';
import { collectGarbage } from '../build/collectGarbage.js';
import { renderBatch, type RenderItem, type RenderSetup } from './renderBatch.js';

const setup = workerData as RenderSetup;
/** Heap in use after a batch above which the worker collects its garbage. */
const WORKER_HEAP_BYTES = 64 * 1024 * 1024;

parentPort!.on('message', async (message: { id: number; items: RenderItem[] }) => {
  try {
    const results = await renderBatch(setup, message.items);
    parentPort!.postMessage({ id: message.id, results });
    // A worker's heap holds little between batches (the React bundle, shared data), but V8 lets
    // its garbage grow to over 100 MB before a full collection; two of those next to the main
    // thread's page data were the peak of a 10,000-page build.
    collectGarbage(WORKER_HEAP_BYTES);
  } catch (error) {
    const err = error as Error;
    parentPort!.postMessage({ id: message.id, error: { message: err.message, stack: err.stack } });
  }
});
