// Writes the files a render worker produces (HTML pages, page data).
//
// Synchronously, on purpose: a render worker has nothing else to do while a file is written, and
// fs/promises sends every mkdir, open, write and close through the libuv thread pool. Those
// thread hand-offs, and the worker idling until each round trip came back, cost more than the
// writes themselves on a two-core machine.
//
// A file is written first and its folder made only when the write finds none: while this
// machine's disk is busy with a large build's output, making a folder costs more than writing a
// page into it (2,000 pages: 0.29 s into existing folders, 1.16 s making each folder first), so a
// large build makes the folders ahead on its otherwise idle main thread (see createFoldersAhead)
// and the workers only write.
import { linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `content` to `relative`. With `unchangedFrom` (a file of an earlier output that may
 * hold the same bytes), an identical file is hard-linked instead: a link only adds a folder
 * entry, where writing allocates and fills new blocks (~1 ms a file on the build machine's disk).
 */
export type WriteOutput = (relative: string, content: string, unchangedFrom?: string) => void;

export function outputWriter(outDir: string): WriteOutput {
  return (relative, content, unchangedFrom) => {
    const file = path.join(outDir, relative);
    const put = () => {
      if (unchangedFrom !== undefined && holds(unchangedFrom, content)) {
        try {
          linkSync(unchangedFrom, file);
          return;
        } catch {
          // Another file system, the target exists, or its folder does not yet: write it.
        }
      }
      writeFileSync(file, content);
    };
    try {
      put();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(path.dirname(file), { recursive: true });
      put();
    }
  };
}

function holds(file: string, content: string): boolean {
  try {
    return statSync(file).size === Buffer.byteLength(content) && readFileSync(file, 'utf8') === content;
  } catch {
    return false;
  }
}
