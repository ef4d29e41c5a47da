// Fenced code becomes a static block: highlighted at build time, one span per line (so lines
// can be highlighted and numbered with CSS alone), a title, and copy / wrap buttons whose
// single delegated listener lives in `theme/markdown/codeBlockBehaviour.ts`. Nothing here
// needs React. ```mermaid fences become a `Mermaid` component, drawn in the browser.
import type { Code, Root } from 'mdast';
import type { Element, ElementContent, Parents, Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { parseCodeMeta } from './codeMeta.js';
import { stateOf } from './compileState.js';
import { component, element, markGenerated, text, textOf } from './hast.js';
import type { Highlighter } from './highlightCode.js';
import type { CodeBlockOptions } from './codeBlockOptions.js';
import { applyMagicComments, DEFAULT_MAGIC_COMMENTS, HIGHLIGHTED_LINE, lineClassesOf, type MagicComment } from './magicComments.js';
import { isNpm2yarn, NPM2YARN_GROUP, packageManagerTabs, withoutNpm2yarn } from './npm2yarn.js';
import { CHECK_ICON, COPY_ICON, WRAP_ICON } from '../../shared/codeBlockIcons.js';

/** Carries each fence's meta string to the hast `<code>` as `data-meta` (it survives raw HTML parsing). */
export function remarkCodeMeta() {
  return (tree: Root): void => {
    const visit = (node: Root | Root['children'][number]): void => {
      if (node.type === 'code' && node.meta) {
        (node as Code).data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMeta: node.meta } };
      }
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}

export function rehypeCodeBlocks(options: { highlighter: Highlighter } & CodeBlockOptions) {
  return (tree: HastRoot, file: VFile): void => {
    const state = stateOf(file);
    const visit = (parent: Parents): void => {
      parent.children.forEach((child, index) => {
        if (child.type !== 'element') return;
        const code = child.tagName === 'pre' ? onlyCodeChild(child) : undefined;
        if (!code) return visit(child);
        const language = languageOf(code) ?? options.defaultLanguage;
        const source = textOf(code).replace(/\n$/, '');
        if (language === 'mermaid') {
          state.features.add('mermaid');
          parent.children[index] = component('Mermaid', { code: source });
          return;
        }
        state.features.add('code');
        const meta = typeof code.properties.dataMeta === 'string' ? code.properties.dataMeta : undefined;
        const warn = (message: string) => file.message(message, child);
        if (isNpm2yarn(meta)) {
          state.features.add('tabs');
          const tabMeta = withoutNpm2yarn(meta!);
          parent.children[index] = component(
            'Tabs',
            { groupId: NPM2YARN_GROUP },
            packageManagerTabs(source).map((tab) => component('TabItem', { value: tab.value, label: tab.label }, [renderCodeBlock({ source: tab.source, language, meta: tabMeta, highlighter: options.highlighter, magicComments: options.magicComments, warn })])),
          );
          return;
        }
        parent.children[index] = renderCodeBlock({ source, language, meta, highlighter: options.highlighter, magicComments: options.magicComments, warn });
      });
    };
    visit(tree);
  };
}

/**
 * `<CodeBlock language="jsx" title="/src/Hello.js" showLineNumbers>` (Docusaurus's
 * `@theme/CodeBlock`) as the `<pre><code>` a fence with the same language and meta becomes, for
 * `rehypeCodeBlocks` to render exactly like one. The code is the `children` prop (see
 * componentTags.ts), else the tag's text without the line breaks around it.
 */
export function fencedCode(props: Record<string, unknown>, node: Element): Element {
  const code = typeof props.children === 'string' ? props.children : textOf(node).replace(/^\n+|\n+$/g, '');
  const fromClass = typeof props.className === 'string' ? /(?:^|\s)language-(\S+)/.exec(props.className)?.[1] : undefined;
  const language = typeof props.language === 'string' ? props.language : fromClass;
  const lineNumbers = props.showLineNumbers === true ? 'showLineNumbers' : typeof props.showLineNumbers === 'number' ? `showLineNumbers=${props.showLineNumbers}` : '';
  const title = typeof props.title === 'string' ? `title=${props.title.includes('"') ? `'${props.title}'` : `"${props.title}"`}` : '';
  const meta = [typeof props.metastring === 'string' ? props.metastring : '', title, lineNumbers].filter(Boolean).join(' ');
  const properties: Element['properties'] = language ? { className: [`language-${language}`] } : {};
  if (meta) properties.dataMeta = meta;
  return element('pre', {}, [element('code', properties, [text(code)])]);
}

function onlyCodeChild(pre: Element): Element | undefined {
  const significant = pre.children.filter((child) => child.type !== 'text' || child.value.trim());
  const [code] = significant;
  return significant.length === 1 && code?.type === 'element' && code.tagName === 'code' ? code : undefined;
}

function languageOf(code: Element): string | undefined {
  const classes = code.properties.className;
  const found = Array.isArray(classes) ? classes.find((c) => String(c).startsWith('language-')) : undefined;
  return found ? String(found).slice('language-'.length) : undefined;
}

export interface CodeBlockInput {
  source: string;
  language: string | undefined;
  meta: string | undefined;
  highlighter: Highlighter;
  /** Told what the fence's meta gets wrong (a range naming no line of the block, a title left open). */
  warn?: (message: string) => void;
  /** The site's magic comments (default: the highlight directives). */
  magicComments?: readonly MagicComment[];
}

export function renderCodeBlock({ source, language, meta, highlighter, warn, magicComments = DEFAULT_MAGIC_COMMENTS }: CodeBlockInput): Element {
  const settings = parseCodeMeta(meta);
  settings.problems?.forEach((problem) => warn?.(problem));
  const lineCount = source.split('\n').length;
  const beyond = settings.highlightLines.filter((line) => line > lineCount);
  if (beyond.length) warn?.(`The code block's highlighted line${beyond.length > 1 ? 's' : ''} ${beyond.join(', ')} ${beyond.length > 1 ? 'are' : 'is'} past its last line (${lineCount}): a range counts the block's lines from 1`);
  // A line range takes the place of the magic comments, as in Docusaurus (its `parseLines`): the
  // comments stay in the code as written, and the range counts the lines as written.
  // The range marks its lines with the first magic comment's class, as Docusaurus does.
  const { code, lineClasses } = settings.highlightLines.length ? { code: source, lineClasses: rangeLineClasses(settings.highlightLines, magicComments) } : applyMagicComments(source, language, magicComments);
  const lines = highlighter.highlight(code, language).map((tokens, index) => {
    const number = index + 1;
    const className = ['code-line', ...(lineClasses.get(number) ?? [])];
    // The number is drawn by CSS from data-line, so copying or indexing the code never picks it up.
    const gutter = settings.showLineNumbers
      ? [element('span', { className: ['code-line-number'], dataLine: String(settings.startLineNumber + index) })]
      : [];
    return element('span', { className }, [...gutter, ...tokens, text('\n')]);
  });
  const lang = (language ?? 'text').toLowerCase();
  const blockClass = ['code-block', `language-${lang}`, ...(settings.showLineNumbers ? ['code-block--line-numbers'] : [])];
  const pre = element('pre', { className: ['prism-code'], tabIndex: 0 }, [element('code', {}, lines)]);
  // The buttons sit in the corner, wrap drawn left of copy: in that order in the page too, so Tab
  // meets them left to right (their CSS places them, whatever the order).
  const content = element('div', { className: ['code-block-content'] }, [pre, wrapButton(), copyButton(), copyStatus()]);
  const title = settings.title ? [element('div', { className: ['code-block-title'] }, [text(settings.title)])] : [];
  return markGenerated(element('div', { className: blockClass, dataLang: lang }, [...title, content]));
}

/** The lines of a `{1,3-4}` range with the first magic comment's classes. */
function rangeLineClasses(lines: readonly number[], magicComments: readonly MagicComment[]): Map<number, string[]> {
  const classes = magicComments[0] ? lineClassesOf(magicComments[0]) : [HIGHLIGHTED_LINE];
  return new Map(lines.map((line) => [line, classes]));
}

function icon(className: string, d: string): Element {
  return element('svg', { className: [className], viewBox: '0 0 24 24', width: 18, height: 18, ariaHidden: 'true' }, [
    element('path', { fill: 'currentColor', d }),
  ]);
}

function copyButton(): ElementContent {
  return element(
    'button',
    { type: 'button', className: ['code-copy'], ariaLabel: 'Copy code to clipboard', title: 'Copy' },
    [icon('code-copy-icon', COPY_ICON), icon('code-copied-icon', CHECK_ICON)],
  );
}

/**
 * Where "Copied" is announced (codeBlockBehaviour.ts writes it). A live region must be in the page
 * before its text changes to be heard, so it ships empty with the block; the button keeps its
 * name, since a changed label is not announced by every screen reader.
 */
function copyStatus(): ElementContent {
  return element('span', { className: ['code-copy-status', 'visually-hidden'], role: 'status' });
}

function wrapButton(): ElementContent {
  return element(
    'button',
    // A toggle from the start: unpressed until the first click sets it (codeBlockBehaviour.ts).
    { type: 'button', className: ['code-wrap'], ariaLabel: 'Toggle word wrap', title: 'Toggle word wrap', ariaPressed: 'false' },
    [icon('code-wrap-icon', WRAP_ICON)],
  );
}
