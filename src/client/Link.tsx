import { createElement, forwardRef, useContext, useEffect, useRef, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { NavigateContext, useSiteData } from './context.js';
import { prefetchPage } from './dataLoader.js';
import { isModifiedClick } from './contentLinks.js';
import { linkTarget } from './linkTarget.js';
import { preloadBeforeNavigation, routePathOf, supersedeNavigations } from './navigation.js';
import { observeForPrefetch } from './viewportPrefetch.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Site path (`/docs/intro#setup`), without base URL. */
  to?: string;
  /** Absolute URL or a path used as is. */
  href?: string;
  /** Prefetch the target on hover and when it scrolls into view. Default true. */
  prefetch?: boolean;
}

/** Server rendering (the prerender workers): no DOM. */
const ON_SERVER = typeof document === 'undefined';

/** Props Link handles itself; every other prop goes to the anchor as given. */
const OWN_PROPS = new Set(['to', 'href', 'prefetch', 'onClick', 'onMouseEnter', 'onFocus', 'onTouchStart', 'target', 'rel']);

/**
 * A link that navigates on the client: internal targets are preloaded before the URL
 * changes (full page load if that fails); external ones open normally with `rel` set.
 *
 * Pages carry a hundred or more links (navbar, sidebar, footer), so Link is kept cheap to render:
 * targets are resolved once per site (linkTarget), `navigate` comes from the app's context, and
 * the anchor's props are copied in a loop rather than with `{ ...rest, href }`, an object literal
 * V8 builds on a slow path (it made Link cost ten times a plain anchor in server rendering).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, forwardedRef) {
  const { to, href, prefetch = true, onClick, onMouseEnter, onFocus, onTouchStart, target, rel } = props;
  const site = useSiteData();
  const navigate = useContext(NavigateContext);
  const ref = useRef<HTMLAnchorElement | null>(null);
  const raw = to ?? href ?? '#';
  const { external, internal, sitePath, href: resolved, routePath } = linkTarget(raw, site);

  useEffect(() => {
    if (!internal || !prefetch || !ref.current || !routePath) return;
    return observeForPrefetch(ref.current, () => prefetchPage(routePath, site.baseUrl));
  }, [internal, prefetch, routePath, site.baseUrl]);

  const warm = () => {
    if (internal && prefetch && routePath) prefetchPage(routePath, site.baseUrl);
  };

  // The caller's attributes first, then Link's own: the attribute order of `<a {...rest} href>`.
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!OWN_PROPS.has(key)) anchor[key] = props[key as keyof LinkProps];
  anchor.href = resolved;
  anchor.target = external && !raw.startsWith('mailto:') ? (target ?? '_blank') : target;
  anchor.rel = external ? (rel ?? 'noopener noreferrer') : rel;
  // Server rendering writes no handlers or refs: a page's hundreds of links skip making them.
  if (ON_SERVER) return createElement('a', anchor);
  anchor.onMouseEnter = (event: MouseEvent<HTMLAnchorElement>) => {
    warm();
    onMouseEnter?.(event);
  };
  anchor.onFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    warm();
    onFocus?.(event);
  };
  anchor.onTouchStart = (event: TouchEvent<HTMLAnchorElement>) => {
    warm();
    onTouchStart?.(event);
  };
  anchor.ref = (node: HTMLAnchorElement | null) => {
    ref.current = node;
    if (typeof forwardedRef === 'function') forwardedRef(node);
    else if (forwardedRef) forwardedRef.current = node;
  };
  anchor.onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Outside the app (no router) the browser follows the link itself.
    if (event.defaultPrevented || !internal || !navigate || isModifiedClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    const samePage = routePathOf(window.location.pathname, site.baseUrl) === routePath;
    if (samePage) supersedeNavigations();
    if (samePage || (await preloadBeforeNavigation(resolved, site.baseUrl))) navigate(sitePath);
  };
  return createElement('a', anchor);
});
