// Every heading gets an id: `{#custom-id}` at the end of its text when the author wrote one,
// else a GitHub-style slug, unique on the page (`setup`, `setup-1`) and never one a custom id
// takes; two headings with one custom id are warned about, and the later one moves on to
// `id-1` (the TOC is keyed by id). h2–h6 also get an empty anchor link; the theme's CSS draws
// the `#` so the link text never pollutes the TOC or search.
// A partial is compiled as a file of its own (partials.ts), so its ids are unique within it
// only: once partials are in place, `rehypePageHeadingIds` applies the same rule to the page
// as a whole (a partial used twice gets `id-1` on its second use, as one slugger would give).
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { Diagnostic } from '../errors.js';
import { stateOf, type CompileState } from './compileState.js';
import { element, hasClass, textOf, visitElements } from './hast.js';

/** `{#my-id}` at the end of a heading. */
export const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;
const HEADING = /^h([1-6])$/;

declare module 'hast' {
  interface ElementData {
    /** Set on every heading by `rehypeHeadingIds`: the file it was written in, and whether its author set its id. */
    heading?: { file: string; customId: boolean };
  }
}

export function headingLevel(node: Element): number | undefined {
  const match = HEADING.exec(node.tagName);
  return match ? Number(match[1]) : undefined;
}

export function rehypeHeadingIds() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    const headings = headingsOf(tree);
    for (const node of headings) {
      const custom = takeCustomId(node);
      if (custom) node.properties.id = custom;
      node.data = { ...node.data, heading: { file: state.input.file, customId: typeof node.properties.id === 'string' } };
    }
    const claimed = claimCustomIds(headings, state);
    const slugger = new GithubSlugger();
    for (const node of headings) {
      const label = textOf(node).trim();
      if (typeof node.properties.id !== 'string') {
        let id: string;
        do id = slugger.slug(label);
        while (claimed.has(id));
        node.properties.id = id;
      }
      if (headingLevel(node)! > 1) node.children.push(hashLink(String(node.properties.id), label));
    }
  };
}

/**
 * Once partials are in place (see partials.ts): the ids of the page's headings, its own and its
 * partials', made unique by the rule `rehypeHeadingIds` applies to one file, and their anchor
 * links labelled with their text as shown (`## Heading with <Inline />` holds the partial's text
 * now, a partial's heading the props its tag gave). A page without partials is left alone: its
 * ids are unique and its labels read already.
 */
export function rehypePageHeadingIds() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    // A partial importing a partial: the page it is used in does this for both.
    if (!state.partials?.size || state.input.partial) return;
    const headings = headingsOf(tree);
    const taken = claimCustomIds(headings, state);
    for (const node of headings) {
      const link = hashLinkOf(node);
      if (link) labelHashLink(link, textOf({ ...node, children: node.children.filter((child) => child !== link) }).trim());
      const id = node.properties.id;
      if (node.data?.heading?.customId || typeof id !== 'string') continue;
      if (taken.has(id)) setId(node, freeId(id, taken));
      else taken.add(id);
    }
  };
}

/** The headings of a tree in document order (not the footnotes section's). */
function headingsOf(tree: Root): Element[] {
  const headings: Element[] = [];
  visitElements(tree, (node) => {
    // The GFM footnotes section labels itself with a visually hidden h2 that has its id.
    if (isFootnotes(node)) return 'skip';
    const level = headingLevel(node);
    if (level !== undefined) headings.push(node);
    return level === undefined ? undefined : 'skip';
  });
  return headings;
}

/**
 * The ids the author set, which come first: a slug must not take one that a later heading
 * claims (`## Foo` then `## Bar {#foo}` gave two `id="foo"`), so it moves on to `foo-1`. A
 * heading setting an id an earlier one has is warned about and moves on to `id-1` itself,
 * unless it is a copy of that heading (a partial used twice: its author wrote the id once).
 * Returns every id the author's headings hold.
 */
function claimCustomIds(headings: readonly Element[], state: CompileState): Set<string> {
  const customs = headings.filter((node) => node.data?.heading?.customId && typeof node.properties.id === 'string');
  const claimed = new Map<string, Element>();
  const written = new Set<string>();
  const later: Element[] = [];
  for (const node of customs) {
    const id = String(node.properties.id);
    if (claimed.has(id)) later.push(node);
    else {
      claimed.set(id, node);
      written.add(sourceOf(node));
    }
  }
  const taken = new Set(claimed.keys());
  for (const node of later) {
    const id = String(node.properties.id);
    const source = sourceOf(node);
    const given = freeId(id, taken);
    if (!written.has(source)) state.warnings.push(duplicateIdWarning(id, given, claimed.get(id)!, node));
    written.add(source);
    setId(node, given);
  }
  return taken;
}

/** Where a heading was written: the same for each copy of a partial's heading. */
function sourceOf(node: Element): string {
  const start = node.position?.start;
  return `${node.data?.heading?.file}:${start?.line}:${start?.column}`;
}

/** `id-1`, `id-2` …: the first that no heading holds, which is then taken. */
function freeId(id: string, taken: Set<string>): string {
  let n = 1;
  while (taken.has(`${id}-${n}`)) n++;
  taken.add(`${id}-${n}`);
  return `${id}-${n}`;
}

/** A heading's id, and its anchor link's once it has one. */
function setId(node: Element, id: string): void {
  node.properties.id = id;
  const link = hashLinkOf(node);
  if (link) link.properties.href = `#${id}`;
}

function hashLinkOf(heading: Element): Element | undefined {
  return heading.children.find((child): child is Element => child.type === 'element' && hasClass(child, 'hash-link'));
}

/** Two headings the author gave one id: links to it reach the first only; the second is at `given` meanwhile. */
function duplicateIdWarning(id: string, given: string, first: Element, node: Element): Diagnostic {
  const file = node.data!.heading!.file;
  const firstFile = first.data!.heading!.file;
  const firstLine = first.position?.start.line;
  const firstPlace = firstFile === file ? (firstLine === undefined ? '' : ` (the first on line ${firstLine})`) : ` (the first in ${firstFile}${firstLine === undefined ? '' : `:${firstLine}`})`;
  return {
    what: `Two headings have the id "${id}"${firstPlace}: a link to #${id} only reaches the first.`,
    where: { file, line: node.position?.start.line },
    fix: `give this heading another id ({#${given}} keeps the address it has now, #${given}; or none, for one made from its text)`,
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
  return labelHashLink(element('a', { href: `#${id}`, className: ['hash-link'] }, [{ type: 'text', value: '\u200B' }]), label);
}

/** The spec's 'Direct link to {heading}', for screen readers and as the tooltip. */
function labelHashLink(link: Element, label: string): Element {
  const title = `Direct link to ${label}`;
  link.properties.ariaLabel = title;
  link.properties.title = title;
  return link;
}
