// A tokenizer for one HTML/JSX tag as authors write it in markdown: quoted values, bare
// (boolean) attributes and JSX `{expression}` values with nested braces and strings. CommonMark
// and parse5 both reject `values={["a","b"]}`, so such tags are read here first and rewritten.

export type AttributeValue =
  | { kind: 'string'; value: string }
  | { kind: 'boolean' }
  | { kind: 'expression'; source: string };

export interface Attribute {
  name: string;
  value: AttributeValue;
}

export interface Tag {
  name: string;
  isClosing: boolean;
  isSelfClosing: boolean;
  attributes: Attribute[];
  /** Index just past the closing `>`. */
  end: number;
}

const NAME = /[A-Za-z][\w.:-]*/y;
const ATTRIBUTE_NAME = /[^\s"'>/={}]+/y;
const UNQUOTED = /[^\s"'=<>`]+/y;

/** Reads the tag starting at `text[start] === '<'`; `undefined` when it is not a well-formed tag. */
export function scanTag(text: string, start: number): Tag | undefined {
  let i = start + 1;
  const isClosing = text[i] === '/';
  if (isClosing) i++;
  NAME.lastIndex = i;
  const nameMatch = NAME.exec(text);
  if (!nameMatch) return undefined;
  const name = nameMatch[0];
  i = NAME.lastIndex;
  const attributes: Attribute[] = [];
  for (;;) {
    const afterSpace = skipSpace(text, i);
    const char = text[afterSpace];
    if (char === undefined) return undefined;
    if (char === '>') return { name, isClosing, isSelfClosing: false, attributes, end: afterSpace + 1 };
    if (char === '/' && text[afterSpace + 1] === '>') {
      return { name, isClosing, isSelfClosing: true, attributes, end: afterSpace + 2 };
    }
    if (afterSpace === i || isClosing) return undefined; // attributes need whitespace before them
    ATTRIBUTE_NAME.lastIndex = afterSpace;
    const attrMatch = ATTRIBUTE_NAME.exec(text);
    if (!attrMatch) return undefined;
    i = ATTRIBUTE_NAME.lastIndex;
    const beforeEquals = skipSpace(text, i);
    if (text[beforeEquals] !== '=') {
      attributes.push({ name: attrMatch[0], value: { kind: 'boolean' } });
      continue;
    }
    const valueStart = skipSpace(text, beforeEquals + 1);
    const read = readValue(text, valueStart);
    if (!read) return undefined;
    attributes.push({ name: attrMatch[0], value: read.value });
    i = read.end;
  }
}

function readValue(text: string, start: number): { value: AttributeValue; end: number } | undefined {
  const quote = text[start];
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, start + 1);
    if (close < 0) return undefined;
    return { value: { kind: 'string', value: text.slice(start + 1, close) }, end: close + 1 };
  }
  if (quote === '{') {
    const close = matchBrace(text, start);
    if (close < 0) return undefined;
    return { value: { kind: 'expression', source: text.slice(start + 1, close).trim() }, end: close + 1 };
  }
  UNQUOTED.lastIndex = start;
  const match = UNQUOTED.exec(text);
  if (!match) return undefined;
  return { value: { kind: 'string', value: match[0] }, end: UNQUOTED.lastIndex };
}

/** Index of the `}` closing the `{` at `start`, skipping strings; -1 when unbalanced. */
export function matchBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      i = endOfString(text, i);
      if (i < 0) return -1;
    } else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return -1;
}

function endOfString(text: string, start: number): number {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  return -1;
}

function skipSpace(text: string, start: number): number {
  let i = start;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  return i;
}

/** Without escapes: `'a\nb'` is a newline in JavaScript, which only a parser reads right (staticValue.ts). */
const SINGLE_QUOTED = /^'([^'\\]*)'$/;

/**
 * The value of a JSON literal expression (`2`, `true`, `["a"]`, `{"a":1}`) or of a single-quoted
 * string without escapes (`'text'`), or `undefined` when it is anything else: the quick reading
 * of the common forms, before `staticValue` parses the rest.
 */
export function parseLiteral(source: string): { value: unknown } | undefined {
  const single = SINGLE_QUOTED.exec(source);
  if (single) return { value: single[1]! };
  try {
    return { value: JSON.parse(source) as unknown };
  } catch {
    return undefined;
  }
}
