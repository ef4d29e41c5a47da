// The output folders of a large build, made on the main thread while the render workers start
// rendering: at 10,000 pages the main thread waits for the workers most of the time, and making
// ~10,000 folders was 0.5-2.3 s of each render worker's time in CPU profiles (with the disk busy
// writing, it makes a folder slower than it writes a page into one). The workers write first and
// make a folder only when it is missing (see outputWriter.ts), so a folder made here is one they
// never make.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { outputFileFor } from './outputPaths.js';
import type { RenderItem } from './renderBatch.js';

/** Folders the items' files go in (relative to the output), each once, in the items' order. */
export function outputFolders(items: readonly RenderItem[], trailingSlash: boolean | undefined): string[] {
  const folders = new Set<string>();
  for (const item of items) {
    folders.add(path.dirname(item.htmlFile ?? outputFileFor(item.page.path, trailingSlash)));
    if (item.dataFile) folders.add(path.dirname(item.dataFile));
  }
  folders.delete('.');
  return [...folders];
}

/** Folders made between two turns of the event loop, which brings the workers' results in. */
const SLICE = 64;

/**
 * Makes `folders` below `outDir` in order, giving the event loop a turn every few; stops early
 * when `stopped()` says rendering ended (a failed build discards the output anyway).
 */
export async function createFoldersAhead(outDir: string, folders: readonly string[], stopped: () => boolean): Promise<void> {
  for (let start = 0; start < folders.length && !stopped(); start += SLICE) {
    for (const folder of folders.slice(start, start + SLICE)) mkdirSync(path.join(outDir, folder), { recursive: true });
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}
