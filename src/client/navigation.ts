import { decodeSafely, normalizePath, stripBase, stripHtmlSuffix } from '../shared/url.js';
import { loadPage } from './dataLoader.js';
import { startProgress } from './progress.js';

/** The route path a browser pathname shows (base removed, trailing slash normalised). */
export function routePathOf(pathname: string, baseUrl: string): string {
  return normalizePath(decodeSafely(stripBase(pathname, baseUrl) ?? pathname, decodeURI));
}

export interface PreloadOptions {
  /**
   * An address with no page is loaded by the browser rather than shown as the not-found page:
   * a plain anchor in markdown may point at a file the host serves (/blog/rss.xml, an image).
   */
  fullLoadWhenNotFound?: boolean;
}

/**
 * Counts navigations asked for: a click whose page is still loading when the reader clicks
 * another link, or goes back or forward, is dropped. Without it the slower page arrived last
 * and replaced the one asked for after it.
 */
let latestNavigation = 0;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => latestNavigation++);

/** A navigation that needs no preload (a link to the page shown) also drops those still loading. */
export function supersedeNavigations(): void {
  latestNavigation++;
}

/**
 * Preloads the next page (data, shared data, code) before the URL changes, so the old page
 * stays on screen until the new one can render at once. Resolves true when ready; on failure
 * the browser loads the address itself (a full page load), as a server would have.
 * Resolves false, and does nothing, when a later navigation was asked for meanwhile.
 */
export async function preloadBeforeNavigation(href: string, baseUrl: string, options: PreloadOptions = {}): Promise<boolean> {
  // `href` may be a path (Link) or an anchor's absolute URL; the query and hash are not the page's.
  const { pathname } = new URL(href, window.location.href);
  const ticket = ++latestNavigation;
  const stop = startProgress();
  try {
    const { page } = await loadPage(routePathOf(pathname, baseUrl), baseUrl);
    if (ticket !== latestNavigation) return false;
    if (options.fullLoadWhenNotFound && page.kind === 'notFound') {
      window.location.assign(href);
      return false;
    }
    return true;
  } catch (error) {
    if (ticket !== latestNavigation) return false;
    console.error('Folio: preloading failed, loading the page in full', error);
    window.location.assign(href);
    return false;
  } finally {
    stop();
  }
}

export { stripHtmlSuffix };
