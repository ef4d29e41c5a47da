// How a worker thread is started from one of Folio's worker modules.
//
// Built output (`.js`) starts as is. From the TypeScript sources (the CLI bundle, vitest), a
// worker thread does not inherit the parent's loader, and registering tsx again in every worker
// costs about half a second of CPU per worker, plus a loader thread of its own that every later
// import goes through: on a two-core machine, more than rendering the pages. Instead the worker
// module and the project files it imports are bundled by esbuild into one ES module file in
// node_modules/.cache/folio/workers/ (named by its content, so unchanged sources reuse it); npm
// packages stay imports, resolved from the project's node_modules, so the file stays small (the
// markdown worker inlining its packages was 5 MB for each worker to parse).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeCacheFile } from '../build/cacheRecord.js';
import { keepModuleUrls } from '../bundle/keepModuleUrls.mjs';

const WORKERS_DIR = fileURLToPath(new URL('../../../node_modules/.cache/folio/workers/', import.meta.url));

export interface WorkerEntry {
  /** First argument of `new Worker`: the module's file URL. */
  script: URL;
  options: Record<string, never>;
}

export async function workerEntry(moduleUrl: URL): Promise<WorkerEntry> {
  const file = fileURLToPath(moduleUrl);
  if (!file.endsWith('.ts')) return { script: moduleUrl, options: {} };
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    // Modules that locate files from import.meta.url keep their source URL.
    plugins: [keepModuleUrls],
  });
  const code = result.outputFiles[0]!.text;
  const out = path.join(WORKERS_DIR, `${path.basename(file, '.ts')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(out)) writeCacheFile(out, code);
  return { script: pathToFileURL(out), options: {} };
}
