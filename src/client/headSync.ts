// After a client-side navigation: the head tags of the page that was on screen make way for
// those of the new one (description, canonical URL, social tags, structured data), as a fresh
// load of the page would have them: with the site's global tags, which a page's own replace.
// Loaded on the first navigation: the first page's tags come with its HTML.
import { documentAttributes, isDocumentElementTag } from '../shared/documentAttributes.js';
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

/**
 * The attributes the previous page gave the document's `<html>` or `<body>` (a head block's
 * `<html className>`) make way for the next page's; the classes others put there stay.
 */
function syncElement(element: HTMLElement, before: Record<string, string>, after: Record<string, string>): void {
  const classes = (attributes: Record<string, string>) => (attributes.class ?? '').split(/\s+/).filter(Boolean);
  // Only when there are classes to change: classList.add() with none still writes an empty
  // `class=""` onto <html> and <body>, which a fresh load of the page does not have (client
  // navigation audit). One left empty by a removal goes too.
  const removed = classes(before).filter((name) => !classes(after).includes(name));
  if (removed.length) element.classList.remove(...removed);
  if (classes(after).length) element.classList.add(...classes(after));
  if (element.getAttribute('class') === '') element.removeAttribute('class');
  for (const name of Object.keys(before)) if (name !== 'class' && !(name in after)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(after)) if (name !== 'class') element.setAttribute(name, value);
}

/** Replaces the head tags of `previous` with those of `next`; tags both pages share stay. */
export function syncHead(previous: PageData, next: PageData, site: SiteData): void {
  const beforeAll = ownTags(previous, site);
  const afterAll = ownTags(next, site);
  syncElement(document.documentElement, documentAttributes(beforeAll, 'html'), documentAttributes(afterAll, 'html'));
  syncElement(document.body, documentAttributes(beforeAll, 'body'), documentAttributes(afterAll, 'body'));
  const before = beforeAll.filter((tag) => !isDocumentElementTag(tag));
  const after = afterAll.filter((tag) => !isDocumentElementTag(tag));
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
