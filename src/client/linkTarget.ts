import type { SiteData } from '../shared/types.js';
import { applyTrailingSlash, encodeHref, isExternal, pathnameLinkHref, withBase } from '../shared/url.js';
import { routePathOf } from './navigation.js';

/** Where a `Link` points, worked out from its `to`/`href` and the site's URL settings. */
export interface LinkTarget {
  external: boolean;
  /** A path of this site (not external, not a bare `#hash`). */
  internal: boolean;
  /** The path the router navigates to (site path, trailing-slash rule applied). */
  sitePath: string;
  /** The `href` attribute: base URL added, percent-encoded. */
  href: string;
  /** The route path whose data to prefetch (internal links only). */
  routePath?: string;
}

// Resolved once per target and site: every page repeats the navbar, sidebar and footer links of
// the last one, and decoding, encoding and normalising each of them again was a measurable part
// of rendering a page. Bounded by the number of distinct link targets of the site.
const cache = new WeakMap<SiteData, Map<string, LinkTarget>>();

export function linkTarget(raw: string, site: SiteData): LinkTarget {
  let bySite = cache.get(site);
  if (!bySite) cache.set(site, (bySite = new Map()));
  let target = bySite.get(raw);
  if (!target) bySite.set(raw, (target = resolveLinkTarget(raw, site)));
  return target;
}

function resolveLinkTarget(raw: string, site: SiteData): LinkTarget {
  // `pathname:///files/guide.pdf`, as Docusaurus writes a link to a file of the site that is no
  // page: the path with the base URL (no trailing-slash rule), loaded by the browser in a new tab
  // as an external link is, not routed (as markdown's, see links.ts).
  const fileHref = pathnameLinkHref(raw, site.baseUrl);
  if (fileHref !== undefined) return { external: true, internal: false, sitePath: raw, href: encodeHref(fileHref) };
  const external = isExternal(raw) || raw.startsWith('mailto:');
  if (external || raw.startsWith('#')) return { external, internal: false, sitePath: raw, href: raw };
  // The router works on site paths (it has the base URL as basename); the DOM needs the full URL.
  const sitePath = applyTrailingSlash(raw, site.trailingSlash);
  // encodeURI keeps paths with spaces or non-ASCII characters valid in the href attribute.
  const href = encodeHref(withBase(sitePath, site.baseUrl));
  return { external, internal: true, sitePath, href, routePath: routePathOf(href.split(/[?#]/)[0]!, site.baseUrl) };
}
