import { useEffect } from 'react';

interface Shown {
  /** Where it was shown: the address Back is undone to. */
  href: string;
  /** React Router's number for that history entry (`state.idx`); none on a native #hash entry. */
  idx?: number;
  /** Its place in the tab's history, where the browser tells (the Navigation API). */
  entry?: number;
  close: () => void;
}

/** What Back closes now (the open mobile menu). */
let shown: Shown | undefined;
/** The address a Back being undone returns to: the popstate of that undoing is no news either. */
let undoingTo: string | undefined;

const idxOf = (state: unknown) => (state as { idx?: number } | null)?.idx;
const entryIndex = () => (window as { navigation?: { currentEntry?: { index: number } } }).navigation?.currentEntry?.index;

/**
 * Listens to Back and Forward ahead of the router, so it can keep a move from it: listeners on
 * window run in the order they were added (capture or not), and this one is added before the
 * app starts (clientStart.ts). The browser has already moved when it fires popstate, so the move
 * is undone with `history.go`; the router hears of neither.
 */
export function installBackGuard(): void {
  window.addEventListener('popstate', (event) => {
    if (undoingTo !== undefined) {
      const undone = undoingTo === location.href;
      undoingTo = undefined;
      if (undone) return event.stopImmediatePropagation();
    }
    if (!shown) return;
    event.stopImmediatePropagation();
    undoingTo = shown.href;
    const at = idxOf(event.state);
    const now = entryIndex();
    // Where the browser tells the places in history, the move is undone exactly (Back or Forward,
    // onto any entry); else by the router's numbers, and between unnumbered entries (a #hash the
    // browser added) as a Back, by far the likelier move.
    const delta = shown.entry !== undefined && now !== undefined ? shown.entry - now : shown.idx !== undefined && at !== undefined && at !== shown.idx ? shown.idx - at : 1;
    if (delta) history.go(delta);
    else undoingTo = undefined;
    shown.close();
  });
}

/**
 * While `isShown`, Back (or Forward) only calls `close` and the reader stays on the page, as with
 * a phone's back gesture over a drawer (Docusaurus: useHistoryPopHandler). Nothing is pushed on
 * opening, so closing any other way leaves no history entry behind.
 */
export function useCloseOnBack(isShown: boolean, close: () => void): void {
  useEffect(() => {
    if (!isShown) return;
    shown = { href: location.href, idx: idxOf(history.state), entry: entryIndex(), close };
    return () => {
      shown = undefined;
    };
  }, [isShown]);
}
