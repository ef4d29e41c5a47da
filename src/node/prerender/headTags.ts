import type { HeadTag } from '../../shared/types.js';

import { escapeHtml } from '../../shared/escapeHtml.js';

export { escapeHtml };

/** JSON safe to embed in an inline `<script>` (no `</script>` or `<!--` breakouts). */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function renderHeadTag(tag: HeadTag): string {
  const attrs = Object.entries(tag.attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  if (tag.tag === 'meta' || tag.tag === 'link' || tag.tag === 'base') return `<${tag.tag}${attrs}>`;
  const content = tag.tag === 'title' ? escapeHtml(tag.content ?? '') : (tag.content ?? '');
  return `<${tag.tag}${attrs}>${content}</${tag.tag}>`;
}
