import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSiteData } from '../../src/client/context.js';
import type { DocVersionInfo, SidebarItem } from '../../src/shared/docsTypes.js';
import { useMobileMenu } from '../hooks/useMobileMenu.js';
import { DocSidebarMenu } from './DocSidebar.js';

// Hidden by the reader, the sidebar stays hidden on the next docs page, also one with another page
// component (a doc and a category index each mount their own layout), as a sidebar that stayed in
// place would. Browser only: the server always renders it shown, and so does hydration.
let hiddenAfterPageChange = false;

/**
 * The frame of every docs page: the sidebar on the left (hideable on desktop, the secondary
 * menu of the mobile navbar), the page on the right. Remembers the version being read.
 */
export function DocLayout({ sidebar, version, children }: { sidebar?: SidebarItem[]; version: DocVersionInfo; children: ReactNode }) {
  const site = useSiteData();
  const menu = useMobileMenu();
  const [hidden, setHiddenState] = useState(() => hiddenAfterPageChange);
  // The button pressed goes away with the state it showed; focus moves to the one that replaces it.
  const sidebarButton = useRef<HTMLButtonElement>(null);
  const focusSidebarButton = useRef(false);
  const setHidden = (value: boolean) => {
    hiddenAfterPageChange = value;
    focusSidebarButton.current = true;
    setHiddenState(value);
  };
  useEffect(() => {
    if (!focusSidebarButton.current) return;
    focusSidebarButton.current = false;
    sidebarButton.current?.focus();
  }, [hidden]);

  useEffect(() => {
    if (!sidebar) return;
    menu.setSecondary(<DocSidebarMenu items={sidebar} idPrefix="mobile-sidebar-category" onNavigate={() => menu.setOpen(false)} />);
    return () => menu.setSecondary(null);
    // menu setters are stable; re-register only when the sidebar changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sidebar]);

  return (
    <div className={`docs-wrapper${hidden ? ' docs-wrapper--sidebar-hidden' : ''}`}>
      {sidebar ? (
        <aside className="doc-sidebar" aria-label="Docs navigation">
          {hidden ? (
            <button ref={sidebarButton} type="button" className="doc-sidebar__expand" title="Expand sidebar" aria-label="Expand sidebar" onClick={() => setHidden(false)}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M9.3 6.7a1 1 0 011.4 0l4.6 4.6a1 1 0 010 1.4l-4.6 4.6a1 1 0 11-1.4-1.4L13.2 12 9.3 8.1a1 1 0 010-1.4z" /></svg>
            </button>
          ) : (
            <div className="doc-sidebar__inner">
              <DocSidebarMenu items={sidebar} />
              {site.docsSidebar.hideable ? (
                <button ref={sidebarButton} type="button" className="doc-sidebar__collapse" title="Collapse sidebar" aria-label="Collapse sidebar" onClick={() => setHidden(true)}>
                  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M14.7 6.7a1 1 0 010 1.4L10.8 12l3.9 3.9a1 1 0 11-1.4 1.4l-4.6-4.6a1 1 0 010-1.4l4.6-4.6a1 1 0 011.4 0z" /></svg>
                </button>
              ) : null}
            </div>
          )}
        </aside>
      ) : null}
      <main className="doc-main">{children}</main>
    </div>
  );
}
