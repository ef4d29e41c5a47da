// Which pages an edit changed: the paths whose page data (what a browser fetches) differs
// between two route tables, so open tabs refetch exactly those. Pure.
import type { RouteInput } from '../plugins/types.js';
import { pageDataOf } from '../build/sitePieces.js';

/**
 * Equality as `JSON.stringify` sees it (undefined properties do not count), but shortcutting on
 * identical references: a page's compiled markdown comes from the cache as the same object
 * after every reload, so comparing two versions of a big page only walks its small metadata.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (typeof (a as { toJSON?: unknown }).toJSON === 'function' || typeof (b as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(a) === JSON.stringify(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  // Plain loops: this runs for every node of every page of the reloaded plugin.
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameJson(a[index], other[index])) return false;
    return true;
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let defined = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    if (!Object.hasOwn(right, key) || !sameJson(left[key], right[key])) return false;
    defined += 1;
  }
  for (const key in right) if (Object.hasOwn(right, key) && right[key] !== undefined) defined -= 1;
  return defined === 0;
}

/** Paths added, removed, or whose page data changed between two route tables (by path). */
export function changedRoutes(before: ReadonlyMap<string, RouteInput>, after: ReadonlyMap<string, RouteInput>): string[] {
  const changed: string[] = [];
  for (const [routePath, next] of after) {
    const previous = before.get(routePath);
    if (!previous || (previous !== next && !sameJson(pageDataOf(previous), pageDataOf(next)))) changed.push(routePath);
  }
  for (const routePath of before.keys()) if (!after.has(routePath)) changed.push(routePath);
  return changed;
}
