import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';

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
    let anchorJump = false;
    const onHash = () => {
      anchorJump = true;
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (anchorJump) {
        anchorJump = false;
        last = y;
        if (y > navbarHeight) setHidden(true);
        return;
      }
      if (y < navbarHeight) setHidden(false);
      else if (y > last + 2) setHidden(true);
      else if (y < last - 2) setHidden(false);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onHash);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onHash);
    };
  }, [enabled, navbarHeight]);

  // Client-side navigation to a #hash: keep the navbar hidden after the jump.
  useEffect(() => {
    if (enabled && hash && window.scrollY > navbarHeight) setHidden(true);
  }, [enabled, hash, navbarHeight]);

  return hidden;
}
