// Where keyboard focus goes when the search modal closes. As the WAI-ARIA dialog pattern asks: back
// to what had it when the modal opened, if that is still in the page, without scrolling to it;
// otherwise to the search button. Focus always going to the button sent it, with the navbar
// hidden by scrolling, to a button above the screen, and the next Tab scrolled the page to the top.
import { useEffect, useState, type RefObject } from 'react';

/** Gives focus back to `opener` (what had it before), or to `fallback` when it cannot take it. */
export function returnFocus(opener: Element | null, fallback: HTMLElement | null): void {
  if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
    opener.focus({ preventScroll: true });
    // Hidden or disabled while the modal was open: it did not take focus.
    if (document.activeElement === opener) return;
  }
  fallback?.focus({ preventScroll: true });
}

/**
 * Notes what has focus as the modal mounts (before DocSearch focuses its input) and hands focus
 * back as it unmounts, once the modal's own elements, focused input included, have left the page.
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>): void {
  const [opener] = useState(() => document.activeElement);
  useEffect(() => () => returnFocus(opener, fallback.current), [opener, fallback]);
}
