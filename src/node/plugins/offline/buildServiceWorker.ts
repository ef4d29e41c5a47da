// Writes `sw.js`: the worker source bundled by esbuild, then workbox-build's injectManifest
// puts the precache list (app shell files with revisions) in place of `self.__WB_MANIFEST`.
// A rebuild whose worker code and shell files are unchanged takes the previous build's sw.js
// instead: loading workbox-build and injecting cost ~0.25 s, a good part of a one-page rebuild.
// The bundled code itself is kept beside that record while the files it was bundled from keep
// their modification times (see bundleServiceWorker).
import { cachedBundleCode } from '../../bundle/esbuild.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCacheRecord } from '../../build/cacheRecord.js';
import { importModule } from '../../importModule.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const workerSource = path.join(repoRoot, 'src/client/offline/serviceWorker.ts');

export const SERVICE_WORKER_FILE = 'sw.js';
/** Beside the record of the injected worker: the bundled code it was injected into. */
const BUNDLE_RECORD_FILE = 'service-worker-bundle.json';

/**
 * Files whose name carries a content hash: their URL changes with their content, so the
 * precache needs no revision for them (and can keep them across versions).
 */
const HASHED_FILE = /^__folio\/(?:assets|shared)\/|^__folio\/site-[0-9a-f]+\.json$/;

export interface ServiceWorkerBuild {
  /** Number of files precached. */
  count: number;
  /** Their total size in bytes. */
  bytes: number;
  warnings: string[];
}

function escapeGlob(file: string): string {
  return file.replace(/[*?[\]{}()!+@\\]/g, '\\$&');
}

export interface ServiceWorkerOptions {
  outDir: string;
  /** Paths relative to outDir of the files to precache. */
  shell: string[];
  /** The output this build replaces and where to remember what its sw.js was built from. */
  reuse?: { previousDir: string; recordFile: string };
  /** The worker's code, when its bundling started earlier (see bundleServiceWorker). */
  bundled?: Promise<Uint8Array>;
}

/** Where the bundled code is recorded, beside `recordFile` (ServiceWorkerOptions.reuse). */
export function bundleRecordFile(recordFile: string): string {
  return path.join(path.dirname(recordFile), BUNDLE_RECORD_FILE);
}

interface BuildRecord extends ServiceWorkerBuild {
  key: string;
  /** Hash of the sw.js written: a build that failed after recording never replaced the output, whose sw.js then differs. */
  output: string;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The worker's code, bundled by esbuild, or as last bundled when none of its input files (the
 * source and the Workbox modules it imports) changed since: bundling took ~90 ms of every
 * rebuild, and esbuild's threads took CPU from the search index being built meanwhile.
 */
export async function bundleServiceWorker(recordFile: string | undefined): Promise<Uint8Array> {
  const code = await cachedBundleCode(recordFile, {
    entryPoints: [workerSource],
    absWorkingDir: repoRoot,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    outfile: 'sw.js',
    minify: true,
    // Workbox keeps its development logging behind this check.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  return Buffer.from(code);
}

/** Bundles the worker into `outDir/sw.js` and injects the precache list of `shell`. */
export async function buildServiceWorker(options: ServiceWorkerOptions): Promise<ServiceWorkerBuild> {
  const swFile = path.join(options.outDir, SERVICE_WORKER_FILE);
  const code = await (options.bundled ?? bundleServiceWorker(options.reuse && bundleRecordFile(options.reuse.recordFile)));
  // Everything the injected worker is made of: its code, the shell files' names and bytes, and
  // the injecting package's version.
  const hash = createHash('sha256').update(code).update(readFileSync(path.join(repoRoot, 'node_modules/workbox-build/package.json')));
  for (const file of [...options.shell].sort()) hash.update(`\0${file}\0`).update(await readFile(path.join(options.outDir, file)));
  const key = hash.digest('hex');
  const previous = options.reuse && readCacheRecord<BuildRecord>(options.reuse.recordFile);
  const previousFile = options.reuse && path.join(options.reuse.previousDir, SERVICE_WORKER_FILE);
  if (previous?.key === key && previousFile && existsSync(previousFile) && sha256(readFileSync(previousFile)) === previous.output) {
    await copyFile(previousFile, swFile);
    return { count: previous.count, bytes: previous.bytes, warnings: previous.warnings };
  }
  await writeFile(swFile, code);
  // Loaded on demand, and only its injectManifest module: the package's index also loads
  // generateSW's bundler (rollup, babel), ~0.75 s of start-up this step never uses.
  const { injectManifest } = await importModule<typeof import('workbox-build/build/inject-manifest.js')>('workbox-build/build/inject-manifest.js');
  const result = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: options.outDir,
    globPatterns: options.shell.map(escapeGlob),
    dontCacheBustURLsMatching: HASHED_FILE,
  });
  const built: ServiceWorkerBuild = { count: result.count, bytes: result.size, warnings: result.warnings };
  if (options.reuse) {
    await mkdir(path.dirname(options.reuse.recordFile), { recursive: true });
    await writeFile(options.reuse.recordFile, JSON.stringify({ key, output: sha256(readFileSync(swFile)), ...built } satisfies BuildRecord));
  }
  return built;
}

