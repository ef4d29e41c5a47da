// Infima's classes in content (`<div className="card">`, `<Link className="button button--secondary">`,
// `<div class="text--center margin-bottom--lg">`), which Docusaurus sites write and Folio's theme
// does not style on every page: a page whose compiled markdown uses one gets the `infima` feature,
// and with it their stylesheet (theme/markdown/infima.css), which no other page loads.
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { stateOf } from './compileState.js';
import { visitElements } from './hast.js';
import { hasInfimaClass } from './infimaClassNames.js';

export { hasInfimaClass };

/** The classes of an element, or the `className` a theme component is given. */
export function classesOf(node: Element): string[] {
  const value = node.data?.props?.className ?? node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

export function rehypeInfimaClasses() {
  return (tree: Root, file: VFile): void => {
    let found = false;
    visitElements(tree, (node) => {
      if (found) return 'skip';
      found = hasInfimaClass(classesOf(node));
      return undefined;
    });
    if (found) stateOf(file).features.add('infima');
  };
}
