// Theme components written as tags (`<Tabs groupId="os">`, `<DocCardList />`) reach the HTML
// parser as raw HTML, and two things there would break them: parse5 lowercases names and
// attributes (`groupId` → `groupid`) and treats `<X />` as an open tag, and CommonMark does
// not recognise a tag whose attribute is a JSX expression (`values={["a","b"]}`).
// So before parsing, each component tag becomes `<tabs data-props="{json}">` (props kept
// exact, self-closing expanded to open + close), and plain HTML tags that use JSX spellings
// (`className`, `style={{…}}`) are rewritten to HTML. An expression is accepted when its value is
// known as the page compiles (see staticValue.ts).
import type { Diagnostic } from '../errors.js';
import { componentTagName } from './componentTagName.js';
import { styleText } from './reactStyle.js';
import { lineAt } from './sourceSegments.js';
import { CURRENT_CATEGORY_ITEMS, PAGE_TOC, staticValue, whyNoValue, type StaticScope } from './staticValue.js';
import { matchBrace, scanTag, type Attribute, type Tag } from './tagSyntax.js';
import { quoteSource } from './quoteSource.js';

/** Components the markdown compiler knows, by their tag name. */
export const BUILTIN_COMPONENTS = ['Admonition', 'CodeBlock', 'Details', 'DocCardList', 'Highlight', 'Link', 'TOCInline', 'TabItem', 'Tabs', 'ThemedImage'];

export interface TagContext {
  file: string;
  /** Lowercased tag name → component name. */
  components: ReadonlyMap<string, string>;
  errors: Diagnostic[];
  /** What `useBaseUrl(…)` and `require(…).default` in attribute values give (see staticValue.ts). */
  scope?: StaticScope;
  /** The same for a component's props, where a file imported for its URL is that URL (see fileImports.ts `withFileUrls`). */
  componentScope?: StaticScope;
  /** Read as CommonMark (`.md` with `markdown.format: 'detect'`): its imports are not read. */
  commonMark?: boolean;
  /** Components whose tags show their content only (those a file read as CommonMark imports or defines): their props are not read. */
  contentOnly?: ReadonlySet<string>;
  /**
   * The component tags opened and not yet closed, kept across the prose chunks of one file (a
   * `<Tabs>` holds code blocks, so it opens in one chunk and closes in another): a tag left open
   * would swallow the rest of the page into the component (see `unclosedTagErrors`).
   */
  open?: { name: string; line: number }[];
  /**
   * The HTML elements (`<div>`, `<details>`) of an MDX file opened and not yet closed, kept
   * across chunks as `open` is. MDX requires every element to be closed; Folio reads HTML
   * leniently, so one left open is a warning (see `unclosedElementWarnings`), not an error.
   */
  openElements?: { name: string; line: number }[];
  warnings?: Diagnostic[];
}

const VOID_ELEMENTS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);
/**
 * React's names for HTML attributes. `defaultChecked` and `defaultValue` set the initial state of
 * a form control, which React's server rendering writes as `checked` and `value`: HTML has no
 * `defaultchecked`, so a box written `defaultChecked` showed unchecked.
 */
const JSX_ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for', defaultChecked: 'checked', defaultValue: 'value' };

export function componentMap(names: readonly string[]): Map<string, string> {
  return new Map(names.map((name) => [name.toLowerCase(), name]));
}

