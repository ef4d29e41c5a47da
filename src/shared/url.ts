// URL helpers used by both the route table (build) and the client router (browser), so the
// two can never disagree on what a path looks like.

/** `/docs/intro/` → `/docs/intro`; `` → `/`; collapses duplicate slashes. */
export function normalizePath(path: string): string {
  let p = path.replace(/\/{2,}/g, '/');
  if (!p.startsWith('/')) p = `/${p}`;
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p;
}

/** Joins URL segments with single slashes; keeps a leading slash. */
export function joinUrl(...parts: string[]): string {
  return normalizePath(parts.filter((part) => part !== '').join('/'));
}

/** Prefixes a site path with the base URL (`/docs` + `/base/` → `/base/docs`). */
export function withBase(path: string, baseUrl: string): string {
  if (isExternal(path) || path.startsWith('#')) return path;
  if (baseUrl === '/') return path;
  return baseUrl.replace(/\/$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

/** Removes the base URL from a pathname, or returns undefined when it is outside the base. */
export function stripBase(pathname: string, baseUrl: string): string | undefined {
  if (baseUrl === '/') return pathname;
  const base = baseUrl.replace(/\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : undefined;
}

/**
 * What Docusaurus's `useBaseUrl(url)` returns: a site path with the base URL in front (`/img/x.png`
 * → `/base/img/x.png`, `img/x.png` too), a path that already has it, a URL or an anchor as it is.
 */
export function baseUrlPath(url: string, baseUrl: string): string {
  if (!url || url.startsWith('#') || /^(?:\w*:|\/\/)/.test(url)) return url;
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (url === base.slice(0, -1)) return base;
  return url.startsWith(base) ? url : base + url.replace(/^\//, '');
}

export function isExternal(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/**
 * Applies the site's trailing-slash rule to a route path. An href may also name a file (/rss.xml,
 * /files/a.pdf), which keeps its address: one ending in an extension with a letter in it counts
 * as a file, so a version in a route (`/docs/release-1.2`) does not. `isRoute` says the path is
 * known to be a route (a page's own path), so even `/docs/node.js` gets the rule.
 */
export function applyTrailingSlash(path: string, trailingSlash: boolean | undefined, isRoute?: boolean): string {
  if (trailingSlash === undefined || path === '/') return path;
  const [pathname, suffix = ''] = splitSuffix(path);
  if (!isRoute && namesFile(pathname)) return path;
  const bare = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return (trailingSlash ? `${bare}/` : bare || '/') + suffix;
}

/** Whether a path ends in a file extension, which has a letter in it (`.xml`, `.mp4`; not `-1.2`). */
export function namesFile(pathname: string): boolean {
  return /\.\d*[a-z][a-z\d]*$/i.test(pathname);
}

/** Splits `/a/b?x=1#y` into [`/a/b`, `?x=1#y`]. */
export function splitSuffix(url: string): [string, string] {
  const index = url.search(/[?#]/);
  return index === -1 ? [url, ''] : [url.slice(0, index), url.slice(index)];
}

/**
 * Where a route's page data is served: `/docs/intro` → `/__folio/data/docs/intro.json`,
 * `/` → `/__folio/data/index.json`. Derived from the path alone so the client needs no
 * route table to find it (a missing file means "not found").
 */
export function dataPathFor(routePath: string): string {
  const path = normalizePath(routePath);
  return `/__folio/data${path === '/' ? '/index' : path}.json`;
}

/**
 * `decode(text)`, or `text` as it is when it is not valid percent-encoding (`#50%-off`,
 * `/docs/%E0%A4`): an address a reader typed or a site linked must not stop the page.
 */
export function decodeSafely(text: string, decode: (encoded: string) => string = decodeURIComponent): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** Strips `index.html` / `.html` suffixes (`/docs/intro.html` → `/docs/intro`). */
export function stripHtmlSuffix(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length) || '/';
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length);
  return pathname;
}

/** Percent-encodes a site path for an href, without double-encoding one that already is. */
export function encodeHref(path: string): string {
  // Escapes already written are kept as they are: decodeURI leaves those of reserved characters
  // (`%26`, `%2B`) encoded, and encoding its result again made `?q=a%26b` `?q=a%2526b`.
  return encodeURI(path).replace(/%25([\dA-F]{2})/gi, '%$1');
}

/** The absolute URL of a route (`/docs/intro` → `https://example.com/base/docs/intro`): sitemap, structured data. */
export function absoluteRouteUrl(routePath: string, site: { url: string; baseUrl: string; trailingSlash?: boolean }): string {
  return absoluteFileUrl(applyTrailingSlash(routePath, site.trailingSlash, true), site);
}

/** The absolute URL of a file the site serves (`/blog/rss.xml`), which the trailing-slash rule never changes. */
export function absoluteFileUrl(path: string, site: { url: string; baseUrl: string }): string {
  return site.url.replace(/\/$/, '') + encodeHref(withBase(path, site.baseUrl));
}

/**
 * The absolute URL crawlers need of an image given as a site path (front matter
 * `image: img/card.png` → `https://example.com/base/img/card.png`); a full URL is kept as it is.
 */
export function absoluteImageUrl(image: string, site: { url: string; baseUrl: string }): string {
  if (isExternal(image)) return image;
  const path = site.baseUrl !== '/' && image.startsWith(site.baseUrl) ? image : withBase(`/${image.replace(/^\//, '')}`, site.baseUrl);
  return site.url.replace(/\/$/, '') + path;
}

/** Docusaurus's mark of a link to a file the site serves rather than a page (`pathname:///files/a.pdf`). */
const PATHNAME_PROTOCOL = 'pathname://';

/**
 * The href of a `pathname://` link (the path with the base URL: a file the browser loads, opened in
 * a new tab as Docusaurus opens it); undefined for any other link.
 */
export function pathnameLinkHref(href: string, baseUrl: string): string | undefined {
  if (!href.startsWith(PATHNAME_PROTOCOL)) return undefined;
  const path = href.slice(PATHNAME_PROTOCOL.length);
  // One written with the base URL already keeps it once, as useBaseUrl keeps it.
  return path.startsWith(baseUrl) ? path : withBase(path, baseUrl);
}

