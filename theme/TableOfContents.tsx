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

/** The last heading scrolled past the top quarter of the viewport. */
function useActiveHeading(toc: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!toc.length) return;
    const update = () => {
      let current: string | undefined;
      for (const item of toc) {
        const element = document.getElementById(item.id);
        if (element && element.getBoundingClientRect().top < window.innerHeight / 4) current = item.id;
      }
      setActive(current ?? toc[0]!.id);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [toc]);
  return active;
}
