// A content-hash cache of compiled markdown in node_modules/.cache/folio: a second build only
// compiles the files (or compiler code) that changed. An entry remembers the images it copied,
// so a changed image invalidates it too.
//
// Each entry is a file of its own, shared by every site and output. A build into one output
// also keeps a pack: the entries it used, one per line, read in one go by its next build. A
// rebuild of this site read ~400 entry files (cache lookups ~155 ms, of which ~80 ms opening
// and reading files on this machine) where it now reads one pack (~100 ms); new entries are
// appended, and the pack is rewritten with only the entries in use once it holds more than
// twice those. A site whose entries outgrow PACK_MAX_CHARS keeps none: the pack would stay
// in memory through the whole load.
import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MarkdownInput, MarkdownOutput } from '../markdown/types.js';
import { writeCacheFile } from './cacheRecord.js';

const markdownDir = fileURLToPath(new URL('../markdown/', import.meta.url));

/** Hash of the compiler's own source (sub-folders included): changing the pipeline invalidates every entry. */
function pipelineVersion(extra: string): string {
  const hash = createHash('sha256').update(extra);
  for (const file of (readdirSync(markdownDir, { recursive: true }) as string[]).sort()) {
    if (/\.(ts|js)$/.test(file)) hash.update(file).update(readFileSync(path.join(markdownDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The key of a compile: everything in the input but the link map, which is the same large
 * object for every file of a version. Which entries of it a file used is checked on read.
 */
export function markdownCacheKey(input: MarkdownInput): string {
  return createHash('sha256').update(JSON.stringify({ ...input, linkMap: undefined })).digest('hex');
}

/** Whether a cached output resolved its links the way `input.linkMap` would now. */
export function linksStillResolve(output: MarkdownOutput, input: MarkdownInput): boolean {
  for (const [target, url] of Object.entries(output.linkLookups ?? {})) {
    if ((Object.hasOwn(input.linkMap, target) ? input.linkMap[target] : null) !== url) return false;
  }
  return true;
}

interface CacheEntry {
  output: MarkdownOutput;
  /** Asset path → size and mtime when compiled. */
  assets: Record<string, [number, number]>;
}

export interface MarkdownCache {
  get(input: MarkdownInput): Promise<MarkdownOutput | undefined>;
  set(input: MarkdownInput, output: MarkdownOutput): Promise<void>;
  /** Once the build's compiles are done: brings the pack up to date (see above). */
  finish?(): void;
}

/** Pack lines beyond this many times the entries in use (plus a few) get the pack rewritten. */
const PACK_SLACK = 2;
/** Largest pack (characters). This site's is ~7 MB; the 10,000-page corpus's would be ~200 MB. */
const PACK_MAX_CHARS = 48_000_000;

/**
 * `pack`: the name of this output's pack (one per output folder), or none (the dev server,
 * tests) to read and write entry files only.
 */
export function createMarkdownCache(cacheDir: string, options: Record<string, unknown>, pack?: string): MarkdownCache {
  const version = pipelineVersion(JSON.stringify(options));
  const dir = path.join(cacheDir, 'markdown', version);
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  const packFile = pack === undefined ? undefined : path.join(dir, 'packs', `${pack}.jsonl`);
  /** The pack as read: key → the entry's JSON. */
  const packed = new Map<string, string>();
  let packLines = 0;
  let packing = packFile !== undefined;
  if (packFile) {
    let text = '';
    try {
      if (statSync(packFile).size <= PACK_MAX_CHARS) text = readFileSync(packFile, 'utf8');
    } catch {
      // no pack yet
    }
    for (let start = 0; start < text.length; ) {
      const end = text.indexOf('\n', start);
      // A line cut short (a build stopped while appending) has no newline: it is left out.
      if (end === -1) break;
      const tab = text.indexOf('\t', start);
      if (tab > start && tab < end) packed.set(text.slice(start, tab), text.slice(tab + 1, end));
      packLines++;
      start = end + 1;
    }
  }
  /** Entries this build used, and those of them the pack does not hold yet. */
  const used = new Map<string, string>();
  const unpacked: string[] = [];
  let usedChars = 0;
  const use = (key: string, json: string) => {
    if (!packing || used.has(key)) return;
    usedChars += json.length;
    if (usedChars > PACK_MAX_CHARS) {
      packing = false;
      used.clear();
      unpacked.length = 0;
      return;
    }
    used.set(key, json);
    if (!packed.has(key)) unpacked.push(key);
  };
  return {
    async get(input) {
      const key = markdownCacheKey(input);
      try {
        // Synchronously: a rebuild reads hundreds of small entries, and fs/promises' open,
        // stat, read and close round trips through the thread pool cost ~0.1 ms each here.
        const json = packed.get(key) ?? readFileSync(fileOf(key), 'utf8');
        const entry = JSON.parse(json) as CacheEntry;
        for (const [asset, [size, mtime]] of Object.entries(entry.assets)) {
          const stat = statSync(asset, { throwIfNoEntry: false });
          if (!stat || stat.size !== size || stat.mtimeMs !== mtime) return undefined;
        }
        if (!linksStillResolve(entry.output, input)) return undefined;
        use(key, json);
        return entry.output;
      } catch {
        return undefined;
      }
    },
    async set(input, output) {
      const key = markdownCacheKey(input);
      const file = fileOf(key);
      const assets: CacheEntry['assets'] = {};
      for (const asset of output.assets) {
        const stat = statSync(asset.absPath, { throwIfNoEntry: false });
        if (stat) assets[asset.absPath] = [stat.size, stat.mtimeMs];
      }
      const json = JSON.stringify({ output, assets } satisfies CacheEntry);
      // A recompiled file's new entry replaces the packed one under the same key.
      packed.delete(key);
      const previous = used.get(key);
      if (previous !== undefined) {
        used.delete(key);
        usedChars -= previous.length;
      }
      use(key, json);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, json);
    },
    finish() {
      if (!packFile) return;
      if (!packing) {
        // Too large to keep: the next build reads the entry files rather than an outdated pack.
        rmSync(packFile, { force: true });
        return;
      }
      if (!used.size) return;
      const lines = (keys: Iterable<string>) => [...keys].map((key) => `${key}\t${used.get(key)}\n`).join('');
      try {
        if (packLines + unpacked.length > PACK_SLACK * used.size + 16) writeCacheFile(packFile, lines(used.keys()));
        else if (unpacked.length) {
          mkdirSync(path.dirname(packFile), { recursive: true });
          appendFileSync(packFile, lines(unpacked));
        }
      } catch {
        // A pack that cannot be written only costs the next build the entry files' reads.
      }
      unpacked.length = 0;
    },
  };
}
