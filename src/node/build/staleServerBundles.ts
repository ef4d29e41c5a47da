// Server bundles (`ssr-<pid>-….cjs` of builds, `dev-ssr-<pid>-….mjs` of dev servers) live in the
// build cache only while their process runs, which deletes them when it is done; a process that
// was killed leaves its bundle (~1 MB) behind for good. A build clears those of processes that
// are gone, once they are an hour old (a process in another container sharing the folder is
// invisible here, and no build takes that long).
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { processRuns } from './processRuns.js';

/** A bundle or its source map (see serverBundleFiles.ts). */
const SERVER_BUNDLE = /^(?:dev-)?ssr-(\d+)-.+\.[cm]?js(?:\.map)?$/;
const MIN_AGE_MS = 60 * 60 * 1000;

/** Deletes the server bundles in `dir` whose process is gone; returns their names. */
export function removeStaleServerBundles(dir: string, { runs = processRuns, now = Date.now() }: { runs?: (pid: number) => boolean; now?: number } = {}): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const stale = names.filter((name) => {
    const pid = SERVER_BUNDLE.exec(name)?.[1];
    if (pid === undefined || Number(pid) === process.pid || runs(Number(pid))) return false;
    return now - (statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? now) >= MIN_AGE_MS;
  });
  for (const name of stale) rmSync(path.join(dir, name), { force: true });
  return stale;
}
