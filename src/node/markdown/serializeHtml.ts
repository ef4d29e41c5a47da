// hast → HTML, byte for byte what hast-util-to-html gives with
// `{allowDangerousHtml: true, characterReferences: {useNamedReferences: true}}`, but several
// times faster: that library runs stringify-entities (a regex per text node and per attribute,
// plus option objects) and was the single largest cost of compiling a page. The markdown
// compiler's trees are plain (no doctype, no `<template>` content), so only elements, text,
// comments and raw nodes need handling.
//
// One difference: a zero-width space (the text of every heading's hash link) is written as
// `&#x200B;`. Left as the character, it was the only one above U+00FF on most pages, and V8
// then holds the page's HTML two bytes a character: a page of more than 64K characters became
// a string over 128 KB, which V8 allocates apart (fresh memory each time, ~1 ms a page here).
import type { Element, ElementContent, Properties, RootContent } from 'hast';
import { html, svg, type Schema } from 'property-information';
import { propertyInfo } from './propertyInfo.js';

const VOID_ELEMENTS = new Set([
  'area', 'base', 'basefont', 'bgsound', 'br', 'col', 'command', 'embed', 'frame', 'hr', 'image', 'img', 'input',
  'keygen', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);
// SVG elements whose content is HTML again.
const HTML_INTEGRATION_POINTS = new Set(['foreignObject', 'desc', 'title']);

// Each set twice: a sticky-free regex to test (a global one keeps `lastIndex` between calls)
// and a global one to replace.
const TEXT_SPECIAL = /[&<\u200B]/;
const TEXT_SPECIAL_ALL = /[&<\u200B]/g;
const ATTRIBUTE_SPECIAL = /[\0"&'`]/;
const ATTRIBUTE_SPECIAL_ALL = /[\0"&'`]/g;
const ATTRIBUTE_NAME_SPECIAL = /[\0\t\n\f\r "&'/<=>`]/;
const ATTRIBUTE_NAME_SPECIAL_ALL = /[\0\t\n\f\r "&'/<=>`]/g;
const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '"': '&quot;', '>': '&gt;' };

function reference(character: string): string {
  return NAMED[character] ?? `&#x${character.charCodeAt(0).toString(16).toUpperCase()};`;
}

function escapeText(value: string): string {
  return TEXT_SPECIAL.test(value) ? value.replace(TEXT_SPECIAL_ALL, reference) : value;
}

function escapeAttribute(value: string): string {
  return ATTRIBUTE_SPECIAL.test(value) ? value.replace(ATTRIBUTE_SPECIAL_ALL, reference) : value;
}

function serializeAttribute(schema: Schema, key: string, raw: Properties[string]): string {
  const info = propertyInfo(schema, key);
  let value: unknown = raw;
  if (info.overloadedBoolean && (value === info.attribute || value === '')) value = true;
  else if ((info.boolean || info.overloadedBoolean) && (typeof value !== 'string' || value === info.attribute || value === '')) {
    value = Boolean(value);
  }
  if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value))) return '';
  const name = ATTRIBUTE_NAME_SPECIAL.test(info.attribute) ? info.attribute.replace(ATTRIBUTE_NAME_SPECIAL_ALL, reference) : info.attribute;
  if (value === true) return name;
  const text = Array.isArray(value) ? (info.commaSeparated ? value.join(', ') : value.join(' ').trim()) : String(value);
  return `${name}="${escapeAttribute(text)}"`;
}

function serializeElement(node: Element, parentSchema: Schema): string {
  const schema = parentSchema.space === 'html' && node.tagName === 'svg' ? svg : parentSchema;
  let attributes = '';
  for (const key in node.properties) {
    const value = node.properties[key];
    if (value === null || value === undefined) continue;
    const attribute = serializeAttribute(schema, key, value);
    if (attribute) attributes += attributes ? ` ${attribute}` : attribute;
  }
  const childSchema = schema.space === 'svg' && HTML_INTEGRATION_POINTS.has(node.tagName) ? html : schema;
  const content = serializeNodes(node.children, childSchema, node.tagName === 'script' || node.tagName === 'style');
  const selfClosing = !content && parentSchema.space === 'html' && schema.space === 'html' && VOID_ELEMENTS.has(node.tagName.toLowerCase());
  const open = `<${node.tagName}${attributes ? ` ${attributes}` : ''}>`;
  return selfClosing ? open : `${open}${content}</${node.tagName}>`;
}

function serializeComment(value: string): string {
  return `<!--${value.replace(/^>|^->|<!--|-->|--!>|<!-$/g, (match) => match.replace(/[<>]/g, reference))}-->`;
}

function serializeNodes(nodes: readonly (ElementContent | RootContent)[], schema: Schema, rawText = false): string {
  let out = '';
  for (const node of nodes) {
    if (node.type === 'text') out += rawText ? node.value : escapeText(node.value);
    else if (node.type === 'element') out += serializeElement(node, schema);
    else if (node.type === 'raw') out += node.value;
    else if (node.type === 'comment') out += serializeComment(node.value);
  }
  return out;
}

/**
 * The HTML of a list of hast nodes; `space` is the namespace they sit in (inside an `<svg>`: 'svg').
 *
 * Returned flat. Built with `+=`, the HTML is a rope: a tree of V8 string pieces whose leaves
 * are often slices of the page's markdown source, so it holds the source as well. A compiled
 * page lives until it is rendered, and its ropes took three times the memory of the flat
 * strings (289 pages: 38.8 MB retained against 14.9 MB), which the young-generation GC copied
 * and promoted into fresh pages again and again while a cold build compiled. Reading one
 * character makes V8 flatten the string in place: the rope and what it held become garbage.
 */
export function serializeHtml(nodes: readonly (ElementContent | RootContent)[], space: 'html' | 'svg' = 'html'): string {
  const out = serializeNodes(nodes, space === 'svg' ? svg : html);
  out.charCodeAt(0);
  return out;
}
