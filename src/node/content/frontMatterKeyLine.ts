// Where a front matter key is written, for problems that name its line: the markdown compiler's
// and the plugins' (kept apart from validateFrontMatter.ts, so the compiler does not load zod).
import { lineOfKeyPath } from '../config/lineOfKeyPath.js';

/** Line (1-based) of `key:` inside the front matter block at the top of `source`. */
export function frontMatterKeyLine(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length && lines[i]!.trim() !== '---'; i++) {
    if (lines[i]!.startsWith(`${key}:`)) return i + 1;
  }
  return undefined;
}

/**
 * The line of a nested key (`last_update.date`): found as the config's keys are (lineOfKeyPath),
 * from the top-level key's line to the end of the front matter (a value written in braces on the
 * key's line stays there). Indexes of a list (`authors.1`) are not followed: the line of what
 * holds them.
 */
export function frontMatterKeyPathLine(source: string, path: readonly (string | number)[]): number | undefined {
  const top = frontMatterKeyLine(source, String(path[0]));
  if (top === undefined) return undefined;
  const lines = source.split('\n');
  let end = top;
  while (end < lines.length && lines[end]!.trim() !== '---') end++;
  const index = path.findIndex((part) => typeof part === 'number');
  const keys = index < 0 ? path : path.slice(0, index);
  const found = lineOfKeyPath(lines.slice(top - 1, end).join('\n'), keys);
  return found === undefined ? top : top + found - 1;
}

/**
 * The value of a top-level key as written on its line of the front matter, without a comment or
 * quotes (`date: 2024-02-30`, which YAML rolls over; `slug: 1.10`, which YAML reads as 1.1).
 */
export function frontMatterWrittenValue(source: string, key: string): string | undefined {
  const line = frontMatterKeyLine(source, key);
  if (line === undefined) return undefined;
  const text = source.split('\n')[line - 1]!.slice(key.length + 1).replace(/\s#.*$/, '').trim();
  return /^(["']).*\1$/.test(text) ? text.slice(1, -1) : text;
}
