// A navbar item's or a footer link's `to` is a path of the site, read from its root whatever page
// shows it: Docusaurus passes it through `useBaseUrl`, so `to: 'blog'` is `/blog` (a sidebar or a
// page's own `<Link to="blog">` stays relative). Made absolute once, as the config loads, so the
// theme, the active-link test and the link check all read the same path.
import type { FooterColumn, LinkItem, NavbarItem } from '../../shared/types.js';
import { isExternal } from '../../shared/url.js';
import { mapNavbarItemChildren } from './navbarItemChildren.js';

/** Pure: `to` from the site's root (`blog` → `/blog`); absolute paths, URLs and `#hash` unchanged. */
export function fromSiteRoot(to: string): string {
  if (to.startsWith('/') || to.startsWith('#') || isExternal(to)) return to;
  return `/${to.replace(/^\.\//, '')}`;
}

export function navbarItemFromRoot(item: NavbarItem): NavbarItem {
  const withTo = item.to === undefined ? item : { ...item, to: fromSiteRoot(item.to) };
  return mapNavbarItemChildren(withTo, (items) => items.map(navbarItemFromRoot));
}

function linkFromRoot<T extends LinkItem>(link: T): T {
  return link.to === undefined ? link : { ...link, to: fromSiteRoot(link.to) };
}

/** Pure: the footer's links, in columns or in one row, with their `to` from the site's root. */
export function footerLinksFromRoot(links: readonly (FooterColumn | LinkItem)[]): (FooterColumn | LinkItem)[] {
  return links.map((entry) => ('items' in entry ? { ...entry, items: entry.items.map(linkFromRoot) } : linkFromRoot(entry)));
}
