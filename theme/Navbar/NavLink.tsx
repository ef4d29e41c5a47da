import { Link } from '../../src/client/Link.js';
import type { NavbarItem } from '../../src/shared/types.js';
import { isExternal } from '../../src/shared/url.js';
import { useIsActive } from '../hooks/useIsActive.js';

/** A plain navbar link (`to` inside the site, `href` outside); `active`, when given, says whether it is current instead of its path. */
export function NavLink({ item, className, onNavigate, active: current }: { item: NavbarItem; className: string; onNavigate?: () => void; active?: boolean }) {
  const byPath = useIsActive(item);
  const active = current ?? byPath;
  // Another site's address (`href: '/docs'` is a page of this one), as Docusaurus marks it.
  const external = Boolean(item.href) && !item.to && isExternal(item.href!);
  return (
    <Link
      to={item.to}
      href={item.href}
      // As Docusaurus passes it on: `_self` keeps a `pathname://` item (a page of another app on the site) in the tab.
      target={item.target}
      className={`${className}${active ? ' is-active' : ''}${item.className ? ` ${item.className}` : ''}`}
      aria-current={active ? 'page' : undefined}
      aria-label={item['aria-label']}
      // A language's entry (localeDropdown) is named in that language, and links to a page in it.
      lang={item.lang as string | undefined}
      hrefLang={item.lang as string | undefined}
      onClick={onNavigate}
    >
      {item.label}
      {external && item.label ? <ExternalIcon /> : null}
    </Link>
  );
}

export function ExternalIcon() {
  return (
    <svg className="icon-external" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2z" />
    </svg>
  );
}
