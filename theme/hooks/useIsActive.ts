import { useLocation } from 'react-router-dom';
import { normalizePath } from '../../src/shared/url.js';
import type { NavbarItem } from '../../src/shared/types.js';

/** Whether a navbar/footer link is "current": exact `to`, or activeBasePath / activeBaseRegex. */
export function isItemActive(item: Pick<NavbarItem, 'to' | 'activeBasePath' | 'activeBaseRegex'>, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(path);
  if (item.activeBasePath) {
    const base = normalizePath(item.activeBasePath);
    return path === base || path.startsWith(`${base}/`);
  }
  return item.to !== undefined && normalizePath(item.to.split(/[?#]/)[0]!) === path;
}

export function useIsActive(item: Pick<NavbarItem, 'to' | 'activeBasePath' | 'activeBaseRegex'>): boolean {
  return isItemActive(item, useLocation().pathname);
}
