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
    const redirect = list.some((route) => route.kind === 'redirect');
    problems.push({
      plugin: 'routes',
      what: `Two routes want the URL ${path}`,
      where: first!.source ? placeOf(first!) : undefined,
      also: rest.map((route) => (route.source ? placeOf(route) : { file: `(${route.kind} route)` })),
      fix: redirect
        ? 'Remove one of the redirects from this URL, or change its `from`. The last one declared wins.'
        : 'Give one of them a different `slug:` in its front matter, or remove one. The last one declared wins.',
    });
  }
  return problems;
}

/** A route's source file, with the line that declares it when there is one (a redirect in the config). */
function placeOf(route: RouteInput): { file: string; line?: number } {
  return route.source!.line === undefined ? { file: route.source!.file } : { file: route.source!.file, line: route.source!.line };
}
