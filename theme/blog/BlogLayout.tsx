import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { SharedPart } from '../../src/client/context.js';
import { Link } from '../../src/client/Link.js';
import type { BlogSidebarData } from '../../src/shared/blogTypes.js';
import { normalizePath } from '../../src/shared/url.js';
import { useMobileMenu } from '../hooks/useMobileMenu.js';

function BlogSidebarList({ sidebar, onNavigate }: { sidebar: BlogSidebarData; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const path = normalizePath(decodeURI(pathname));
  // Group by year when the list spans several years, as long lists are easier to scan.
  const years = new Map<string, BlogSidebarData['items']>();
  for (const item of sidebar.items) {
    const year = item.date.slice(0, 4);
    const items = years.get(year);
    if (items) items.push(item);
    else years.set(year, [item]);
  }
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <p className="blog-sidebar__title">{sidebar.title}</p>
      {/* A year without the current post looks the same on every page: the server renders it
          once (a changelog listing every entry would otherwise render them all on each page). */}
      {[...years].map(([year, items]) => (
        <div key={year} className="blog-sidebar__year">
          {years.size > 1 ? <p className="blog-sidebar__year-title">{year}</p> : null}
          <SharedPart
            as="ul"
            className="blog-sidebar__items"
            of={sidebar}
            part={year}
            shared={!items.some((item) => item.permalink === path)}
            render={() => (
              <>
                {items.map((item) => (
                  <li key={item.permalink}>
                    <Link to={item.permalink} className={`blog-sidebar__link${item.permalink === path ? ' blog-sidebar__link--active' : ''}`} aria-current={item.permalink === path ? 'page' : undefined} onClick={onNavigate}>
                      {item.title}
                    </Link>
                  </li>
                ))}
              </>
            )}
          />
        </div>
      ))}
    </nav>
  );
}

/** Blog frame: the posts sidebar on the left (in the mobile menu on small screens). */
export function BlogLayout({ sidebar, children, toc }: { sidebar?: BlogSidebarData; children: ReactNode; toc?: ReactNode }) {
  const menu = useMobileMenu();
  useEffect(() => {
    if (!sidebar) return;
    menu.setSecondary(<BlogSidebarList sidebar={sidebar} onNavigate={() => menu.setOpen(false)} />);
    return () => menu.setSecondary(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sidebar]);
  return (
    <div className="container blog-wrapper">
      {sidebar ? (
        <aside className="blog-wrapper__sidebar">
          <BlogSidebarList sidebar={sidebar} />
        </aside>
      ) : null}
      <main className="blog-wrapper__main">{children}</main>
      {toc ? <aside className="blog-wrapper__toc">{toc}</aside> : null}
    </div>
  );
}
