// A full garbage collection between build phases of a large site. V8 sizes its next collection
// by the heap that survived the last one: after loading a 10,000-page site that is several
// hundred megabytes, so the garbage of rendering and of the search index would pile up on top
// of data the previous phase already let go, and peak memory would be that sum. Collecting at a
// phase boundary (a few hundred ms at that size) makes the next phase start from what is live.
import v8 from 'node:v8';
import vm from 'node:vm';

/** Below this the heap is small enough that its garbage never matters: no pause for small sites. */
const LARGE_HEAP_BYTES = 256 * 1024 * 1024;

let gc: (() => void) | undefined;

/** Collects when this thread's heap in use is at least `largeHeapBytes`. */
export function collectGarbage(largeHeapBytes = LARGE_HEAP_BYTES): void {
  if (process.memoryUsage().heapUsed < largeHeapBytes) return;
  // `gc` is exposed only to contexts created after the flag is set (no `node --expose-gc` needed).
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
