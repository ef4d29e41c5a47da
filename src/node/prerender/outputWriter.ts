// Writes the files a render worker produces (HTML pages, page data).
//
// Synchronously, on purpose: a render worker has nothing else to do while a file is written, and
// fs/promises sends every mkdir, open, write and close through the libuv thread pool. Those
// thread hand-offs, and the worker idling until each round trip came back, cost more than the
// writes themselves on a two-core machine. Each folder is created once, not before every file.
import { linkSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes `content` to `relative`. With `unchangedFrom` (a file of an earlier output that may
 * hold the same bytes), an identical file is hard-linked instead: a link only adds a folder
 * entry, where writing allocates and fills new blocks (~1 ms a file on the build machine's disk).
 */
export type WriteOutput = (relative: string, content: string, unchangedFrom?: string) => void;

let current: { outDir: string; write: WriteOutput } | undefined;

/** The writer for `outDir`, kept between batches so folders already made are not made again. */
export function outputWriter(outDir: string): WriteOutput {
  if (current?.outDir !== outDir) current = { outDir, write: createOutputWriter(outDir) };
  return current.write;
}

function createOutputWriter(outDir: string): WriteOutput {
  const made = new Set<string>();
  return (relative, content, unchangedFrom) => {
    const file = path.join(outDir, relative);
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    if (unchangedFrom !== undefined && holds(unchangedFrom, content)) {
      try {
        linkSync(unchangedFrom, file);
        return;
      } catch {
        // Another file system, or the target exists: write it.
      }
    }
    writeFileSync(file, content);
  };
}

function holds(file: string, content: string): boolean {
  try {
    return statSync(file).size === Buffer.byteLength(content) && readFileSync(file, 'utf8') === content;
  } catch {
    return false;
  }
}
