// Client redirects: each `from` path becomes a tiny page that sends the reader to `to`,
// keeping the query string and hash, with a meta refresh for readers without JavaScript.
import { applyTrailingSlash, isExternal, normalizePath, withBase } from '../../shared/url.js';
import type { SiteConfig } from '../config/schema.js';
import { BuildError } from '../errors.js';
import { lineOfValue } from '../content/lineOfValue.js';
import { escapeHtml, inlineJson } from '../prerender/headTags.js';
import { resolveLocaleConfig } from '../build/siteData.js';
import type { Plugin, RouteInput } from './types.js';

/**
 * The target with the reader's query string and hash carried over: queries are merged
 * (`/?a=1` + `?b=2` → `/?a=1&b=2`), the reader's hash wins over the target's. Inline ES5, as it
 * runs before anything else on the page.
 */
const KEEP_QUERY_AND_HASH =
  "function(t){var i=t.indexOf('#'),h=i<0?'':t.slice(i),r=i<0?t:t.slice(0,i),j=r.indexOf('?'),q=j<0?'':r.slice(j+1),b=j<0?r:r.slice(0,j),s=[q,location.search.slice(1)].filter(Boolean).join('&');location.replace(b+(s?'?'+s:'')+(location.hash||h))}";

/** The page written at a redirect's source: meta refresh (no JavaScript), canonical link, script redirect. */
export function redirectHtml(target: string, canonical: string, lang = 'en'): string {
  const safe = escapeHtml(target);
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<title>Redirecting…</title>
<meta http-equiv="refresh" content="0; url=${safe}">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta name="robots" content="noindex">
<script>(${KEEP_QUERY_AND_HASH})(${inlineJson(target)})</script>
</head>
<body><p>Redirecting to <a href="${safe}">${safe}</a>…</p></body>
</html>
`;
}

/**
 * Pure: the configured redirects → redirect routes; `lang` is the site's `<html lang>` (its
 * default locale's htmlLang), `written` where the redirects are written (its text finds their lines).
 */
export function redirectRoutes(config: Pick<SiteConfig, 'redirects' | 'url' | 'baseUrl' | 'trailingSlash'>, lang = 'en', written: { file: string; source?: string } = { file: 'site.config.ts' }): RouteInput[] {
  // The redirects are written in order: each is looked for from the line of the one before, so
  // two redirects from the same path are found at their own lines.
  let after = 1;
  /** The line each `from` was last found at: the same path from again is looked for below it (bad-input audit: "line 16, also line 16"). */
  const fromFound = new Map<string, number>();
  const routes = config.redirects.flatMap((redirect) => {
    const start = after;
    const toLine = lineOfValue(written.source, redirect.to, start);
    return (Array.isArray(redirect.from) ? redirect.from : [redirect.from]).map((from) => {
      const external = isExternal(redirect.to);
      const to = external ? redirect.to : withBase(applyTrailingSlash(redirect.to, config.trailingSlash), config.baseUrl);
      const canonical = external ? to : config.url.replace(/\/$/, '') + to;
      const earlier = fromFound.get(from);
      const fromLine = lineOfValue(written.source, from, earlier !== undefined && earlier >= start ? earlier + 1 : start);
      if (fromLine !== undefined) fromFound.set(from, fromLine);
      after = Math.max(after, fromLine ?? 0, toLine ?? 0);
      // A broken target is reported at the line of its `to`, a clash with a page at its `from`.
      const source = { file: written.file, line: fromLine, links: external ? [] : [{ url: to, line: toLine }] };
      return { path: normalizePath(from), kind: 'redirect', title: 'Redirecting…', props: { to }, noindex: true, unlisted: true, staticHtml: redirectHtml(to, canonical, lang), source } satisfies RouteInput;
    });
  });
  const loops = redirectLoops(config.redirects);
  if (loops.length) {
    throw new BuildError(
      loops.map((loop) => ({
        plugin: 'client-redirects',
        where: { file: written.file, line: routes.find((route) => route.path === loop[0])?.source.line },
        what: `The redirects go round in a loop: ${[...loop, loop[0]].join(' → ')}, so a reader who opens ${loop[0]} is sent on forever`,
        fix: 'Point one of them at a page of the site (or at another site) instead of at a path another redirect leaves from.',
      })),
    );
  }
  return routes;
}

/**
 * Pure: the loops among the redirects (`/a` → `/b` → `/a`, `/self` → `/self`), each as its paths
 * from the first in order; none when every chain ends at a page or another site. The written
 * pages sent the browser round them forever (bad-input audit).
 */
export function redirectLoops(redirects: SiteConfig['redirects']): string[][] {
  const next = new Map<string, string>();
  for (const redirect of redirects) {
    if (isExternal(redirect.to)) continue;
    const to = normalizePath(redirect.to.replace(/[?#].*$/, '') || '/');
    for (const from of Array.isArray(redirect.from) ? redirect.from : [redirect.from]) next.set(normalizePath(from), to);
  }
  const loops: string[][] = [];
  const settled = new Set<string>();
  for (const start of next.keys()) {
    const chain: string[] = [];
    let at: string | undefined = start;
    while (at !== undefined && !settled.has(at) && !chain.includes(at)) {
      chain.push(at);
      at = next.get(at);
    }
    if (at !== undefined && chain.includes(at)) loops.push(chain.slice(chain.indexOf(at)));
    chain.forEach((path) => settled.add(path));
  }
  return loops;
}

/** A redirect whose source is a real page would hide that page: refuse it. */
export function checkRedirectSources(redirects: RouteInput[], routes: RouteInput[]): void {
  const pages = new Map(routes.filter((route) => route.kind !== 'redirect').map((route) => [route.path, route]));
  const clashes = redirects.filter((redirect) => pages.has(redirect.path));
  if (clashes.length) {
    throw new BuildError(
      clashes.map((redirect) => {
        const page = pages.get(redirect.path)!;
        return {
          plugin: 'client-redirects',
          where: { file: redirect.source?.file ?? 'site.config.ts', line: redirect.source?.line },
          also: page.source ? [{ file: page.source.file }] : undefined,
          what: `The redirect from ${redirect.path} would replace an existing page`,
          fix: `Remove "${redirect.path}" from the \`from\` of \`redirects\`, or move the page to another URL.`,
        };
      }),
    );
  }
}

/** `written`: the site config, whose lines problems with a redirect point at. */
export function redirectsPlugin(config: SiteConfig, written?: { file: string; source?: string }): Plugin<RouteInput[]> {
  return {
    name: 'client-redirects',
    loadContent: async () => redirectRoutes(config, resolveLocaleConfig(config, config.i18n.defaultLocale).htmlLang, written),
    contentLoaded: (routes) => ({ routes }),
  };
}
