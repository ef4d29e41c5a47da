// Where a front matter key is written, for problems that name its line: the markdown compiler's
// and the plugins' (kept apart from validateFrontMatter.ts, so the compiler does not load zod).

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
 * The line of a nested key (`last_update.date`): below the top-level key's line, the line of the
 * next key among its children, the lines indented as its first child is (a grandchild `date:`
 * under `author:` is not it, nor a `date:` in a value; review). A value written in braces on the
 * key's line stays there, and so do indexes of a list (`authors.1`).
 */
export function frontMatterKeyPathLine(source: string, path: readonly (string | number)[]): number | undefined {
  const top = frontMatterKeyLine(source, String(path[0]));
  if (top === undefined) return undefined;
  const lines = source.split('\n');
  const indentOf = (text: string) => text.length - text.trimStart().length;
  let line = top;
  for (const part of path.slice(1)) {
    if (typeof part === 'number') break;
    const parentIndent = indentOf(lines[line - 1]!);
    let childIndent: number | undefined;
    let found: number | undefined;
    for (let i = line; i < lines.length && lines[i]!.trim() !== '---'; i++) {
      const text = lines[i]!;
      if (!text.trim()) continue;
      const indent = indentOf(text);
      if (indent <= parentIndent) break;
      childIndent ??= indent;
      if (indent === childIndent && text.trimStart().startsWith(`${part}:`)) {
        found = i + 1;
        break;
      }
    }
    if (found === undefined) break;
    line = found;
  }
  return line;
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
