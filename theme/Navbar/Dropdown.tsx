import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavbarItem } from '../../src/shared/types.js';
import { Link } from '../../src/client/Link.js';
import { isItemActive } from '../hooks/useIsActive.js';
import { NavbarHiddenContext } from './navbarHidden.js';

interface DropdownProps {
  label: ReactNode;
  items: NavbarItem[];
  renderItem: (item: NavbarItem, index: number, close: () => void) => ReactNode;
  /** Inside the mobile menu: a collapsible list, expanded when one item is active. */
  mobile?: boolean;
  className?: string;
  /** Counts as active although no item's link matches (a version dropdown on a versioned page). */
  active?: boolean;
  /**
   * Mobile: starts expanded as when an item is active, without marking the dropdown current (the
   * language list: the current language's entry is active on every page).
   */
  startExpanded?: boolean;
  /**
   * Desktop: the label is a link to this site path, as Docusaurus draws a dropdown with `to` (a
   * version dropdown: the version's first doc). A click follows it; Enter, Space and the arrow
   * keys still open the menu.
   */
  to?: string;
}

/** Arrow keys, Home and End in an open menu: where each moves focus, from the item at `at` of `count`. */
const MENU_KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * Desktop: opens on hover or Enter/Space/ArrowDown (ArrowUp: at its last item), closes on Escape
 * and on any click, touch or focus outside; in the open menu the arrow keys move between its
 * items, wrapping, and Home and End go to the first and last, as in a locale or version menu of
 * any docs site. Mobile: a collapsible list that starts open when it holds the current page.
 */
export function Dropdown({ label, items, renderItem, mobile, className, active, startExpanded, to }: DropdownProps) {
  const { pathname } = useLocation();
  const containsActive = active || items.some((item) => isItemActive(item, pathname));
  const [open, setOpen] = useState(mobile ? containsActive || Boolean(startExpanded) : false);
  const ref = useRef<HTMLDivElement>(null);
  // A mouse click on the toggle lands just after the hover that opened the menu: that click must
  // keep it open, not toggle it shut, or whether it opens would depend on when React re-rendered.
  const openedByHover = useRef(false);
  /** A touch (or pen) press on a linked label while the menu is shut: it opens the menu, not the link. */
  const tapToOpen = useRef(false);
  const menuId = useId();

  useEffect(() => {
    if (mobile || !open) return;
    const onOutside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, mobile]);

  // The navbar scrolling out of view takes an open menu with it, instead of leaving it over the page.
  const navbarHidden = useContext(NavbarHiddenContext);
  useEffect(() => {
    if (navbarHidden && !mobile) setOpen(false);
  }, [navbarHidden, mobile]);

  const close = () => setOpen(false);
  const menuItems = () => [...(ref.current?.querySelectorAll<HTMLElement>('.dropdown__menu a, .dropdown__menu button') ?? [])];

  if (mobile) {
    // Inside the menu's own list item (Navbar.tsx): a div, not a list item within a list item.
    return (
      <div className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`}>
        <button type="button" className={`menu__link menu__link--sublist${containsActive ? ' is-active' : ''}`} aria-expanded={open} onClick={() => setOpen(!open)}>
          {/* One flex item: the row spreads its items apart, which would centre the text of a label with an icon. */}
          <span className="menu__link-label">{label}</span>
        </button>
        <ul className="menu__list" hidden={!open}>
          {items.map((item, index) => (
            <li key={index}>{renderItem(item, index, close)}</li>
          ))}
        </ul>
      </div>
    );
  }

  const toggleProps = {
    className: `navbar__link dropdown__toggle${containsActive ? ' is-active' : ''}`,
    'aria-haspopup': 'true' as const,
    'aria-expanded': open,
    'aria-controls': menuId,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (to !== undefined && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        setOpen(!open);
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        const last = event.key === 'ArrowUp';
        requestAnimationFrame(() => {
          const items = menuItems();
          items[last ? items.length - 1 : 0]?.focus();
        });
      }
    },
  };

  return (
    <div
      ref={ref}
      className={`navbar__item dropdown${open ? ' dropdown--open' : ''} ${className ?? ''}`}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          ref.current?.querySelector<HTMLElement>('.dropdown__toggle')?.focus({ preventScroll: true });
          return;
        }
        const items = menuItems();
        const at = items.indexOf(event.target as HTMLElement);
        const move = MENU_KEYS[event.key];
        if (at < 0 || !move) return;
        event.preventDefault();
        items[move(at, items.length)]!.focus();
      }}
    >
      {to === undefined ? (
        <button
          type="button"
          {...toggleProps}
          onClick={() => {
            const keepOpen = openedByHover.current;
            openedByHover.current = false;
            setOpen((wasOpen) => keepOpen || !wasOpen);
          }}
        >
          {label}
        </button>
      ) : (
        // A click follows the link and closes the menu; the keyboard opens it (Enter would follow
        // the link), and so does a first tap on a touch screen, which has no hover to open it.
        <Link
          to={to}
          role="button"
          {...toggleProps}
          onPointerDown={(event) => {
            tapToOpen.current = event.pointerType !== 'mouse' && !open;
          }}
          onClick={(event) => {
            openedByHover.current = false;
            if (tapToOpen.current) {
              event.preventDefault();
              setOpen(true);
            } else close();
            tapToOpen.current = false;
          }}
        >
          {label}
        </Link>
      )}
      <ul id={menuId} className="dropdown__menu" hidden={!open}>
        {items.map((item, index) => (
          <li key={index}>{renderItem(item, index, close)}</li>
        ))}
      </ul>
    </div>
  );
}
