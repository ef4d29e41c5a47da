// A worker module's word that it has run the code it usually runs: a worker started without a
// code cache for its bundle writes one now (see bundle/runCodeCached.mjs), with the functions
// compiled so far. Does nothing once written, with a cache already there, or outside a bundle
// (tests, built output).
import { SAVE_HOOK } from './bundle/runCodeCached.mjs';

export function saveCodeCache(): void {
  (globalThis as { [SAVE_HOOK]?: () => void })[SAVE_HOOK]?.();
}
