// A small pool of worker threads that process batches of plain-data jobs in parallel. Used by
// markdown compilation; starts workers lazily and keeps them for the whole build.
import { Worker } from 'node:worker_threads';
import { BuildError, type Diagnostic } from '../errors.js';

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

/** `moduleUrl` is a worker module (TypeScript when running from source under tsx). */
export function createWorkerPool<In, Out>(moduleUrl: URL, size: number, workerData: Record<string, unknown> = {}): WorkerPool<In, Out> {
  const fromSource = moduleUrl.pathname.endsWith('.ts');
  const entry = fromSource ? new URL('../prerender/tsWorkerBootstrap.mjs', import.meta.url) : moduleUrl;
  const workers: Worker[] = [];
  const idle: Worker[] = [];
  const queue: { batch: In[]; resolve: (out: Out[]) => void; reject: (error: Error) => void }[] = [];
  let nextId = 0;
  const pending = new Map<number, { resolve: (out: Out[]) => void; reject: (error: Error) => void; worker: Worker }>();

  const spawn = (): Worker => {
    const worker = new Worker(entry, { workerData: { ...workerData, entry: moduleUrl.href } });
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
    while (queue.length) {
      const worker = idle.pop() ?? (workers.length < size ? spawn() : undefined);
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
        pump();
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
