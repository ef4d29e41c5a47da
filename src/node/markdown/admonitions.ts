// `:::tip[Title]` … `:::` container directives become static admonition boxes: plain HTML,
// nothing to hydrate. The same box renders `<Admonition type="tip" title="…">` tags (see
// `components.ts`), so both spellings give identical markup.
import type { Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import type { Element, ElementContent } from 'hast';
import { ADMONITION_ICON_PATHS, admonitionTypeOf, defaultAdmonitionTitle, type AdmonitionType } from '../../shared/admonitions.js';
import { element } from './hast.js';
import type { ContainerDirective } from './parse/mdastSyntax.js';

export { ADMONITION_TYPES, admonitionTypeOf, defaultAdmonitionTitle, isAdmonitionType, type AdmonitionType } from '../../shared/admonitions.js';

function admonitionSvg(type: AdmonitionType): Element {
  const path = element('path', { fillRule: 'evenodd', d: ADMONITION_ICON_PATHS[type] });
  return element(
    'svg',
    { viewBox: '0 0 16 16', width: 16, height: 16, fill: 'currentColor', ariaHidden: 'true', focusable: 'false' },
    [path],
  );
}

const iconProperties = () => ({ className: ['admonition-icon'] });

const boxProperties = (type: AdmonitionType) => ({ className: ['admonition', `admonition-${type}`], role: 'note' });

/**
 * The admonition box as hast (for `<Admonition>` tags); `icon` in place of the type's glyph, as
 * Docusaurus shows `<Admonition icon="💡">`.
 */
export function renderAdmonition(type: AdmonitionType, title: ElementContent[], content: ElementContent[], icon: ElementContent[] = [admonitionSvg(type)]): Element {
  return element('div', boxProperties(type), [
    element('div', { className: ['admonition-heading'] }, [element('span', iconProperties(), icon), ...title]),
    element('div', { className: ['admonition-content'] }, content),
  ]);
}

/** Turns known container directives into admonition boxes; unknown ones are left alone. */
export function remarkAdmonitions() {
  return (tree: Root): void => transformChildren(tree);
}

function transformChildren(parent: Parents): void {
  for (const child of parent.children) {
    if ('children' in child) transformChildren(child);
    const type = child.type === 'containerDirective' ? admonitionTypeOf(child.name) : undefined;
    if (type) toAdmonition(child as ContainerDirective, type);
  }
}

function toAdmonition(node: ContainerDirective, type: AdmonitionType): void {
  const [first, ...rest] = node.children;
  const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel === true;
  const attributeTitle = node.attributes?.title;
  // Empty brackets (`:::danger[]`) name no title: the box keeps its default, not an empty bar.
  const label = hasLabel ? (first as Paragraph).children : [];
  const labelled = label.some((child) => child.type !== 'text' || child.value.trim() !== '');
  const title: PhrasingContent[] = labelled ? label : [{ type: 'text', value: attributeTitle ?? defaultAdmonitionTitle(node.name) }];
  const content = hasLabel ? rest : node.children;
  // mdast-util-to-hast renders a node of unknown type as a `div` with its children and then
  // applies `data.hName`/`hProperties`/`hChildren`: that is how boxes are built from mdast.
  const icon = { type: 'admonitionIcon', data: { hName: 'span', hProperties: iconProperties(), hChildren: [admonitionSvg(type)] } };
  const heading = {
    type: 'admonitionHeading',
    data: { hName: 'div', hProperties: { className: ['admonition-heading'] } },
    children: [icon, ...title],
  };
  const body = {
    type: 'admonitionContent',
    data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
    children: content,
  };
  // `{#id .class}` after the opening (`:::note[Title]{#setup .padding--lg}`) go on the box, as in Docusaurus.
  const { id, class: classes } = node.attributes ?? {};
  const box = boxProperties(type);
  node.data = { hName: 'div', hProperties: { ...box, ...(id && { id }), ...(classes && { className: [...box.className, ...classes.split(/\s+/)] }) } };
  node.children = [heading, body] as unknown as RootContent[] as ContainerDirective['children'];
}

const LEGACY_TITLE = /^([ \t>]*)(:{3,})([a-z]+)[ \t]+([^{\s][^\n]*?)[ \t]*$/gm;

/**
 * `:::tip Some title` (the Docusaurus v2 spelling) → `:::tip[Some title]`. Everything after the
 * space is the title, brackets included, as Docusaurus 3 reads it: `:::note [draft]` is a note
 * titled "[draft]", where it would otherwise be a paragraph of text that nothing reports.
 */
export function normalizeAdmonitionTitles(chunk: string): string {
  return chunk.replace(LEGACY_TITLE, (line, indent: string, colons: string, name: string, title: string) =>
    admonitionTypeOf(name) ? `${indent}${colons}${name}[${title.replace(/[[\]]/g, '\\$&')}]` : line,
  );
}
