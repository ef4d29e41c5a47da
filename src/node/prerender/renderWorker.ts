// Worker-thread side of the render pool: receives the setup once, then batches of routes.
import { parentPort, workerData } from 'node:worker_threads';
import { renderBatch, type RenderItem, type RenderSetup } from './renderBatch.js';

const setup = workerData as RenderSetup;

parentPort!.on('message', async (message: { id: number; items: RenderItem[] }) => {
  try {
    const results = await renderBatch(setup, message.items);
    parentPort!.postMessage({ id: message.id, results });
  } catch (error) {
    const err = error as Error;
    parentPort!.postMessage({ id: message.id, error: { message: err.message, stack: err.stack } });
  }
});
