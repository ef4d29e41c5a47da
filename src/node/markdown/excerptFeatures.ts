// A blog list shows a post's excerpt, not the post: it needs only the features (KaTeX's CSS, the
// tabs or diagram code) of what is above the truncation marker. The transforms record features
// for the whole file, so the excerpt's are found again by what each feature leaves in the tree.
import type { Element, ElementContent } from 'hast';
import { siteComponentModule } from '../../shared/siteComponents.js';
import { classesOf, hasInfimaClass } from './infimaClasses.js';

/** What each feature leaves in the compiled tree (see math.ts, codeBlocks.ts, components.ts, infimaClasses.ts). */
const shows: Record<string, (node: Element) => boolean> = {
  math: (node) => classesOf(node).includes('katex'),
  code: (node) => node.tagName === 'pre' && classesOf(node).includes('prism-code'),
  mermaid: (node) => node.tagName === 'Mermaid',
  tabs: (node) => node.tagName === 'Tabs',
  details: (node) => node.tagName === 'Details',
  infima: (node) => hasInfimaClass(classesOf(node)),
};

/**
 * Pure: those of the file's `features` that `nodes` show, in the same order. A feature with no
 * known mark is kept: loading a stylesheet too many beats a component missing from the page.
 */
export function featuresShownIn(nodes: readonly ElementContent[], features: readonly string[]): string[] {
  return features.filter((feature) => {
    // A site component's module: shown where one of its components is (`Site:src/Badge.js#default`).
    const test = shows[feature] ?? (siteComponentModule(feature) === undefined ? undefined : (node: Element) => node.tagName.startsWith(`${feature}#`));
    return !test || nodes.some((node) => someElement(node, test));
  });
}

function someElement(node: ElementContent, test: (node: Element) => boolean): boolean {
  return node.type === 'element' && (test(node) || node.children.some((child) => someElement(child, test)));
}
