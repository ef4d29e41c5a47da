// Watches a folder tree for the dev server: one plain (non-recursive) watcher per folder, none in
// folders nobody edits by hand. Node's recursive `fs.watch` on Linux watches every file below the
// folder one by one: it walked a site's `build/` output at start-up (~0.3 s, blocking), and it
// lost a file for good once an editor saved it by writing a new file and renaming it over the old
// one (vim, `sed -i`, most IDEs' safe write): the watcher stayed on the replaced file, and later
// saves went unseen until a restart. A folder's own watcher sees every save of every file in it,
// however the file is written.
import { readdirSync, statSync, watch, type Dirent, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** Generated folders and version control: changes there never concern the site. */
const IGNORED_FOLDERS = /(^|[/\\])(\.git|node_modules|build)([/\\]|$)/;

/**
 * The files editors write beside the one they save, by name: backups (`a.md~`), vim's swap files
 * and write probe (`4913`), `sed -i`'s temporary file (`sedA1b2C3`), JetBrains' safe write
 * (`___jb_tmp___`), Emacs' lock and autosave files (`.#a.md`, `#a.md#`), a `.tmp` renamed over the
 * file. In the batch of a stylesheet's save, one made it "code", and the page reloaded instead of
 * taking the stylesheet in place. Names of files only: a folder `blog/2024` is content.
 */
const EDITOR_FILES = /(~|\.sw[pnox]|___jb_(tmp|old)___|\.tmp)$|^(4913|sed[A-Za-z\d]{6}|\.#.*|#.*#)$/;

/** `relative` (a path below a watched folder; a folder's with `folder`) is not worth a rebuild. */
export function isIgnoredPath(relative: string, folder = false): boolean {
  return IGNORED_FOLDERS.test(relative) || (!folder && EDITOR_FILES.test(path.basename(relative)));
}

function isDirectory(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/**
 * Calls `onChange` with the absolute path of every file or folder created, changed or deleted
 * below `dir`, except ignored ones. Returns a function that stops watching.
 */
export function watchFolder(dir: string, onChange: (file: string) => void): () => void {
  /** Folder (relative to `dir`, '' for itself) → its watcher. */
  const watchers = new Map<string, FSWatcher>();
  const forget = (folder: string) => {
    for (const [watched, watcher] of watchers) {
      if (watched === folder || watched.startsWith(`${folder}${path.sep}`)) {
        watcher.close();
        watchers.delete(watched);
      }
    }
  };
  /** `appeared`: the folder was made while watching, and what it holds was written before its watcher started. */
  const watchTree = (folder: string, appeared = false) => {
    if (watchers.has(folder) || (folder !== '' && isIgnoredPath(folder, true))) return;
    const abs = path.join(dir, folder);
    let watcher: FSWatcher;
    try {
      watcher = watch(abs, (_event, name) => {
        if (!name) return;
        const relative = path.join(folder, name.toString());
        const isFolder = isDirectory(path.join(dir, relative));
        if (isIgnoredPath(relative, isFolder || watchers.has(relative))) return;
        // A folder that appeared is watched with what it holds; one that went is forgotten.
        if (isFolder) watchTree(relative, true);
        else if (watchers.has(relative)) forget(relative);
        onChange(path.join(dir, relative));
      });
    } catch {
      return; // Gone before it could be watched.
    }
    watcher.on('error', () => forget(folder));
    watchers.set(folder, watcher);
    let entries: Dirent[] = [];
    try {
      entries = readdirSync(abs, { withFileTypes: true });
    } catch {
      // Deleted meanwhile: its watcher reports that.
    }
    for (const entry of entries) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) watchTree(relative, appeared);
      // `mkdir -p src/theme && write src/theme/X.js`: the file is there before the folder's watcher.
      else if (appeared && !isIgnoredPath(relative)) onChange(path.join(dir, relative));
    }
  };
  watchTree('');
  return () => {
    watchers.forEach((watcher) => watcher.close());
    watchers.clear();
  };
}

/**
 * Calls `onChange` whenever `file` is written, however the editor saves it: its folder is
 * watched (a watcher on the file itself ends with the first save that replaces it).
 */
export function watchFile(file: string, onChange: () => void): () => void {
  const name = path.basename(file);
  const watcher = watch(path.dirname(file), (_event, changed) => {
    if (changed?.toString() === name) onChange();
  });
  watcher.on('error', () => undefined);
  return () => watcher.close();
}
