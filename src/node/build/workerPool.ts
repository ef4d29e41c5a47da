// A small pool of worker threads that process batches of plain-data jobs in parallel. Used by
// markdown compilation; starts workers lazily and keeps them for the whole build.
import { Worker } from 'node:worker_threads';
import { BuildError, type Diagnostic } from '../errors.js';
import { workerEntry, type WorkerEntry } from '../prerender/workerEntry.js';

export interface WorkerPool<In, Out> {
  /**
   * Runs `batch` on a worker. `shared` (id → value) is data the batch's inputs refer to by id: a
   * worker gets each value once, with the first batch it runs that needs it, instead of a copy in
   * every batch (a docs instance's link map, thousands of entries, for files compiled 16 at a time).
   */
  run(batch: In[], shared?: ReadonlyMap<string, unknown>): Promise<Out[]>;
  close(): Promise<void>;
}

/**
 * Shared values a worker keeps at most: with more, the oldest is dropped (the worker is told). A
 * dev server makes new link maps at each reload of a docs instance; kept forever they would pile up.
 */
export const MAX_SHARED_PER_WORKER = 8;

/** A batch message as a worker receives it (see `run`). */
export interface WorkerJob<In> {
  id: number;
  inputs: In[];
  /** Shared values new to this worker. */
  shared?: Record<string, unknown>;
  /** Shared values the worker may forget. */
  drop?: string[];
}

/**
 * Worker side: keeps the shared values jobs bring and drops those the pool says it may, and
 * returns the value of an id (undefined if it was never sent, which the pool does not allow).
 */
export function sharedStore(): { take(job: WorkerJob<unknown>): void; get(id: string): unknown } {
  const values = new Map<string, unknown>();
  return {
    take(job) {
      for (const id of job.drop ?? []) values.delete(id);
      for (const [id, value] of Object.entries(job.shared ?? {})) values.set(id, value);
    },
    get: (id) => values.get(id),
  };
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
  const queue: { batch: In[]; shared?: ReadonlyMap<string, unknown>; resolve: (out: Out[]) => void; reject: (error: Error) => void }[] = [];
  // The shared ids each worker holds, oldest first.
  const held = new Map<Worker, string[]>();
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
      worker.postMessage({ id, inputs: job.batch, ...sharedFor(worker, job.shared) } satisfies WorkerJob<In>);
    }
  };

  /** What `worker` must be sent of `shared` (the values it lacks), and what it may drop to make room. */
  const sharedFor = (worker: Worker, shared: ReadonlyMap<string, unknown> | undefined): Pick<WorkerJob<In>, 'shared' | 'drop'> => {
    if (!shared?.size) return {};
    const ids = held.get(worker) ?? [];
    const fresh: Record<string, unknown> = {};
    for (const [key, value] of shared) {
      if (ids.includes(key)) continue;
      fresh[key] = value;
      ids.push(key);
    }
    // The oldest go first, never one this batch needs.
    const drop: string[] = [];
    for (let i = 0; ids.length - drop.length > Math.max(MAX_SHARED_PER_WORKER, shared.size) && i < ids.length; i++) {
      if (!shared.has(ids[i]!)) drop.push(ids[i]!);
    }
    held.set(worker, ids.filter((key) => !drop.includes(key)));
    return { ...(Object.keys(fresh).length > 0 && { shared: fresh }), ...(drop.length > 0 && { drop }) };
  };

  return {
    run(batch, shared) {
      return new Promise((resolve, reject) => {
        queue.push({ batch, shared, resolve, reject });
        entry ??= workerEntry(moduleUrl).then((ready) => (resolved = ready));
        entry.then(pump, reject);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
