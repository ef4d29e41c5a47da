// Links the site config puts into the layout of every page (navbar items, footer links, the
// logos), with the line of the config file that writes each. A broken one is on every page; the
// link check reports it once, at that line, instead of once per page with a fix the page's
// author cannot apply.
import type { Place } from '../errors.js';
import type { SiteConfig } from '../config/schema.js';
import type { LinkItem, NavbarItem } from '../../shared/types.js';
import { lineOfValue } from '../content/lineOfValue.js';
import { navbarItemChildren } from '../config/navbarItemChildren.js';

/** Pure: the `href`s of the links an HTML snippet of the config holds (`<a href="/blog">`), entities decoded. */
export function htmlHrefs(html: string | undefined): string[] {
  if (!html?.includes('href')) return [];
  return [...html.matchAll(/<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((match) => (match[1] ?? match[2]!).replace(/&amp;/g, '&'));
}

/** Pure: every `to`/`href` of the navbar, the footer, the logos and the announcement bar (in their HTML too) → where the config writes it. */
export function layoutLinks(themeConfig: Pick<SiteConfig['themeConfig'], 'navbar' | 'footer' | 'announcementBar'>, config: { file: string; source?: string }): Map<string, Place> {
  const hrefs: string[] = [];
  const add = (href: string | undefined) => {
    if (href) hrefs.push(href);
  };
  const navbarItem = (item: NavbarItem) => {
    add(item.to);
    add(item.href);
    if (item.type === 'html') htmlHrefs(item.value).forEach(add);
    navbarItemChildren(item).forEach(navbarItem);
  };
  themeConfig.navbar.items.forEach((item) => navbarItem(item as NavbarItem));
  add(themeConfig.navbar.logo?.href);
  const footer = themeConfig.footer;
  if (footer) {
    add(footer.logo?.href);
    htmlHrefs(footer.copyright).forEach(add);
    for (const entry of footer.links as (LinkItem | { items: LinkItem[] })[]) {
      for (const link of 'items' in entry ? entry.items : [entry]) {
        add(link.to);
        add(link.href);
        htmlHrefs(link.html).forEach(add);
      }
    }
  }
  // On every page too: a broken link there was one error per page, each blamed on the page (bad-input audit).
  htmlHrefs(themeConfig.announcementBar?.content).forEach(add);
  // A `to` written from the site's root without its slash (`blog`) is `/blog` by now (siteRootLinks.ts).
  // One from the config's HTML may be written with `&amp;`.
  const lineOf = (href: string) =>
    lineOfValue(config.source, href) ?? (href.startsWith('/') ? lineOfValue(config.source, href.slice(1)) : undefined) ?? (href.includes('&') ? lineOfValue(config.source, href.replace(/&/g, '&amp;')) : undefined);
  return new Map(hrefs.map((href) => [href, { file: config.file, line: lineOf(href) }]));
}
