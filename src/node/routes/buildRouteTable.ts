import { normalizePath } from '../../shared/url.js';
import type { Diagnostic } from '../errors.js';
import type { RouteInput } from '../plugins/types.js';
import { findCollisions } from './findCollisions.js';

export interface RouteTable {
  /** One route per path, sorted by path. */
  routes: RouteInput[];
  /** Paths claimed twice (the later route replaced the earlier one). */
  duplicates: Diagnostic[];
  /** Those paths (the link check names the duplicate behind a broken anchor to one). */
  contested: Set<string>;
}

/** Normalises paths, reports duplicates and keeps one route per path (the last declared). */
export function buildRouteTable(inputs: readonly RouteInput[]): RouteTable {
  const normalised = inputs.map((route) => ({ ...route, path: normalizePath(route.path) }));
  const duplicates = findCollisions(normalised);
  const byPath = new Map<string, RouteInput>();
  const contested = new Set<string>();
  for (const route of normalised) {
    if (byPath.has(route.path)) contested.add(route.path);
    byPath.set(route.path, route);
  }
  const routes = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { routes, duplicates, contested };
}
