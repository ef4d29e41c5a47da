// Builds go into a temporary folder beside the real one and replace it only when everything
// succeeded, so a failed build never leaves a half-written site behind.
import { spawn } from 'node:child_process';
import { constants, copyFileSync, cpSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { filesBelow } from '../content/filesBelow.js';
import { processRuns } from './processRuns.js';

/**
 * Copies a folder (or file) into the output. Synchronously: fs/promises' recursive cp awaits
 * every stat, mkdir and copy in turn, ~120 ms for KaTeX's 60 fonts against ~30 ms for cpSync.
 */
export function copyIntoOutput(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}

/**
 * Puts the files of a folder that nothing edits in place (an installed package's files, Folio's
 * own cache) into the output as hard links, or copies where linking is not possible: no bytes
 * written, which on a slow disk made copying KaTeX's fonts and the vendor modules a quarter of
 * a second. Not for the site's own static files, which an author may edit in place.
 */
export function linkIntoOutput(from: string, to: string): void {
  const files = statSync(from).isDirectory() ? filesBelow(from).map((file) => [file.abs, path.join(to, file.rel)] as const) : [[from, to] as const];
  const made = new Set<string>();
  for (const [source, target] of files) linkOrCopy(source, target, made);
}

/**
 * A hard link when the file system allows it, else a copy; creates the target's folder unless
 * `made` (folders created so far by the caller) has it.
 */
export function linkOrCopy(from: string, to: string, made: Set<string>): void {
  makeFolderOnce(path.dirname(to), made);
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Copies one file into the output (a clone where the file system can), creating its folder
 * unless `made` has it: for files an author may edit in place, which must not be linked. One
 * system call, where fs/promises' cp stats its way through each file on the thread pool.
 */
export function copyOutputFile(from: string, to: string, made: Set<string>): void {
  makeFolderOnce(path.dirname(to), made);
  copyFileSync(from, to, constants.COPYFILE_FICLONE);
}

/** Creates `dir` (and its parents) unless `made`, the folders a caller has created so far, has it. */
export function makeFolderOnce(dir: string, made: Set<string>): void {
  if (made.has(dir)) return;
  mkdirSync(dir, { recursive: true });
  made.add(dir);
}

/** How often removeAfterExit looks whether the process has exited. */
const EXIT_POLL_MS = 20;

/** `<outDir>.tmp-<pid>-<time>`: the process id tells whether the build writing it still runs. */
const TEMP_NAME = /^(.+)\.tmp-(\d+)-\d+$/;

export async function createTempOutDir(outDir: string): Promise<string> {
  const temp = path.join(path.dirname(outDir), `${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  await mkdir(temp, { recursive: true });
  return temp;
}

/**
 * Deletes (in the background) the temporary folders of `outDir` whose build no longer runs, and
 * returns their names. A build that was killed outright (SIGKILL, a crash, a power cut) cannot
 * discard its own, and each holds a whole site (49 MB for this repository's).
 */
export async function removeStaleTempDirs(outDir: string, { runs = processRuns }: { runs?: (pid: number) => boolean } = {}): Promise<string[]> {
  let names: string[];
  try {
    names = readdirSync(path.dirname(outDir));
  } catch {
    return [];
  }
  const stale = names.filter((name) => {
    const match = TEMP_NAME.exec(name);
    if (match?.[1] !== path.basename(outDir)) return false;
    const pid = Number(match[2]);
    return pid !== process.pid && !runs(pid);
  });
  for (const name of stale) await removeInBackground(path.join(path.dirname(outDir), name));
  return stale;
}

/**
 * Moves `temp` into place as `outDir`. The old output is renamed aside and deleted by a
 * detached `rm` that outlives the build: deleting a site's thousands of files took ~0.3 s of
 * a 5 s build, with nothing waiting for it. Both renames are synchronous, so an interrupt
 * (see onInterrupt.ts) is handled before or after them, never between, where discarding
 * `temp` would leave no site at all.
 */
export async function swapIntoPlace(temp: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, old);
  renameSync(temp, outDir);
  if (hadOld) await removeInBackground(old);
}

/** Deletes `dir` in a detached process (the build does not wait for it, nor keep it alive). */
export async function removeInBackground(dir: string): Promise<void> {
  if (process.platform === 'win32') {
    await rm(dir, { recursive: true, force: true });
    return;
  }
  spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' }).on('error', () => rm(dir, { recursive: true, force: true })).unref();
}

export async function discardTemp(temp: string): Promise<void> {
  await rm(temp, { recursive: true, force: true });
}

/**
 * Deletes `dir` in a detached process once this one has exited: for the temporary folder of an
 * interrupted build, whose render workers write into it until the process ends (deleting it
 * right away failed with ENOTEMPTY, or would leave what they wrote afterwards).
 */
export function removeAfterExit(dir: string): void {
  const script = `const [pid, dir] = process.argv.slice(1);
const runs = () => { try { process.kill(Number(pid), 0); return true; } catch (error) { return error.code === 'EPERM'; } };
(function removeOnceGone() { if (runs()) setTimeout(removeOnceGone, ${EXIT_POLL_MS}); else require('node:fs').rmSync(dir, { recursive: true, force: true, maxRetries: 3 }); })();`;
  spawn(process.execPath, ['-e', script, String(process.pid), dir], { detached: true, stdio: 'ignore' }).unref();
}
