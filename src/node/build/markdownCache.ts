// A content-hash cache of compiled markdown in node_modules/.cache/folio: a second build only
// compiles the files (or compiler code) that changed. An entry remembers the images it copied,
// the files it imported (partials, raw-loader text) and the files it looked for in vain, so a
// changed image or import, or a linked file that appeared, invalidates it too.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { shiftOutputLines } from '../markdown/shiftLines.js';
import type { MarkdownInput, MarkdownOutput } from '../markdown/types.js';
import { nameContent } from '../prerender/contentKeys.js';
import { inputsUnchanged } from './inputMtimes.js';
import { makeFolderOnce, removeInBackground } from './outputDir.js';

/**
 * The compiler's source: its folder (sub-folders included) and the code it imports from outside
 * it — the URL rules links follow (src/shared), the messages its warnings carry (front matter's
 * YAML errors among them), the helper that copies images and the CSS modules' class names.
 */
const pipelineSources = ['../markdown/', '../../shared/', '../errors.ts', '../closestMatch.ts', '../explainYamlError.ts', '../importModule.ts', './outputDir.ts', '../content/cssModuleClasses.ts', '../content/frontMatterKeyLine.ts', '../content/lineOfValue.ts', '../bundle/docusaurusModules.ts', '../bundle/esbuild.ts'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));

/** Every source file of the compiler, as absolute paths in a stable order. */
export function pipelineSourceFiles(): string[] {
  return pipelineSources.flatMap((source) =>
    source.endsWith(path.sep) ? (readdirSync(source, { recursive: true }) as string[]).sort().map((file) => path.join(source, file)).filter((file) => /\.(ts|js)$/.test(file)) : [source],
  );
}

