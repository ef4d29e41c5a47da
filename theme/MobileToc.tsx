import { useRef, useState, type KeyboardEvent } from 'react';
import type { TocItem } from '../src/shared/types.js';
import { Collapsible } from './Collapsible.js';
import { TableOfContents } from './TableOfContents.js';

/**
 * The table of contents where the side column is hidden (below the desktop breakpoint, and on
 * doc pages and posts below 1,200 px, where a sidebar leaves the text too little room beside it): a
 * collapsed "On this page" box at the top of a doc, post or markdown page. Following one of its
 * links closes it, and so does Escape, focus going back to its toggle (as the navbar's menus do).
 */
export function MobileToc({ toc }: { toc: TocItem[] }) {
  const [collapsed, setCollapsed] = useState(true);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || collapsed) return;
    setCollapsed(true);
    toggle.current?.focus();
  };
  return (
    <div className="toc-mobile" onKeyDown={closeOnEscape}>
      <button ref={toggle} type="button" className="toc-mobile__toggle" aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
        On this page
      </button>
      <Collapsible collapsed={collapsed}>
        <div onClick={() => setCollapsed(true)}>
          <TableOfContents toc={toc} className="toc--mobile" />
        </div>
      </Collapsible>
    </div>
  );
}
