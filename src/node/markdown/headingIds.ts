// Every heading gets an id: `{#custom-id}` at the end of its text when the author wrote one,
// else a GitHub-style slug, unique on the page (`setup`, `setup-1`). h2–h6 also get an empty
// anchor link; the theme's CSS draws the `#` so the link text never pollutes the TOC or search.
import GithubSlugger from 'github-slugger';
import type { Element, Root } from 'hast';
import { element, textOf, visitElements } from './hast.js';

/** `{#my-id}` at the end of a heading. */
export const CUSTOM_ID = /\s*\{#([^{}\s]+)\}\s*$/;
const HEADING = /^h([1-6])$/;

export function headingLevel(node: Element): number | undefined {
  const match = HEADING.exec(node.tagName);
  return match ? Number(match[1]) : undefined;
}

export function rehypeHeadingIds() {
  return (tree: Root): void => {
    const slugger = new GithubSlugger();
    visitElements(tree, (node) => {
      // The GFM footnotes section labels itself with a visually hidden h2 that has its id.
      if (isFootnotes(node)) return 'skip';
      const level = headingLevel(node);
      if (level === undefined) return;
      const custom = takeCustomId(node);
      const label = textOf(node).trim();
      if (custom) node.properties.id = custom;
      if (typeof node.properties.id === 'string') slugger.slug(node.properties.id);
      else node.properties.id = slugger.slug(label);
      if (level > 1) node.children.push(hashLink(String(node.properties.id), label));
      return 'skip';
    });
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