/** Hash of the compiler's own source: changing the pipeline invalidates every entry. */
function pipelineVersion(extra: string): string {
  const hash = createHash('sha256').update(extra);
  const srcDir = fileURLToPath(new URL('../../', import.meta.url));
  for (const file of pipelineSourceFiles()) hash.update(path.relative(srcDir, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The key of a compile: everything in the input but the link map, which is the same large
 * object for every file of a version (which entries of it a file used is checked on read), and
 * the line the source starts on: a changelog entry moved down by a line added above it is the
 * same compile with its lines moved (see `get`), not one to redo with every entry below an edit.
 */
export function markdownCacheKey(input: MarkdownInput): string {
  return createHash('sha256').update(JSON.stringify({ ...input, linkMap: undefined, firstLine: undefined })).digest('hex');
}

/** Whether a cached output resolved its links the way `input.linkMap` would now. */
export function linksStillResolve(output: MarkdownOutput, input: MarkdownInput): boolean {
  for (const [target, url] of Object.entries(output.linkLookups ?? {})) {
    if ((Object.hasOwn(input.linkMap, target) ? input.linkMap[target] : null) !== url) return false;
  }
  return true;
}

/**
 * Whether the files a cached output read besides its source are still as it read them: the
 * files it imported (partials, raw-loader text: see partials.ts, fileImports.ts), the static
 * images it measured or looked for and the linked files it did not find (`staticFiles`).
 */
export function filesReadUnchanged(output: MarkdownOutput, mtimeOf: (file: string) => number | null = fileMtime): boolean {
  // What it read of the clock has changed since.
  if (output.volatile) return false;
  if (output.importedFiles !== undefined && !inputsUnchanged(output.importedFiles)) return false;
  for (const [file, mtime] of Object.entries(output.staticFiles ?? {})) {
    if (mtimeOf(file) !== mtime) return false;
  }
  return true;
}

function fileMtime(file: string): number | null {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? null;
}

interface CacheEntry {
  output: MarkdownOutput;
  /** The input's `firstLine` when compiled (absent: 1), which the output's lines count from. */
  firstLine?: number;
  /** Asset path → size and mtime when compiled. */
  assets: Record<string, [number, number]>;
}

/**
 * Names the body, excerpt and search text of an output by its entry's bytes (see
 * contentKeys.ts): the same name whether this build wrote the entry or a later one reads it back.
 */
function nameOutput(output: MarkdownOutput, entryBytes: Buffer): void {
  const hash = createHash('sha256').update(entryBytes).digest('hex');
  nameContent(output.body, `${hash}:body`);
  if (output.excerpt) nameContent(output.excerpt, `${hash}:excerpt`);
  // Keys the search index's input cheaply (see unchangedIndex.ts).
  if (output.searchText) nameContent(output.searchText, `${hash}:search`);
}

export interface MarkdownCache {
  get(input: MarkdownInput): Promise<MarkdownOutput | undefined>;
  set(input: MarkdownInput, output: MarkdownOutput): Promise<void>;
}

/**
 * A version folder (see pipelineVersion) no build has opened for this long is deleted: it holds
 * the output of an earlier compiler, or of options no site uses any more, and nothing else ever
 * reads it again (this repository's own bench corpora left ~220 MB per compiler change).
 */
export const UNUSED_VERSION_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Marks `keep` as used now and deletes the version folders below `root` that went unused for
 * UNUSED_VERSION_MS: renamed at once, so no build opens one half-deleted, then removed in the
 * background.
 */
export function pruneUnusedVersions(root: string, keep: string, now = Date.now()): void {
  mkdirSync(path.join(root, keep), { recursive: true });
  utimesSync(path.join(root, keep), new Date(now), new Date(now));
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === keep) continue;
    const dir = path.join(root, entry.name);
    const leftOver = entry.name.includes('.unused-');
    if (!leftOver && now - statSync(dir).mtimeMs < UNUSED_VERSION_MS) continue;
    try {
      const doomed = leftOver ? dir : `${dir}.unused-${process.pid}`;
      if (!leftOver) renameSync(dir, doomed);
      void removeInBackground(doomed);
    } catch {
      // Another build is deleting it.
    }
  }
}

export function createMarkdownCache(cacheDir: string, options: Record<string, unknown>): MarkdownCache {
  const version = pipelineVersion(JSON.stringify(options));
  const dir = path.join(cacheDir, 'markdown', version);
  pruneUnusedVersions(path.dirname(dir), version);
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  /** Folders of entries made so far (256 at most: entries are filed by the key's first two hex digits). */
  const made = new Set<string>();
  // A logo shown by every page is one stat per build, not one per page that shows it.
  const mtimes = new Map<string, number | null>();
  const mtimeOf = (file: string) => {
    let mtime = mtimes.get(file);
    if (mtime === undefined) mtimes.set(file, (mtime = fileMtime(file)));
    return mtime;
  };
  return {
    async get(input) {
      const file = fileOf(markdownCacheKey(input));
      try {
        // Synchronously: a rebuild reads hundreds of small entries, and fs/promises' open,
        // stat, read and close round trips through the thread pool cost ~0.1 ms each here.
        const bytes = readFileSync(file);
        const entry = JSON.parse(bytes.toString('utf8')) as CacheEntry;
        for (const [asset, [size, mtime]] of Object.entries(entry.assets)) {
          const stat = statSync(asset, { throwIfNoEntry: false });
          if (!stat || stat.size !== size || stat.mtimeMs !== mtime) return undefined;
        }
        if (!linksStillResolve(entry.output, input) || !filesReadUnchanged(entry.output, mtimeOf)) return undefined;
        nameOutput(entry.output, bytes);
        const moved = (input.firstLine ?? 1) - (entry.firstLine ?? 1);
        return moved === 0 ? entry.output : shiftOutputLines(entry.output, input.file, moved);
      } catch {
        return undefined;
      }
    },
    async set(input, output) {
      const file = fileOf(markdownCacheKey(input));
      const assets: CacheEntry['assets'] = {};
      for (const asset of output.assets) {
        const stat = statSync(asset.absPath, { throwIfNoEntry: false });
        if (stat) assets[asset.absPath] = [stat.size, stat.mtimeMs];
      }
      const bytes = Buffer.from(JSON.stringify({ output, assets, firstLine: input.firstLine } satisfies CacheEntry));
      nameOutput(output, bytes);
      // Synchronously, as entries are read: a first build writes one per markdown file, and
      // fs/promises' mkdir, open, write and close each went through the thread pool.
      makeFolderOnce(path.dirname(file), made);
      writeFileSync(file, bytes);
    },
  };
}
