// Theme component tags, after the raw-HTML parse. `componentTags.ts` rewrote each one to a
// lowercase tag carrying its exact props as JSON (`<tabs data-props="…">`); here they become:
//   - static HTML for what never changes in the browser: `<Admonition>` (the same box as the
//     `:::tip` directive), `<Highlight>` (a `<mark>`), `<TOCInline>` (a list of links) and
//     `<CodeBlock>` (a fenced code block);
//   - component nodes (`Tabs`, `TabItem`, `Details`, `DocCardList`, site extras, and components
//     an MDX file imports from the site's modules) that the theme renders with React and hydrates. Plain `<details>` is a `Details` too, for its animation.
// `<script>` is dropped with a warning: markdown is content, it never runs code in the page
// (a `<head>` block or a theme component is the place for scripts).
import type { Element, ElementContent, Parents, Root } from 'hast';
import type { VFile } from 'vfile';
import { admonitionTypeOf, defaultAdmonitionTitle, renderAdmonition } from './admonitions.js';
import { fencedCode } from './codeBlocks.js';
import type { Diagnostic } from '../errors.js';
import { placeOf, stateOf, type CompileState } from './compileState.js';
import { componentKeyOfTag } from './componentTagName.js';
import { component, element, isComponent, text } from './hast.js';
import { inlineSvg } from './svgImports.js';
import { reactProps } from './toMdTree.js';
import { placeTocInline } from './tocInline.js';

const CSS_COLOR = /^(#[\da-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/a-z]+\)|var\(--[\w-]+\))$/i;

/** The component names of each file are on its compile state (the theme's, and an `.mdx` file's own). */
export function rehypeComponents() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    transformChildren(tree, state, state.components);
  };
}

function transformChildren(parent: Parents, state: CompileState, components: ReadonlyMap<string, string>): void {
  for (let index = 0; index < parent.children.length; index++) {
    const child = parent.children[index]!;
    if (child.type !== 'element') continue;
    transformChildren(child, state, components);
    if (child.tagName === 'script') {
      state.warnings.push({
        what: 'A <script> in markdown was dropped: markdown is content and never runs code in the page.',
        where: { file: state.input.file, line: child.position?.start.line },
        fix: 'add scripts through a <head> block or a theme component',
        plugin: 'markdown',
      });
      parent.children.splice(index--, 1);
      continue;
    }
    if (child.tagName === 'select' && child.properties.value !== undefined) selectOption(child);
    const replacement = convert(child, state, components);
    if (!replacement) continue;
    // Where the tag was written, for checks of the tags around it (a `<Tabs>` reads its TabItems').
    replacement.position ??= child.position;
    parent.children[index] = replacement;
  }
}

/**
 * `<select defaultValue="b">` (JSX, rewritten to `value`): HTML has no such attribute, so, as
 * React's server rendering does, the option of that value is the one marked `selected`.
 */
function selectOption(select: Element): void {
  const value = String(select.properties.value);
  delete select.properties.value;
  const visit = (parent: Element): void => {
    for (const child of parent.children) {
      if (child.type !== 'element') continue;
      if (child.tagName === 'option') {
        const optionValue = child.properties.value ?? child.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
        if (String(optionValue) === value) child.properties.selected = true;
        else delete child.properties.selected;
      } else visit(child);
    }
  };
  visit(select);
}

function convert(node: Element, state: CompileState, components: ReadonlyMap<string, string>): Element | undefined {
  const props = readProps(node);
  const name = props ? components.get(componentKeyOfTag(node.tagName)) : node.tagName === 'details' ? 'Details' : undefined;
  if (!name) return undefined;
  const svgMarkup = state.svgImports?.get(name);
  if (svgMarkup !== undefined) return inlineSvg(svgMarkup, props ?? {});
  const children = node.children as ElementContent[];
  // A tag written as a component's (`<Details>`), not the HTML element (`<details>`), which MDX keeps.
  const site = props ? state.siteComponents?.get(name) : undefined;
  if (site) {
    state.features.add(site.feature);
    return component(site.name, props ?? {}, children);
  }
  switch (name) {
    case 'Admonition':
      return admonition(node, props ?? {}, state);
    case 'Highlight':
      return highlight(node, props ?? {}, state);
    case 'Details':
      state.features.add('details');
      return component('Details', { ...detailsHtmlProps(node), ...props }, children);
    case 'DocCardList':
      (state.docCardLists ??= []).push(placeOf(state, node));
      return component('DocCardList', props ?? {}, []);
    case 'Tabs':
      state.features.add('tabs');
      return tabs(node, props ?? {}, state);
    case 'TOCInline':
      return placeTocInline(props ?? {}, state, node);
    case 'CodeBlock':
      return fencedCode(props ?? {}, node);
    default:
      return component(name, props ?? {}, children);
  }
}

