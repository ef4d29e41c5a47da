// Every id on the page a `#fragment` may point at: headings, footnotes, explicit ids in HTML.
import type { Root } from 'hast';
import { visitElements } from './hast.js';

export function collectAnchors(tree: Root): string[] {
  const anchors = new Set<string>();
  visitElements(tree, (node) => {
    const { id, name } = node.properties;
    if (typeof id === 'string' && id) anchors.add(id);
    if (node.tagName === 'a' && typeof name === 'string' && name) anchors.add(name);
  });
  return [...anchors];
}
