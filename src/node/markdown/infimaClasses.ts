// Infima's classes in content (`<div className="card">`, `<Link className="button button--secondary">`,
// `<div class="text--center margin-bottom--lg">`), which Docusaurus sites write and Folio's theme
// does not style on every page: a page whose compiled markdown uses one gets the `infima` feature,
// and with it their stylesheet (theme/markdown/infima.css), which no other page loads.
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { stateOf } from './compileState.js';
import { visitElements } from './hast.js';

/**
 * The classes infima.css styles. `button`, `button--primary` and `button--lg` are not among them:
 * the theme's stylesheet has those on every page.
 */
const INFIMA_CLASS =
  /^(?:button--(?:secondary|success|info|warning|danger|outline|sm|block)|card(?:__(?:header|body|footer))?|row|col(?:--\d+)?|text--(?:center|left|right|justify)|(?:margin|padding)(?:-(?:top|bottom|left|right|vert|horiz))?--(?:none|xs|sm|md|lg|xl)|(?:alert|badge)(?:--(?:primary|secondary|success|info|warning|danger))?)$/;

/** Whether one of `classes` is a class infima.css styles. */
export function hasInfimaClass(classes: readonly string[]): boolean {
  return classes.some((name) => INFIMA_CLASS.test(name));
}

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
