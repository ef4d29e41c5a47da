// Writes `sw.js`: the worker source bundled by esbuild, then workbox-build's injectManifest
// puts the precache list (app shell files with revisions) in place of `self.__WB_MANIFEST`.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const workerSource = path.join(repoRoot, 'src/client/offline/serviceWorker.ts');

export const SERVICE_WORKER_FILE = 'sw.js';

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

/** Bundles the worker into `outDir/sw.js` and injects the precache list of `shell` (paths relative to outDir). */
export async function buildServiceWorker(options: { outDir: string; shell: string[] }): Promise<ServiceWorkerBuild> {
  const swFile = path.join(options.outDir, SERVICE_WORKER_FILE);
  await build({
    entryPoints: [workerSource],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    outfile: swFile,
    minify: true,
    // Workbox keeps its development logging behind this check.
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  // Loaded on demand, and only its injectManifest module: the package's index also loads
  // generateSW's bundler (rollup, babel), ~0.75 s of start-up this step never uses.
  const { injectManifest } = await import('workbox-build/build/inject-manifest.js');
  const result = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: options.outDir,
    globPatterns: options.shell.map(escapeGlob),
    dontCacheBustURLsMatching: HASHED_FILE,
  });
  return { count: result.count, bytes: result.size, warnings: result.warnings };
}