/** Rewrites the tags of one prose chunk (see `mapOutsideCode`); problems go to `ctx.errors`. */
export function rewriteComponentTags(chunk: string, startLine: number, ctx: TagContext): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < chunk.length; i++) {
    const char = chunk[i];
    if (char === '`') {
      i = endOfCodeSpan(chunk, i);
      continue;
    }
    if (char !== '<') continue;
    if (chunk.startsWith('<!--', i)) {
      const close = chunk.indexOf('-->', i + 4);
      i = close < 0 ? chunk.length : close + 2;
      continue;
    }
    // `List<String>` in prose is a type, not a tag; `Link</Link>` is a closing tag; `\<div>` is text.
    if (i > 0 && ((chunk[i + 1] !== '/' && /\w/.test(chunk[i - 1]!)) || chunk[i - 1] === '\\')) continue;
    const scanned = scanTag(chunk, i);
    if (!scanned) {
      if (!ctx.commonMark && TAG_START.test(chunk.slice(i, i + 64))) {
        const line = lineAt(chunk, i, startLine);
        ctx.errors.push(brokenTagError(chunk, i, line, ctx.file));
        // Still an opening of its component, so its closing tag is not a second error of its own
        // ("</Details> closes no open <Details>", bad-input audit).
        const opened = /^<([A-Z][\w.]*)/.exec(chunk.slice(i, i + 64))?.[1];
        // Unless it was meant to close itself (`<Tabs values={[…]] />`): read in the tag's own
        // text, its first line and the indented lines of attributes after it (not the content
        // below, whose `<br />` is another tag's; review).
        const lines = chunk.slice(i).split('\n');
        let own = lines[0]!;
        for (const line of lines.slice(1)) {
          if (!/^[ \t]+\S|^\s*\/>/.test(line)) break;
          own += `\n${line}`;
        }
        const selfClosing = own.includes('/>');
        if (opened && !selfClosing && ctx.open && ctx.components.get(opened.toLowerCase()) === opened) ctx.open.push({ name: opened, line });
      }
      continue;
    }
    const line = lineAt(chunk, i, startLine);
    const tag = scanned.name === 'CodeBlock' ? withCodeChild(scanned, chunk, { ...ctx, line }) : scanned;
    if (ctx.open && ctx.components.get(tag.name.toLowerCase()) === tag.name && !tag.isSelfClosing && !inIndentedCode(chunk, i)) trackNesting(tag, ctx.open, { ...ctx, line });
    else if (ctx.openElements && isClosableElement(tag) && !inIndentedCode(chunk, i)) trackElement(tag, ctx.openElements, { ...ctx, line });
    const replacement = rewriteTag(tag, { ...ctx, line });
    if (replacement !== undefined) {
      out += chunk.slice(copied, i) + replacement + restoredNewlines(chunk, i, tag.end);
      copied = tag.end;
    }
    // A tag's attribute values are not tags (`<a title="see <Tabs>">`).
    i = tag.end - 1;
  }
  return out + chunk.slice(copied);
}

/**
 * The start of a tag as MDX reads one: a component's, `<Foo` or `</Foo.Bar` (capitalised, as MDX
 * tells components from elements), or an element's with an attribute, `<span class=` (a `<` in
 * prose, `a <b` or `x <y`, is followed by no `name=`).
 */
