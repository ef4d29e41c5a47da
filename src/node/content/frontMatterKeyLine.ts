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
