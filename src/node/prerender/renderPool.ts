import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderBatch, type RenderedPage, type RenderItem, type RenderSetup } from './renderBatch.js';
import { workerEntry } from './workerEntry.js';
import { printConsoleLine, type ConsoleLine } from './forwardConsole.js';
import type { PartLinks } from './pageLinks.js';
import { createFoldersAhead, outputFolders } from './foldersAhead.js';
import { collectGarbage } from '../build/collectGarbage.js';
import { RenderFailure, type RenderFailureInfo } from './renderFailure.js';
import { BuildError, type Diagnostic } from '../errors.js';

/**
 * Pages sent to a worker at a time. Large batches amortise messaging; towards the end they
 * shrink (a share of what is left per worker) so every worker finishes at about the same time,
 * instead of one rendering a last full batch while the others wait.
 */
const MAX_BATCH = 40;
const MIN_BATCH = 4;
/** Pages the main thread renders between two turns of its event loop (the workers wait for those turns). */
const MAIN_BATCH = 6;
/** Batches a worker holds at once. */
const IN_FLIGHT = 2;
/**
 * Up to this many pages the main thread renders beside the workers. Above it the main thread
 * holds so much (a 10,000-page site's props) that its rendering garbage would raise the peak.
 */
export const MAIN_THREAD_MAX_PAGES = 3_000;
/** Pages rendered between two garbage collections of a large build's main thread (see collectGarbage). */
const GC_EVERY_PAGES = 2000;
/**
 * A worker's heap holds little between batches (the React bundle, shared data), but V8 lets its
 * garbage grow past 100 MB before a full collection; two of those next to the main thread's page
 * data made the peak of a 10,000-page build. From this many pages on, a worker collects after a
 * batch once its heap passes WORKER_HEAP_BYTES; a small site skips the pauses.
 */
const WORKER_GC_FROM_PAGES = 2000;
const WORKER_HEAP_BYTES = 64 * 1024 * 1024;

export interface RenderWorkerData {
  /** The server bundle the worker loads as soon as it starts. */
  serverBundle: string;
}

/** The first message a render worker gets. */
export interface RenderWorkerSetup {
  setup: RenderSetup;
  /** Heap in use after a batch above which the worker collects its garbage; none when undefined. */
  collectAboveBytes?: number;
  /**
   * The main thread's environment now: a worker copies `process.env` when it starts, and workers
   * start while plugins still load content (which may set variables the pages read).
   */
  env: Record<string, string | undefined>;
}

/**
 * Render workers started before the pages are known, while the build loads content: starting a
 * worker and loading React and the theme into it takes ~0.3 s, which then overlaps the markdown
 * compile on the other core instead of delaying the first render.
 */
export interface WarmWorkers {
  serverBundle: string;
  workers: Worker[];
  /** Workers that stopped (failed) before rendering was handed to them: not used. */
  stopped: Set<Worker>;
}

/**
 * Starts the workers `renderAll` will want for `threads` threads: one less than that, as the
 * main thread renders too on all but the largest sites (which start the last worker then).
 */
export async function startWarmWorkers(serverBundle: string, threads: number): Promise<WarmWorkers | undefined> {
  if (threads <= 1) return undefined;
  const entry = await renderWorkerEntry();
  const warm: WarmWorkers = { serverBundle, workers: [], stopped: new Set() };
  for (let index = 0; index < threads - 1; index++) {
    const worker = new Worker(entry.script, { ...entry.options, workerData: { serverBundle } satisfies RenderWorkerData });
    // Until renderAll listens, a failure only marks the worker: it is replaced by a fresh one,
    // which reports the same failure where the build can tell it.
    worker.once('error', () => warm.stopped.add(worker));
    worker.once('exit', () => warm.stopped.add(worker));
    warm.workers.push(worker);
  }
  return warm;
}

export async function stopWarmWorkers(warm: WarmWorkers | undefined): Promise<void> {
  await Promise.all(warm?.workers.map((worker) => worker.terminate()) ?? []);
}

