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
