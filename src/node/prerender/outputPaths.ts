import { normalizePath } from '../../shared/url.js';

/**
 * The HTML file of a route: `/docs/intro` → `docs/intro/index.html`, or `docs/intro.html`
 * when trailing slashes are turned off (so hosts serve it at `/docs/intro` without redirect).
 */
export function outputFileFor(routePath: string, trailingSlash: boolean | undefined): string {
  const path = decodeURIComponent(normalizePath(routePath));
  if (path === '/') return 'index.html';
  const bare = path.slice(1);
  return trailingSlash === false ? `${bare}.html` : `${bare}/index.html`;
}
