// Where in a data file (JSON, YAML, a JS module) an author wrote a value, so a problem with that
// value is reported at its line: the file is parsed into data first, and data has no lines.

/**
 * The first line (1-based) holding `value` as a quoted string, or as a YAML plain scalar
 * (`- intro`, `id: intro`); undefined when the value is not written out (computed in JS), or
 * there is no file text to look in.
 */
export function lineOfValue(source: string | undefined, value: string): number | undefined {
  if (source === undefined) return undefined;
  const quoted = ['"', "'", '`'].map((quote) => `${quote}${value}${quote}`);
  const index = source.split('\n').findIndex((line) => quoted.some((text) => line.includes(text)) || YAML_SCALAR.exec(line)?.[1] === value);
  return index === -1 ? undefined : index + 1;
}

const YAML_SCALAR = /^\s*(?:-\s+|[\w-]+:\s+)(\S.*?)\s*$/;
