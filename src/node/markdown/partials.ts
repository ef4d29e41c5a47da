// MDX partials: `import SharedNote from './_shared-note.mdx'`, then `<SharedNote />`, puts the
// content of that file there, as Docusaurus does (a file whose name starts with `_` is no page,
// but can be imported, by a relative path or from the site folder as `@site/…`). The partial is
// compiled as a file of its own (its links and images resolve from its folder, its problems
// name its lines), and its tree takes the place of each of its tags once the importing file's
// own transforms have run; what it collected (links, assets, features, head tags, words) joins
// the importing file's where it is used, before the table of contents and the search text are
// read, so its headings are in both as in Docusaurus 3.2+. Every partial read is recorded with
// its modification time: a cached page is compiled again when one changes (markdownCache.ts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../errors.js';
import { stateOf, type CompileState } from './compileState.js';
import type { EsmComponent } from './mdxSyntax.js';
import { importedFile } from './importPath.js';
import { isMdxFile } from './markdownFormat.js';
import { findTextExpressions, PROP_REFERENCE, shownText } from './textExpressions.js';
import type { MarkdownInput } from './types.js';

/** An import of a markdown file, which is its content and not a component. */
export const PARTIAL_FILE = /\.mdx?$/i;

/** A file's processed tree and what its transforms collected (a partial's, before it is put in place). */
export interface CompiledTree {
  tree: Root;
  state: CompileState;
}

/**
 * The compile input of the partial `component` imports, to compile as a file of its own; or the
 * problem that prevents it (a missing file, a file that imports itself). `chain` lists the files
 * whose imports led here, the importing one last.
 */
export function partialInput(component: EsmComponent, input: MarkdownInput, chain: readonly string[]): { input: MarkdownInput; mtime: number } | Diagnostic {
  const where = { file: input.file, line: component.line };
  const absFile = importedFile(component.from!, input);
  const stat = absFile === undefined ? undefined : statSync(absFile, { throwIfNoEntry: false });
  if (absFile === undefined || !stat?.isFile()) {
    return {
      what: `Partial not found: '${component.from}' (imported as <${component.name}>${absFile ? `, looked for ${absFile}` : ''}).`,
      where,
      fix: 'import a markdown file by its path from this file (./_note.mdx) or from the site folder (@site/docs/_note.mdx)',
      plugin: 'markdown',
    };
  }
  if (chain.includes(absFile)) {
    return {
      what: `'${component.from}' imports itself: ${[...chain, absFile].map((file) => path.basename(file)).join(' → ')}.`,
      where,
      fix: 'remove the import that closes the circle',
      plugin: 'markdown',
    };
  }
  // Named as the importing file is (relative to the site, or absolute), so messages and the
  // link map's keys read alike for both.
  const relative = path.relative(path.dirname(input.absFile), absFile).split(path.sep).join('/');
  const { firstLine: _whole, ...rest } = input;
  return {
    input: {
      ...rest,
      file: path.posix.normalize(path.posix.join(path.posix.dirname(input.file), relative)),
      absFile,
      source: readFileSync(absFile, 'utf8'),
      isMdx: isMdxFile(absFile, input.markdownFormat),
      // Its h1, if it has one, is content: the page's title is the importing file's.
      titleHeading: 'keep',
      partial: true,
    },
    mtime: stat.mtimeMs,
  };
}

/** Puts each partial's tree in place of its tags (after the other transforms, see the file comment). */
export function rehypePartials() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    if (!state.partials) return;
    const used = new Set<CompiledTree>();
    const replace = (parent: Root | Element): void => {
      parent.children = parent.children.flatMap((child) => {
        if (child.type !== 'element') return [child];
        const partial = state.partials!.get(child.tagName);
        if (!partial) {
          replace(child);
          return [child];
        }
        // A second use gets a copy: one node is in one place of the page. So does a use with
        // props, which fills them in.
        const props = tagProps(child);
        const children = used.has(partial) || props ? structuredClone(partial.tree.children) : partial.tree.children;
        if (!used.has(partial)) addCollected(state, partial.state);
        used.add(partial);
        if (props) fillProps(children, props);
        return parent.type === 'element' && holdsText(parent) ? inlineContent(children) : children;
      });
    };
    replace(tree);
  };
}

