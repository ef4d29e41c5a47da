// MDX reads `{…}` in text as a JavaScript expression, and content written for Docusaurus uses
// a few constant ones all the time: `{' '}` to keep a space after a tag, `{'{'}` for a literal
// brace, `{2024}`. Folio compiles markdown to HTML, so in an `.mdx` file an expression whose
// value is known as the page compiles is replaced by what React would show for it (strings and
// numbers as written, `true`/`false`/`null` as nothing): a constant, one that reads the file's
// front matter (`{frontMatter.title}`) or a constant it exports (`export const answer = 42` →
// `{answer}`), or one run over those (see staticValue.ts), as the text a heading id is made from too; `{props.name}` in a partial is left for the tag that uses
// the partial to fill (see partials.ts); any other expression, or one never closed, is shown as
// written, with a warning at its line rather than silently. Only prose text is read: code,
// inline code, math and raw HTML are separate nodes, and `{#custom-id}` after a heading is the
// heading id syntax.
import type { Parents, Root, RootContent, Text } from 'mdast';
import type { VFile } from 'vfile';
import type { AssetCache } from './assets.js';
import { pageValues, stateOf, type CompileState } from './compileState.js';
import { importedFileUrl } from './fileImports.js';
import { staticValue, whyNoValue, type StaticScope } from './staticValue.js';
import { matchBrace } from './tagSyntax.js';
import { mdastText } from './title.js';
import { CUSTOM_ID } from './headingIds.js';

/** The text of a paragraph that is one expression and nothing else (`{'Alone'}`); undefined for any other node. */
function flowExpressionText(node: RootContent): string | undefined {
  if (node.type !== 'paragraph' || node.children.length !== 1 || node.children[0]!.type !== 'text') return undefined;
  const value = node.children[0].value;
  const text = value.trim();
  const [only] = findTextExpressions(text);
  return only && only.start === 0 && only.end === text.length ? value : undefined;
}

/**
 * The text node holding the `}` that closes `{<b>bold</b>}`: the siblings after the `{` are the
 * element's tags (HTML) and its text, then text starting with `}`. Undefined for anything else,
 * such as a condition around the element (`{ok && <b>yes</b>}`).
 */
function closingBraceAfterElement(after: RootContent[]): Text | undefined {
  for (let i = 0; i < after.length; i++) {
    const sibling = after[i]!;
    if (sibling.type === 'html') continue;
    if (sibling.type !== 'text' || i === 0) return undefined;
    if (/^\s*\}/.test(sibling.value)) return sibling;
    if (/[{}]/.test(sibling.value)) return undefined;
  }
  return undefined;
}

/**
 * `\{` and `\}` in an .mdx file are braces shown as they are, as MDX reads them. The markdown
 * parser drops the backslash of an escape, so from before parsing until the expressions are
 * read they stand as these private-use characters (see hideEscapedBraces, restored in
 * remarkTextExpressions).
 */
const ESCAPED_OPEN = '\uE000';
const ESCAPED_CLOSE = '\uE001';
const ESCAPED_BRACE = /((?:^|[^\\])(?:\\\\)*)\\([{}])/g;

/** Pure: `chunk` (.mdx prose) with its escaped braces hidden from the expression reader. */
export function hideEscapedBraces(chunk: string): string {
  if (!chunk.includes('\\{') && !chunk.includes('\\}')) return chunk;
  // Twice: a match consumes the character before the backslash, so `\{\}` needs a second pass.
  const hide = (text: string) => text.replace(ESCAPED_BRACE, (_match, before: string, brace: string) => before + (brace === '{' ? ESCAPED_OPEN : ESCAPED_CLOSE));
  return hide(hide(chunk));
}

/** The braces hidden by hideEscapedBraces put back: as text (`{`), or as written (`\{`) where the parser kept escapes (code, math, raw HTML). */
function restoreBraces(text: string, asWritten: boolean): string {
  if (!text.includes(ESCAPED_OPEN) && !text.includes(ESCAPED_CLOSE)) return text;
  return text.replaceAll(ESCAPED_OPEN, asWritten ? '\\{' : '{').replaceAll(ESCAPED_CLOSE, asWritten ? '\\}' : '}');
}

