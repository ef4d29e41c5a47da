// Every file below a folder, in one synchronous walk. The recursive readdir of fs/promises
// awaits folder after folder and measured 4–8× slower here (75–140 ms against 17–19 ms for a
// 1,900-file build output); for a listing that takes milliseconds, blocking beats awaiting.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export interface FileBelow {
  name: string;
  /** Absolute path. */
  abs: string;
  /** Absolute path of the folder holding it. */
  parent: string;
  /** Path relative to the listed folder, `/`-separated. */
  rel: string;
}

export function filesBelow(dir: string): FileBelow[] {
  const files: FileBelow[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const abs = path.join(entry.parentPath, entry.name);
    files.push({ name: entry.name, abs, parent: entry.parentPath, rel: path.relative(dir, abs).split(path.sep).join('/') });
  }
  return files;
}
