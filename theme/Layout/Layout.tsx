import type { ReactNode } from 'react';
import { AnnouncementBar } from '../AnnouncementBar.js';
import { Footer } from '../Footer/Footer.js';
import { MobileMenuContext, useMobileMenuState } from '../hooks/useMobileMenu.js';
import { Navbar } from '../Navbar/Navbar.js';

export const MAIN_CONTENT_ID = '__folio_main';

/** Page chrome around every route: skip link, announcement bar, navbar, main, footer. */
export default function Layout({ children }: { children: ReactNode }) {
  const menu = useMobileMenuState();
  return (
    <MobileMenuContext.Provider value={menu}>
      <a className="skip-to-content" href={`#${MAIN_CONTENT_ID}`}>
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
