// sitemap.xml of every indexable route (absolute URLs, lastmod when known), and a robots.txt
// that points crawlers at it unless the site ships its own.
import { Minimatch } from 'minimatch';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { absoluteRouteUrl } from '../../shared/url.js';
import type { SiteConfig } from '../config/schema.js';
import { escapeHtml } from '../prerender/headTags.js';
import type { Plugin, RouteInput } from './types.js';

export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

type SitemapConfig = Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash' | 'noIndex'>;

/** Each pattern compiled once: it is asked of every route. */
const compiledPatterns = new Map<string, Minimatch>();

/**
 * Whether `path` matches one of `patterns`, globs as Docusaurus reads them (`/docs/*`,
 * `/tags/**`; only exact paths and `/x/**` were read before, bad-input audit); `/x/**` takes `/x`
 * itself too.
 */
export function matchesPathPattern(path: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern.endsWith('/**') && path === pattern.slice(0, -3)) return true;
    let compiled = compiledPatterns.get(pattern);
    if (!compiled) compiledPatterns.set(pattern, (compiled = new Minimatch(pattern, { dot: true })));
    return compiled.match(path);
  });
}

/** A `<meta name="robots" content="noindex">` from a markdown head block counts like `noindex`. */
function hasNoIndexMeta(route: RouteInput): boolean {
  return (route.head ?? []).some((tag) => tag.tag === 'meta' && tag.attrs.name?.toLowerCase() === 'robots' && /noindex/i.test(tag.attrs.content ?? ''));
}

/** Pure: whether a route belongs in the sitemap (drafts never reach the route table of a production build). */
export function isIndexable(route: RouteInput): boolean {
  return !route.noindex && !route.unlisted && route.kind !== 'redirect' && !hasNoIndexMeta(route);
}

/** Pure: routes → sitemap XML. Unlisted, noindex and redirect routes are left out. */
export function sitemapXml(routes: RouteInput[], config: SitemapConfig, options: { changefreq: string; priority: number; ignorePatterns: string[] }): string {
  const entries = config.noIndex
    ? []
    : routes
        .filter((route) => isIndexable(route) && !matchesPathPattern(route.path, options.ignorePatterns))
        .map((route) => {
          const loc = absoluteRouteUrl(route.path, config);
          const lastmod = route.lastmod ? `<lastmod>${route.lastmod.slice(0, 10)}</lastmod>` : '';
          return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}<changefreq>${options.changefreq}</changefreq><priority>${options.priority}</priority></url>`;
        });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Pure: a robots.txt that allows everything (nothing when the site is `noIndex`) and names the sitemap. */
export function robotsTxt(config: SitemapConfig): string {
  const sitemapUrl = config.url.replace(/\/$/, '') + config.baseUrl + SITEMAP_FILE;
  return `User-agent: *\n${config.noIndex ? 'Disallow: /' : 'Allow: /'}\nSitemap: ${sitemapUrl}\n`;
}

export function sitemapPlugin(config: SiteConfig): Plugin {
  return {
    name: 'sitemap',
    async postBuild(ctx) {
      if (config.sitemap === false) return;
      await ctx.writeFile(SITEMAP_FILE, sitemapXml(ctx.routes, config, config.sitemap));
      // A robots.txt from the static directories is the author's: keep it.
      if (!existsSync(path.join(ctx.outDir, ROBOTS_FILE))) await ctx.writeFile(ROBOTS_FILE, robotsTxt(config));
    },
  };
}
