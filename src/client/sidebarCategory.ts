// The sidebar category of the current docs page. A module of its own: only pages that ask for it
// load it (the docs helpers shared by the theme are part of every page's first visit).
import { useCurrentPage } from './context.js';
import type { SidebarCategory, SidebarItem } from '../shared/docsTypes.js';
import { normalizePath } from '../shared/url.js';

/** Pure: the deepest category of `items` that is `path`'s page or holds a link to it. */
export function categoryOfPath(items: readonly SidebarItem[], path: string): SidebarCategory | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const deeper = categoryOfPath(item.items, path);
    if (deeper) return deeper;
    if (item.href === path || item.items.some((child) => child.type === 'link' && child.href === path)) return item;
  }
  return undefined;
}

/**
 * The sidebar category the current docs page belongs to: the category whose index page it is,
 * or the one that lists it. Throws on a page in no category (SPEC §8, the category-index lookup).
 */
export function useCurrentSidebarCategory(): SidebarCategory {
  const { page, shared } = useCurrentPage();
  const sidebar = shared.sidebar as SidebarItem[] | undefined;
  const category = sidebar && categoryOfPath(sidebar, normalizePath(page.path));
  if (!category) throw new Error(`${page.path} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages or on docs inside a category.`);
  return category;
}