/** Every string below `value` (node data: plain objects and arrays) with hidden braces put back as written. */
function restoreDeep(value: object): void {
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string') (value as Record<string, unknown>)[key] = restoreBraces(inner, true);
    else if (inner && typeof inner === 'object') restoreDeep(inner);
  }
}

/** `props.name` or `props['name']`: a partial's prop, as Docusaurus partials read them. */
export const PROP_REFERENCE = /^\s*props\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(['"])([^'"]*)\2\s*\])\s*$/;

/** An expression found in a text: where its braces are, and its source between them. */
export interface TextExpression {
  start: number;
  end: number;
  source: string;
}

/** The expressions of a text, and where the `{` is that opens one it never closes (-1: none). */
interface ScannedText {
  expressions: TextExpression[];
  unclosedAt: number;
}

/**
 * Pure: the `{…}` expressions of `text`, each to its matching brace (strings, template literals
 * and nested braces skipped as JavaScript reads them). A brace never closed ends the search; a
 * heading id (`{#id}`) and a JSX comment are no expressions.
 */
export function findTextExpressions(text: string): TextExpression[] {
  return scanTextExpressions(text).expressions;
}

function scanTextExpressions(text: string): ScannedText {
  const expressions: TextExpression[] = [];
  let at = text.indexOf('{');
  while (at !== -1) {
    const end = matchBrace(text, at);
    if (end === -1) return { expressions, unclosedAt: at };
    const source = text.slice(at + 1, end);
    if (!/^#|^\s*\/\*[\s\S]*\*\/\s*$/.test(source)) expressions.push({ start: at, end: end + 1, source });
    at = text.indexOf('{', end + 1);
  }
  return { expressions, unclosedAt: -1 };
}

/** Pure: what React shows for a constant child value, or undefined when it shows no text (an object). */
export function shownText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value === true || value === false || value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    const parts = value.map(shownText);
    return parts.every((part) => part !== undefined) ? parts.join('') : undefined;
  }
  return undefined;
}

/**
 * `{pic}` naming `import pic from './pic.png'`: the URL the page's image or link to the file
 * has (`/assets/images/pic-1a2b3c4d.png`), as webpack gives the import in Docusaurus; not the
 * path as written, which is all the constant holds (attributes resolve it as a markdown image
 * or link does). Undefined for any other expression, and when the file is not there.
 */
function importedUrl(source: string, state: CompileState, cache: AssetCache): string | undefined {
  const name = source.trim();
  if (!state.urlImports?.has(name)) return undefined;
  const path = state.constants?.get(name);
  return typeof path === 'string' ? importedFileUrl(path, state, cache) : undefined;
}

export function remarkTextExpressions(options: { cache: AssetCache }) {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    if (!state.input.isMdx) return;
    // `frontMatter` and the file's constant exports are known at build time, as MDX gives them
    // to its expressions: `{frontMatter.title}` shows the title.
    const values = pageValues(state);
    // `contentTitle`, which Docusaurus's MDX exports: the text of the page's `# heading`, and
    // nothing (undefined) on a page without one.
    const h1 = tree.children.find((node) => node.type === 'heading' && node.depth === 1);
    if (!values.has('contentTitle')) values.set('contentTitle', h1 ? mdastText(h1).replace(CUSTOM_ID, '').trim() : undefined);
    const scope: StaticScope = { baseUrl: state.input.baseUrl, values, onVolatile: () => (state.volatile = true) };
    const visit = (parent: Parents): void => {
      const children = parent.children as RootContent[];
      for (let index = 0; index < children.length; index++) {
        const child = children[index]!;
        if (child.type === 'text') {
          replaceIn(child, children[index + 1], children.slice(index + 1));
          child.value = restoreBraces(child.value, false);
        } else if ('value' in child && typeof child.value === 'string') {
          child.value = restoreBraces(child.value, true);
        }
        if ('url' in child && typeof child.url === 'string') child.url = restoreBraces(child.url, false);
        if ('title' in child && typeof child.title === 'string') child.title = restoreBraces(child.title, false);
        // What a parser prepared for the HTML tree (math keeps its formula there too), as written.
        if (child.data) restoreDeep(child.data);
        // An expression alone on its lines is an expression of the flow in MDX, not a paragraph:
        // its value stands where it is (inside a tag's link, a <p> was invalid and spaced it out).
        // Its text is read before the expression is replaced, and unwrapped once it has a value.
        const flow = flowExpressionText(child);
        if ('children' in child) visit(child);
        if (flow !== undefined && child.type === 'paragraph' && child.children[0]!.type === 'text' && child.children[0].value !== flow) children[index] = child.children[0];
      }
    };
    const lineOf = (node: Text, index: number): number | undefined =>
      (node.position?.start.line ?? 0) + (node.value.slice(0, index).match(/\n/g)?.length ?? 0) || undefined;
    const replaceIn = (node: Text, next: RootContent | undefined, after: RootContent[]): void => {
      const { expressions, unclosedAt } = scanTextExpressions(node.value);
      const opensElement = unclosedAt !== -1 && !node.value.slice(unclosedAt + 1).trim() && next?.type === 'html' && next.value.startsWith('<');
      // `{<b>bold</b>}`: the brace, then an element markdown read as HTML, then the closing brace.
      // Its value is the element, which MDX shows where it is: the braces go, the element stays.
      const closing = opensElement ? closingBraceAfterElement(after) : undefined;
      if (closing) {
        node.value = node.value.slice(0, unclosedAt) + node.value.slice(unclosedAt + 1).trimEnd();
        closing.value = closing.value.replace(/^\s*\}/, '');
        return replaceIn(node, next, after);
      }
      // Anything else around an element (`{ok && <b>yes</b>}`) needs JavaScript to run on it,
      // which only a component does.
      if (opensElement) {
        state.warnings.push({
          what: `The expression {${next.value}… is shown as written: its value is an element (JSX), which markdown shows only as a component's.`,
          where: { file: state.input.file, line: lineOf(node, unclosedAt) },
          fix: 'write the element without the braces, or define a component that returns it (export function Note() { return <b>…</b>; }) and write <Note />',
          plugin: 'markdown',
        });
      } else if (unclosedAt !== -1) {
        // MDX fails to compile a file with an expression it cannot close (`<div>{foo(</div>`);
        // Folio shows it as written, as any expression it cannot evaluate, and says so. It may
        // be one that markdown split (`{'*a*'}`: the emphasis ends the text), so no error.
        const written = node.value.slice(unclosedAt).split('\n')[0]!.trim();
        state.warnings.push({
          what: `The expression ${written} is shown as written: it is not closed before the end of its text (a brace or quote left open, or markdown such as *…* inside the braces), and MDX fails to compile an expression left open.`,
          where: { file: state.input.file, line: lineOf(node, unclosedAt) },
          fix: "close it with }, or write a literal brace as \\{ (or {'{'})",
          plugin: 'markdown',
        });
      }
      if (!expressions.length) return;
      let value = '';
      let at = 0;
      for (const expression of expressions) {
        value += node.value.slice(at, expression.start);
        at = expression.end;
        const written = node.value.slice(expression.start, expression.end);
        const url = importedUrl(expression.source, state, options.cache);
        const constant = url === undefined ? staticValue(expression.source, scope) : { value: url };
        const shown = constant ? shownText(constant.value) : undefined;
        if (shown !== undefined) {
          value += shown;
          continue;
        }
        value += written;
        // A partial's props are filled where it is used.
        if (state.input.partial && PROP_REFERENCE.test(expression.source)) continue;
        state.warnings.push({
          what: constant
            ? `The expression ${written} is shown as written: its value is an object (or a list holding one), which React cannot show as text.`
            : `The expression ${written} is shown as written: ${whyNoValue(expression.source, scope)}${PROP_REFERENCE.test(expression.source) ? '; props are known in a partial only (a file another one imports and uses as a tag)' : ''}.`,
          where: { file: state.input.file, line: lineOf(node, expression.start) },
          fix: "write the value itself (a literal brace as {'{'}), or move the logic into a component: one the page defines (export function Widget() { … }, then <Widget />) or one of your site's it imports (import Widget from '@site/src/components/Widget')",
          plugin: 'markdown',
        });
      }
      node.value = value + node.value.slice(at);
    };
    visit(tree);
  };
}
