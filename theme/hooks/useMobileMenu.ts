import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useCloseOnBack } from './useCloseOnBack.js';

/** Below this width the navbar collapses into a slide-in menu. */
export const DESKTOP_BREAKPOINT = 996;

export interface MobileMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** A secondary menu (the docs sidebar) offered by the page, shown over the main menu. */
  secondary: ReactNode | null;
  setSecondary: (content: ReactNode | null) => void;
  showSecondary: boolean;
  setShowSecondary: (show: boolean) => void;
}

export const MobileMenuContext = createContext<MobileMenuState | null>(null);

export function useMobileMenu(): MobileMenuState {
  const state = useContext(MobileMenuContext);
  if (!state) throw new Error('useMobileMenu() used outside the Layout');
  return state;
}

/** Owns the open state: closes on navigation, on Back (staying on the page) and at desktop width; locks body scroll while open. */
export function useMobileMenuState(): MobileMenuState {
  const [open, setOpen] = useState(false);
  const [secondary, setSecondary] = useState<ReactNode | null>(null);
  const [showSecondary, setShowSecondary] = useState(true);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  // Back (or Forward) with the menu open closes it and stays on the page.
  useCloseOnBack(open, () => setOpen(false));

  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
    const onChange = () => {
      if (query.matches) setOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    document.body.style.overflow = open ? 'hidden' : '';
    // The next opening starts on the docs menu again. Reset on closing, not on opening, so the
    // menu does not open on one panel and jump to the other a render later.
    if (!open) setShowSecondary(true);
    return () => {
      document.body.style.overflow = '';
    };
  }, [open]);

  return { open, setOpen, secondary, setSecondary, showSecondary, setShowSecondary };
}
