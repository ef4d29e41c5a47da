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
 * The value of a top-level key as written on its line of the front matter, without a comment or
 * quotes (`date: 2024-02-30`, which YAML rolls over; `slug: 1.10`, which YAML reads as 1.1).
 */
export function frontMatterWrittenValue(source: string, key: string): string | undefined {
  const line = frontMatterKeyLine(source, key);
  if (line === undefined) return undefined;
  const text = source.split('\n')[line - 1]!.slice(key.length + 1).replace(/\s#.*$/, '').trim();
  return /^(["']).*\1$/.test(text) ? text.slice(1, -1) : text;
}
