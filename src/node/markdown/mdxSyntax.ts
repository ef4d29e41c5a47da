// Markdown files may hold ES module lines (`import Tabs from '@theme/Tabs'`) and JSX comments:
// Docusaurus 3 reads `.md` files as MDX too, so a content tree written for it has them in both.
// Folio resolves theme components by name and never runs page code, so both are blanked out,
// keeping every newline so the lines below still match the file. The MDX truncation marker
// `{/* truncate */}` becomes the markdown one. Inline code is left as written: documentation
// about the marker shows it in backticks.

import { mapOutsideCode, unwrapMdxCodeBlocks } from './sourceSegments.js';

export const TRUNCATE_MARKER = '<!-- truncate -->';

const JSX_COMMENT = /\{\s*\/\*([\s\S]*?)\*\/\s*\}/g;
const ESM_START = /^(import|export)[\s{*]/;

/** A code span: a run of backticks, its content, the same run again. */
const CODE_SPAN = /(`+)[\s\S]*?[^`]\1(?!`)|(`+)\2/g;

/** Where a JSX comment may start (the test before JSX_COMMENT's full search). */
const JSX_COMMENT_START = /\{\s*\/\*/;
/** A line that may start an ESM block, anywhere in the text. */
const ESM_LINE = /^(?:import|export)[\s{*]/m;

/**
 * Whether `text` may hold ESM lines: most markdown has none, and then it is not cut into lines
 * and searched twice (every `.md` file goes through here since they are read as MDX too).
 */
export function mayHoldEsm(text: string): boolean {
  return ESM_LINE.test(text);
}

/** Applies to one prose chunk of a markdown file (see `mapOutsideCode`). */
export function stripMdxSyntax(chunk: string): string {
  const hasComment = JSX_COMMENT_START.test(chunk);
  // An HTML comment alone (every blog post's `<!-- truncate -->`) needs no ESM pass.
  if (!hasComment && !mayHoldEsm(chunk)) return headingIdComments(chunk);
  const stripped = headingIdComments(stripEsm(chunk));
  if (!hasComment) return stripped;
  let out = '';
  let at = 0;
  const comments = (from: number, to: number) =>
    stripped.slice(from, to).replace(JSX_COMMENT, (match, body: string, offset: number) => {
      if (body.trim() === 'truncate') return TRUNCATE_MARKER;
      return commentHeadingId(stripped, from + offset, match.length, body) ?? blankKeepingLines(match);
    });
  for (const span of stripped.matchAll(CODE_SPAN)) {
    out += comments(at, span.index) + span[0];
    at = span.index + span[0].length;
  }
  return out + comments(at, stripped.length);
}

/**
 * The start of an ATX heading's line: blockquote and list markers (`> `, `- `, `1. `), as `{#id}`
 * works there too, up to three spaces, one to six `#`.
 */
const ATX_HEADING_START = String.raw`^(?:[ \t]*(?:>|[-*+]|\d+[.)])[ \t]*)* {0,3}#{1,6}`;

/** `<!-- #id -->` ending an ATX heading's line (CommonMark's form of the comment heading id). */
const HTML_COMMENT_HEADING_ID = new RegExp(String.raw`(${ATX_HEADING_START}[ \t][^\n]*?)[ \t]*<!--[ \t]*#([^\s{}]+)(?:[ \t](?:(?!-->)[^\n])*)?-->[ \t]*$`, 'gm');

/** `## Title <!-- #my-id -->` → `## Title {#my-id}` (see commentHeadingId). */
function headingIdComments(text: string): string {
  return text.includes('<!--') ? text.replace(HTML_COMMENT_HEADING_ID, (_, heading: string, id: string) => `${heading} {#${id}}`) : text;
}

/** An ATX heading's line up to its text: its start, then a space or the line's end. */
const ATX_HEADING = new RegExp(String.raw`${ATX_HEADING_START}(?:[ \t]|$)`);

/**
 * `## Title {/* #my-id *\/}`: the heading id written as an MDX comment (Docusaurus 3.8+, since
 * `{#my-id}` is no valid MDX), as the `{#my-id}` the heading reads its id from. Only a comment
 * ending its heading's line whose first word starts with `#`, as Docusaurus takes it.
 */
function commentHeadingId(text: string, at: number, length: number, body: string): string | undefined {
  const id = /^#([^\s{}]+)/.exec(body.trim())?.[1];
  if (!id) return undefined;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const lineEnd = text.indexOf('\n', at + length);
  if (text.slice(at + length, lineEnd === -1 ? undefined : lineEnd).trim() !== '') return undefined;
  return ATX_HEADING.test(text.slice(lineStart, at)) ? `{#${id}}` : undefined;
}

/**
 * In MDX an ESM block starts with `import`/`export` at the start of a line and ends at a blank
 * line that is not inside a statement: MDX reads the block as JavaScript, so a blank line in an
 * exported function's body (braces or parentheses still open) does not end it.
 */
function esmLines(lines: readonly string[]): boolean[] {
  const esm: boolean[] = [];
  let inEsm = false;
  let previousBlank = true;
  let depth = 0;
  for (const line of lines) {
    if (!inEsm && previousBlank && ESM_START.test(line)) {
      inEsm = true;
      depth = 0;
    }
    previousBlank = line.trim() === '';
    if (inEsm) depth += bracketBalance(line);
    if (inEsm && previousBlank && depth <= 0) inEsm = false;
    esm.push(inEsm);
  }
  return esm;
}

/** Opening minus closing brackets of a line of code (strings and comments are not told apart: a rare miscount only ends a block at the wrong blank line). */
function bracketBalance(line: string): number {
  let balance = 0;
  for (const char of line) {
    if (char === '{' || char === '(' || char === '[') balance++;
    else if (char === '}' || char === ')' || char === ']') balance--;
  }
  return balance;
}

function stripEsm(chunk: string): string {
  const lines = chunk.split('\n');
  const esm = esmLines(lines);
  return lines.map((line, index) => (esm[index] ? '' : line)).join('\n');
}

/** A component an `.mdx` file brings in itself: imported, or defined by an `export`. */
export interface EsmComponent {
  name: string;
  /** The module it is imported from; undefined when the file defines it. */
  from?: string;
  /** The module's export it is: `default`, or the name inside braces (`{Badge as Pill}` → `Badge`). */
  imported?: string;
  line: number;
}

/** A name an ESM line imports: `import name from 'module'` (`isDefault`) or `import {name} from 'module'`. */
export interface EsmImport {
  name: string;
  from: string;
  line: number;
  isDefault: boolean;
  /** The module's export: `default`, or the name before `as`. */
  imported: string;
}

const IMPORT = /\bimport\s+([\w$]+\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g;
const EXPORT = /\bexport\s+(?:const|let|var|function|class)\s+([A-Z][\w$]*)/g;

/** Pure: the names an `.mdx` chunk's ESM lines import, each with its module and line. */
export function esmImports(chunk: string, startLine: number): EsmImport[] {
  return esmBlocks(chunk, startLine).flatMap(blockImports);
}

/**
 * Pure: the value of a JavaScript string literal's text: `'./\\_partial.md'` (Prettier escapes
 * an underscore in markdown, import lines included) is `./_partial.md`, as webpack reads it.
 */
export function jsStringText(written: string): string {
  if (!written.includes('\\')) return written;
  return written.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, escape: string) => {
    if (escape.startsWith('u') && escape.length > 1) return String.fromCodePoint(parseInt(escape.replace(/[u{}]/g, ''), 16));
    if (escape.startsWith('x') && escape.length === 3) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' } as Record<string, string>)[escape] ?? escape;
  });
}

function blockImports(block: { text: string; line: number }): EsmImport[] {
  const found: EsmImport[] = [];
  for (const match of block.text.matchAll(IMPORT)) {
    const line = lineInBlock(block, match.index);
    const from = jsStringText(match[3]!);
    const defaultName = match[1]?.replace(/[\s,]/g, '');
    if (defaultName) found.push({ name: defaultName, from, line, isDefault: true, imported: 'default' });
    for (const part of match[2]?.split(',') ?? []) {
      const names = part.trim().split(/\s+as\s+/);
      const name = names.pop();
      if (name) found.push({ name, from, line, isDefault: false, imported: names[0] ?? name });
    }
  }
  return found;
}

function lineInBlock(block: { text: string; line: number }, index: number): number {
  return block.line + block.text.slice(0, index).split('\n').length - 1;
}

/**
 * Pure: the capitalised names an `.mdx` chunk's ESM lines import or define (`import BrowserWindow
 * from '@site/src/components/BrowserWindow'`, `export const Highlight = …`): components the file
 * uses as tags, whose code Folio does not run.
 */
export function esmComponents(chunk: string, startLine: number): EsmComponent[] {
  const found: EsmComponent[] = [];
  for (const block of esmBlocks(chunk, startLine)) {
    for (const { name, from, line, imported } of blockImports(block)) if (/^[A-Z]/.test(name)) found.push({ name, from, imported, line });
    for (const match of block.text.matchAll(EXPORT)) found.push({ name: match[1]!, line: lineInBlock(block, match.index) });
  }
  return found;
}

/** `export const answer = 42;` as a whole statement: the name, and the source of the value. */
const EXPORT_CONST = /^export\s+const\s+([A-Za-z_$][\w$]*)\s*=\s*([\s\S]*?)\s*;?\s*$/;
/** Where the next statement of an ESM block starts: a line beginning with `import` or `export`. */
const NEXT_STATEMENT = /\n(?=(?:import|export)[\s{*])/;

/**
 * Pure: the `export const NAME = …` statements of an `.mdx` chunk's ESM lines, name → the source
 * of the value (for `staticValue`, which keeps those whose value is known as the page compiles). A statement runs to the next line
 * that starts with `import` or `export`, so a value may span lines (`export const sizes = {`).
 */
export function esmConstants(chunk: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of esmStatements(chunk, 1)) {
    const match = EXPORT_CONST.exec(statement.text);
    if (match) found.set(match[1]!, match[2]!);
  }
  return found;
}

/** An `export` statement that defines a component (see esmComponents), not a value. */
const EXPORTS_COMPONENT = /^export\s+(?:const|let|var|function|class)\s+[A-Z]/;

/**
 * Pure: the `export` statements of a chunk's ESM lines that define values rather than
 * components, each with the line (counted from `startLine`) it starts on.
 */
export function esmValueExports(chunk: string, startLine: number): { text: string; line: number }[] {
  return esmStatements(chunk, startLine).filter((statement) => statement.text.startsWith('export') && !EXPORTS_COMPONENT.test(statement.text));
}

/** The statements of a chunk's ESM lines, each running to the next line that starts with `import` or `export`. */
function esmStatements(chunk: string, startLine: number): { text: string; line: number }[] {
  return esmBlocks(chunk, startLine).flatMap((block) => {
    let line = block.line;
    return block.text.split(NEXT_STATEMENT).map((text) => {
      const statement = { text, line };
      line += text.split('\n').length;
      return statement;
    });
  });
}

/** The ESM blocks of a chunk, each with the line (counted from `startLine`) it starts on. */
export function esmBlocks(chunk: string, startLine: number): { text: string; line: number }[] {
  const lines = chunk.split('\n');
  const esm = esmLines(lines);
  const blocks: { text: string; line: number }[] = [];
  for (let start = 0; start < lines.length; start++) {
    if (!esm[start] || (start > 0 && esm[start - 1])) continue;
    let end = start;
    while (end + 1 < lines.length && esm[end + 1]) end++;
    blocks.push({ text: lines.slice(start, end + 1).join('\n'), line: startLine + start });
  }
  return blocks;
}

function blankKeepingLines(text: string): string {
  return '\n'.repeat(text.split('\n').length - 1);
}

/** A specifier the bundle cannot load as a module: a webpack loader's (`!!raw-loader!…`) or a markdown file (a partial). */
const NOT_A_MODULE = /^!|!|\.mdx?$/;

/**
 * Names MDX gives a file's code that are not in its ES module lines (Docusaurus's MDX exports
 * them): declared in the module too, so an export reading one does not stop the module, and every
 * page with it, with a ReferenceError. `toc` is empty there: the page's table of contents is made
 * when the page compiles.
 */
const MDX_NAMES = ['frontMatter', 'contentTitle', 'toc', 'metadata', 'assets'];

export interface MdxModuleOptions {
  /** The file line the body starts on (below the front matter). */
  bodyStartLine?: number;
  frontMatter?: Record<string, unknown>;
  /** Whether the bundle can load a module an import names (Folio's markdown-only components cannot be). */
  loadable?: (specifier: string) => boolean;
}

/**
 * Pure: an `.mdx` file's ES module lines as a module of their own (`body`: the file without its
 * front matter), so the components its `export`s define run as a site module's do (see
 * siteComponents.ts, bundled from the `.mdx` file itself by bundleApp's site modules plugin). Its
 * imports of modules come along for those components to use; imports a bundle cannot load
 * (raw-loader, partials, what `loadable` refuses) and `export default` (an MDX layout) are left
 * out. Lines keep their numbers, so an error in the module is reported at the file's line. The
 * body is read as the compiler reads it: `mdx-code-block` fences hold MDX, not code.
 */
export function mdxModuleSource(body: string, options: MdxModuleOptions = {}): string {
  const { bodyStartLine = 1, frontMatter = {}, loadable = () => true } = options;
  const lines: string[] = Array.from({ length: bodyStartLine - 1 }, () => '');
  const text = unwrapMdxCodeBlocks(body);
  let contentTitle: string | undefined;
  // The components the file imports, exported again: its tags may name one from a package
  // (siteComponents.ts, addImportedComponent); and the names its own exports already take.
  const imported = new Set<string>();
  const exported = new Set<string>();
  mapOutsideCode(text, (chunk, startLine) => {
    contentTitle ??= /^#[ \t]+(.+?)(?:[ \t]+\{#[^}]*\})?[ \t]*$/m.exec(chunk)?.[1];
    for (const statement of esmStatements(chunk, startLine)) {
      const from = /\bfrom\s*['"]([^'"]+)['"]\s*;?\s*$/.exec(statement.text)?.[1] ?? /^import\s*['"]([^'"]+)['"]/.exec(statement.text)?.[1];
      const isExport = statement.text.startsWith('export');
      const keep = isExport ? !/^export\s+default\b/.test(statement.text) : from === undefined || (!NOT_A_MODULE.test(from) && loadable(from));
      if (!keep) continue;
      if (isExport) for (const [, name] of statement.text.matchAll(/^export\s+(?:const|let|var|function|class)\s+([\w$]+)|\bas\s+([\w$]+)/g)) exported.add(name!);
      else for (const { name } of blockImports(statement)) if (/^[A-Z]/.test(name) && name !== 'React') imported.add(name);
      const at = bodyStartLine - 1 + statement.line - 1;
      while (lines.length < at) lines.push('');
      lines.push(...statement.text.split('\n'));
    }
    return chunk;
  });
  // On the first line, so the others keep their numbers: React in scope, as Docusaurus's MDX has
  // it (`React.useState` in a component the page defines), and the names MDX gives the file.
  const declared = new Set(lines.flatMap((line) => [...line.matchAll(/\b(?:import|const|let|var|function|class)\s+(?:\*\s+as\s+)?([\w$]+)/g)].map((match) => match[1]!)));
  const preamble = [
    ...(declared.has('React') ? [] : ["import * as React from 'react';"]),
    ...MDX_NAMES.filter((name) => !declared.has(name)).map((name) => `const ${name} = ${name === 'frontMatter' ? JSON.stringify(frontMatter) : name === 'contentTitle' ? JSON.stringify(contentTitle ?? null) : name === 'toc' ? '[]' : '{}'};`),
  ].join(' ');
  lines[0] = `${preamble} ${lines[0] ?? ''}`;
  const reexported = [...imported].filter((name) => !exported.has(name));
  if (reexported.length) lines.push(`export { ${reexported.join(', ')} };`);
  return `${lines.join('\n')}\n`;
}
