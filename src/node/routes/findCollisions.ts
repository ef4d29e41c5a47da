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

/** How one route's URL is changed: what it is (`the page`, `one of the pages`) and what to give it. */
function urlChange(route: RouteInput): { the: string; oneOf: string; give: string } {
  // A generated-index category has no front matter: its URL is its `link.slug`.
  if (route.kind === 'docCategory') return { the: 'the category', oneOf: 'one of the categories', give: 'a different `link.slug` (in its _category_.json, or its entry of the sidebars file)' };
  const file = route.source?.file ?? '';
  if (/\.mdx?$/i.test(file)) return { the: 'the page', oneOf: 'one of them', give: 'a different `slug:` in its front matter' };
  // A React page has no front matter: its URL is its path below the pages folder.
  if (/\.[cm]?[jt]sx?$/i.test(file)) return { the: 'the React page', oneOf: 'one of the React pages', give: 'another file name or folder (its URL is its path)' };
  // The search page's URL is its option (bad-input audit: the fix named a routeBasePath it does not have).
  if (route.kind === 'search') return { the: 'the search page', oneOf: 'the search page', give: 'another `search.searchPagePath`' };
  // A list, tag or archive page a plugin generates.
  return { the: `the ${route.kind} page`, oneOf: `one of the ${route.kind} pages`, give: "another base path (its plugin's `routeBasePath`)" };
}

/** How to free the URL, in the terms of what claims it: redirects, markdown and React pages, categories, generated pages. */
function collisionFix(routes: readonly RouteInput[]): string {
  if (routes.some((route) => route.kind === 'redirect')) return 'Remove one of the redirects from this URL, or change its `from`. The last one declared wins.';
  const changes = [...new Map(routes.map(urlChange).map((change) => [change.the, change])).values()];
  const how = changes.length === 1 ? `Give ${changes[0]!.oneOf} ${changes[0]!.give}` : `Give ${changes.map((change) => `${change.the} ${change.give}`).join(', or ')}`;
  return `${how}, or remove one. The last one declared wins.`;
}

/** A route's source file, with the line that declares it when there is one (a redirect in the config). */
function placeOf(route: RouteInput): { file: string; line?: number } {
  return route.source!.line === undefined ? { file: route.source!.file } : { file: route.source!.file, line: route.source!.line };
}