function renderWorkerEntry() {
  return workerEntry(new URL(import.meta.url.endsWith('.ts') ? './renderWorker.ts' : './renderWorker.js', import.meta.url));
}

/**
 * Pages rendered on this thread, their links copied. A regex match of 13 characters or more is a
 * slice of the page HTML it was found in, which it keeps alive: the links of pages rendered here
 * held their whole HTML until the link check (300 pages: 9.8 MB retained, 0.7 MB copied). A
 * worker's pages arrive copied by the message already, so workers do not pay for this.
 */
function detached(pages: RenderedPage[]): RenderedPage[] {
  return JSON.parse(JSON.stringify(pages)) as RenderedPage[];
}

function nextBatchSize(remaining: number, workers: number): number {
  return Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.ceil(remaining / (workers * 2))));
}

export interface RenderPoolOptions {
  setup: RenderSetup;
  /** Workers started earlier for the same server bundle; renderAll uses or stops them. */
  warm?: WarmWorkers;
  /** Worker threads; 0 renders on the main thread. */
  threads: number;
  onProgress?: (done: number, total: number) => void;
  /** Grows by the time spent writing pages, summed over the threads that rendered. */
  stats?: { writeMs: number };
}

export function defaultThreadCount(): number {
  return Math.max(0, Math.min(os.availableParallelism(), 8));
}

/**
 * Renders every item, spreading batches over worker threads; resolves with link data in order.
 * Takes the items out of `items` as it hands them out (their slots become empty), so on a large
 * site the page props, the bulk of the build's memory, shrink as rendering goes on instead of
 * all living until the end.
 */
