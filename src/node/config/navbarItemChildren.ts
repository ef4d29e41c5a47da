// The items a navbar item holds: a dropdown's `items`, and the links a `docsVersionDropdown`
// shows before and after its versions (`dropdownItemsBefore`/`After`), which the theme renders
// like any other item. Every walk over the navbar's items (checks, the docs its `doc` items
// name, drafts left out, layout links) goes through here, so none misses the version
// dropdown's extra links.
import type { NavbarItem } from '../../shared/types.js';

/** Pure: the items shown inside `item`, in their order (none for a plain link). */
export function navbarItemChildren(item: NavbarItem): NavbarItem[] {
  return [...(item.dropdownItemsBefore ?? []), ...(item.items ?? []), ...(item.dropdownItemsAfter ?? [])];
}

/** Pure: every item of `items` and of the items they hold, at any depth (the inner ones first). */
export function everyNavbarItem(items: readonly NavbarItem[]): NavbarItem[] {
  return items.flatMap((item) => [...everyNavbarItem(navbarItemChildren(item)), item]);
}

/** Pure: `item` with each list of items it holds passed through `map` (the lists it lacks stay absent). */
export function mapNavbarItemChildren(item: NavbarItem, map: (items: NavbarItem[]) => NavbarItem[]): NavbarItem {
  const mapped = { ...item };
  if (item.items) mapped.items = map(item.items);
  if (item.dropdownItemsBefore) mapped.dropdownItemsBefore = map(item.dropdownItemsBefore);
  if (item.dropdownItemsAfter) mapped.dropdownItemsAfter = map(item.dropdownItemsAfter);
  return mapped;
}
