// Small helpers over hast trees, shared by the rehype transforms of this folder.
import type { Element, ElementContent, Nodes, Parents } from 'hast';

/** Props of a theme component node (`Tabs`, `Mermaid`): JSON values, kept out of `properties`. */
declare module 'hast' {
  interface ElementData {
    props?: Record<string, unknown>;
    /** A heading written as HTML or JSX (`<h3>…</h3>`), not as markdown: the table of contents leaves it out, as Docusaurus's does. */
    htmlHeading?: true;
    /** An image written as an `<img>` tag, not as markdown: one naming a missing file is a warning, as Docusaurus never reads tags. */
    htmlImage?: true;
  }
}

export type Visitor = (node: Element, parent: Parents, index: number) => void | 'skip';

/**
 * Subtrees the compiler generated whole (highlighted code, typeset math): no heading, link,
 * image, id or footnote reference inside for a later transform to find, and many elements (a
 * span per token), so `visitElements` passes them by.
 */
const generated = new WeakSet<Element>();

export function markGenerated<T extends Element>(node: T): T {
  generated.add(node);
  return node;
}

export function isGenerated(node: Element): boolean {
  return generated.has(node);
}

/** Depth-first, document order, past generated subtrees. Returning `'skip'` does not descend into the element. */
export function visitElements(tree: Parents, visitor: Visitor): void {
  const children = tree.children;
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!;
    if (child.type !== 'element' || generated.has(child)) continue;
    if (visitor(child, tree, index) === 'skip') continue;
    visitElements(child, visitor);
  }
}

/**
 * Plain text of a subtree (what a screen reader or search engine would read). A typeset formula
 * reads as its TeX source, as the author wrote it, not as KaTeX's three copies of it (MathML,
 * the source in an annotation, the HTML drawing): `## $E = mc^2$` has the id `e--mc2`.
 */
export function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && hasClass(node, 'katex')) return texSourceOf(node);
  if (node.type === 'element' || node.type === 'root') {
    let text = '';
    for (const child of node.children) text += textOf(child);
    return text;
  }
  return '';
}

/** The TeX a KaTeX rendering keeps in `<annotation encoding="application/x-tex">`. */
function texSourceOf(node: Element): string {
  let source = '';
  visitElements(node, (child) => {
    if (child.tagName !== 'annotation') return undefined;
    source = textOf(child);
    return 'skip';
  });
  return source;
}

export function hasClass(node: Element, name: string): boolean {
  const value = node.properties.className;
  return Array.isArray(value) ? value.includes(name) : value === name;
}

export function element(
  tagName: string,
  properties: Element['properties'] = {},
  children: ElementContent[] = [],
): Element {
  return { type: 'element', tagName, properties, children };
}

/** A theme component in the tree: a capitalised name and JSON props (see `toMdTree`). */
export function component(name: string, props: Record<string, unknown>, children: ElementContent[] = []): Element {
  return { type: 'element', tagName: name, properties: {}, children, data: { props } };
}

export function isComponent(node: Element): boolean {
  return node.data?.props !== undefined;
}

export function text(value: string): ElementContent {
  return { type: 'text', value };
}

