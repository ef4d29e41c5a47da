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

/** Whether a navbar/footer link is "current": exact `to`, or activeBasePath / activeBaseRegex. */
export function isItemActive(item: Pick<NavbarItem, 'to' | 'activeBasePath' | 'activeBaseRegex'>, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (item.activeBaseRegex) return compiled(item.activeBaseRegex).test(path);
  if (item.activeBasePath) {
    const base = normalizePath(item.activeBasePath);
    return path === base || path.startsWith(`${base}/`);
  }
  return item.to !== undefined && normalizePath(item.to.split(/[?#]/)[0]!) === path;
}

export function useIsActive(item: Pick<NavbarItem, 'to' | 'activeBasePath' | 'activeBaseRegex'>): boolean {
  return isItemActive(item, useLocation().pathname);
}
