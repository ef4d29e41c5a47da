import { useEffect, useRef } from 'react';
import { Link } from '../../src/client/Link.js';
import { useSiteData } from '../../src/client/context.js';
import { withBase } from '../../src/shared/url.js';
import { ColorModeToggle } from '../ColorModeToggle.js';
import { useHideOnScroll } from '../hooks/useHideOnScroll.js';
import { useMobileMenu } from '../hooks/useMobileMenu.js';
import { NavbarItem } from './NavbarItem.js';

function Logo() {
  const site = useSiteData();
  const { logo, title } = site.navbar;
  return (
    <Link to={logo?.href ?? '/'} className="navbar__brand" aria-label={`${title ?? site.title} home page`}>
      {logo ? (
        <>
          <img className="navbar__logo navbar__logo--light" src={withBase(`/${logo.src.replace(/^\//, '')}`, site.baseUrl)} alt={logo.alt ?? ''} width={logo.width ?? 32} height={logo.height ?? 32} />
          {logo.srcDark ? (
            <img className="navbar__logo navbar__logo--dark" src={withBase(`/${logo.srcDark.replace(/^\//, '')}`, site.baseUrl)} alt={logo.alt ?? ''} width={logo.width ?? 32} height={logo.height ?? 32} />
          ) : null}
        </>
      ) : null}
      {title ? <b className="navbar__title">{title}</b> : null}
    </Link>
  );
}

function MobileMenu() {
  const site = useSiteData();
  const menu = useMobileMenu();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu.open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') menu.setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menu.open]);
  if (!menu.open) return null;
  const close = () => menu.setOpen(false);
  const secondaryShown = menu.secondary !== null && menu.showSecondary;
  return (
    <>
      <div className="navbar-sidebar__backdrop" onClick={close} role="presentation" />
      <div ref={panel} className={`navbar-sidebar${secondaryShown ? ' navbar-sidebar--show-secondary' : ''}`} role="dialog" aria-modal="true" aria-label="Navigation menu">
        <div className="navbar-sidebar__brand">
          <Logo />
          <ColorModeToggle />
          <button type="button" className="navbar-sidebar__close" aria-label="Close navigation bar" onClick={close}>
            <svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" /></svg>
          </button>
        </div>
        <div className="navbar-sidebar__items">
          <nav className="navbar-sidebar__item navbar-sidebar__primary" aria-label="Main menu">
            <ul className="menu__list">
              {site.navbar.items.map((item, index) => (
                <li key={index} className="menu__list-item">
                  <NavbarItem item={item} mobile onNavigate={close} />
                </li>
              ))}
            </ul>
          </nav>
          {menu.secondary !== null ? (
            <div className="navbar-sidebar__item navbar-sidebar__secondary">
              <button type="button" className="navbar-sidebar__back" onClick={() => menu.setShowSecondary(false)}>
                ← Back to main menu
              </button>
              {menu.secondary}
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

export function Navbar() {
  const site = useSiteData();
  const menu = useMobileMenu();
  const hidden = useHideOnScroll(site.navbar.hideOnScroll);
  const left = site.navbar.items.filter((item) => item.position === 'left');
  const right = site.navbar.items.filter((item) => item.position !== 'left');
  const style = site.navbar.style ? ` navbar--${site.navbar.style}` : '';
  return (
    <nav className={`navbar${style}${hidden ? ' navbar--hidden' : ''}${menu.open ? ' navbar--sidebar-open' : ''}`} aria-label="Main">
      <div className="navbar__inner">
        <div className="navbar__items">
          <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={menu.open} onClick={() => menu.setOpen(!menu.open)}>
            <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
              <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <Logo />
          {left.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, index) => (
            <NavbarItem key={index} item={item} />
          ))}
          {site.colorMode.disableSwitch ? null : <ColorModeToggle className="navbar__item" />}
        </div>
      </div>
      <MobileMenu />
    </nav>
  );
}
