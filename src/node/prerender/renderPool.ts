import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderBatch, type RenderedPage, type RenderItem, type RenderSetup } from './renderBatch.js';

/** Pages sent to a worker at a time: big enough to amortise messaging, small enough to balance. */
const BATCH_SIZE = 40;

export interface RenderPoolOptions {
  setup: RenderSetup;
  /** Worker threads; 0 renders on the main thread. */
  threads: number;
  onProgress?: (done: number, total: number) => void;
}

export function defaultThreadCount(): number {
  return Math.max(0, Math.min(os.availableParallelism(), 8));
}

/** Renders every item, spreading batches over worker threads; resolves with link data in order. */
export async function renderAll(items: RenderItem[], options: RenderPoolOptions): Promise<RenderedPage[]> {
  const batches: RenderItem[][] = [];
  for (let i = 0; i < items.length; i += BATCH_SIZE) batches.push(items.slice(i, i + BATCH_SIZE));
  const results: RenderedPage[][] = new Array(batches.length);
  let done = 0;
  const report = (count: number) => {
    done += count;
    options.onProgress?.(done, items.length);
  };

  if (options.threads <= 1 || batches.length <= 1) {
    for (let i = 0; i < batches.length; i++) {
      results[i] = await renderBatch(options.setup, batches[i]!);
      report(batches[i]!.length);
    }
    return results.flat();
  }

  // Running from TypeScript sources (tsx), the worker starts from a JS bootstrap that
  // registers the same loader before importing the TypeScript worker.
  const fromSource = import.meta.url.endsWith('.ts');
  const workerUrl = new URL(fromSource ? './renderWorker.ts' : './renderWorker.js', import.meta.url);
  const entry = fromSource ? new URL('./tsWorkerBootstrap.mjs', import.meta.url) : workerUrl;
  const workers = Array.from({ length: Math.min(options.threads, batches.length) }, () => new Worker(entry, { workerData: { ...options.setup, entry: workerUrl.href } }));
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= batches.length) return resolve();
              const id = next++;
              worker.postMessage({ id, items: batches[id] });
            };
            worker.on('message', (message: { id: number; results?: RenderedPage[]; error?: { message: string; stack?: string } }) => {
              if (message.error) {
                const error = new Error(message.error.message);
                error.stack = message.error.stack;
                return reject(error);
              }
              results[message.id] = message.results!;
              report(message.results!.length);
              send();
            });
            worker.on('error', reject);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results.flat();
}
