import { useEffect, useRef, type ReactNode } from 'react';
import { SharedPart, useShownPath } from '../../src/client/context.js';
import { Link } from '../../src/client/Link.js';
import type { BlogSidebarData } from '../../src/shared/blogTypes.js';
import { useMobileMenu } from '../hooks/useMobileMenu.js';
import { useActiveLinkInView } from '../hooks/useIsActive.js';

// Group by year when the list spans several years, as long lists are easier to scan. Every page of
// a blog shares one sidebar object, so the grouping is made once per sidebar, not once per page
// (a changelog of 2,200 entries regrouped on each of its 2,200 pages otherwise).
const yearsOf = new WeakMap<BlogSidebarData, Map<string, BlogSidebarData['items']>>();

function groupByYear(sidebar: BlogSidebarData): Map<string, BlogSidebarData['items']> {
  let years = yearsOf.get(sidebar);
  if (years) return years;
  years = new Map();
  for (const item of sidebar.items) {
    const year = item.date.slice(0, 4);
    const items = years.get(year);
    if (items) items.push(item);
    else years.set(year, [item]);
  }
  yearsOf.set(sidebar, years);
  return years;
}

function BlogSidebarList({ sidebar, onNavigate }: { sidebar: BlogSidebarData; onNavigate?: () => void }) {
  const path = useShownPath();
  const years = groupByYear(sidebar);
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
                  // Styled through `.blog-sidebar__items a`: a class on every link of a sidebar
                  // listing all of a changelog's entries is ~12 % of a large site's output.
                  <li key={item.permalink}>
                    <Link to={item.permalink} className={item.permalink === path ? 'blog-sidebar__link--active' : undefined} aria-current={item.permalink === path ? 'page' : undefined} onClick={onNavigate}>
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

/** The sidebar's own scrolling panel beside the posts, scrolled to the post being read. */
function BlogSidebarPanel({ sidebar }: { sidebar: BlogSidebarData }) {
  const panel = useRef<HTMLElement>(null);
  useActiveLinkInView(panel, '.blog-sidebar__link--active', useShownPath());
  return (
    <aside ref={panel} className="blog-wrapper__sidebar" aria-label="Blog navigation">
      <BlogSidebarList sidebar={sidebar} />
    </aside>
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
  // Two complementary landmarks on a post page: each is named, so a screen reader's list of
  // landmarks tells them apart (the docs sidebar is "Docs navigation" likewise).
  return (
    <div className="container blog-wrapper">
      {sidebar ? (
        <BlogSidebarPanel sidebar={sidebar} />
      ) : null}
      <main className="blog-wrapper__main">{children}</main>
      {toc ? (
        <aside className="blog-wrapper__toc" aria-label="Table of contents">
          {toc}
        </aside>
      ) : null}
    </div>
  );
}
