// Last-updated dates and authors for every file of a folder, and the date each file was first
// committed, from ONE `git log` call rather than one per file (hundreds of docs would otherwise
// cost seconds).
//
// The answer depends on the history alone, not on the working tree, so with a cache folder it is
// kept per folder and HEAD commit: a rebuild reads HEAD from .git and starts no git process
// (each spawn blocked the main thread ~50 ms, once per doc version and instance).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readCacheRecord, writeCacheFile } from '../../build/cacheRecord.js';

const run = promisify(execFile);

export interface LastUpdate {
  /** ISO date. */
  date: string;
  author: string;
  /** ISO date of the oldest commit of the file at this path: a blog post without a date is dated by it, as in Docusaurus. */
  firstCommitDate: string;
}

/** Names the cached records' shape: records written before `firstCommitDate` are not read. */
const CACHE_FORMAT = 2;

/** Logs read by this process, per HEAD commit and folder: every doc version shares its site's. */
const readInProcess = new Map<string, Promise<Map<string, LastUpdate>>>();

/**
 * Map of absolute file path → its latest commit, for the files below `dir`; empty when git or
 * history is unavailable. One log of `scope` (a folder holding `dir`, such as the site's) serves
 * every folder below it; with `cacheDir` it is reused from an earlier build at the same HEAD.
 */
export async function gitLastUpdates(dir: string, cacheDir?: string, scope = dir): Promise<Map<string, LastUpdate>> {
  const prefix = dir.endsWith(path.sep) ? dir : dir + path.sep;
  // A folder outside the scope (docs at `../elsewhere`) is logged on its own.
  if (!prefix.startsWith(scope.endsWith(path.sep) ? scope : scope + path.sep)) scope = dir;
  const head = gitHead(scope);
  // Without a HEAD to key it by (a worktree, no repository), each folder is logged on its own,
  // uncached: a site-wide log per folder would only repeat work.
  if (!head) return readGitLog(dir);
  const key = `${head}\0${scope}`;
  let all = readInProcess.get(key);
  if (!all) readInProcess.set(key, (all = readScope(scope, head, cacheDir)));
  if (dir === scope) return all;
  return new Map([...(await all)].filter(([file]) => file.startsWith(prefix)));
}

async function readScope(scope: string, head: string, cacheDir: string | undefined): Promise<Map<string, LastUpdate>> {
  const cacheFile = cacheDir ? path.join(cacheDir, 'git-last-update', `${createHash('sha256').update(`${CACHE_FORMAT}\0${head}\0${scope}`).digest('hex').slice(0, 24)}.json`) : undefined;
  const cached = cacheFile ? readCacheRecord<[string, LastUpdate][]>(cacheFile) : undefined;
  if (cached) return new Map(cached);
  const result = await readGitLog(scope);
  if (cacheFile && result.size) writeCacheFile(cacheFile, JSON.stringify([...result]));
  return result;
}

async function readGitLog(dir: string): Promise<Map<string, LastUpdate>> {
  const result = new Map<string, LastUpdate>();
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    const root = top.trim();
    const { stdout } = await run('git', ['log', '--format=%x00%aI%x00%an', '--name-only', '--no-renames', '--', '.'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    let current: { date: string; author: string } | undefined;
    // Newest commit first: a file's first entry is its last update, its last entry its first commit.
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) {
        const [, date, author] = line.split('\0');
        current = { date: date!, author: author! };
      } else if (line && current) {
        const abs = path.join(root, line);
        const known = result.get(abs);
        if (known) known.firstCommitDate = current.date;
        else result.set(abs, { ...current, firstCommitDate: current.date });
      }
    }
  } catch {
    // Not a git checkout, or git missing: no dates, no error.
  }
  return result;
}

/**
 * The commit HEAD points at, read from the `.git` folder above `dir` (no git process), or
 * undefined where that is not plain: no repository, a worktree or submodule (`.git` a file), a
 * ref that is neither a loose file nor in packed-refs. Undefined means: ask git.
 */
export function gitHead(dir: string): string | undefined {
  try {
    let gitDir: string | undefined;
    for (let at = path.resolve(dir); ; at = path.dirname(at)) {
      const candidate = path.join(at, '.git');
      if (existsSync(candidate)) {
        gitDir = statSync(candidate).isDirectory() ? candidate : undefined;
        break;
      }
      if (path.dirname(at) === at) break;
    }
    if (!gitDir) return undefined;
    const head = readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim();
    if (/^[0-9a-f]{40,64}$/.test(head)) return head;
    const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
    if (!ref) return undefined;
    const loose = path.join(gitDir, ref);
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim() || undefined;
    const packed = readFileSync(path.join(gitDir, 'packed-refs'), 'utf8');
    return packed.split('\n').find((line) => line.endsWith(` ${ref}`))?.split(' ')[0];
  } catch {
    return undefined;
  }
}
