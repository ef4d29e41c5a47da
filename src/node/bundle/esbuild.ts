// esbuild's JavaScript API, loaded on first use rather than with the command: loading it (and
// the child_process module it needs) and starting its service process on the first call took
// ~30 ms of every build's start, and a rebuild with everything cached bundles nothing.
import type * as Esbuild from 'esbuild';
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);
let loaded: typeof Esbuild | undefined;

export function esbuild(): typeof Esbuild {
  return (loaded ??= requireHere('esbuild') as typeof Esbuild);
}

/** esbuild's version (a cache key of what it bundled), read without loading it. */
export function esbuildVersion(): string {
  return loaded?.version ?? (requireHere('esbuild/package.json') as { version: string }).version;
}
