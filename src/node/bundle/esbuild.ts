// esbuild's JavaScript API, loaded on first use rather than with the command: loading it (and
// the child_process module it needs) and starting its service process on the first call took
// ~30 ms of every build's start, and a rebuild with everything cached bundles nothing. Small
// bundles made on every build (the site config, the service worker) are kept in the build cache
// with the modification times of what they were made from.
import type * as Esbuild from 'esbuild';
import { createRequire } from 'node:module';
import path from 'node:path';
import { readCacheRecord, writeCacheFile } from '../build/cacheRecord.js';
import { inputsUnchanged, recordInputMtimes, type InputMtimes } from '../build/inputMtimes.js';
import { bundleInputFiles } from './resolutionConfigs.js';

const requireHere = createRequire(import.meta.url);
let loaded: typeof Esbuild | undefined;

export function esbuild(): typeof Esbuild {
  return (loaded ??= requireHere('esbuild') as typeof Esbuild);
}

/** esbuild's version (a cache key of what it bundled), read without loading it. */
export function esbuildVersion(): string {
  return loaded?.version ?? (requireHere('esbuild/package.json') as { version: string }).version;
}

/** A bundle's code and the modification time of each file it was bundled from. */
interface BundleRecord {
  esbuild: string;
  inputs: InputMtimes;
  code: string;
}

/**
 * The code of a one-file bundle (`options` without `write`), or the code last bundled into
 * `recordFile` when none of the files it was bundled from changed since (nor esbuild): a rebuild
 * then never loads esbuild. Without `recordFile`, always bundled.
 */
export async function cachedBundleCode(recordFile: string | undefined, options: Esbuild.BuildOptions): Promise<string> {
  return (await cachedBundle(recordFile, options)).code;
}

/** The same, with the absolute paths of the files the code was bundled from (tsconfig files included). */
export async function cachedBundle(recordFile: string | undefined, options: Esbuild.BuildOptions): Promise<{ code: string; inputs: string[] }> {
  const record = recordFile === undefined ? undefined : readCacheRecord<BundleRecord>(recordFile);
  if (record?.esbuild === esbuildVersion() && inputsUnchanged(record.inputs)) return { code: record.code, inputs: Object.keys(record.inputs) };
  const started = Date.now();
  const result = await esbuild().build({ ...options, write: false, metafile: true });
  const code = result.outputFiles[0]!.text;
  const inputs = bundleInputFiles(result.metafile, options.absWorkingDir);
  if (recordFile === undefined) return { code, inputs };
  // An input saved while bundling: the code may hold either version, so it is not kept.
  const mtimes = recordInputMtimes(inputs, started);
  if (mtimes) writeCacheFile(recordFile, JSON.stringify({ esbuild: esbuildVersion(), inputs: mtimes, code } satisfies BundleRecord));
  return { code, inputs };
}
