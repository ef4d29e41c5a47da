// `:::tip[Title]` … `:::` container directives become static admonition boxes: plain HTML,
// nothing to hydrate. The same box renders `<Admonition type="tip" title="…">` tags (see
// `components.ts`), so both spellings give identical markup.
import type { Nodes, Paragraph, Parents, PhrasingContent, Root, RootContent } from 'mdast';
import type { Element, ElementContent } from 'hast';
import { element } from './hast.js';
import type { ContainerDirective } from './parse/mdastSyntax.js';

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

/**
 * Docusaurus 3's older keywords, still accepted there (theme-classic's Admonition types): each is
 * drawn as the type it stands for, titled with its own name.
 */
const ADMONITION_ALIASES: Record<string, AdmonitionType> = { secondary: 'note', important: 'info', success: 'tip' };

/** The admonition type a `:::keyword` or `<Admonition type>` names; undefined for none. */
export function admonitionTypeOf(keyword: string): AdmonitionType | undefined {
  return isAdmonitionType(keyword) ? keyword : Object.hasOwn(ADMONITION_ALIASES, keyword) ? ADMONITION_ALIASES[keyword] : undefined;
}

/** The title of an admonition given none: its keyword, capitalised (`:::important` → "Important"). */
export function defaultAdmonitionTitle(keyword: string): string {
  return keyword[0]!.toUpperCase() + keyword.slice(1);
}

// 16×16 glyphs drawn for Folio, filled with the admonition's colour (`currentColor`).
const ICON_PATHS: Record<AdmonitionType, string> = {
  note: 'M3 1h7l3 3v11H3V1Zm2 5v1.5h6V6H5Zm0 3v1.5h6V9H5Zm0 3v1.5h4V12H5Z',
  tip: 'M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9Zm-2 12h4v.5A1.5 1.5 0 0 1 8.5 15h-1A1.5 1.5 0 0 1 6 13.5V13Z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3h1.5v1.5h-1.5V4Zm0 3h1.5v5h-1.5V7Z',
  warning: 'M7.1 1.5a1 1 0 0 1 1.8 0l6.9 12A1 1 0 0 1 14.9 15H1.1a1 1 0 0 1-.9-1.5l6.9-12ZM7.25 5.5v4.5h1.5V5.5h-1.5Zm0 6V13h1.5v-1.5h-1.5Z',
  danger: 'M4.7 1h6.6L15 4.7v6.6L11.3 15H4.7L1 11.3V4.7L4.7 1Zm2.55 3.5v5h1.5v-5h-1.5Zm0 6.25v1.5h1.5v-1.5h-1.5Z',
  caution: 'M8 1 1 15h14L8 1Zm-.75 5h1.5v4.5h-1.5V6Zm0 5.5h1.5V13h-1.5v-1.5Z',
};

function admonitionSvg(type: AdmonitionType): Element {
  const path = element('path', { fillRule: 'evenodd', d: ICON_PATHS[type] });
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
  node.data = { hName: 'div', hProperties: boxProperties(type) };
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
