import type { Diagnostic } from '../errors.js';
import type { RouteInput } from '../plugins/types.js';

/**
 * Reports every path claimed by more than one route, naming each source. Routes are sorted by
 * source before comparing so the message names the same files in the same order on every
 * machine, whatever order plugins produced them in.
 */
export function findCollisions(routes: readonly RouteInput[]): Diagnostic[] {
  const byPath = new Map<string, RouteInput[]>();
  for (const route of routes) {
    const list = byPath.get(route.path) ?? [];
    list.push(route);
    byPath.set(route.path, list);
  }
  const problems: Diagnostic[] = [];
  for (const [path, list] of byPath) {
    if (list.length < 2) continue;
    const sorted = [...list].sort((a, b) => (a.source?.file ?? a.kind).localeCompare(b.source?.file ?? b.kind));
    const [first, ...rest] = sorted;
    problems.push({
      plugin: 'routes',
      what: `Two routes want the URL ${path}`,
      where: first!.source ? { file: first!.source.file } : undefined,
      also: rest.map((route) => ({ file: route.source?.file ?? `(${route.kind} route)` })),
      fix: 'Give one of them a different `slug:` in its front matter, or remove one. The last one declared wins.',
    });
  }
  return problems;
}