const TAG_START = /^<\/?(?:[A-Z][\w.]*(?=[\s/>{]|$)|[a-z][\w-]*\s+[\w:-]+\s*=)/;

/**
 * A tag that does not parse (`<Foo bar={ />`, `<span class="x" oops`: an attribute or the tag never closed):
 * MDX stops on it, and HTML would read the rest as a stray lowercased element, or as text.
 */
function brokenTagError(chunk: string, at: number, line: number, file: string): Diagnostic {
  const written = chunk.slice(at).split('\n')[0]!.trim();
  return {
    what: `The tag ${quoteSource(written)} does not parse: an attribute's {expression} or quoted value is never closed, or the tag never ends, and MDX stops on it.`,
    where: { file, line },
    fix: 'close each {expression} with } and each quoted value with its quote, and end the tag with > (or /> when it has no content); write \\< for a < in text',
    plugin: 'markdown',
  };
}

/** A line indented by four columns or more (a tab counts four). */
const INDENTED = /^(?: {4}|\t| {0,3}\t)/;

/**
 * Whether position `at` of `chunk` is on a line of an indented code block, as the parser reads
 * it: indented four columns or more, after a blank line or another such line. A tag shown there
 * is an example, not a component to close.
 */
function inIndentedCode(chunk: string, at: number): boolean {
  const start = chunk.lastIndexOf('\n', at - 1) + 1;
  if (!INDENTED.test(chunk.slice(start, at + 1))) return false;
  let lineEnd = start - 1;
  while (lineEnd > 0) {
    const lineStart = chunk.lastIndexOf('\n', lineEnd - 1) + 1;
    const line = chunk.slice(lineStart, lineEnd);
    if (line.trim() === '') return true;
    if (!INDENTED.test(line)) return false;
    lineEnd = lineStart - 1;
  }
  // The chunk's first line: after a fence or at the start of the body.
  return true;
}

/**
 * Pushes an opening tag on `open`, pops its closing one: the tags opened inside it and never
 * closed themselves (they end there too), or undefined for a closing tag nothing opened.
 */
function closeTag(tag: Tag, open: { name: string; line: number }[], line: number): { name: string; line: number }[] | undefined {
  if (!tag.isClosing) {
    open.push({ name: tag.name, line });
    return [];
  }
  const at = open.map((entry) => entry.name).lastIndexOf(tag.name);
  return at === -1 ? undefined : open.splice(at).slice(1);
}

/** Follows a component's nesting; a closing tag that closes nothing is an error at its line, a tag left open inside one at its own. */
function trackNesting(tag: Tag, open: NonNullable<TagContext['open']>, ctx: TagContext & { line: number }): void {
  const unclosed = closeTag(tag, open, ctx.line);
  if (!unclosed) {
    ctx.errors.push({
      what: `</${tag.name}> closes no open <${tag.name}>.`,
      where: { file: ctx.file, line: ctx.line },
      fix: `remove it, or open the component above it with <${tag.name}>`,
      plugin: 'markdown',
    });
    return;
  }
  for (const tagLeftOpen of unclosed) ctx.errors.push(unclosedTagError(tagLeftOpen, ctx.file, `before </${tag.name}> at line ${ctx.line}`));
}

/** A lowercase HTML element that has a closing tag (`<div>`, not `<br>` or `<img />`). */
function isClosableElement(tag: Tag): boolean {
  return /^[a-z][a-z\d]*$/.test(tag.name) && !tag.isSelfClosing && !VOID_ELEMENTS.has(tag.name);
}

/**
 * As `trackNesting`, for HTML elements: a closing tag nothing opened is left to the HTML parser;
 * elements opened inside the one it closes and never closed themselves are warned about.
 */
function trackElement(tag: Tag, open: NonNullable<TagContext['openElements']>, ctx: TagContext & { line: number }): void {
  for (const elementLeftOpen of closeTag(tag, open, ctx.line) ?? []) ctx.warnings?.push(unclosedElementWarning(elementLeftOpen, ctx.file, `before </${tag.name}> at line ${ctx.line}`));
}

function unclosedElementWarning(tag: { name: string; line: number }, file: string, where: string): Diagnostic {
  return {
    what: `<${tag.name}> is never closed: MDX requires a closing tag, and the HTML parser guesses where the element ends.`,
    where: { file, line: tag.line },
    fix: `write </${tag.name}> after its content (${where})`,
    plugin: 'markdown',
  };
}

/** The HTML elements of an MDX file still open at its end, as warnings where each opened. */
export function unclosedElementWarnings(open: NonNullable<TagContext['openElements']>, file: string): Diagnostic[] {
  return open.map((tag) => unclosedElementWarning(tag, file, 'before the end of the file'));
}

function unclosedTagError(tag: { name: string; line: number }, file: string, where: string): Diagnostic {
  return {
    what: `<${tag.name}> is never closed: everything after it would become part of the component.`,
    where: { file, line: tag.line },
    fix: `write </${tag.name}> after its content (${where}), or write it self-closing as <${tag.name} /> if it has none`,
    plugin: 'markdown',
  };
}

/** The component tags of a file still open at its end, as errors where each opened. */
export function unclosedTagErrors(open: NonNullable<TagContext['open']>, file: string): Diagnostic[] {
  return open.map((tag) => unclosedTagError(tag, file, 'before the end of the file'));
}

function rewriteTag(tag: Tag, ctx: TagContext & { line: number }): string | undefined {
  const isComponent = /^[A-Z]/.test(tag.name);
  if (isComponent) {
    const name = ctx.components.get(tag.name.toLowerCase());
    if (name !== tag.name) {
      // Reported once, at the opening tag.
      if (tag.isClosing) return undefined;
      ctx.errors.push({
        what: `Unknown component <${tag.name}>: markdown can only use the theme components it knows.`,
        where: { file: ctx.file, line: ctx.line },
        fix: `use one of ${[...ctx.components.values()].map((n) => `<${n}>`).join(', ')}, or write the tag in lowercase to keep it as plain HTML`,
        plugin: 'markdown',
      });
      return undefined;
    }
    if (name === 'Link') return linkTag(tag, ctx);
    if (name === 'ThemedImage') return themedImageTag(tag, ctx);
    const lower = componentTagName(tag.name);
    if (tag.isClosing) return `</${lower}>`;
    // In a file read as CommonMark a component of the file's own shows its content only (its
    // import is not read, and a warning says so): its props, which may name what that file
    // imports, are not evaluated (audit: "it reads `schema`" beside the warning that said why).
    const props = ctx.contentOnly?.has(name) ? {} : componentProps(tag, { ...ctx, scope: ctx.componentScope ?? ctx.scope });
    const open = `<${lower} data-props="${escapeAttribute(JSON.stringify(props))}">`;
    return tag.isSelfClosing ? `${open}</${lower}>` : open;
  }
  const needsRewrite =
    (tag.isSelfClosing && !VOID_ELEMENTS.has(tag.name.toLowerCase())) ||
    tag.attributes.some((a) => a.value.kind === 'expression' || a.name in JSX_ATTRIBUTE_NAMES);
  if (!needsRewrite || tag.isClosing) return undefined;
  const attributes = tag.attributes.map((a) => htmlAttribute(a, tag, ctx)).join('');
  const open = `<${tag.name}${attributes}>`;
  return tag.isSelfClosing && !VOID_ELEMENTS.has(tag.name.toLowerCase()) ? `${open}</${tag.name}>` : open;
}

const CODE_BLOCK_END = /^\s*<\/CodeBlock\s*>/;

/**
 * `<CodeBlock language="jsx">{`code`}</CodeBlock>`: MDX reads the child as an expression, whose
 * value is the code (a constant: a string, or a file's text imported through raw-loader). The markdown parser must not see it (it would read `<h1>` in the code as
 * HTML), so the tag takes it as its `children` prop and ends after `</CodeBlock>`. A tag with
 * other content is left as it is: its text is the code (see components.ts).
 */
function withCodeChild(tag: Tag, chunk: string, ctx: TagContext & { line: number }): Tag {
  if (tag.isClosing || tag.isSelfClosing) return tag;
  const open = chunk.slice(tag.end).search(/\S/) + tag.end;
  if (chunk[open] !== '{') return tag;
  const close = matchBrace(chunk, open);
  const closingTag = close < 0 ? null : CODE_BLOCK_END.exec(chunk.slice(close + 1));
  if (!closingTag) return tag;
  const source = chunk.slice(open + 1, close).trim();
  const code = staticValue(source, ctx.scope)?.value;
  if (typeof code !== 'string') {
    ctx.errors.push({
      what: `Cannot use {${source}} as the code of <CodeBlock>: the code must be a string${code === undefined ? `, and ${whyNoValue(source, ctx.scope)}` : ''}.`,
      where: { file: ctx.file, line: ctx.line },
      fix: ctx.commonMark
        ? "this file is read as CommonMark, whose import lines are not read: rename it to .mdx, or set markdown: { format: 'mdx' } in the site config"
        : "write the code as a string or a template literal ({`…`}) of what the page knows as it compiles, as a fenced code block, or import an existing file's text (import code from '!!raw-loader!./example.js')",
      plugin: 'markdown',
    });
    return tag;
  }
  const children: Attribute = { name: 'children', value: { kind: 'string', value: code } };
  return { ...tag, attributes: [...tag.attributes, children], isSelfClosing: true, end: close + 1 + closingTag[0].length };
}

/**
 * Docusaurus's `<Link to="/docs/cli">` (`@docusaurus/Link`, `to` or `href`) is a link like any
 * other in markdown: an `<a href>`, so the link transform gives it the base URL, resolves a
 * markdown file, lists it for the link check and the client navigates it.
 */
function linkTag(tag: Tag, ctx: TagContext & { line: number }): string {
  if (tag.isClosing) return '</a>';
  const attributes = tag.attributes.map((a) => htmlAttribute(a.name === 'to' ? { ...a, name: 'href' } : a, tag, ctx)).join('');
  return tag.isSelfClosing ? `<a${attributes}></a>` : `<a${attributes}>`;
}

/**
 * Docusaurus's `<ThemedImage sources={{ light: …, dark: … }} alt="…" />` (`@theme/ThemedImage`):
 * an image per colour mode, as it renders on the server, both in the HTML and the stylesheet
 * showing the one of the mode (`themed--light` / `themed--dark`, base.css) from the first paint,
 * with no script. Its other attributes go to both images, as ThemedImage passes them on; the
 * images are then like any other (base URL, size, lazy loading: images.ts).
 */
function themedImageTag(tag: Tag, ctx: TagContext & { line: number }): string {
  if (tag.isClosing) return '';
  const sourcesAttribute = tag.attributes.find((a) => a.name === 'sources');
  const sources = sourcesAttribute && attributeValue(sourcesAttribute, tag, ctx);
  const { light, dark } = (sources ?? {}) as { light?: unknown; dark?: unknown };
  if (typeof light !== 'string' || typeof dark !== 'string') {
    // A value that is not a constant was reported by attributeValue.
    if (!sourcesAttribute || sources !== undefined) {
      ctx.errors.push({
        what: `<ThemedImage> needs sources={{ light: …, dark: … }}, the URL of its image in each colour mode (found ${sourcesAttribute ? JSON.stringify(sources) : 'no sources'}).`,
        where: { file: ctx.file, line: ctx.line },
        fix: "write sources={{ light: useBaseUrl('/img/logo.png'), dark: useBaseUrl('/img/logo-dark.png') }} (or require('./img/logo.png').default for an image beside the file)",
        plugin: 'markdown',
      });
    }
    return '';
  }
  const classAttribute = tag.attributes.find((a) => a.name === 'className');
  const className = classAttribute && attributeValue(classAttribute, tag, ctx);
  const rest = tag.attributes.filter((a) => a !== sourcesAttribute && a !== classAttribute);
  const image = (src: string, mode: 'light' | 'dark') => {
    const classes = [typeof className === 'string' ? className : '', `themed--${mode}`].filter(Boolean).join(' ');
    const attributes: Attribute[] = [{ name: 'src', value: { kind: 'string', value: src } }, ...rest, { name: 'className', value: { kind: 'string', value: classes } }];
    return `<img${attributes.map((a) => htmlAttribute(a, tag, ctx)).join('')}>`;
  };
  return image(light, 'light') + image(dark, 'dark');
}

function componentProps(tag: Tag, ctx: TagContext & { line: number }): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of tag.attributes) {
    const value = attributeValue(attribute, tag, ctx);
    // `<TOCInline toc={toc} />`: the compiler makes the page's table of contents itself;
    // `<DocCardList items={useCurrentSidebarCategory().items} />` is `<DocCardList />`, which shows them.
    if (value !== undefined && value !== PAGE_TOC && value !== CURRENT_CATEGORY_ITEMS) props[attribute.name] = value;
  }
  return props;
}

