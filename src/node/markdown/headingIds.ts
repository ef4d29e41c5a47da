// Every heading gets an id: `{#custom-id}` at the end of its text when the author wrote one,
// else a GitHub-style slug, unique on the page (`setup`, `setup-1`) and never one a custom id
// takes; two headings with one custom id are warned about. h2–h6 also get an empty
// anchor link; the theme's CSS draws the `#` so the link text never pollutes the TOC or search.
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../errors.js';
import { placeOf, stateOf, type CompileState } from './compileState.js';
import { element, textOf, visitElements } from './hast.js';

/** `{#my-id}` at the end of a heading. */
export const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;
const HEADING = /^h([1-6])$/;

export function headingLevel(node: Element): number | undefined {
  const match = HEADING.exec(node.tagName);
  return match ? Number(match[1]) : undefined;
}

export function rehypeHeadingIds() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    const headings: { node: Element; level: number }[] = [];
    visitElements(tree, (node) => {
      // The GFM footnotes section labels itself with a visually hidden h2 that has its id.
      if (isFootnotes(node)) return 'skip';
      const level = headingLevel(node);
      if (level !== undefined) headings.push({ node, level });
      return level === undefined ? undefined : 'skip';
    });
    // The ids the author set come first: a slug must not take one that a later heading claims
    // (`## Foo` then `## Bar {#foo}` gave two `id="foo"`), so it moves on to `foo-1`.
    const claimed = new Map<string, Element>();
    for (const { node } of headings) {
      const custom = takeCustomId(node);
      if (custom) node.properties.id = custom;
      const id = node.properties.id;
      if (typeof id !== 'string') continue;
      const first = claimed.get(id);
      if (first) state.warnings.push(duplicateIdWarning(id, first, node, state));
      else claimed.set(id, node);
    }
    const slugger = new GithubSlugger();
    for (const { node, level } of headings) {
      const label = textOf(node).trim();
      if (typeof node.properties.id !== 'string') {
        let id: string;
        do id = slugger.slug(label);
        while (claimed.has(id));
        node.properties.id = id;
      }
      if (level > 1) node.children.push(hashLink(String(node.properties.id), label));
    }
  };
}

/** Two headings the author gave one id: links to it reach the first only, and the TOC lists it twice. */
function duplicateIdWarning(id: string, first: Element, node: Element, state: CompileState): Diagnostic {
  const firstLine = first.position?.start.line;
  return {
    what: `Two headings have the id "${id}"${firstLine === undefined ? '' : ` (the first on line ${firstLine})`}: a link to #${id} only reaches the first.`,
    where: placeOf(state, node),
    fix: `give this heading another id ({#${id}-2}, or none for one made from its text)`,
    plugin: 'markdown',
  };
}

export function isFootnotes(node: Element): boolean {
  return node.properties.dataFootnotes !== undefined;
}

function takeCustomId(node: Element): string | undefined {
  const last = node.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.value);
  if (!match) return undefined;
  last.value = last.value.slice(0, match.index);
  return match[1];
}

function hashLink(id: string, label: string): Element {
  const title = `Direct link to ${label}`;
  return element('a', { href: `#${id}`, className: ['hash-link'], ariaLabel: title, title }, [
    { type: 'text', value: '\u200B' },
  ]);
}
