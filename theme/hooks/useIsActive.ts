import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { normalizePath } from '../../src/shared/url.js';
import type { NavbarItem } from '../../src/shared/types.js';

// Every page renders the navbar again; each pattern (a few, from the config and the versions)
// is compiled once instead of on every render.
const patterns = new Map<string, RegExp>();

function compiled(source: string): RegExp {
  let pattern = patterns.get(source);
  if (!pattern) patterns.set(source, (pattern = new RegExp(source)));
  return pattern;
}

/**
 * Whether a navbar/footer link is "current": activeBaseRegex, else activeBasePath, else its `to`
 * and the pages below it (Blog stays current on a post, as a router's NavLink is), bar a link to
 * the home page, which would be current everywhere.
 */
export function isItemActive(item: Pick<NavbarItem, 'to' | 'activeBasePath' | 'activeBaseRegex'>, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (item.activeBaseRegex) return compiled(item.activeBaseRegex).test(path);
  if (item.activeBasePath) {
    const base = normalizePath(item.activeBasePath);
    return path === base || path.startsWith(`${base}/`);
  }
  if (item.to === undefined) return false;
  const to = normalizePath(item.to.split(/[?#]/)[0]!);
  return path === to || (to !== '/' && path.startsWith(`${to}/`));
}

export function useIsActive(item: Pick<NavbarItem, 'to' | 'activeBasePath' | 'activeBaseRegex'>): boolean {
  return isItemActive(item, useLocation().pathname);
}

/**
 * (Here, beside the other hooks about the current link, because this module is in the main
 * bundle already: a module of its own became a chunk of its own, 195 B more on a first visit.)
 * After each move to `path`, scrolls the sidebar panel `panel` (the box that scrolls on its own)
 * so that its `active` link is in view, when it is not: in a long sidebar (a version's docs, the
 * changelog's hundred entries) the page being read is otherwise out of sight below.
 */
export function useActiveLinkInView(panel: RefObject<HTMLElement | null>, active: string, path: string): void {
  useEffect(() => {
    const link = panel.current?.querySelector<HTMLElement>(active);
    if (!link || !panel.current) return;
    // The part of the panel in the window: a sticky panel sized to the window starts lower on a
    // page with the announcement bar, so its foot is below the window's until the page scrolls.
    const box = panel.current.getBoundingClientRect();
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const target = link.getBoundingClientRect();
    // The panel alone scrolls, the link to the middle of its visible part: scrollIntoView would
    // scroll the page too (by 438 px on the changelog's oldest entry, last in the panel).
    if (target.top < top || target.bottom > bottom) panel.current.scrollTop += target.top - top - (bottom - top - target.height) / 2;
  }, [panel, active, path]);
}
