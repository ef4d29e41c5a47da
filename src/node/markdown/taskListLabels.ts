// A GFM task item's checkbox has no name of its own: a screen reader announces "checkbox,
// checked" without the task (axe: `label`, critical). Wrapping the checkbox and the item's
// text up to its first block (a nested list, a second paragraph) in a <label> names it by that
// text, as GitHub's own rendering reads when assistive technology meets it.
import type { Element, ElementContent, Root } from 'hast';
import { visitElements } from './hast.js';

const BLOCK = new Set(['p', 'ul', 'ol', 'div', 'pre', 'blockquote', 'table', 'details', 'figure']);

export function rehypeTaskListLabels() {
  return (tree: Root): void => {
    visitElements(tree, (node) => {
      if (node.tagName !== 'li' || !classList(node).includes('task-list-item')) return;
      // Loose lists put the checkbox in the item's first paragraph, tight lists in the item.
      const first = node.children.find((child): child is Element => child.type === 'element');
      labelCheckbox(first?.tagName === 'p' ? first : node);
    });
  };
}

function labelCheckbox(parent: Element): void {
  const start = parent.children.findIndex((child) => child.type === 'element' && child.tagName === 'input' && child.properties.type === 'checkbox');
  if (start < 0) return;
  let end = start + 1;
  while (end < parent.children.length && !isBlock(parent.children[end]!)) end++;
  const inline = parent.children.slice(start, end);
  // Keep the newline before a nested list outside the label, so the label holds just the task.
  while (inline.length > 1 && isBlankText(inline.at(-1)!)) inline.pop();
  const label: Element = { type: 'element', tagName: 'label', properties: {}, children: inline };
  parent.children.splice(start, inline.length, label);
}

function isBlock(node: ElementContent): boolean {
  return node.type === 'element' && BLOCK.has(node.tagName);
}

function isBlankText(node: ElementContent): boolean {
  return node.type === 'text' && node.value.trim() === '';
}

function classList(node: Element): string[] {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
}
