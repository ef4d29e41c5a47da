// Watches a folder tree for the dev server without descending into folders nobody edits by hand.
// Node's recursive `fs.watch` on Linux walks and watches every file below the folder up front:
// a site folder holding a `build/` output (the bench corpora do) cost ~0.3 s of start-up, all
// of it blocking the event loop. So the top level is watched alone and each sub-folder that is
// not skipped gets its own recursive watcher, added when it appears.
import { watch, type FSWatcher } from 'node:fs';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Editor litter and generated folders: changes there never concern the site. */
const IGNORED = /(^|[/\\])(\.git|node_modules|build)([/\\]|$)|~$|\.swp$/;

/** `relative` (a path below a watched folder) is not worth a rebuild. */
export function isIgnoredPath(relative: string): boolean {
  return IGNORED.test(relative);
}

function isDirectory(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/**
 * Calls `onChange` with the absolute path of every file or folder created, changed or deleted
 * below `dir`, except ignored ones. Returns a function that stops watching.
 */
export function watchFolder(dir: string, onChange: (file: string) => void): () => void {
  const children = new Map<string, FSWatcher>();
  const report = (relative: string) => {
    if (!isIgnoredPath(relative)) onChange(path.join(dir, relative));
  };
  const watchChild = (name: string) => {
    const child = path.join(dir, name);
    if (children.has(name) || isIgnoredPath(name) || !isDirectory(child)) return;
    const watcher = watch(child, { recursive: true }, (_event, file) => file && report(path.join(name, file.toString())));
    // The folder was deleted or renamed: forget it (the top-level watcher reports that).
    watcher.on('error', () => {
      watcher.close();
      children.delete(name);
    });
    children.set(name, watcher);
  };
  const top = watch(dir, (_event, name) => {
    if (!name) return;
    const entry = name.toString();
    if (children.has(entry) && !isDirectory(path.join(dir, entry))) {
      children.get(entry)!.close();
      children.delete(entry);
    }
    watchChild(entry);
    report(entry);
  });
  top.on('error', () => undefined);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) watchChild(entry.name);
  return () => {
    top.close();
    children.forEach((watcher) => watcher.close());
    children.clear();
  };
}
