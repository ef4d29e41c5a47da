import { useEffect, useRef, useState } from 'react';
import { Link } from '../../src/client/Link.js';
import { SharedPart, useShownPath, useSiteData } from '../../src/client/context.js';
import type { SidebarCategory, SidebarItem } from '../../src/shared/docsTypes.js';
import { isExternal, normalizePath } from '../../src/shared/url.js';
import { ExternalIcon } from '../Navbar/NavLink.js';
import { Collapsible } from '../Collapsible.js';
import { useActiveLinkInView } from '../hooks/useIsActive.js';

// A sidebar is shared by every page of its version and rendered again on each, asking of every
// category whether it contains the current page. The paths below a category are collected once
// per sidebar item, so that question costs a lookup instead of a walk of the whole subtree.
const pathsBelow = new WeakMap<SidebarCategory, Set<string>>();

/**
 * Which categories of a list (by the list's items) were open when its page was left, and that
 * page's path: filled by effects, which run in the browser only.
 */
let openAfterPageChange = new WeakMap<SidebarItem[], { open: Set<number>; path: string }>();
/** The sidebar shown last: another one (a page of the API sidebar after a guide) starts afresh. */
let lastSidebar: SidebarItem[] | undefined;

function categoryPaths(category: SidebarCategory): Set<string> {
  let paths = pathsBelow.get(category);
  if (!paths) {
    paths = new Set(category.href !== undefined ? [normalizePath(category.href)] : []);
    for (const child of category.items) {
      if (child.type === 'link') paths.add(normalizePath(child.href));
      else if (child.type === 'category') for (const path of categoryPaths(child)) paths.add(path);
    }
    pathsBelow.set(category, paths);
  }
  return paths;
}

function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return normalizePath(item.href) === path;
  if (item.type === 'category') return categoryPaths(item).has(path);
  return false;
}

/** Unlisted items stay hidden unless the reader is on them. */
function isVisible(item: SidebarItem, path: string): boolean {
  if (item.type === 'html') return true;
  if (item.type === 'link') return !item.unlisted || normalizePath(item.href) === path;
  return !item.unlisted || containsPath(item, path);
}

interface ListProps {
  items: SidebarItem[];
  path: string;
  level: number;
  /**
   * The list's place, from which its categories' ids are made (`sidebar-category-1-3`: the 4th
   * item of the 2nd): unique in the page whatever the labels, and another prefix for the copy of
   * the sidebar in the mobile menu, which is in the page beside the desktop one.
   */
  idBase: string;
  onNavigate?: () => void;
}

function SidebarLinkItem({ item, path, level, onNavigate }: { item: Extract<SidebarItem, { type: 'link' }>; path: string; level: number; onNavigate?: () => void }) {
  const active = normalizePath(item.href) === path;
  // A link off the site says so with the icon navbar and footer links carry, as in Docusaurus.
  const external = !item.docId && isExternal(item.href);
  return (
    <li className={`menu__list-item ${item.className ?? ''}`}>
      <Link to={item.docId || item.href.startsWith('/') ? item.href : undefined} href={item.docId || item.href.startsWith('/') ? undefined : item.href} className={`menu__link${active ? ' menu__link--active' : ''}`} aria-current={active ? 'page' : undefined} onClick={onNavigate} style={{ paddingLeft: `${0.75 + level * 0.1}rem` }}>
        {item.label}
        {external ? <ExternalIcon /> : null}
      </Link>
    </li>
  );
}

function SidebarCategoryItem({ item, path, level, listId, onNavigate, open, onToggle }: { item: SidebarCategory; path: string; level: number; listId: string; onNavigate?: () => void; open: boolean; onToggle: (open: boolean) => void }) {
  const active = containsPath(item, path);
  const collapsed = item.collapsible ? !open : false;
  const isPage = item.href !== undefined && normalizePath(item.href) === path;
  // A category without the current page looks the same on every page of its version: the
  // server renders it once (with its open branches) and reuses the markup on the other pages.
  return (
    <SharedPart
      as="li"
      className={`menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''} ${item.className ?? ''}`}
      of={item}
      part={`category:${level}:${collapsed}`}
      shared={!active}
      render={() => (
        <>
          <div className={`menu__list-item-collapsible${isPage ? ' menu__list-item-collapsible--active' : ''}`}>
            {item.href ? (
              <Link to={item.href} className={`menu__link${active ? ' menu__link--sublist-active' : ''}${isPage ? ' menu__link--active' : ''}`} aria-current={isPage ? 'page' : undefined} onClick={() => { onToggle(true); onNavigate?.(); }}>
                {item.label}
              </Link>
            ) : (
              <button type="button" className={`menu__link menu__link--sublist${active ? ' menu__link--sublist-active' : ''}`} aria-expanded={!collapsed} aria-controls={listId} onClick={() => item.collapsible && onToggle(!open)}>
                {item.label}
              </button>
            )}
            {item.href && item.collapsible ? (
              <button type="button" className="menu__caret" aria-label={`${collapsed ? 'Expand' : 'Collapse'} sidebar category '${item.label}'`} aria-expanded={!collapsed} aria-controls={listId} onClick={() => onToggle(!open)} />
            ) : null}
          </div>
          <Collapsible collapsed={collapsed} id={listId} lazy>
            <SidebarList items={item.items} path={path} level={level + 1} idBase={listId} onNavigate={onNavigate} />
          </Collapsible>
        </>
      )}
    />
  );
}

