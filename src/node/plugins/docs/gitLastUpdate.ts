// Last-updated dates and authors for every file of a folder, from ONE `git log` call rather
// than one per file (hundreds of docs would otherwise cost seconds).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LastUpdate {
  /** ISO date. */
  date: string;
  author: string;
}

/** Map of absolute file path → its latest commit; empty when git or history is unavailable. */
export async function gitLastUpdates(dir: string): Promise<Map<string, LastUpdate>> {
  const result = new Map<string, LastUpdate>();
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    const root = top.trim();
    const { stdout } = await run('git', ['log', '--format=%x00%aI%x00%an', '--name-only', '--no-renames', '--', '.'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    let current: LastUpdate | undefined;
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) {
        const [, date, author] = line.split('\0');
        current = { date: date!, author: author! };
      } else if (line && current) {
        const abs = path.join(root, line);
        if (!result.has(abs)) result.set(abs, current);
      }
    }
  } catch {
    // Not a git checkout, or git missing: no dates, no error.
  }
  return result;
}
