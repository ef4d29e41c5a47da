import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after an anchor jump's last scroll event further ones still belong to it. */
const JUMP_EVENTS_MS = 120;

/**
 * Hidden while scrolling down, shown when scrolling up. A jump to an anchor scrolls without
 * the reader asking to see the navbar, so it stays hidden after one.
 */
export function useHideOnScroll(enabled: boolean, navbarHeight = 60): boolean {
  const [hidden, setHidden] = useState(false);
  const { hash } = useLocation();

  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    let lastHash = window.location.hash;
    // Scroll events until this time belong to an anchor jump. The address's hash has changed by
    // the time the jump's first scroll event fires, whichever way it came (a plain anchor, the
    // router, back/forward), so that event starts the window; each later event of the jump (a
    // smooth scroll has many) extends it. A flag set on hashchange, used up by the next scroll
    // event, took the reader's own next scroll for the jump when the jump's event came first.
    let jumpUntil = 0;
    const onScroll = () => {
      const y = window.scrollY;
      const now = performance.now();
      if (window.location.hash !== lastHash) {
        lastHash = window.location.hash;
        if (lastHash) jumpUntil = now + JUMP_EVENTS_MS;
      }
      if (now < jumpUntil) {
        jumpUntil = now + JUMP_EVENTS_MS;
        last = y;
        if (y > navbarHeight) setHidden(true);
        return;
      }
      if (y < navbarHeight) setHidden(false);
      else if (y > last + 2) setHidden(true);
      else if (y < last - 2) setHidden(false);
      last = y;
    };
    // A link to the hash already in the address scrolls to it again with no change of address:
    // the click itself opens the window.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a');
      if (link?.hash && link.hash === window.location.hash && link.pathname === window.location.pathname && link.search === window.location.search) jumpUntil = performance.now() + JUMP_EVENTS_MS;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, true);
    };
  }, [enabled, navbarHeight]);

  // Client-side navigation to a #hash: keep the navbar hidden after the jump.
  useEffect(() => {
    if (enabled && hash && window.scrollY > navbarHeight) setHidden(true);
  }, [enabled, hash, navbarHeight]);

  return hidden;
}
