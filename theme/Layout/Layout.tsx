import type { MouseEvent, ReactNode } from 'react';
import { AnnouncementBar } from '../AnnouncementBar.js';
import { Footer } from '../Footer/Footer.js';
import { MobileMenuContext, useMobileMenuState } from '../hooks/useMobileMenu.js';
import { Navbar } from '../Navbar/Navbar.js';

export const MAIN_CONTENT_ID = '__folio_main';

/**
 * The skip link moves focus to the page's `<main>` (after the docs sidebar, which sits beside it
 * in the wrapper), so the next Tab lands in the content, and leaves the URL alone. Without
 * JavaScript it follows its href to the wrapper.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>): void {
  const wrapper = document.getElementById(MAIN_CONTENT_ID);
  const main = wrapper?.querySelector<HTMLElement>('main') ?? wrapper;
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** Page chrome around every route: skip link, announcement bar, navbar, main, footer. */
export default function Layout({ children }: { children: ReactNode }) {
  const menu = useMobileMenuState();
  return (
    <MobileMenuContext.Provider value={menu}>
      <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar />
      <div id={MAIN_CONTENT_ID} className="main-wrapper" tabIndex={-1}>
        {children}
      </div>
      <Footer />
    </MobileMenuContext.Provider>
  );
}
