import type { HeadTag } from '../../shared/types.js';

const SPECIAL = /[&<>"]/;

export function escapeHtml(text: string): string {
  // Most values (URLs, titles) have nothing to escape: one test instead of four replacements.
  if (!SPECIAL.test(text)) return text;
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

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

/** Later tags replace earlier ones with the same identity (same meta name/property, same title). */
export function dedupeHeadTags(tags: HeadTag[]): HeadTag[] {
  const keyOf = (tag: HeadTag): string | undefined => {
    if (tag.tag === 'title') return 'title';
    if (tag.tag === 'meta') return tag.attrs.name ? `meta:name:${tag.attrs.name}` : tag.attrs.property ? `meta:property:${tag.attrs.property}` : undefined;
    if (tag.tag === 'link' && tag.attrs.rel === 'canonical') return 'canonical';
    return undefined;
  };
  const byKey = new Map<string, number>();
  const out: (HeadTag | null)[] = [];
  for (const tag of tags) {
    const key = keyOf(tag);
    if (key && byKey.has(key)) out[byKey.get(key)!] = null;
    if (key) byKey.set(key, out.length);
    out.push(tag);
  }
  return out.filter((tag): tag is HeadTag => tag !== null);
}
