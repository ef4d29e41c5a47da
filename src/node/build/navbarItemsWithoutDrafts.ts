// A `doc` navbar item naming a draft shows nothing in a production build, as in Docusaurus
// (SPEC §5: a docs lookup of a draft id returns nothing). The theme's doc item throws on a doc
// its version does not list, and teaching it about drafts would add to every page's first-visit
// JavaScript; so the build leaves such items out of the site data instead. In development
// drafts are built and no version lists draft ids, so the item shows there.
import type { DocsGlobalData, NavbarItem } from '../../shared/types.js';
import { mapNavbarItemChildren } from '../config/navbarItemChildren.js';

/**
 * Pure: `items` (dropdowns' items and a version dropdown's extra links too) without the `doc` items whose doc is a draft in a version
 * of its docs instance. One site data serves the pages of every version, so an item whose doc is
 * a draft in one version and published in another is left out everywhere: on the draft
 * version's pages the theme would have nothing to link it to.
 */
export function navbarItemsWithoutDrafts(items: NavbarItem[], docs: Record<string, DocsGlobalData>): NavbarItem[] {
  const namesDraft = (item: NavbarItem) =>
    item.type === 'doc' && item.docId !== undefined && (docs[item.docsPluginId ?? 'default']?.versions.some((version) => version.draftIds.includes(item.docId!)) ?? false);
  return items.filter((item) => !namesDraft(item)).map((item) => mapNavbarItemChildren(item, (children) => navbarItemsWithoutDrafts(children, docs)));
}
