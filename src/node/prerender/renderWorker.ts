// Worker-thread side of the render pool: receives the setup once, then batches of routes.
import { parentPort, workerData } from 'node:worker_threads';
import { collectGarbage } from '../build/collectGarbage.js';
import { renderBatch, type RenderItem } from './renderBatch.js';
import type { RenderWorkerData } from './renderPool.js';

const { setup, collectAboveBytes } = workerData as RenderWorkerData;

parentPort!.on('message', async (message: { id: number; items: RenderItem[] }) => {
  try {
    const results = await renderBatch(setup, message.items);
    parentPort!.postMessage({ id: message.id, results });
    if (collectAboveBytes !== undefined) collectGarbage(collectAboveBytes);
  } catch (error) {
    const err = error as Error;
    parentPort!.postMessage({ id: message.id, error: { message: err.message, stack: err.stack } });
  }
});
