// Serialises compiled markdown to static HTML outside React (feeds, search snippets). Theme
// components have no markup of their own here: their children are kept, so a feed reader sees
// every tab's content one after another.
import type { MdNode } from '../../shared/types.js';
import { escapeHtml } from '../prerender/headTags.js';

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'col', 'area']);

function attrName(name: string): string {
  if (name === 'className') return 'class';
  if (name === 'htmlFor') return 'for';
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

function attributes(props: Record<string, unknown> | undefined): string {
  if (!props) return '';
  return Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== null && value !== false && typeof value !== 'object')
    .map(([name, value]) => (value === true ? ` ${attrName(name)}` : ` ${attrName(name)}="${escapeHtml(String(value))}"`))
    .join('');
}

export function mdTreeToHtml(nodes: MdNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return escapeHtml(node);
      const isComponent = /^[A-Z]/.test(node.t);
      const inner = node.h ?? mdTreeToHtml(node.c ?? []);
      if (isComponent) {
        if (node.t === 'Mermaid') return `<pre>${escapeHtml(String(node.p?.code ?? ''))}</pre>`;
        // A component with nothing between its tags (a site's `<Counter />`) leaves no empty box.
        return inner ? `<div>${inner}</div>` : '';
      }
      if (VOID.has(node.t)) return `<${node.t}${attributes(node.p)}>`;
      return `<${node.t}${attributes(node.p)}>${inner}</${node.t}>`;
    })
    .join('');
}
