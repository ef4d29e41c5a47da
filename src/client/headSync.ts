// After a client-side navigation: the head tags of the page that was on screen make way for
// those of the new one (description, canonical URL, social tags, structured data), as a fresh
// load of the page would have them: with the site's global tags, which a page's own replace.
// Loaded on the first navigation: the first page's tags come with its HTML.
import { pageHeadTags } from '../shared/pageHead.js';
import type { HeadTag, PageData, SiteData } from '../shared/types.js';

function ownTags(page: PageData, site: SiteData): HeadTag[] {
  // The title is document.title, set apart.
  return pageHeadTags(page, site, { image: site.image, noindex: site.noIndex || Boolean(page.noindex), globalHead: site.globalHead }).filter((tag) => tag.tag !== 'title');
}

const keyOf = (tag: HeadTag) => JSON.stringify([tag.tag, Object.entries(tag.attrs).sort(), tag.content ?? '']);

function matches(element: Element, tag: HeadTag): boolean {
  if (element.tagName.toLowerCase() !== tag.tag || element.attributes.length !== Object.keys(tag.attrs).length) return false;
  if (Object.entries(tag.attrs).some(([name, value]) => element.getAttribute(name) !== value)) return false;
  return (element.textContent ?? '') === (tag.content ?? '');
}

/** Replaces the head tags of `previous` with those of `next`; tags both pages share stay. */
export function syncHead(previous: PageData, next: PageData, site: SiteData): void {
  const before = ownTags(previous, site);
  const after = ownTags(next, site);
  const kept = new Set(after.map(keyOf));
  const added = new Set(before.map(keyOf));
  for (const tag of before) {
    if (kept.has(keyOf(tag))) continue;
    [...document.head.children].find((element) => matches(element, tag))?.remove();
  }
  for (const tag of after) {
    if (added.has(keyOf(tag))) continue;
    const element = document.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
    if (tag.content) element.textContent = tag.content;
    document.head.append(element);
  }
}
