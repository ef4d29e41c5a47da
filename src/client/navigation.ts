import { normalizePath, splitSuffix, stripBase, stripHtmlSuffix } from '../shared/url.js';
import { loadPage } from './dataLoader.js';
import { startProgress } from './progress.js';

/** The route path a browser pathname shows (base removed, trailing slash normalised). */
export function routePathOf(pathname: string, baseUrl: string): string {
  return normalizePath(decodeURI(stripBase(pathname, baseUrl) ?? pathname));
}

/**
 * Preloads the next page (data, shared data, code) before the URL changes, so the old page
 * stays on screen until the new one can render at once. Resolves true when ready; on failure
 * the browser loads the address itself (a full page load), as a server would have.
 */
export async function preloadBeforeNavigation(href: string, baseUrl: string): Promise<boolean> {
  const [pathname] = splitSuffix(href);
  const stop = startProgress();
  try {
    await loadPage(routePathOf(pathname, baseUrl), baseUrl);
    return true;
  } catch (error) {
    console.error('Folio: preloading failed, loading the page in full', error);
    window.location.assign(href);
    return false;
  } finally {
    stop();
  }
}

export { stripHtmlSuffix };
