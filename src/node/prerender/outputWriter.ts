// Writes the files a render worker produces (HTML pages, page data).
//
// Synchronously, on purpose: a render worker has nothing else to do while a file is written, and
// fs/promises sends every mkdir, open, write and close through the libuv thread pool. Those
// thread hand-offs, and the worker idling until each round trip came back, cost more than the
// writes themselves on a two-core machine. Each folder is created once, not before every file.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type WriteOutput = (relative: string, content: string) => void;

let current: { outDir: string; write: WriteOutput } | undefined;

/** The writer for `outDir`, kept between batches so folders already made are not made again. */
export function outputWriter(outDir: string): WriteOutput {
  if (current?.outDir !== outDir) current = { outDir, write: createOutputWriter(outDir) };
  return current.write;
}

function createOutputWriter(outDir: string): WriteOutput {
  const made = new Set<string>();
  return (relative, content) => {
    const file = path.join(outDir, relative);
    const dir = path.dirname(file);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(file, content);
  };
}