export async function renderAll(items: RenderItem[], options: RenderPoolOptions): Promise<RenderedPage[]> {
  const results: RenderedPage[] = [];
  const total = items.length;
  let done = 0;
  const take = (start: number, end: number): RenderItem[] => {
    const batch = items.slice(start, end);
    items.fill(undefined as unknown as RenderItem, start, end);
    return batch;
  };
  // Most hrefs (sidebar, navbar, footer) are on many pages: one string each, not one per page,
  // keeps the links of a 10,000-page site small until the link check.
  const interned = new Map<string, string>();
  const intern = (href: string) => {
    const found = interned.get(href);
    if (found !== undefined) return found;
    interned.set(href, href);
    return href;
  };
  // A shared part (a sidebar) arrives with every batch holding it: one copy per key is kept, so
  // the checker sees one object for every page holding it (see pageLinks.ts).
  const partsByKey = new Map<string, PartLinks>();
  const onePart = (part: PartLinks): PartLinks => {
    let found = partsByKey.get(part.key);
    if (!found) partsByKey.set(part.key, (found = { key: part.key, hrefs: part.hrefs.map(intern), ids: part.ids }));
    return found;
  };
  /** Stores a batch's results at the position of its first item, so they stay in order. */
  const report = (start: number, batch: RenderedPage[]) => {
    batch.forEach((page, index) => (results[start + index] = { ...page, hrefs: page.hrefs.map(intern), ...(page.parts && { parts: page.parts.map(onePart) }) }));
    done += batch.length;
    options.onProgress?.(done, total);
    // The props of the pages handed out so far are garbage now; collected every so often, they
    // make room for the link data coming in instead of the heap growing by both.
    if (Math.floor(done / GC_EVERY_PAGES) > Math.floor((done - batch.length) / GC_EVERY_PAGES)) collectGarbage();
  };

  const threads = options.threads <= 1 || total <= MAX_BATCH ? 0 : Math.min(options.threads, Math.ceil(total / MAX_BATCH));
  // The main thread renders too, in place of one worker, on sites small enough that its heap
  // (the route table, the pages' props) stays small: one worker less to start and load React
  // into, and half the batches to copy into workers (see MAIN_THREAD_MAX_PAGES).
  const onMain = threads >= 2 && total <= MAIN_THREAD_MAX_PAGES;
  const count = onMain ? threads - 1 : threads;
  // Warm workers of the same server bundle are used, as many as needed; the rest stop.
  const usable = options.warm?.serverBundle === options.setup.serverBundle ? options.warm.workers.filter((worker) => !options.warm!.stopped.has(worker)) : [];
  const warm = usable.slice(0, count);
  await Promise.all((options.warm?.workers ?? []).filter((worker) => !warm.includes(worker)).map((worker) => worker.terminate()));
  if (count === 0) {
    for (let start = 0; start < total; start += MAX_BATCH) report(start, detached(await renderBatch(options.setup, take(start, start + MAX_BATCH), options.stats)));
    return results;
  }

  // Where the main thread does not render, it makes the output folders ahead of the workers.
  // A folder it fails to make is one a worker then tries to make, and reports.
  let rendering = true;
  const folders = onMain ? undefined : createFoldersAhead(options.setup.outDir, outputFolders(items, options.setup.site.trailingSlash), () => !rendering).catch(() => undefined);
  const entry = warm.length < count ? await renderWorkerEntry() : undefined;
  const workers = Array.from({ length: count }, (_, index) => warm[index] ?? new Worker(entry!.script, { ...entry!.options, workerData: { serverBundle: options.setup.serverBundle } satisfies RenderWorkerData }));
  const first: RenderWorkerSetup = { setup: options.setup, collectAboveBytes: total >= WORKER_GC_FROM_PAGES ? WORKER_HEAP_BYTES : undefined, env: { ...process.env } };
  for (const worker of workers) worker.postMessage(first);
  let next = 0;
  /** Threads taking batches: the workers and, on smaller sites, the main thread. */
  const renderers = workers.length + (onMain ? 1 : 0);
  /** Set once a thread failed: the main thread renders no further batch. */
  let failed = false;
  /** The main thread's share: small batches, a turn of the event loop between them for the workers' messages. */
  const renderHere = async () => {
    while (next < total && !failed) {
      const start = next;
      next += Math.min(MAIN_BATCH, nextBatchSize(total - next, renderers));
      report(start, detached(await renderBatch(options.setup, take(start, next), options.stats)));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  const here = onMain ? renderHere() : undefined;
  try {
    await Promise.all([
      ...(here ? [here] : []),
      ...workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let pending = 0;
            const send = () => {
              if (next >= total) {
                if (pending === 0) resolve();
                return;
              }
              pending++;
              const start = next;
              next += nextBatchSize(total - next, renderers);
              worker.postMessage({ id: start, items: take(start, next) });
            };
            worker.on('message', (message: { id: number; results?: RenderedPage[]; writeMs?: number; error?: { message: string; stack?: string; render?: RenderFailureInfo; diagnostics?: Diagnostic[] }; console?: ConsoleLine }) => {
              if (message.console) return printConsoleLine(message.console);
              if (message.error) {
                // A problem the worker already put as the build's (a module that threw as it loaded) stays one.
                if (message.error.diagnostics) return reject(new BuildError(message.error.diagnostics));
                const error = message.error.render ? new RenderFailure(message.error.render) : new Error(message.error.message);
                error.stack = message.error.stack;
                return reject(error);
              }
              if (options.stats) options.stats.writeMs += message.writeMs ?? 0;
              pending--;
              report(message.id, message.results!);
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`A render worker stopped (exit code ${code}) with pages left to render`)));
            // Two batches in flight: the next one is waiting in the port when a batch is done,
            // even while the main thread is busy rendering its own.
            for (let i = 0; i < IN_FLIGHT; i++) send();
          }),
      ),
    ]);
  } catch (error) {
    // A worker's failure rejects at once, while the main thread is still writing pages into the
    // output the build then deletes: its writes made that deletion fail with ENOTEMPTY (reported
    // instead of the page that failed) or put the folder back. It stops after its current batch.
    failed = true;
    await here?.catch(() => undefined);
    throw error;
  } finally {
    rendering = false;
    await Promise.all([...workers.map((worker) => worker.terminate()), folders]);
  }
  return results;
}
