// How many files a build wrote and how many bytes they hold: the closing line of every build,
// and the bench's output figure.
import { statSync } from 'node:fs';
import { filesBelow, type FileBelow } from '../content/filesBelow.js';

/** Number of files below `dir` and their total size in bytes (`files`: its listing, when the caller has it). */
export function outputSize(dir: string, files: FileBelow[] = filesBelow(dir)): { files: number; bytes: number } {
  let bytes = 0;
  for (const file of files) bytes += statSync(file.abs).size;
  return { files: files.length, bytes };
}

/** `2,364 files (41.1 MB)` */
export function formatOutputSize(size: { files: number; bytes: number }): string {
  const megabytes = size.bytes / 1e6;
  return `${size.files.toLocaleString('en-US')} files (${megabytes >= 10 ? megabytes.toFixed(0) : megabytes.toFixed(1)} MB)`;
}
