import { useEffect, useRef, type RefObject } from 'react';
import { Link } from '../../src/client/Link.js';
import { useSiteData } from '../../src/client/context.js';
import { latestVersion } from '../../src/client/docs.js';
import type { SiteData } from '../../src/shared/types.js';
import { ColorModeToggle } from '../ColorModeToggle.js';
import { LogoImage } from '../LogoImage.js';
import { useHideOnScroll } from '../hooks/useHideOnScroll.js';
import { NavbarHiddenContext } from './navbarHidden.js';
import { DESKTOP_BREAKPOINT, useMobileMenu } from '../hooks/useMobileMenu.js';
import { focusableIn, keepTabInside } from '../keepTabInside.js';
import { NavbarItem } from './NavbarItem.js';

/**
 * Where the brand leads: `logo.href`, else the home page, else (a site without one, such as docs
 * under /docs and no pages) the main doc of the first docs instance's latest version.
 */
function brandTarget(site: SiteData): string | undefined {
  if (site.navbar.logo?.href) return site.navbar.logo.href;
  if (site.homePage) return '/';
  const docs = Object.values(site.docs)[0];
  return docs ? latestVersion(docs).mainDocPath : undefined;
}

/** `onClick`: in the mobile menu, closes it (a tap on the page already shown navigates nowhere). */
function Logo({ onClick }: { onClick?: () => void }) {
  const site = useSiteData();
  const { logo, title } = site.navbar;
  const target = brandTarget(site);
  const content = (
    <>
      {logo ? <LogoImage logo={logo} className="navbar__logo" size={32} /> : null}
      {title ? <b className="navbar__title">{title}</b> : null}
    </>
  );
  // Nowhere to go: the brand is not a link (one to a missing page would fail the link check).
  if (target === undefined) return <span className="navbar__brand">{content}</span>;
  // `||`: a logo alone (`title: ''`) still names the site to screen readers.
  return (
    <Link to={target} className="navbar__brand" aria-label={`${title || site.title} home page`} onClick={onClick}>
      {content}
    </Link>
  );
}

// React 18 knows no `inert` prop: present (`inert=""`) or left out, as the attribute works.
const inert = (on: boolean): object => (on ? { inert: '' } : {});

function MobileMenu({ toggle }: { toggle: RefObject<HTMLButtonElement | null> }) {
  const site = useSiteData();
  const menu = useMobileMenu();
  const panel = useRef<HTMLDivElement>(null);
  const secondaryShown = menu.secondary !== null && menu.showSecondary;
  // Closed from inside (Escape, the close button, the backdrop), the menu hands focus back to
  // the toggle that opened it; otherwise focus would fall to the top of the document.
  const closeToToggle = () => {
    menu.setOpen(false);
    toggle.current?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (!menu.open) return;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeToToggle();
      else if (panel.current) keepTabInside(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menu.open]);
  // Switching between the main menu and the docs menu makes the one left inert, taking focus
  // from the button that was pressed: it moves to the first control of the menu now in view.
  const shownBefore = useRef(secondaryShown);
  useEffect(() => {
    if (shownBefore.current === secondaryShown) return;
    shownBefore.current = secondaryShown;
    const part = panel.current?.querySelector<HTMLElement>(secondaryShown ? '.navbar-sidebar__secondary' : '.navbar-sidebar__primary');
    if (part && menu.open) focusableIn(part)[0]?.focus({ preventScroll: true });
  }, [secondaryShown, menu.open]);
  // Closed by the window widening past the breakpoint, the menu takes the control that had focus
  // with it, and focus fell to the top of the document: it goes to the navbar now shown instead.
  const focusInside = useRef(false);
  useEffect(() => {
    if (menu.open || !focusInside.current) return;
    focusInside.current = false;
    const active = document.activeElement;
    if ((active && active !== document.body) || !window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`).matches) return;
    const navbar = toggle.current?.closest('.navbar');
    const shown = [...(navbar?.querySelectorAll<HTMLElement>('.navbar__inner a[href], .navbar__inner button') ?? [])].find((control) => control.offsetParent !== null);
    shown?.focus({ preventScroll: true });
  }, [menu.open]);
  if (!menu.open) return null;
  const close = () => menu.setOpen(false);
  return (
    <>
      <div className="navbar-sidebar__backdrop" onClick={closeToToggle} role="presentation" />
      <div
        ref={panel}
        className={`navbar-sidebar${secondaryShown ? ' navbar-sidebar--show-secondary' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        onFocus={() => (focusInside.current = true)}
        onBlur={(event) => {
          // Focus moved elsewhere on purpose (to the toggle, when closed from inside); a control
          // removed with the menu blurs with no element to go to, and is left to the effect above.
          if (event.relatedTarget && !panel.current?.contains(event.relatedTarget as Node)) focusInside.current = false;
        }}
      >
        <div className="navbar-sidebar__brand">
          <Logo onClick={close} />
          <ColorModeToggle />
          <button type="button" className="navbar-sidebar__close" aria-label="Close navigation bar" onClick={closeToToggle}>
            <svg viewBox="0 0 15 15" width="15" height="15" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" /></svg>
          </button>
        </div>
        <div className="navbar-sidebar__items">
          {/* The menu slid out of view is inert: Tab must not reach links the reader cannot see. */}
          <nav className="navbar-sidebar__item navbar-sidebar__primary" aria-label="Main menu" {...inert(secondaryShown)}>
            <ul className="menu__list">
              {site.navbar.items.map((item, index) => (
                <li key={index} className="menu__list-item">
                  <NavbarItem item={item} mobile onNavigate={close} />
                </li>
              ))}
            </ul>
          </nav>
          {menu.secondary !== null ? (
            <div className="navbar-sidebar__item navbar-sidebar__secondary" {...inert(!secondaryShown)}>
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

/** The search item a navbar gets when its config places none. */
const SEARCH_ITEM: SiteData['navbar']['items'][number] = { type: 'search', position: 'right' };

export function Navbar() {
  const site = useSiteData();
  const menu = useMobileMenu();
  const toggle = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll);
  const left = site.navbar.items.filter((item) => item.position === 'left');
  const right = site.navbar.items.filter((item) => item.position !== 'left');
  const style = site.navbar.style ? ` navbar--${site.navbar.style}` : '';
  return (
    <NavbarHiddenContext.Provider value={hidden}>
      <nav className={`navbar${style}${hidden ? ' navbar--hidden' : ''}${menu.open ? ' navbar--sidebar-open' : ''}`} aria-label="Main">
        <div className="navbar__inner">
          <div className="navbar__items">
            <button ref={toggle} type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={menu.open} onClick={() => menu.setOpen(!menu.open)}>
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
            {/* Search is built in: a navbar that does not place it has it last, as Docusaurus's does. */}
            {site.navbar.items.some((item) => item.type === 'search') ? null : <NavbarItem item={SEARCH_ITEM} />}
          </div>
        </div>
        <MobileMenu toggle={toggle} />
      </nav>
    </NavbarHiddenContext.Provider>
  );
}