function SidebarList({ items, path, level, idBase, onNavigate }: ListProps) {
  const site = useSiteData();
  const autoCollapse = site.docsSidebar.autoCollapseCategories;
  const initial = () =>
    new Set(items.map((item, index) => (item.type === 'category' && (!item.collapsed || containsPath(item, path)) ? index : -1)).filter((i) => i >= 0));
  // A list mounted again after a page change (a doc and a category index are different page
  // components, each with its sidebar) opens what it had open, as a sidebar that stayed in place
  // would. Only in the browser, after hydration: a server render always starts from the config.
  const [open, setOpen] = useState<Set<number>>(() => openAfterPageChange.get(items)?.open ?? initial());
  // The open categories once the one at `index` opens: with autoCollapseCategories, only it.
  const opening = (current: Set<number>, index: number) => (autoCollapse ? new Set<number>() : new Set(current)).add(index);
  // Navigating into a collapsed category opens it as pressing it would: with
  // autoCollapseCategories its siblings close (Docusaurus makes the category that becomes active
  // the expanded one), even when they were opened by an earlier page or by hand. Only when it
  // becomes active, as in Docusaurus: one the reader closed stays closed while they move between
  // its pages.
  // A list mounted again starts from the path its last page had: a category the reader closed
  // there is not one that just became active.
  const pathBefore = useRef<string | undefined>(openAfterPageChange.get(items)?.path);
  useEffect(() => {
    openAfterPageChange.set(items, { open, path });
  }, [items, open, path]);
  useEffect(() => {
    const before = pathBefore.current;
    pathBefore.current = path;
    setOpen((current) => {
      let next = current;
      items.forEach((item, index) => {
        if (item.type === 'category' && containsPath(item, path) && !(before !== undefined && containsPath(item, before)) && !next.has(index)) next = opening(next, index);
      });
      return next;
    });
  }, [path, items]);
  return (
    <ul className="menu__list">
      {items.map((item, index) => {
        if (!isVisible(item, path)) return null;
        if (item.type === 'html') return <li key={index} className={`menu__list-item menu__html ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />;
        if (item.type === 'link') return <SidebarLinkItem key={index} item={item} path={path} level={level} onNavigate={onNavigate} />;
        return (
          <SidebarCategoryItem
            key={index}
            item={item}
            path={path}
            level={level}
            listId={`${idBase}-${index}`}
            onNavigate={onNavigate}
            open={open.has(index)}
            onToggle={(value) =>
              setOpen((current) => {
                if (value) return opening(current, index);
                const next = new Set(current);
                next.delete(index);
                return next;
              })
            }
          />
        );
      })}
    </ul>
  );
}

const sidebarKeys = new WeakMap<SidebarItem[], number>();
let nextSidebarKey = 0;

/** A number naming one sidebar's items for as long as they are loaded. */
function sidebarKey(items: SidebarItem[]): number {
  let key = sidebarKeys.get(items);
  if (key === undefined) sidebarKeys.set(items, (key = nextSidebarKey++));
  return key;
}

/** The docs sidebar: categories collapse, the active item is highlighted and scrolled into view. */
export function DocSidebarMenu({ items, onNavigate, idPrefix = 'sidebar-category' }: { items: SidebarItem[]; onNavigate?: () => void; /** Of the categories' ids: another one for a second copy in the page. */ idPrefix?: string }) {
  const path = useShownPath();
  const ref = useRef<HTMLElement>(null);
  useActiveLinkInView(ref, '.menu__link--active', path);
  // Moving to another sidebar forgets what the lists of the one before had open: its categories
  // open as on a fresh load of the page, as in Docusaurus, whose sidebar items mount afresh then.
  // Done while rendering, before the lists' state starts from it (a second render is a no-op).
  if (items !== lastSidebar) {
    if (lastSidebar !== undefined) openAfterPageChange = new WeakMap();
    lastSidebar = items;
  }
  return (
    <nav ref={ref} className="menu doc-sidebar__menu" aria-label="Docs sidebar">
      {/* Keyed by the sidebar: moving to a page of another sidebar (the navbar's API item) starts
          its lists from that sidebar's own open categories, not the index-keyed state of the last. */}
      <SidebarList key={sidebarKey(items)} items={items} path={path} level={0} idBase={idPrefix} onNavigate={onNavigate} />
    </nav>
  );
}
