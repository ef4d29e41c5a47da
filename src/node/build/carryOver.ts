// A rebuild takes the pages that did not change from the previous output. Linking them one by
// one into the new output makes every one of their folders again (~750 for this site), and a
// new folder cost about a millisecond of kernel time on the build machine: most of a one-page
// rebuild. Instead a folder of the previous output that holds nothing but such pages moves
// across whole, in one rename; only the pages beside something new are linked one by one.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { linkOrCopy } from './outputDir.js';

export interface CarryPlan {
  /** Folders that move whole from the previous output (relative, `/`-separated), once `folders` exist. */
  moves: string[];
  /** Folders to create in the new output, each after its parent, before anything moves into them. */
  folders: string[];
  /** Files to link one by one. */
  links: string[];
}

/**
 * Decides how the `wanted` files of the previous output reach the new one. `previous` lists
 * every file of the previous output and `present(folder)` tells whether the new output has the
 * folder already (something was written there), which rules out moving a folder onto it. A
 * folder moves when every file below it is wanted: anything else there (a deleted page, a
 * static file or feed the build writes afresh) must not come along.
 */
export function planCarry(previous: string[], wanted: ReadonlySet<string>, present: (folder: string) => boolean): CarryPlan {
  const total = new Map<string, number>();
  const taken = new Map<string, number>();
  const subfolders = new Map<string, Set<string>>();
  const filesIn = new Map<string, string[]>();
  for (const file of previous) {
    const isWanted = wanted.has(file);
    let folder = parentOf(file);
    if (isWanted) push(filesIn, folder, file);
    while (folder !== '') {
      total.set(folder, (total.get(folder) ?? 0) + 1);
      if (isWanted) taken.set(folder, (taken.get(folder) ?? 0) + 1);
      const parent = parentOf(folder);
      if (!subfolders.has(parent)) subfolders.set(parent, new Set());
      subfolders.get(parent)!.add(folder);
      folder = parent;
    }
  }

  const plan: CarryPlan = { moves: [], folders: [], links: [] };
  // `exists`: the folder is in the new output (present, or created by this plan).
  const visit = (folder: string, exists: boolean) => {
    for (const sub of subfolders.get(folder) ?? []) {
      if (!taken.get(sub)) continue;
      const subExists = exists && present(sub);
      if (taken.get(sub) === total.get(sub) && !subExists) {
        plan.moves.push(sub);
        continue;
      }
      if (!subExists) plan.folders.push(sub);
      visit(sub, subExists);
    }
    plan.links.push(...(filesIn.get(folder) ?? []));
  };
  visit('', true);
  return plan;
}

/**
 * Carries `files` (relative to both folders, each present in `previousFiles`) from the previous
 * output into `outDir` as `planCarry` says. The build does so once nothing else can fail, just
 * before the swap, so the previous output stays whole and served until then. Returns the undo,
 * which moves the folders back (what is left to fail after it is small, but not nothing).
 */
export function carryOver(previousDir: string, outDir: string, files: string[], previousFiles: string[]): () => void {
  if (!files.length) return () => undefined;
  const plan = planCarry(previousFiles, new Set(files), (folder) => existsSync(path.join(outDir, folder)));
  const moved: string[] = [];
  const undo = () => {
    for (const folder of moved.reverse()) renameSync(path.join(outDir, folder), path.join(previousDir, folder));
    moved.length = 0;
  };
  try {
    for (const folder of plan.folders) mkdirSync(path.join(outDir, folder), { recursive: true });
    for (const folder of plan.moves) {
      renameSync(path.join(previousDir, folder), path.join(outDir, folder));
      moved.push(folder);
    }
    const made = new Set(plan.folders.map((folder) => path.join(outDir, folder)).concat(outDir));
    for (const file of plan.links) linkOrCopy(path.join(previousDir, file), path.join(outDir, file), made);
  } catch (error) {
    undo();
    throw error;
  }
  return undo;
}

function parentOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash === -1 ? '' : file.slice(0, slash);
}

function push(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Links `files` of the previous output into `outDir`, one by one, their folders made: for the
 * few pages post build reads before the swap. Nothing moves, so a build that fails afterwards
 * leaves the previous output whole with nothing to undo.
 */
export function linkOver(previousDir: string, outDir: string, files: string[]): void {
  const made = new Set([outDir]);
  for (const file of files) linkOrCopy(path.join(previousDir, file), path.join(outDir, file), made);
}