function readProps(node: Element): Record<string, unknown> | undefined {
  const raw = node.properties.dataProps;
  if (typeof raw !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The attributes of an HTML `<details>` as the component's props: Docusaurus's Details passes
 * every prop it does not use on to the element, so `<details id="node-env">` is a link target.
 */
function detailsHtmlProps(node: Element): Record<string, unknown> {
  return reactProps(node);
}

function admonition(node: Element, props: Record<string, unknown>, state: CompileState): Element | undefined {
  const keyword = typeof props.type === 'string' ? props.type : 'note';
  const type = admonitionTypeOf(keyword);
  if (!type) {
    state.errors.push({
      what: `Unknown admonition type "${keyword}" in <Admonition>.`,
      where: { file: state.input.file, line: node.position?.start.line },
      fix: 'use type="note", "tip", "info", "warning", "danger" or "caution"',
      plugin: 'markdown',
    });
    return undefined;
  }
  const title = typeof props.title === 'string' ? props.title : defaultAdmonitionTitle(keyword);
  const icon = typeof props.icon === 'string' ? [text(props.icon)] : undefined;
  return renderAdmonition(type, [text(title)], node.children as ElementContent[], icon);
}

/**
 * `<Tabs>`, whose `values` (the tabs' labels and order) must be a list of `{ value, label }`:
 * anything else reached the theme and failed the render of the page in Tabs.tsx
 * (`tabs.map is not a function`), far from the line that wrote it.
 */
function tabs(node: Element, props: Record<string, unknown>, state: CompileState): Element | undefined {
  const { values } = props;
  const isTab = (tab: unknown) => !!tab && typeof tab === 'object' && typeof (tab as { value?: unknown }).value === 'string' && ['string', 'undefined'].includes(typeof (tab as { label?: unknown }).label);
  if (values !== undefined && !(Array.isArray(values) && values.every(isTab))) {
    state.errors.push({
      what: `<Tabs values> must be a list of { value, label } (found ${JSON.stringify(values)}).`,
      where: { file: state.input.file, line: node.position?.start.line },
      fix: "write values={[{ value: 'npm', label: 'npm' }, { value: 'yarn', label: 'Yarn' }]}, one entry per TabItem value (label optional), or leave values out to take them from the TabItems",
      plugin: 'markdown',
    });
    return undefined;
  }
  const itemProblems = tabItemProblems(node, state);
  if (itemProblems.length) {
    state.errors.push(...itemProblems);
    return undefined;
  }
  return component('Tabs', props, node.children as ElementContent[]);
}

/**
 * Each TabItem of a `<Tabs>` needs a value of its own, as Docusaurus requires (it fails the
 * build otherwise): a TabItem without one was left out, content and all, with nothing said, and
 * two with the same value were both selected, both panels shown, with the same element ids.
 * Reported at the TabItem's line.
 */
function tabItemProblems(node: Element, state: CompileState): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const seen = new Map<string, Element>();
  for (const item of node.children) {
    if (item.type !== 'element' || item.tagName !== 'TabItem' || !isComponent(item)) continue;
    const { value, label } = item.data!.props!;
    if (typeof value !== 'string') {
      problems.push({
        what: `<TabItem${typeof label === 'string' ? ` label="${label}"` : ''}> has no value${value === undefined ? '' : ` (found ${JSON.stringify(value)})`}: the tab and its content would not be shown.`,
        where: placeOf(state, item),
        fix: 'give it value="…", a string no other TabItem of its <Tabs> has (the label defaults to it)',
        plugin: 'markdown',
      });
      continue;
    }
    const first = seen.get(value);
    if (!first) {
      seen.set(value, item);
      continue;
    }
    const firstLine = first.position?.start.line;
    problems.push({
      what: `Two TabItems of one <Tabs> have value="${value}"${firstLine === undefined ? '' : ` (the first on line ${firstLine})`}: both would show as selected, with the same ids.`,
      where: placeOf(state, item),
      fix: 'give each TabItem of a <Tabs> a different value',
      plugin: 'markdown',
    });
  }
  return problems;
}

function highlight(node: Element, props: Record<string, unknown>, state: CompileState): Element {
  const color = typeof props.color === 'string' ? props.color.trim() : '';
  if (color && !CSS_COLOR.test(color)) {
    state.errors.push({
      what: `<Highlight color="${color}"> is not a CSS colour.`,
      where: { file: state.input.file, line: node.position?.start.line },
      fix: 'write a colour such as color="#25c2a0", color="rebeccapurple" or color="rgb(37 194 160)"',
      plugin: 'markdown',
    });
  }
  const text = color ? readableTextOn(color) : undefined;
  const style = color && CSS_COLOR.test(color) ? { style: `background-color:${color}${text ? `;color:${text}` : ''}` } : {};
  return element('mark', { className: ['highlight'], ...style }, node.children as ElementContent[]);
}

/**
 * Black or white, whichever contrasts more with a `#rgb` or `#rrggbb` background (WCAG relative
 * luminance): white on `#25c2a0` reads at 2.3:1, black at 9:1. Other colour forms keep the
 * theme's text colour.
 */
export function readableTextOn(color: string): string | undefined {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const channel = (offset: number) => {
    const value = parseInt(full.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#fff' : '#000';
}
