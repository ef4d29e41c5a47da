// Client navigation for plain anchors: compiled markdown reaches the page as HTML, so its links
// are `<a href>` elements, not `Link` components. Without this, every link inside a doc or a
// post reloaded the whole document (and skipped the preload, the progress bar and the scroll
// handling that `Link` gets). One delegated listener on the app root covers them all.
import { prefetchPage } from './dataLoader.js';
import { preloadBeforeNavigation, routePathOf } from './navigation.js';
import { stripBase } from '../shared/url.js';

/** What a click looked like: a plain primary click is the only one the router takes over. */
export interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A click that opens a new tab or window, saves, or uses another button: the browser's. */
export function isModifiedClick(event: ClickModifiers): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The parts of an anchor that decide whether the router may follow it. */
export interface AnchorFacts {
  /** The resolved `href` property (absolute URL). */
  href: string;
  target: string;
  hasDownload: boolean;
}

/**
 * The site path (base URL removed, query and hash kept) the router should go to for a click on
 * `anchor` while the browser shows `currentHref`; undefined leaves the click to the browser:
 * another origin, outside the base URL, a new tab or download, or the page on screen (a `#hash`
 * on it: the browser scrolls there and the router hears of it through `popstate`).
 */
export function clientNavigationPath(anchor: AnchorFacts, currentHref: string, baseUrl: string): string | undefined {
  if (anchor.hasDownload || (anchor.target !== '' && anchor.target !== '_self')) return undefined;
  const url = new URL(anchor.href, currentHref);
  const current = new URL(currentHref);
  if (url.origin !== current.origin) return undefined;
  if (url.pathname === current.pathname && url.search === current.search) return undefined;
  const sitePath = stripBase(url.pathname, baseUrl);
  if (sitePath === undefined) return undefined;
  return sitePath + url.search + url.hash;
}

function anchorOf(event: Event, root: HTMLElement): HTMLAnchorElement | undefined {
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  return anchor instanceof HTMLAnchorElement && root.contains(anchor) ? anchor : undefined;
}

function factsOf(anchor: HTMLAnchorElement): AnchorFacts {
  return { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') };
}

/**
 * Makes plain anchors under `root` navigate like `Link`: the next page is preloaded (full load
 * when that fails, or when the address has no page: it may be a file such as /rss.xml), then
 * the router moves. Hovering one prefetches its page. Clicks a `Link` already handled (default
 * prevented) are left alone. Returns the function that removes the listeners.
 */
export function interceptContentLinks(root: HTMLElement, navigate: (sitePath: string) => void, baseUrl: string): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    const anchor = anchorOf(event, root);
    if (!anchor) return;
    const sitePath = clientNavigationPath(factsOf(anchor), window.location.href, baseUrl);
    if (sitePath === undefined) return;
    event.preventDefault();
    void preloadBeforeNavigation(anchor.href, baseUrl, { fullLoadWhenNotFound: true }).then((ready) => {
      if (ready) navigate(sitePath);
    });
  };
  // mouseover fires again for every child the pointer crosses: prefetch each target once in a row.
  let lastHovered: string | undefined;
  const onPointerOver = (event: Event) => {
    const anchor = anchorOf(event, root);
    if (!anchor || anchor.href === lastHovered) return;
    lastHovered = anchor.href;
    if (clientNavigationPath(factsOf(anchor), window.location.href, baseUrl) === undefined) return;
    prefetchPage(routePathOf(new URL(anchor.href).pathname, baseUrl), baseUrl);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('mouseover', onPointerOver);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('mouseover', onPointerOver);
  };
}
