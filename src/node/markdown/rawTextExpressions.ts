// MDX reads the content of `<style>` and `<pre>` as JSX like any other element's, so `.mdx`
// authors (Docusaurus's among them) write a stylesheet or preformatted text as an expression:
// `<style>{`.red{color:red}`}</style>`, `<pre>{`npm install <pkg>`}</pre>`, `<pre><code>{`…`}</code></pre>`.
// The markdown parser keeps these elements' content as raw text, braces and backticks included
// (the browser read no CSS rule, and the page showed the source of the literal, its `<pkg>` an
// element). So before parsing, an expression there whose value is known as the page compiles
// becomes the text it stands for: CSS as it is, preformatted text escaped as HTML; any other
// expression is left as written, with a warning at its line.
import type { Diagnostic } from '../errors.js';
import { escapeHtml } from '../../shared/escapeHtml.js';
import { lineAt } from './sourceSegments.js';
import { EVALUATED_AS_COMPILED } from './runExpression.js';
import { staticValue, type StaticScope } from './staticValue.js';
import { matchBrace } from './tagSyntax.js';
import { quoteSource } from './quoteSource.js';

interface RawTextElement {
  /** The opening tag(s) up to the expression's `{`. */
  open: RegExp;
  /** What must follow the expression's `}`. */
  close: RegExp;
  /** The markup for the expression's value; undefined when the value is not text. */
  text: (value: unknown) => string | undefined;
  /** The element, as the warning names it. */
  name: string;
  /** What stands for a newline of the value that the lines of the source have no room for. */
  newline: string;
  /** For the warning: the value it takes, what an expression left as written does, and the fix. */
  expected: string;
  leftAs: string;
  fix: string;
}

const ELEMENTS: RawTextElement[] = [
  {
    name: '<style>',
    open: /<style(?:\s[^>]*)?>\s*\{/gi,
    close: /^\s*<\/style\s*>/i,
    text: (value) => (typeof value === 'string' ? value : undefined),
    // White space in CSS, which has no newline in a string.
    newline: ' ',
    expected: 'a string',
    leftAs: ', which the browser reads as no CSS',
    fix: 'write the stylesheet as a string or template literal of what the page knows as it compiles, or move it to a CSS file of the site',
  },
  {
    // `<pre><code>` too: Folio makes that a code block, as Docusaurus's MDX `pre` component does.
    name: '<pre>',
    open: /<pre(?:\s[^>]*)?>\s*(?:<code(?:\s[^>]*)?>\s*)?\{/gi,
    close: /^\s*(?:<\/code\s*>\s*)?<\/pre\s*>/i,
    text: (value) => (typeof value === 'string' || typeof value === 'number' ? escapeHtml(String(value)) : undefined),
    // A newline still, in preformatted text.
    newline: '&#10;',
    expected: 'text',
    leftAs: '',
    fix: 'write the text as a string or template literal of what the page knows as it compiles, or use a fenced code block',
  },
];

/** Whether a chunk may hold one of these elements: most have none, and are not searched further. */
const MAY_HOLD = /<(?:style|pre)[\s>]/i;

interface RawTextContext {
  file: string;
  warnings: Diagnostic[];
  scope?: StaticScope;
}

/** Rewrites the `<style>{…}</style>` and `<pre>{…}</pre>` blocks of one prose chunk of an `.mdx` file (see `mapOutsideCode`). */
export function evaluateRawTextExpressions(chunk: string, startLine: number, ctx: RawTextContext): string {
  if (!MAY_HOLD.test(chunk)) return chunk;
  return ELEMENTS.reduce((text, element) => evaluateIn(element, text, startLine, ctx), chunk);
}

function evaluateIn(element: RawTextElement, chunk: string, startLine: number, ctx: RawTextContext): string {
  let out = '';
  let copied = 0;
  for (const open of chunk.matchAll(element.open)) {
    const brace = open.index + open[0].length - 1;
    if (brace < copied) continue;
    const close = matchBrace(chunk, brace);
    if (close < 0 || !element.close.test(chunk.slice(close + 1))) continue;
    const written = chunk.slice(brace, close + 1);
    const constant = staticValue(written.slice(1, -1).trim(), ctx.scope);
    const text = constant ? element.text(constant.value) : undefined;
    if (text === undefined) {
      ctx.warnings.push({
        what: `The ${element.name} content ${quoteSource(written)} stays as written${element.leftAs}: its value is not ${element.expected} known as the page compiles (${EVALUATED_AS_COMPILED}).`,
        where: { file: ctx.file, line: lineAt(chunk, brace, startLine) },
        fix: element.fix,
        plugin: 'markdown',
      });
      continue;
    }
    out += chunk.slice(copied, brace) + sameLineCount(text, written, element.newline);
    copied = close + 1;
  }
  return out + chunk.slice(copied);
}

/**
 * `text` spread over as many lines as `written`, so the lines below keep their numbers: a
 * template literal's own newlines are the same, an escaped `\n` becomes `newline` and a missing
 * newline comes back at the end.
 */
function sameLineCount(text: string, written: string, newline: string): string {
  const lines = written.split('\n').length;
  const kept = text.split('\n').length > lines ? text.replace(/\n/g, newline) : text;
  return kept + '\n'.repeat(lines - kept.split('\n').length);
}
