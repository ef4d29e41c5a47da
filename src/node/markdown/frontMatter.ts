// Front matter is read as gray-matter reads it. The body that goes on to the parser is padded
// with the newlines the front matter took, so every position the parser reports is already a
// line of the real file: no offset has to be added (or forgotten) anywhere downstream.
import matter from 'gray-matter';
import engines from 'gray-matter/lib/engines.js';
import { BuildError } from '../errors.js';

export interface FrontMatterResult {
  frontMatter: Record<string, unknown>;
  /** The body, preceded by one empty line per line of front matter. */
  body: string;
  /** Lines the front matter took (0 without front matter). */
  lineOffset: number;
}

interface YamlError {
  reason?: string;
  mark?: { line: number; column: number };
}

/**
 * gray-matter's result (`data`, `content`) for a source. The usual shapes — no front matter, or
 * a block opened by a bare `---` line — are split here with gray-matter's own rules and YAML
 * parser: gray-matter itself first copies every file into a Buffer, which with its option
 * handling was a third of the time a front matter took (~40 ms of a 500-page build). Anything
 * else (a byte-order mark, `---json`, `----`) goes to gray-matter.
 */
export function splitFrontMatter(source: string): { data: unknown; content: string } {
  const bare = source.startsWith('---\n') || source.startsWith('---\r\n');
  if (source.charCodeAt(0) === 0xfeff || (source.startsWith('---') && !bare)) {
    // Passing options turns off gray-matter's cache, which would keep every file alive.
    const parsed = matter(source, {});
    return { data: parsed.data, content: parsed.content };
  }
  if (!bare) return { data: {}, content: source };
  const rest = source.slice(3);
  let close = rest.indexOf('\n---');
  if (close === -1) close = rest.length;
  const block = rest.slice(0, close);
  // gray-matter: a block of only comments is empty; a block that parses to nothing is `{}`.
  const data = block.replace(/^\s*#[^\n]+/gm, '').trim() === '' ? {} : (engines.yaml.parse(block) ?? {});
  let content = close === rest.length ? '' : rest.slice(close + 4);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { data, content };
}

/**
 * Pure: the line (1-based, in the file) where the front matter opens a quote it never closes, if
 * any. A quoted value may go on over several lines; the one still open at the end is the culprit.
 */
export function unclosedQuoteLine(source: string): number | undefined {
  const lines = source.split('\n');
  let open: { quote: string; line: number } | undefined;
  for (let index = 1; index < lines.length && !/^---\s*$/.test(lines[index]!); index++) {
    const line = lines[index]!;
    if (open) {
      if (closesQuote(line, open.quote)) open = undefined;
      continue;
    }
    // A value that starts with a quote, or a flow list (`[a, "b`) whose double quotes do not pair up.
    const value = /^\s*(?:-\s+|[^:#]+:\s+)(["']|\[)(.*)$/.exec(line);
    if (!value) continue;
    if (value[1] === '[') {
      if ((value[2]!.replace(/\\./g, '').match(/"/g)?.length ?? 0) % 2 === 1) open = { quote: '"', line: index + 1 };
    } else if (!closesQuote(value[2]!, value[1]!)) {
      open = { quote: value[1]!, line: index + 1 };
    }
  }
  return open?.line;
}

/**
 * Pure: where the front matter opens a flow collection (`keywords: [a, b` or `meta: {a: 1`) that
 * it never closes, if any: the line (1-based, in the file), the column of its bracket and the
 * bracket. A flow collection may go on over several lines; one still open at the end of the
 * block is the culprit. js-yaml reads the lines below it as more entries and stops at the first
 * that cannot be one, or at the end of the block, which is where it reports the error.
 */
export function unclosedFlowCollection(source: string): { line: number; column: number; bracket: '[' | '{' } | undefined {
  const lines = source.split('\n');
  let depth = 0;
  let open: { line: number; column: number; bracket: '[' | '{' } | undefined;
  for (let index = 1; index < lines.length && !/^---\s*$/.test(lines[index]!); index++) {
    let from = 0;
    if (depth === 0) {
      // Outside a collection, only a value that starts with a bracket opens one (`title: a [b`
      // is the text "a [b").
      const value = /^\s*(?:-\s+|[^:#]+:\s+)(?=[[{])/.exec(lines[index]!);
      if (!value) continue;
      from = value[0].length;
      open = { line: index + 1, column: from + 1, bracket: lines[index]![from] as '[' | '{' };
    }
    depth = flowDepthAfter(lines[index]!, from, depth);
  }
  return depth > 0 ? open : undefined;
}

/**
 * How deep in flow collections the YAML is after reading `line` from `from`, `depth` deep at its
 * start. Brackets inside quoted entries and comments do not count; a quote opens an entry only
 * where an entry starts (`[it's, b]` holds the text "it's").
 */
function flowDepthAfter(line: string, from: number, depth: number): number {
  for (let index = from; index < line.length; index++) {
    const char = line[index]!;
    if (char === '#' && (index === 0 || /\s/.test(line[index - 1]!))) return depth;
    if ((char === '"' || char === "'") && /(^|[[{,:])\s*$/.test(line.slice(from, index))) {
      const end = closingQuoteIndex(line, index);
      // Never closed on this line: unclosedQuoteLine's case.
      if (end === -1) return depth;
      index = end;
    } else if (char === '[' || char === '{') {
      depth++;
    } else if (char === ']' || char === '}') {
      depth--;
      if (depth === 0) return 0;
    }
  }
  return depth;
}

/** Index in `line` of the quote that closes the one at `start`, or -1. */
function closingQuoteIndex(line: string, start: number): number {
  const quote = line[start]!;
  for (let index = start + 1; index < line.length; index++) {
    if (quote === '"' && line[index] === '\\') index++;
    else if (line[index] === quote) {
      if (quote === "'" && line[index + 1] === "'") index++;
      else return index;
    }
  }
  return -1;
}

/** Whether `text` (what follows an opening quote) holds its closing quote: an unescaped `"`, or a `'` that is not doubled. */
function closesQuote(text: string, quote: string): boolean {
  return closingQuoteIndex(quote + text, 0) !== -1;
}

/** The quote or flow collection, never closed, that js-yaml's `reason` ran into the end of. */
function unclosedOpening(reason: string | undefined, source: string): { line: number; column?: number; note: string; fix?: string } | undefined {
  if (reason === undefined) return undefined;
  if (/quoted scalar/.test(reason)) {
    const line = unclosedQuoteLine(source);
    return line === undefined ? undefined : { line, note: 'the quote opened on this line is never closed' };
  }
  if (!/flow collection/.test(reason)) return undefined;
  const flow = unclosedFlowCollection(source);
  if (!flow) return undefined;
  const closer = flow.bracket === '[' ? ']' : '}';
  return {
    line: flow.line,
    column: flow.column,
    note: `the ${flow.bracket === '[' ? 'list' : 'mapping'} opened with \`${flow.bracket}\` on this line is never closed`,
    fix: `close it with \`${closer}\` after its last entry, or quote the value if the \`${flow.bracket}\` is part of the text`,
  };
}

export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  let parsed: { data: unknown; content: string };
  try {
    parsed = splitFrontMatter(source);
  } catch (error) {
    const { reason, mark } = error as YamlError;
    // A quote or a flow collection never closed is noticed lines below, at the first line that
    // cannot go on with it or at the end of the block: point at the line that opened it.
    const opened = unclosedOpening(reason, source);
    throw new BuildError({
      what: `The front matter is not valid YAML: ${reason ?? String(error)}${opened ? ` (${opened.note})` : ''}.`,
      // js-yaml counts from the newline that follows the opening `---` (line 1 of the file).
      where: opened ? { file, line: opened.line, column: opened.column } : { file, line: mark ? mark.line + 1 : 1, column: mark ? mark.column + 1 : undefined },
      fix: opened?.fix ?? 'correct the YAML between the two `---` lines; quote values that contain `: `, `#` or start with `[`, `{`, `*`, `&`',
      plugin: 'markdown',
    });
  }
  const data: unknown = parsed.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError({
      what: 'The front matter must be a YAML mapping (`key: value` lines).',
      where: { file, line: 2 },
      fix: 'write the front matter as `key: value` pairs, e.g. `title: My page`',
      plugin: 'markdown',
    });
  }
  const content = parsed.content;
  const head = source.endsWith(content) ? source.slice(0, source.length - content.length) : '';
  const lineOffset = head.split('\n').length - 1;
  return {
    frontMatter: toPlainData(data) as Record<string, unknown>,
    body: '\n'.repeat(lineOffset) + content,
    lineOffset,
  };
}

/**
 * YAML turns `date: 2024-05-01` into a Date; page data must be plain JSON, so dates become
 * ISO strings (`2024-05-01` when written without a time).
 */
function toPlainData(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(toPlainData);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlainData(item)]));
  }
  return value;
}
