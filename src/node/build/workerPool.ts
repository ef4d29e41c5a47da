// A small pool of worker threads that process batches of plain-data jobs in parallel. Used by
// markdown compilation; starts workers lazily and keeps them for the whole build.
import { Worker } from 'node:worker_threads';
import { BuildError, type Diagnostic } from '../errors.js';
import { workerEntry, type WorkerEntry } from '../prerender/workerEntry.js';

export interface WorkerPool<In, Out> {
  run(batch: In[]): Promise<Out[]>;
  close(): Promise<void>;
}

interface WorkerError {
  message: string;
  name?: string;
  stack?: string;
  diagnostics?: Diagnostic[];
}

/** `moduleUrl` is a worker module (TypeScript when running from source: see `workerEntry`). */
export function createWorkerPool<In, Out>(moduleUrl: URL, size: number, workerData: Record<string, unknown> = {}): WorkerPool<In, Out> {
  // Resolved once, when the first batch arrives, and shared by every worker of the pool.
  let entry: Promise<WorkerEntry> | undefined;
  let resolved: WorkerEntry | undefined;
  const workers: Worker[] = [];
  const idle: Worker[] = [];
  const queue: { batch: In[]; resolve: (out: Out[]) => void; reject: (error: Error) => void }[] = [];
  let nextId = 0;
  const pending = new Map<number, { resolve: (out: Out[]) => void; reject: (error: Error) => void; worker: Worker }>();

  const spawn = (start: WorkerEntry): Worker => {
    const worker = new Worker(start.script, { ...start.options, workerData });
    worker.on('message', (message: { id: number; outputs?: Out[]; error?: WorkerError }) => {
      const job = pending.get(message.id);
      if (!job) return;
      pending.delete(message.id);
      if (message.error) {
        const error = message.error.diagnostics ? new BuildError(message.error.diagnostics) : Object.assign(new Error(message.error.message), { stack: message.error.stack });
        job.reject(error);
      } else job.resolve(message.outputs!);
      idle.push(worker);
      pump();
    });
    worker.on('error', (error: Error) => {
      for (const [id, job] of pending) {
        if (job.worker === worker) {
          pending.delete(id);
          job.reject(error);
        }
      }
    });
    workers.push(worker);
    return worker;
  };

  const pump = () => {
    if (!resolved) return;
    while (queue.length) {
      const worker = idle.pop() ?? (workers.length < size ? spawn(resolved) : undefined);
      if (!worker) return;
      const job = queue.shift()!;
      const id = nextId++;
      pending.set(id, { resolve: job.resolve, reject: job.reject, worker });
      worker.postMessage({ id, inputs: job.batch });
    }
  };

  return {
    run(batch) {
      return new Promise((resolve, reject) => {
        queue.push({ batch, resolve, reject });
        entry ??= workerEntry(moduleUrl).then((ready) => (resolved = ready));
        entry.then(pump, reject);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