/**
 * Elements whose content is a line of text: a paragraph, a heading, emphasis or a link, and
 * the cells, items and terms that a tight list, a table or a definition list fill with text
 * (a loose list item holds its text in paragraphs, so a partial there is inside a `p`).
 */
const TEXT_HOLDERS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'dt', 'dd', 'summary', 'a', 'em', 'strong', 'del', 's', 'b', 'i', 'u', 'mark', 'small', 'span', 'sup', 'sub', 'label']);

function holdsText(element: Element): boolean {
  if (!TEXT_HOLDERS.has(element.tagName)) return false;
  return element.tagName !== 'li' || !element.children.some((child) => child.type === 'element' && child.tagName === 'p');
}

/**
 * A partial used inside a line of text (`Folio <Version /> is out.`, `- <Version />`,
 * `## Folio <Version />`) whose content is one paragraph puts that paragraph's content there:
 * a paragraph inside a paragraph or heading is not allowed in HTML (the browser would end the
 * outer one early), and one in a tight list item or a table cell breaks its line.
 */
function inlineContent(nodes: RootContent[]): RootContent[] {
  const blocks = nodes.filter((node) => !(node.type === 'text' && !node.value.trim()));
  const [only] = blocks;
  return blocks.length === 1 && only!.type === 'element' && only!.tagName === 'p' ? only!.children : nodes;
}

/** The props a partial's tag was written with (a component node's, see components.ts), if any. */
function tagProps(tag: Element): Record<string, unknown> | undefined {
  const props = (tag.data as { props?: Record<string, unknown> } | undefined)?.props;
  return props && Object.keys(props).length ? props : undefined;
}

/** Elements whose text is shown as written, braces and all. */
const LITERAL_ELEMENTS = new Set(['code', 'pre', 'script', 'style', 'math', 'annotation']);

/**
 * Puts each prop a partial's text names (`{props.name}`, `{props['name']}`) in place, as React
 * would show it: a string or number as written, a missing prop as nothing. Its compile left those
 * expressions as written for this (see textExpressions.ts).
 */
export function fillProps(nodes: ElementContent[] | RootContent[], props: Record<string, unknown>): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      let value = '';
      let at = 0;
      for (const expression of findTextExpressions(node.value)) {
        const reference = PROP_REFERENCE.exec(expression.source);
        const shown = reference ? shownText(props[reference[1] ?? reference[3]!]) : undefined;
        if (shown === undefined) continue;
        value += node.value.slice(at, expression.start) + shown;
        at = expression.end;
      }
      node.value = value + node.value.slice(at);
    } else if (node.type === 'element' && !LITERAL_ELEMENTS.has(node.tagName)) {
      fillProps(node.children, props);
    }
  }
}

/** What a used partial's transforms collected, added to the importing file's. */
function addCollected(state: CompileState, partial: CompileState): void {
  const file = partial.input.file;
  // Its links were written in the partial: the link check reports them there.
  state.links.push(...partial.links.map((link) => ({ file, ...link })));
  state.brokenMarkdownLinks.push(...partial.brokenMarkdownLinks.map((link) => ({ file, ...link })));
  Object.assign(state.linkLookups, partial.linkLookups);
  for (const asset of partial.assets) if (!state.assets.some((known) => known.url === asset.url)) state.assets.push(asset);
  for (const feature of partial.features) state.features.add(feature);
  state.head.push(...partial.head);
  state.wordCount += partial.wordCount;
  if (partial.docCardLists) (state.docCardLists ??= []).push(...partial.docCardLists);
}
