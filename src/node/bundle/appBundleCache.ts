// The app bundles of a production build (browser and server) reused while nothing they were
// built from changed: the same component modules and options, and every input file (theme,
// client, the packages bundled for the browser) with the modification time it had. A rebuild
// after a content edit then copies ~20 files instead of running esbuild twice, ~0.2-0.3 s of a
// one-page rebuild, and leaves the other core to the rest of the build.
//
// Layout in the cache folder: `<key>.json` points at the folder holding the current bundles
// (`client/` as laid out below the output folder, `server.cjs`) and records the inputs. Each
// bundle gets a folder of its own and the pointer is replaced in one rename, so a build starting
// meanwhile never reads half an entry.
import { createHash } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, cp, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { readCacheRecord, writeCacheFile } from '../build/cacheRecord.js';
import { inputsUnchanged, recordInputMtimes, type InputMtimes } from '../build/inputMtimes.js';
import type { ClientBundle } from './bundleApp.js';
import { sourceMapOf } from './serverBundleFiles.js';

/** A replaced entry older than this is deleted by the next build that writes one. */
const STALE_MS = 60 * 60 * 1000;

interface Pointer {
  dir: string;
  inputs: InputMtimes;
  client: ClientBundle;
}

export interface AppBundleCacheOptions {
  cacheDir: string;
  /** Everything besides input files the bundles depend on (modules, options, esbuild version). */
  key: unknown;
  outDir: string;
  serverFile: string;
  /** Builds both bundles into `outDir` and `serverFile`, adding their input files to `inputs`. */
  build(inputs: Set<string>): Promise<ClientBundle>;
}

export async function cachedAppBundle(options: AppBundleCacheOptions): Promise<ClientBundle> {
  const name = createHash('sha256').update(JSON.stringify(options.key)).digest('hex').slice(0, 16);
  const pointerFile = path.join(options.cacheDir, `${name}.json`);
  const pointer = readCacheRecord<Pointer>(pointerFile);
  if (pointer && inputsUnchanged(pointer.inputs)) {
    const dir = path.join(options.cacheDir, pointer.dir);
    const copied = await Promise.all([
      ...pointer.client.files.map(async (file) => {
        await mkdir(path.dirname(path.join(options.outDir, file)), { recursive: true });
        await copyFile(path.join(dir, 'client', file), path.join(options.outDir, file));
      }),
      copyFile(path.join(dir, 'server.cjs'), options.serverFile),
      // Entries kept before bundles had maps have none: an error is then placed without one.
      copyFile(path.join(dir, 'server.cjs.map'), sourceMapOf(options.serverFile)).catch(() => undefined),
    ]).then(
      () => true,
      // An entry deleted meanwhile (another build replacing a stale one): bundle afresh.
      () => false,
    );
    if (copied) return pointer.client;
  }

  const inputs = new Set<string>();
  const started = Date.now();
  const client = await options.build(inputs);
  const mtimes = recordInputMtimes(inputs, started);
  // An input saved while bundling: the bundle may hold either version, so it is not kept.
  if (!mtimes) return client;
  const dir = `${name}-${Date.now().toString(36)}-${process.pid}`;
  const abs = path.join(options.cacheDir, dir);
  await Promise.all(client.files.map((file) => cp(path.join(options.outDir, file), path.join(abs, 'client', file))));
  await copyFile(options.serverFile, path.join(abs, 'server.cjs'));
  await copyFile(sourceMapOf(options.serverFile), path.join(abs, 'server.cjs.map')).catch(() => undefined);
  writeCacheFile(pointerFile, JSON.stringify({ dir, inputs: mtimes, client } satisfies Pointer));
  removeStale(options.cacheDir, name, dir);
  return client;
}

/** Entries of the same key replaced more than STALE_MS ago (another build may still be copying a recent one). */
function removeStale(cacheDir: string, name: string, current: string): void {
  for (const entry of readdirSync(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith(`${name}-`) || entry.name === current) continue;
    const abs = path.join(cacheDir, entry.name);
    if (Date.now() - statSync(abs).mtimeMs > STALE_MS) rmSync(abs, { recursive: true, force: true });
  }
}
