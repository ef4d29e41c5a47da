// js-yaml notices a quote or a flow collection (`[a, b` or `{a: 1`) left open lines below it, at
// the first line that cannot go on with it or at the end of the text, and names what it ran
// into there ("missed comma between flow collection entries", or in js-yaml 5 "deficient
// indentation"). Front matter and the YAML data files (tags.yml, authors.yml, _category_.yml)
// share this explanation: the line and bracket that opened it, and how to close it.

/** How a YAML value with one of these characters must be written (the usual slip). */
export const YAML_QUOTING_HINT = 'quote values that contain `: `, `#` or start with `[`, `{`, `*`, `&`';

export interface YamlErrorExplanation {
  /** js-yaml's reason, with what was left open when that is the cause. */
  what: string;
  /** The line (1-based, in the file) and column: the opening never closed, else where js-yaml stopped. */
  place?: { line: number; column?: number };
  /** How to close what was left open; none when nothing was. */
  fix?: string;
}

/**
 * js-yaml's `error` on the YAML text that starts at line index `from` (0-based) of `source` and
 * goes on to a `---` line or the end (front matter starts at 1, after its opening `---`). js-yaml
 * counts its lines in the same file: the text it was given starts at line `from`'s start.
 */
export function explainYamlError(error: unknown, source: string, from: number): YamlErrorExplanation {
  const { reason, mark, message } = error as { reason?: string; mark?: { line: number; column: number }; message?: string };
  const opened = unclosedOpening(reason, source, from);
  if (opened) return { what: `${reason} (${opened.note})`, place: { line: opened.line, column: opened.column }, fix: opened.fix };
  // A tab in a line's indentation, which YAML does not allow: js-yaml stops at a later line with
  // a reason that does not say so (bad-input audit: "end of the stream … expected" a line below).
  // Only a tab just above where it stopped: one in a block scalar's text far above is valid.
  const tabbed = mark && firstTabIndentedLine(source, from);
  if (mark && tabbed !== undefined && mark.line + 1 >= tabbed && mark.line + 1 - tabbed <= 2) {
    return { what: `${reason ?? message ?? String(error)} (line ${tabbed} is indented with a tab, which YAML does not allow)`, place: { line: tabbed }, fix: 'indent it with spaces instead of the tab' };
  }
  return { what: reason ?? message ?? String(error), place: mark ? { line: mark.line + 1, column: mark.column + 1 } : undefined };
}

/** The quote or flow collection, never closed, that js-yaml's `reason` ran into the end of. */
function unclosedOpening(reason: string | undefined, source: string, from: number): { line: number; column?: number; note: string; fix?: string } | undefined {
  if (reason === undefined) return undefined;
  const quote = () => {
    const line = unclosedQuoteLine(source, from);
    return line === undefined ? undefined : { line, note: 'the quote opened on this line is never closed' };
  };
  const flow = () => {
    const found = unclosedFlowCollection(source, from);
    if (!found) return undefined;
    const closer = found.bracket === '[' ? ']' : '}';
    return {
      line: found.line,
      column: found.column,
      note: `the ${found.bracket === '[' ? 'list' : 'mapping'} opened with \`${found.bracket}\` on this line is never closed`,
      fix: `close it with \`${closer}\` after its last entry, or quote the value if the \`${found.bracket}\` is part of the text`,
    };
  };
  if (/quoted scalar/.test(reason)) return quote();
  if (/flow collection/.test(reason)) return flow();
  // js-yaml 5 (the data files' parser) says this of both, where js-yaml 3 (front matter's) names them.
  if (/deficient indentation/.test(reason)) return flow() ?? quote();
  return undefined;
}

/** Pure: the first line (1-based, in the file) of the YAML text from line index `from` indented with a tab. */
export function firstTabIndentedLine(source: string, from: number): number | undefined {
  for (const { text, index } of yamlLines(source, from)) if (text.startsWith('\t') && text.trim() !== '') return index + 1;
  return undefined;
}

/** The lines of the YAML text: from line index `from` up to a `---` line or the end. */
function* yamlLines(source: string, from: number): Generator<{ text: string; index: number }> {
  const lines = source.split('\n');
  for (let index = from; index < lines.length && !/^---\s*$/.test(lines[index]!); index++) yield { text: lines[index]!, index };
}

/**
 * Pure: the line (1-based, in the file) where the YAML text starting at line index `from` opens
 * a quote it never closes, if any. A quoted value may go on over several lines; the one still
 * open at the end is the culprit.
 */
export function unclosedQuoteLine(source: string, from: number): number | undefined {
  let open: { quote: string; line: number } | undefined;
  for (const { text: line, index } of yamlLines(source, from)) {
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
 * Pure: where the YAML text starting at line index `from` opens a flow collection
 * (`keywords: [a, b` or `meta: {a: 1`) that it never closes, if any: the line (1-based, in the
 * file), the column of its bracket and the bracket. A flow collection may go on over several
 * lines; one still open at the end of the text is the culprit. js-yaml reads the lines below it
 * as more entries and stops at the first that cannot be one, or at the end of the text, which
 * is where it reports the error.
 */
export function unclosedFlowCollection(source: string, from: number): { line: number; column: number; bracket: '[' | '{' } | undefined {
  let depth = 0;
  let open: { line: number; column: number; bracket: '[' | '{' } | undefined;
  for (const { text: line, index } of yamlLines(source, from)) {
    let start = 0;
    if (depth === 0) {
      // Outside a collection, only a value that starts with a bracket opens one (`title: a [b`
      // is the text "a [b").
      const value = /^\s*(?:-\s+|[^:#]+:\s+)(?=[[{])/.exec(line);
      if (!value) continue;
      start = value[0].length;
      open = { line: index + 1, column: start + 1, bracket: line[start] as '[' | '{' };
    }
    depth = flowDepthAfter(line, start, depth);
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
