// One build at a time per output folder. Two builds into the same folder each plan which pages
// to take over from it, then swap their own output in and record what it holds: interleaved,
// the last output swapped in and the last record written can come from different builds, and
// the next rebuild trusts a record that does not describe the pages it takes over. A lock file
// beside the folder holds the building process's id; a lock whose process is gone (a build
// that was killed) is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { BuildError, displayPath } from '../errors.js';
import { processRuns } from './processRuns.js';

export function lockFileFor(outDir: string): string {
  return path.join(path.dirname(outDir), `${path.basename(outDir)}.lock`);
}

/**
 * Takes the lock of `outDir` for this process, or fails with a BuildError naming the build that
 * holds it. Returns the release function.
 */
export function lockOutput(outDir: string): () => void {
  const file = lockFileFor(outDir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      // removed meanwhile: try again
    }
    if (Number.isInteger(holder) && holder !== process.pid && processRuns(holder)) {
      throw new BuildError({
        what: `Another build (process ${holder}) is writing ${path.basename(outDir)}/`,
        where: { file: displayPath(file) },
        fix: `Wait for it to finish, or stop it; if no build is running, delete ${displayPath(file)}.`,
        plugin: 'build',
      });
    }
    // Left by a build that is no longer running (or unreadable): take it over.
    rmSync(file, { force: true });
  }
  throw new BuildError({ what: `Could not take the lock of ${path.basename(outDir)}/`, where: { file }, fix: `Delete ${file} and build again.`, plugin: 'build' });
}