/** `() => alert('hi')`, `(event) => { … }`, `function () { … }`: a handler written inline. */
const INLINE_FUNCTION = /^\s*(?:async\s+)?(?:function\b|\([^()]*\)\s*=>|[A-Za-z_$][\w$]*\s*=>)/;

function htmlAttribute(attribute: Attribute, tag: Tag, ctx: TagContext & { line: number }): string {
  const name = JSX_ATTRIBUTE_NAMES[attribute.name] ?? attribute.name;
  // An event handler written inline on a plain HTML tag (`<button onClick={() => alert('hi')}>`,
  // as in MDX) becomes the element's inline handler attribute: the browser runs it on the event
  // with no MDX runtime. A handler named by reference (`onClick={track}`) names code this page
  // does not have.
  if (/^on[A-Z]/.test(attribute.name) && attribute.value.kind === 'expression') {
    if (INLINE_FUNCTION.test(attribute.value.source)) return ` ${name.toLowerCase()}="${escapeAttribute(`(${attribute.value.source}).call(this, event)`)}"`;
    ctx.errors.push({
      what: `Cannot attach {${attribute.value.source}} as "${attribute.name}" of <${tag.name}>: the page's HTML holds no code but a handler written inline.`,
      where: { file: ctx.file, line: ctx.line },
      fix: `write the function in the attribute (onClick={() => …}), or move the element into a theme component`,
      plugin: 'markdown',
    });
    return '';
  }
  const value = attributeValue(attribute, tag, ctx);
  if (value === undefined || value === false || value === null) return '';
  if (value === true) return ` ${name}`;
  // `src={require('./pic.png')}`: webpack's module, whose URL is at .default (React wrote "[object Object]").
  if (attribute.value.kind === 'expression' && REQUIRE_CALL.test(attribute.value.source)) {
    ctx.errors.push({
      what: `{${attribute.value.source.trim()}} in attribute "${attribute.name}" of <${tag.name}> is the module webpack gives for the file, not its URL.`,
      where: { file: ctx.file, line: ctx.line },
      fix: `write {${attribute.value.source.trim()}.default}`,
      plugin: 'markdown',
    });
    return '';
  }
  const text = name === 'style' && typeof value === 'object' ? styleText(value as Record<string, unknown>) : value;
  return ` ${name}="${escapeAttribute(typeof text === 'string' ? text : JSON.stringify(text))}"`;
}

