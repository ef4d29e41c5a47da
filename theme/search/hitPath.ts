// Pure: where a search hit leads, as a site path the client router can navigate to.
import type { SiteData } from '../../src/shared/types.js';
import { isExternal, joinUrl, splitSuffix, stripBase } from '../../src/shared/url.js';

/**
 * A hit URL as a site path (`/docs/intro#setup`): the site's own origin and base URL removed,
 * and `{docs}/next/…` mapped to the current docs (a hosted index crawled where the unreleased
 * docs lived under `next`). Undefined for a URL of another site, which opens as a plain link.
 */
export function hitSitePath(url: string, site: Pick<SiteData, 'url' | 'baseUrl' | 'docs'>): string | undefined {
  let path = url;
  if (isExternal(path)) {
    const origin = site.url.replace(/\/$/, '');
    if (path !== origin && !path.startsWith(`${origin}/`) && !path.startsWith(`${origin}#`)) return undefined;
    path = path.slice(origin.length) || '/';
  }
  const [pathname, suffix] = splitSuffix(path);
  const sitePath = stripBase(pathname || '/', site.baseUrl);
  if (sitePath === undefined) return undefined;
  return rewriteNextDocs(sitePath, site) + suffix;
}

function rewriteNextDocs(path: string, site: Pick<SiteData, 'docs'>): string {
  for (const plugin of Object.values(site.docs)) {
    const current = plugin.versions.find((version) => version.name === 'current');
    const next = joinUrl(plugin.path, 'next');
    if (!current || current.path === next) continue;
    if (path === next || path === `${next}/`) return current.path;
    if (path.startsWith(`${next}/`)) return joinUrl(current.path, path.slice(next.length + 1)) + (path.endsWith('/') ? '/' : '');
  }
  return path;
}
