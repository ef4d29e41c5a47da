import { statSync } from 'node:fs';
import { linksStillResolve, filesReadUnchanged, type MarkdownCache } from '../build/markdownCache.js';
import type { MarkdownInput, MarkdownOutput } from '../markdown/types.js';

export interface MemoryMarkdownCache extends MarkdownCache {
  /** Writes what was held back and every later output through to the backing cache. */
  startWriting(): void;
  /**
   * The markdown files (absolute paths) whose outputs read one of `files` besides their source:
   * a partial or raw-loader text they import, a static image they measured or a linked file
   * they did not find. Saving (or adding) such a file changes them,
   * though they are unchanged and may belong to another plugin than the file.
   */
  dependents(files: readonly string[]): string[];
}

/**
 * The dev server's markdown cache: compiled files stay in memory keyed by their input, so a
 * save recompiles only the file that changed.
 *
 * An output is not served once a file it imports (a partial, raw-loader text) or a static image
 * it measured changed on disk (`filesReadUnchanged`), nor once an asset it copied (an image
 * beside the page, whose URL holds its content hash) changed or went: the importing file's input
 * is the same, and a saved partial or image reloads the plugin that owns it (or every plugin, for
 * a file outside their folders).
 *
 * A reload looks up every file of the plugin it reloads, so a lookup must cost little:
 * - the key is everything but the source and the link map. Every input of a docs version
 *   carries the same link map (one entry per doc), so serializing it for every file made a
 *   lookup grow with the square of the number of docs; instead an entry remembers the entries
 *   of the map its links looked up, and is reused while they resolve the same (adding a page
 *   recompiles only the files that link to it);
 * - the source, the large part, is compared as a string (a map key) rather than hashed.
 *
 * With a `backing` cache (the build's cache on disk), a miss is looked up there before the file
 * is compiled, and new outputs are written there without waiting: restarting the dev server, or
 * starting it after a build, compiles only what changed since. With `holdWrites` those writes
 * wait for `startWriting()`: serializing hundreds of outputs would delay the first page.
 */
export function createMemoryMarkdownCache(backing?: MarkdownCache, options: { holdWrites?: boolean } = {}): MemoryMarkdownCache {
  let held: [MarkdownInput, MarkdownOutput][] | undefined = options.holdWrites ? [] : undefined;
  const write = (input: MarkdownInput, output: MarkdownOutput) => void backing?.set(input, output).catch(() => undefined);
  const entries = new Map<string, Map<string, MarkdownOutput>>();
  const keyOf = (input: MarkdownInput) => JSON.stringify({ ...input, source: undefined, linkMap: undefined });
  /** File read besides a source → the sources that read it (kept while the server runs: reloading one more is harmless). */
  const readers = new Map<string, Set<string>>();
  /** Size and modification time of each asset an output copied (an image beside the page, a linked PDF), when it was compiled. */
  const assetStats = new WeakMap<MarkdownOutput, [string, number, number][]>();
  const assetsUnchanged = (output: MarkdownOutput) =>
    (assetStats.get(output) ?? []).every(([file, size, mtime]) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return stat !== undefined && stat.size === size && stat.mtimeMs === mtime;
    });
  const remember = (input: MarkdownInput, output: MarkdownOutput) => {
    const stats: [string, number, number][] = [];
    for (const { absPath } of output.assets ?? []) {
      const stat = statSync(absPath, { throwIfNoEntry: false });
      if (stat) stats.push([absPath, stat.size, stat.mtimeMs]);
    }
    if (stats.length) assetStats.set(output, stats);
    for (const file of [...Object.keys(output.importedFiles ?? {}), ...Object.keys(output.staticFiles ?? {}), ...stats.map(([file]) => file)]) {
      let sources = readers.get(file);
      if (!sources) readers.set(file, (sources = new Set()));
      sources.add(input.absFile);
    }
    const key = keyOf(input);
    let bySource = entries.get(key);
    if (!bySource) entries.set(key, (bySource = new Map()));
    bySource.set(input.source, output);
  };
  return {
    async get(input) {
      const output = entries.get(keyOf(input))?.get(input.source);
      if (output) return linksStillResolve(output, input) && filesReadUnchanged(output) && assetsUnchanged(output) ? output : undefined;
      const stored = await backing?.get(input);
      if (stored) remember(input, stored);
      return stored;
    },
    async set(input, output) {
      remember(input, output);
      if (held) held.push([input, output]);
      else write(input, output);
    },
    dependents(files) {
      return [...new Set(files.flatMap((file) => [...(readers.get(file) ?? [])]))];
    },
    startWriting() {
      const pending = held ?? [];
      held = undefined;
      for (const [input, output] of pending) write(input, output);
    },
  };
}
