// Plain text of the page cut into sections at each heading, for the search index: a hit can
// then link to `page#section` and show the section's heading.
import type { ElementContent, Root } from 'hast';
import { hasClass, textOf } from './hast.js';
import { headingLevel, isFootnotes } from './headingIds.js';

export interface SearchSection {
  heading: string;
  id: string;
  level: number;
  text: string;
}

const INLINE = new Set(['a', 'abbr', 'b', 'code', 'del', 'em', 'i', 'kbd', 'mark', 'q', 's', 'small', 'span', 'strong', 'sub', 'sup', 'u']);
const SKIPPED = new Set(['button', 'svg', 'style', 'template', 'math', 'folio-truncate']);

export function collectSearchSections(tree: Root, title: string | undefined): SearchSection[] {
  const sections: SearchSection[] = [{ heading: title ?? '', id: '', level: 1, text: '' }];
  const visit = (nodes: readonly ElementContent[] | Root['children'], inFootnotes = false): void => {
    for (const node of nodes) {
      if (node.type === 'text') sections.at(-1)!.text += node.value;
      if (node.type !== 'element') continue;
      // A formula reads as its TeX source (its MathML and drawing are skipped), so a heading
      // `## Energy $E = mc^2$` is found and shown whole, as its id was made.
      if (hasClass(node, 'katex')) {
        sections.at(-1)!.text += textOf(node);
        continue;
      }
      if (skip(node)) continue;
      const level = headingLevel(node);
      if (inFootnotes && level !== undefined) continue;
      if (level !== undefined && level > 1 && typeof node.properties.id === 'string') {
        const heading = { heading: '', id: node.properties.id, level, text: '' };
        sections.push(heading);
        visit(node.children);
        heading.heading = clean(heading.text);
        heading.text = '';
        continue;
      }
      visit(node.children, inFootnotes || isFootnotes(node));
      if (!INLINE.has(node.tagName)) sections.at(-1)!.text += ' ';
    }
  };
  visit(tree.children);
  return sections
    .map((section) => ({ ...section, text: clean(section.text) }))
    .filter((section, index) => index > 0 || section.text);
}

function skip(node: Extract<ElementContent, { type: 'element' }>): boolean {
  // An inline table of contents repeats the headings, which are indexed where they are.
  return SKIPPED.has(node.tagName) || hasClass(node, 'hash-link') || hasClass(node, 'toc-inline') || node.properties.ariaHidden === 'true';
}

/**
 * Every run of white space (and zero-width spaces) as one space, trimmed. Only runs that are not
 * already a single space are replaced: matching every space between two words as a run of its
 * own took 2.5 times as long.
 */
function clean(text: string): string {
  return text.replace(/[\s\u200B]{2,}|[^\S ]|\u200B/g, ' ').trim();
}

/**
 * The text of the page's first paragraph (a top-level `<p>`), for the description of a page whose
 * front matter gives none, as Docusaurus takes it; undefined when the page has none.
 */
export function firstParagraphText(tree: Root): string | undefined {
  const paragraph = tree.children.find((node) => node.type === 'element' && node.tagName === 'p');
  if (!paragraph || paragraph.type !== 'element') return undefined;
  let text = '';
  const visit = (nodes: readonly ElementContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'text') text += node.value;
      else if (node.type === 'element' && hasClass(node, 'katex')) text += textOf(node);
      else if (node.type === 'element' && !skip(node)) visit(node.children);
    }
  };
  visit(paragraph.children);
  return clean(text) || undefined;
}