/** `require('./file')` alone, as an attribute's whole expression. */
const REQUIRE_CALL = /^\s*require\s*\(\s*(['"])[^'"]*\1\s*\)\s*$/;

function attributeValue(attribute: Attribute, tag: Tag, ctx: TagContext & { line: number }): unknown {
  const { value } = attribute;
  if (value.kind === 'string') return value.value;
  if (value.kind === 'boolean') return true;
  const constant = staticValue(value.source, pageValueScope(tag, attribute, ctx.scope));
  if (constant) return constant.value;
  const tocFilter = tag.name === 'TOCInline' && attribute.name === 'toc';
  ctx.errors.push({
    what: `Cannot evaluate {${value.source}} in attribute "${attribute.name}" of <${tag.name}>: ${whyNoValue(value.source, pageValueScope(tag, attribute, ctx.scope))}.`,
    where: { file: ctx.file, line: ctx.line },
    fix: tocFilter
      ? 'write toc={toc}, with minHeadingLevel and maxHeadingLevel for a range of levels, or filter on the level alone (toc={toc.filter((node) => node.level === 2 || node.level === 4)})'
      : `write a constant: a string ("text"), a number ({2}), a boolean ({true}), an array or object of constants ({['a', 'b']}, {{textAlign: 'center'}}), frontMatter.title, an \`export const\` or a JSON import, useBaseUrl('/path') or require('./file.png').default; or move the logic into a component: one the page defines (export function Widget() { … }, then <Widget />) or one of your site's it imports (import Widget from '@site/src/components/Widget')`,
    plugin: 'markdown',
  });
  return undefined;
}

/** The scope of an attribute whose value may be one the page gives (see PAGE_TOC, CURRENT_CATEGORY_ITEMS). */
function pageValueScope(tag: Tag, attribute: Attribute, scope: StaticScope | undefined): StaticScope | undefined {
  if (tag.name === 'TOCInline' && attribute.name === 'toc') return { ...scope, toc: true };
  if (tag.name === 'DocCardList' && attribute.name === 'items') return { ...scope, currentCategoryItems: true };
  return scope;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A tag spread over several lines is rewritten on one; the lines it held come back after it
 * when nothing else follows on its last line, so later lines keep their file line numbers.
 */
function restoredNewlines(chunk: string, start: number, end: number): string {
  const count = chunk.slice(start, end).split('\n').length - 1;
  if (count === 0) return '';
  const lineEnd = chunk.indexOf('\n', end);
  const rest = chunk.slice(end, lineEnd < 0 ? chunk.length : lineEnd);
  return rest.trim() === '' ? '\n'.repeat(count) : '';
}

function endOfCodeSpan(chunk: string, start: number): number {
  let run = start;
  while (chunk[run] === '`') run++;
  const fence = chunk.slice(start, run);
  for (let i = chunk.indexOf(fence, run); i >= 0; i = chunk.indexOf(fence, i + fence.length)) {
    let after = i + fence.length;
    if (chunk[i - 1] !== '`' && chunk[after] !== '`') return after - 1;
    while (chunk[after] === '`') after++;
    i = after - fence.length;
  }
  return run - 1;
}
