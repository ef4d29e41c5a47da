import { useEffect, useState } from 'react';
import type { TocItem } from '../src/shared/types.js';

/** Headings of the page, the one in view highlighted. */
export function TableOfContents({ toc, className }: { toc: TocItem[]; className?: string }) {
  const active = useActiveHeading(toc);
  if (!toc.length) return null;
  const minLevel = Math.min(...toc.map((item) => item.level));
  return (
    <nav className={`toc ${className ?? ''}`} aria-label="On this page">
      <p className="toc__title">On this page</p>
      <ul className="toc__list">
        {toc.map((item) => (
          <li key={item.id} className={`toc__item toc__item--level-${item.level - minLevel}`}>
            <a href={`#${item.id}`} className={`toc__link${active === item.id ? ' toc__link--active' : ''}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The heading the reader is at, picked as Docusaurus's useTOCHighlight does: the first heading
 * at or below the sticky navbar while it is in the top half of the window, else the one before
 * it (the reader is still in that section), none before the first; at the end of the page, the last one.
 */
function useActiveHeading(toc: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!toc.length) return;
    const update = () => {
      // A jump to a heading (a TOC click) puts it just below the navbar (scroll-padding-top); the
      // heading after a one-line section is then near the top too, so "the last heading in the
      // top quarter" named the wrong one. The navbar's height, not its place: it hides on scroll.
      const navbarHeight = document.querySelector('.navbar')?.clientHeight ?? 0;
      // A heading missing from the page counts as scrolled past.
      const tops = toc.map((item) => document.getElementById(item.id)?.getBoundingClientRect().top ?? -Infinity);
      // A heading near the end cannot scroll up to the navbar: at the end of the page (within a
      // pixel, as scrolling can stop at a fraction) the last one is active, unless the page is too
      // short to scroll at all.
      const atBottom = scrollY > 0 && innerHeight + scrollY > document.documentElement.scrollHeight - 1;
      const next = atBottom ? -1 : tops.findIndex((top) => top >= navbarHeight);
      // Above the first heading (the page's top), none, as Docusaurus.
      setActive(toc[next < 0 ? toc.length - 1 : tops[next]! < innerHeight / 2 ? next : next - 1]?.id);
    };
    update();
    // Scroll events cannot be cancelled, so the listener needs no `passive`.
    addEventListener('scroll', update);
    addEventListener('resize', update);
    return () => {
      removeEventListener('scroll', update);
      removeEventListener('resize', update);
    };
  }, [toc]);
  return active;
}
