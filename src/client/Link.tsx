import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyTrailingSlash, encodeHref, isExternal, withBase } from '../shared/url.js';
import { useSiteData } from './context.js';
import { prefetchPage } from './dataLoader.js';
import { preloadBeforeNavigation, routePathOf } from './navigation.js';
import { observeForPrefetch } from './viewportPrefetch.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Site path (`/docs/intro#setup`), without base URL. */
  to?: string;
  /** Absolute URL or a path used as is. */
  href?: string;
  /** Prefetch the target on hover and when it scrolls into view. Default true. */
  prefetch?: boolean;
}

function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link that navigates on the client: internal targets are preloaded before the URL
 * changes (full page load if that fails); external ones open normally with `rel` set.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, prefetch = true, onClick, onMouseEnter, onFocus, onTouchStart, target, rel, ...rest },
  forwardedRef,
) {
  const site = useSiteData();
  const navigate = useNavigate();
  const ref = useRef<HTMLAnchorElement | null>(null);
  const raw = to ?? href ?? '#';
  const external = isExternal(raw) || raw.startsWith('mailto:');
  const isInternal = !external && !raw.startsWith('#');
  // The router works on site paths (it has the base URL as basename); the DOM needs the full URL.
  const sitePath = external || raw.startsWith('#') ? raw : applyTrailingSlash(raw, site.trailingSlash);
  // encodeURI keeps paths with spaces or non-ASCII characters valid in the href attribute.
  const resolved = external || raw.startsWith('#') ? raw : encodeHref(withBase(sitePath, site.baseUrl));
  const targetPath = isInternal ? routePathOf(resolved.split(/[?#]/)[0]!, site.baseUrl) : undefined;

  useEffect(() => {
    if (!isInternal || !prefetch || !ref.current || !targetPath) return;
    return observeForPrefetch(ref.current, () => prefetchPage(targetPath, site.baseUrl));
  }, [isInternal, prefetch, targetPath, site.baseUrl]);

  const warm = () => {
    if (isInternal && prefetch && targetPath) prefetchPage(targetPath, site.baseUrl);
  };

  return (
    <a
      {...rest}
      ref={(node) => {
        ref.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      href={resolved}
      target={external && !raw.startsWith('mailto:') ? (target ?? '_blank') : target}
      rel={external ? (rel ?? 'noopener noreferrer') : rel}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      onClick={async (event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isInternal || isModifiedClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        const samePage = routePathOf(window.location.pathname, site.baseUrl) === targetPath;
        if (samePage || (await preloadBeforeNavigation(resolved, site.baseUrl))) navigate(sitePath);
      }}
    />
  );
});
