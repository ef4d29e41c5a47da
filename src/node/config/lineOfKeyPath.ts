// Where in the config file's source a field is written, so a config problem names its line. The
// config is a TypeScript module evaluated to data, which has no lines; this finds each key of the
// path in turn, each after the one before it (`themeConfig`, then `navbar` after it, then
// `title` after that), which is how an object literal nests them.

/**
 * The line (1-based) of the deepest key of `path` found in that order. Array indices are not
 * written out: the first item's keys are the first after the array's key, so the search goes on
 * through index 0 and stops at the array's key for a later item. Undefined when the first key
 * is not in the source (a config built by code). Only for keys the config has: a missing one
 * would be found in some other object further down. Undefined too without the file's text.
 */
export function lineOfKeyPath(source: string | undefined, path: readonly PropertyKey[]): number | undefined {
  if (source === undefined) return undefined;
  let from = 0;
  let line: number | undefined;
  for (const part of path) {
    if (part === 0) continue;
    if (typeof part !== 'string') break;
    const key = new RegExp(`(?:^|[\\s{,(])(?:${escapeRegExp(part)}|"${escapeRegExp(part)}"|'${escapeRegExp(part)}')\\s*:`, 'g');
    key.lastIndex = from;
    const found = key.exec(source);
    if (!found) break;
    // The match may start with the delimiter before the key (a newline among them).
    line = source.slice(0, found.index + found[0].search(/[^\s{,(]/)).split('\n').length;
    from = found.index + found[0].length;
  }
  return line;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
