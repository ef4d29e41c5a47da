// How a worker thread is started from one of Folio's worker modules.
//
// Built output (`.js`) starts as is. From the TypeScript sources (tsx, vitest), a worker thread
// does not inherit the parent's loader, and registering tsx again in every worker costs about
// half a second of CPU per worker, plus a loader thread of its own that every later import goes
// through: on a two-core machine, more than rendering the pages. Instead the worker module and
// what it imports are bundled by esbuild (a few milliseconds) into one CommonJS script that the
// worker evaluates directly. Dynamic imports (the render worker's server bundle) stay imports,
// resolved when they run.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { WorkerOptions } from 'node:worker_threads';
import { keepModuleUrls } from '../bundle/keepModuleUrls.mjs';

export interface WorkerEntry {
  /** First argument of `new Worker`: a file URL, or the script itself when `options.eval`. */
  script: URL | string;
  options: Pick<WorkerOptions, 'eval'>;
}

export async function workerEntry(moduleUrl: URL): Promise<WorkerEntry> {
  const file = fileURLToPath(moduleUrl);
  if (!file.endsWith('.ts')) return { script: moduleUrl, options: {} };
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'silent',
    // CommonJS has no import.meta: modules that locate files from it get their source URL.
    plugins: [keepModuleUrls],
  });
  return { script: result.outputFiles[0]!.text, options: { eval: true } };
}
