// sitemap.xml of every indexable route: absolute URLs, lastmod when known.
import { applyTrailingSlash, encodeHref, withBase } from '../../shared/url.js';
import type { SiteConfig } from '../config/schema.js';
import { escapeHtml } from '../prerender/headTags.js';
import type { Plugin, RouteInput } from './types.js';

function ignored(path: string, patterns: string[]): boolean {
  return patterns.some((pattern) => (pattern.endsWith('/**') ? path === pattern.slice(0, -3) || path.startsWith(pattern.slice(0, -2)) : path === pattern));
}

/** Pure: routes → sitemap XML. Unlisted, noindex and redirect routes are left out. */
export function sitemapXml(routes: RouteInput[], config: Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash' | 'noIndex'>, options: { changefreq: string; priority: number; ignorePatterns: string[] }): string {
  const origin = config.url.replace(/\/$/, '');
  const entries = config.noIndex
    ? []
    : routes
        .filter((route) => !route.noindex && !route.unlisted && route.kind !== 'redirect' && !ignored(route.path, options.ignorePatterns))
        .map((route) => {
          const loc = origin + encodeHref(withBase(applyTrailingSlash(route.path, config.trailingSlash), config.baseUrl));
          const lastmod = route.lastmod ? `<lastmod>${route.lastmod.slice(0, 10)}</lastmod>` : '';
          return `<url><loc>${escapeHtml(loc)}</loc>${lastmod}<changefreq>${options.changefreq}</changefreq><priority>${options.priority}</priority></url>`;
        });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapPlugin(config: SiteConfig): Plugin {
  return {
    name: 'sitemap',
    async postBuild(ctx) {
      if (config.sitemap === false) return;
      await ctx.writeFile('sitemap.xml', sitemapXml(ctx.routes, config, config.sitemap));
    },
  };
}
