// What a cached bundle was made from, as the modification time of each input file: the app
// bundles, the worker-thread bundles and the service worker are reused while none changed
// (scripts/folio.mjs does the same for the CLI bundle, before any TypeScript can run).
import { statSync } from 'node:fs';

/** Absolute input path → modification time when the output was made. */
export type InputMtimes = Record<string, number>;

/** Whether every recorded input still has its modification time (a record of nothing never does). */
export function inputsUnchanged(inputs: InputMtimes): boolean {
  const entries = Object.entries(inputs);
  return entries.length > 0 && entries.every(([file, mtime]) => statSync(file, { throwIfNoEntry: false })?.mtimeMs === mtime);
}

/**
 * The modification times of `files`, or undefined when one is gone or was saved at or after
 * `started` (the output may hold either version, so it is not to be kept).
 */
export function recordInputMtimes(files: Iterable<string>, started: number): InputMtimes | undefined {
  const inputs: InputMtimes = {};
  for (const file of files) {
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtime === undefined || mtime >= started) return undefined;
    inputs[file] = mtime;
  }
  return inputs;
}
