// Where in a data file (JSON, YAML, a JS module) an author wrote a value, so a problem with that
// value is reported at its line: the file is parsed into data first, and data has no lines.

/**
 * The first line (1-based), from line `from` on, holding `value` as a quoted string, or as a YAML
 * plain scalar (`- intro`, `id: intro`); undefined when the value is not written out (computed in
 * JS), or there is no file text to look in. A list whose items repeat a value (two redirects from
 * the same path) is read in order by starting each search at the line of the item before.
 */
export function lineOfValue(source: string | undefined, value: string, from = 1): number | undefined {
  if (source === undefined) return undefined;
  const quoted = ['"', "'", '`'].map((quote) => `${quote}${value}${quote}`);
  const lines = source.split('\n');
  for (let index = Math.max(from, 1) - 1; index < lines.length; index++) {
    const line = lines[index]!;
    if (quoted.some((text) => line.includes(text)) || YAML_SCALAR.exec(line)?.[1] === value) return index + 1;
  }
  return undefined;
}

const YAML_SCALAR = /^\s*(?:-\s+|[\w-]+:\s+)(\S.*?)\s*$/;
