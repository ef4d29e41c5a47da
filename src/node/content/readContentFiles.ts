// The only code that lists and reads content from disk. Everything after this works on plain
// values, so plugins' content → route logic is testable without a file system.
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface ContentFile {
  /** Path relative to the folder that was read, with `/` separators (`guides/intro.md`). */
  relPath: string;
  /** Path relative to the site root, used in messages (`content/docs/guides/intro.md`). */
  sitePath: string;
  absPath: string;
  source: string;
}

export interface ReadOptions {
  /** File name endings to include (`.md`, `.mdx`). */
  extensions: string[];
  /** Folder names to skip anywhere below (`node_modules`, versioned folders...). */
  skipDirs?: string[];
}

/** Lists the files below `dir` with the given extensions, sorted by path for stable builds. */
export async function listFiles(dir: string, options: ReadOptions): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const skip = new Set(['node_modules', ...(options.skipDirs ?? [])]);
  const files: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (!options.extensions.some((ext) => entry.name.endsWith(ext))) continue;
    const abs = path.join(entry.parentPath, entry.name);
    const rel = path.relative(dir, abs).split(path.sep).join('/');
    if (rel.split('/').some((part) => skip.has(part) || part.startsWith('_') && part !== rel.split('/').at(-1))) continue;
    if (entry.name.startsWith('_')) continue;
    files.push(rel);
  }
  return files.sort();
}

export async function readContentFiles(dir: string, rootForMessages: string, options: ReadOptions): Promise<ContentFile[]> {
  const rels = await listFiles(dir, options);
  return Promise.all(
    rels.map(async (relPath) => {
      const absPath = path.join(dir, relPath);
      return {
        relPath,
        absPath,
        sitePath: path.relative(rootForMessages, absPath).split(path.sep).join('/'),
        source: await readFile(absPath, 'utf8'),
      };
    }),
  );
}
