// How a worker thread is started from one of Folio's worker modules.
//
// Built output (`.js`) starts as is. From the TypeScript sources (the CLI bundle, vitest), a
// worker thread does not inherit the parent's loader, and registering tsx again in every worker
// costs about half a second of CPU per worker, plus a loader thread of its own that every later
// import goes through: on a two-core machine, more than rendering the pages. Instead the worker
// module, the project files and the npm packages it imports are bundled by esbuild into one
// CommonJS file in node_modules/.cache/folio/workers/, with the CLI bundle's settings (see
// nodeBundleOptions.mjs), which the thread runs from a V8 code cache (codeCachedWorker.mjs).
//
// The bundle is reused while every file it was made from keeps its modification time, as the
// CLI launcher does: bundling each worker on every build delayed the first worker by ~0.1-0.3 s
// of esbuild, and a worker importing its packages file by file spent ~0.3 s of CPU resolving,
// reading and compiling several hundred modules before its first page.
import { esbuild } from '../bundle/esbuild.js';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { readCacheRecord, writeCacheFile } from '../build/cacheRecord.js';
import { inputsUnchanged, recordInputMtimes, type InputMtimes } from '../build/inputMtimes.js';
import { nodeBundleOptions } from '../bundle/nodeBundleOptions.mjs';
import { codeCacheFile } from '../bundle/runCodeCached.mjs';

const WORKERS_DIR = fileURLToPath(new URL('../../../node_modules/.cache/folio/workers/', import.meta.url));
/** How the bundles are made (this file's options included): a change to these makes every worker bundle again. */
const BUNDLER_FILES = ['../bundle/nodeBundleOptions.mjs', '../bundle/keepModuleUrls.mjs', './workerEntry.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url)));
/** The module every bundled worker thread starts from: it runs the bundle named by the thread's last argument. */
const WORKER_LOADER = new URL('../bundle/codeCachedWorker.mjs', import.meta.url);

export interface WorkerEntry {
  /** First argument of `new Worker`: the module's file URL, or the loader of its bundle. */
  script: URL;
  /** Options for `new Worker` (the bundle the loader runs). */
  options: { argv?: string[] };
}

/** `<worker>-<path hash>.json` in WORKERS_DIR: the current bundle of a worker module and what it was made from. */
interface Pointer {
  file: string;
  inputs: InputMtimes;
}

/** Bundlings under way, by worker module: callers asking at the same time share one. */
const bundling = new Map<string, Promise<WorkerEntry>>();

export function workerEntry(moduleUrl: URL): Promise<WorkerEntry> {
  const file = fileURLToPath(moduleUrl);
  if (!file.endsWith('.ts')) return Promise.resolve({ script: moduleUrl, options: {} });
  let entry = bundling.get(file);
  if (!entry) {
    // Once settled, the next caller checks the inputs again (a long-lived process may see edits).
    entry = bundledEntry(file).finally(() => bundling.delete(file));
    bundling.set(file, entry);
  }
  return entry;
}

async function bundledEntry(file: string): Promise<WorkerEntry> {
  const name = path.basename(file, '.ts');
  // Named by the module's path too: two worker modules may share a file name.
  const pointerFile = path.join(WORKERS_DIR, `${name}-${createHash('sha256').update(file).digest('hex').slice(0, 8)}.json`);
  const pointer = readCacheRecord<Pointer>(pointerFile);
  // A pointer that does not list the bundler's own files predates them and is never fresh.
  if (pointer && existsSync(pointer.file) && BUNDLER_FILES.every((input) => input in pointer.inputs) && inputsUnchanged(pointer.inputs)) {
    return bundleEntry(pointer.file);
  }
  const started = Date.now();
  const result = await esbuild().build({ ...nodeBundleOptions, entryPoints: [file], write: false, metafile: true, logLevel: 'silent' });
  const code = result.outputFiles[0]!.text;
  // Named by its content: a build still running an earlier bundle keeps its file.
  const out = path.join(WORKERS_DIR, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.cjs`);
  if (!existsSync(out)) writeCacheFile(out, code);
  // Inputs that are not files (modules esbuild generated) are left out.
  const inputs = recordInputMtimes([...Object.keys(result.metafile.inputs).map((relative) => path.resolve(relative)).filter((input) => existsSync(input)), ...BUNDLER_FILES], started);
  // An input saved while bundling: the bundle may hold either version, so no pointer is written.
  if (!inputs) return bundleEntry(out);
  writeCacheFile(pointerFile, JSON.stringify({ file: out, inputs } satisfies Pointer));
  removeStale(name, out);
  return bundleEntry(out);
}

const bundleEntry = (bundle: string): WorkerEntry => ({ script: WORKER_LOADER, options: { argv: [bundle] } });

/** A replaced bundle older than this is deleted (another build may still be starting workers from a recent one). */
const STALE_MS = 60 * 60 * 1000;

function removeStale(name: string, current: string): void {
  for (const entry of readdirSync(WORKERS_DIR)) {
    const file = path.join(WORKERS_DIR, entry);
    // A bundle (or an ES module one of earlier versions), its code cache, a cache left half written.
    if (file === current || file === codeCacheFile(current) || !entry.startsWith(`${name}-`) || !/\.(mjs|cjs|v8-cache|tmp)$/.test(entry)) continue;
    const stat = statSync(file, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > STALE_MS) rmSync(file, { force: true });
  }
}
