// The compiled page, as page data. Only the path down to each theme component stays a tree;
// every other element collapses to `{t, p, h}` with its inner HTML in `h`. A page without
// components is a short list of strings of HTML: small to ship, and React hydrates each with
// one innerHTML comparison instead of a node per word. The content of a site's own component is
// the exception: it stays a tree of elements, as MDX hands it over, because such a component may
// look into its children (Docusaurus's APITable reads the rows of the table it wraps).
import type { Element, ElementContent, RootContent } from 'hast';
import { hastToReact, html, svg, type Schema } from 'property-information';
import type { MdElement, MdNode } from '../../shared/types.js';
import { parseSiteComponentName } from '../../shared/siteComponents.js';
import { isComponent, isGenerated } from './hast.js';
import { propertyInfo } from './propertyInfo.js';
import { serializeHtml } from './serializeHtml.js';

const VOID_ELEMENTS = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
]);

/** Elements whose whitespace text MDX leaves out of their children (and React refuses in them). */
const TABLE_ELEMENTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/**
 * How a list of children becomes MdNodes: `expand` keeps every element a tree (inside a site's
 * component); `dropBlankLines` drops the line breaks between blocks, as MDX's children of a JSX
 * element have none (`<APITable>⏎table⏎</APITable>` gives the table alone, not `['\n', table, '\n']`).
 */
interface Mode {
  expand: boolean;
  dropBlankLines: boolean;
}

const COLLAPSE: Mode = { expand: false, dropBlankLines: false };
const EXPAND: Mode = { expand: true, dropBlankLines: false };

export function toMdTree(nodes: readonly (ElementContent | RootContent)[]): MdNode[] {
  return toMdNodes(nodes, html, COLLAPSE);
}

/** The HTML the server pipeline gives for a hast fragment (the same serialisation `h` uses). */
export function hastToHtml(nodes: readonly (ElementContent | RootContent)[]): string {
  return serializeHtml(nodes);
}

function toMdNodes(nodes: readonly (ElementContent | RootContent)[], schema: Schema, mode: Mode): MdNode[] {
  const result: MdNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (mode.dropBlankLines && !node.value.trim()) continue;
      // Adjacent text nodes (left where a marker was removed) would cost React a separator comment.
      if (typeof result.at(-1) === 'string') result[result.length - 1] += node.value;
      else result.push(node.value);
    }
    else if (node.type === 'element') result.push(toMdElement(node, schema, mode));
  }
  return result;
}

function toMdElement(node: Element, parentSchema: Schema, mode: Mode): MdElement {
  const schema = node.tagName === 'svg' ? svg : parentSchema;
  if (isComponent(node)) {
    const out: MdElement = { t: node.tagName, p: node.data!.props! };
    const expand = mode.expand || parseSiteComponentName(node.tagName) !== undefined;
    // A text of only whitespace among a component's children is a line break between blocks,
    // which MDX does not hand over; inline content (`<X>a</X> b`) has none of its own.
    const dropBlankLines = expand && node.children.some((child) => child.type === 'text' && /\n/.test(child.value) && !child.value.trim());
    if (node.children.length) out.c = toMdNodes(node.children, schema, expand ? { expand, dropBlankLines } : COLLAPSE);
    return out;
  }
  const out: MdElement = { t: node.tagName };
  const props = reactProps(node, schema);
  if (Object.keys(props).length) out.p = props;
  if (mode.expand && !isGenerated(node) && !needsHtml(node)) {
    if (node.children.length && !VOID_ELEMENTS.has(node.tagName)) {
      out.c = toMdNodes(node.children, schema, TABLE_ELEMENTS.has(node.tagName) ? { expand: true, dropBlankLines: true } : EXPAND);
    }
  } else if (containsComponent(node)) out.c = toMdNodes(node.children, schema, COLLAPSE);
  else if (!VOID_ELEMENTS.has(node.tagName) && node.children.length) {
    out.h = serializeHtml(node.children, schema === svg ? 'svg' : 'html');
  }
  return out;
}

/**
 * Content React cannot create as elements and that must stay HTML in its parent's `h`: a
 * `<style>` or `<script>` (React escapes text children: `a > b` became `a &gt; b`) and an element
 * with an inline handler (`onclick="…"`, which React drops).
 */
function needsHtml(node: ElementContent): boolean {
  if (node.type !== 'element' || isComponent(node)) return false;
  if (node.tagName === 'style' || node.tagName === 'script') return true;
  if (Object.entries(node.properties).some(([key, value]) => /^on[a-z]/i.test(key) && typeof value === 'string')) return true;
  return node.children.some(needsHtml);
}

function containsComponent(node: Element): boolean {
  return node.children.some((child) => child.type === 'element' && (isComponent(child) || containsComponent(child)));
}

/** hast properties → the props React needs to create the same element. */
export function reactProps(node: Element, schema: Schema = html): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node.properties)) {
    if (value === null || value === undefined || value === false) continue;
    const info = propertyInfo(schema, key);
    let name = /^(data|aria)-/.test(info.attribute) ? info.attribute : (hastToReact[key] ?? key);
    if (node.tagName === 'input' && (name === 'checked' || name === 'value')) {
      name = name === 'checked' ? 'defaultChecked' : 'defaultValue';
    }
    // An inline handler (see componentTags.ts) works in HTML the page inserts as it is; React
    // takes only functions, so an element it creates goes without (and without a warning).
    if (/^on[a-z]/i.test(name) && typeof value === 'string') continue;
    if (name === 'style' && typeof value === 'string') props.style = styleObject(value);
    else if (Array.isArray(value)) props[name] = value.join(info.commaSeparated ? ', ' : ' ');
    else if (value === true && !info.boolean && !info.overloadedBoolean) props[name] = '';
    else props[name] = value;
  }
  return props;
}

/** `background-color: red; --x: 1` → `{backgroundColor: 'red', '--x': '1'}` */
export function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!property || !value) continue;
    const name = property.startsWith('--')
      ? property
      : property.replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[name] = value;
  }
  return style;
}
