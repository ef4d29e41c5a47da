// Where in the config file's source a field is written, so a config problem names its line. The
// config is a TypeScript module evaluated to data, which has no lines; this finds each key of the
// path in turn, each after the one before it (`themeConfig`, then `navbar` after it, then
// `title` after that), which is how an object literal nests them.

/**
 * The line (1-based) of the deepest key of `path` found in that order. Array indices are not
 * written out: item N is found by counting the commas between the array's items (strings,
 * comments and nested literals skipped), and the search goes on inside it. Undefined when the
 * first key is not in the source (a config built by code). Only for keys the config has: a
 * missing one would be found in some other object further down. Undefined too without the
 * file's text.
 */
export function lineOfKeyPath(source: string | undefined, path: readonly PropertyKey[]): number | undefined {
  if (source === undefined) return undefined;
  let from = 0;
  let line: number | undefined;
  for (const part of path) {
    // The first item is placed when the array literal opens right there (`items: [` then the
    // item below): a footer link was blamed on its column's line (verification audit).
    if (part === 0 && !/^\s*\[/.test(source.slice(from, from + 200))) continue;
    if (typeof part === 'number') {
      const item = itemStart(source, from, part);
      if (item === undefined) break;
      line = source.slice(0, item).split('\n').length;
      from = item;
      continue;
    }
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

/**
 * Where item `index` of the array literal that opens at or after `from` starts, counting the
 * commas at its own depth; undefined when the array ends first or is not a literal.
 */
function itemStart(source: string, from: number, index: number): number | undefined {
  const open = source.indexOf('[', from);
  if (open === -1) return undefined;
  let depth = 0;
  let commas = 0;
  for (let at = open; at < source.length; at++) {
    const char = source[at]!;
    if (char === '/' && source[at + 1] === '/') {
      at = source.indexOf('\n', at);
      if (at === -1) return undefined;
      continue;
    }
    if (char === '/' && source[at + 1] === '*') {
      at = source.indexOf('*/', at + 2) + 1;
      if (at === 0) return undefined;
      continue;
    }
    // Past the item's comma: the item starts at the first thing that is not blank or a comment
    // (a `]` there is a trailing comma: no such item).
    if (commas === index && depth === 1 && !/\s/.test(char)) return char === ']' ? undefined : at;
    if (char === '"' || char === "'" || char === '`') {
      // Skip the string, escapes included.
      for (at++; at < source.length && source[at] !== char; at++) if (source[at] === '\\') at++;
    } else if (char === '[' || char === '{' || char === '(') {
      depth++;
    } else if (char === ']' || char === '}' || char === ')') {
      depth--;
      if (depth === 0) return undefined;
    } else if (char === ',' && depth === 1) {
      commas++;
    }
  }
  return undefined;
}
