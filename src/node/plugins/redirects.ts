// Client redirects: each `from` path becomes a tiny page that sends the reader to `to`,
// keeping the query string and hash, with a meta refresh for readers without JavaScript.
import { isExternal, normalizePath, withBase } from '../../shared/url.js';
import type { SiteConfig } from '../config/schema.js';
import { BuildError } from '../errors.js';
import { escapeHtml, inlineJson } from '../prerender/headTags.js';
import type { Plugin, RouteInput } from './types.js';

export function redirectHtml(target: string): string {
  const safe = escapeHtml(target);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta http-equiv="refresh" content="0; url=${safe}">
<link rel="canonical" href="${safe}">
<meta name="robots" content="noindex">
<script>(function(t){var s=t.indexOf('?')===-1?location.search:'';var h=t.indexOf('#')===-1?location.hash:'';location.replace(t+s+h)})(${inlineJson(target)})</script>
</head>
<body><p>Redirecting to <a href="${safe}">${safe}</a>…</p></body>
</html>
`;
}

/** Pure: the configured redirects → redirect routes. */
export function redirectRoutes(config: Pick<SiteConfig, 'redirects' | 'baseUrl'>): RouteInput[] {
  return config.redirects.flatMap((redirect) =>
    (Array.isArray(redirect.from) ? redirect.from : [redirect.from]).map((from) => {
      const to = isExternal(redirect.to) ? redirect.to : withBase(redirect.to, config.baseUrl);
      return { path: normalizePath(from), kind: 'redirect', title: 'Redirecting…', props: { to }, noindex: true, unlisted: true, staticHtml: redirectHtml(to), source: { file: 'site.config.ts' } } satisfies RouteInput;
    }),
  );
}

/** A redirect whose source is a real page would hide that page: refuse it. */
export function checkRedirectSources(redirects: RouteInput[], routes: RouteInput[]): void {
  const pages = new Set(routes.filter((route) => route.kind !== 'redirect').map((route) => route.path));
  const clashes = redirects.filter((redirect) => pages.has(redirect.path));
  if (clashes.length) {
    throw new BuildError(
      clashes.map((redirect) => ({
        plugin: 'client-redirects',
        where: { file: 'site.config.ts' },
        what: `The redirect from ${redirect.path} would replace an existing page`,
        fix: `Remove ${redirect.path} from \`redirects\`, or move the page.`,
      })),
    );
  }
}

export function redirectsPlugin(config: SiteConfig): Plugin<RouteInput[]> {
  return {
    name: 'client-redirects',
    loadContent: async () => redirectRoutes(config),
    contentLoaded: (routes) => ({ routes }),
  };
}
