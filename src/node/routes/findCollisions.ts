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
      where: first!.source ? placeOf(first!) : undefined,
      also: rest.map((route) => (route.source ? placeOf(route) : { file: `(${route.kind} route)` })),
      fix: collisionFix(list),
    });
  }
  return problems;
}

/** How to free the URL, in the terms of what claims it: redirects, pages, generated-index categories. */
function collisionFix(routes: readonly RouteInput[]): string {
  if (routes.some((route) => route.kind === 'redirect')) return 'Remove one of the redirects from this URL, or change its `from`. The last one declared wins.';
  // A generated-index category has no front matter: its URL is its `link.slug`.
  const categories = routes.filter((route) => route.kind === 'docCategory').length;
  const categorySlug = '`link.slug` (in its _category_.json, or its entry of the sidebars file)';
  const how =
    categories === 0
      ? 'Give one of them a different `slug:` in its front matter'
      : categories === routes.length
        ? `Give one of the categories a different ${categorySlug}`
        : `Give the page a different \`slug:\` in its front matter, or the category a different ${categorySlug}`;
  return `${how}, or remove one. The last one declared wins.`;
}

/** A route's source file, with the line that declares it when there is one (a redirect in the config). */
function placeOf(route: RouteInput): { file: string; line?: number } {
  return route.source!.line === undefined ? { file: route.source!.file } : { file: route.source!.file, line: route.source!.line };
}
