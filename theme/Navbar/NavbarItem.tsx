import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { navbarItemTypes } from 'virtual:folio/registry';
import { ErrorBoundary, type ErrorFallbackProps } from '../../src/client/ErrorBoundary.js';
import { useCurrentPage, usePageOnScreen, useSiteData } from '../../src/client/context.js';
import { DOCS_ITEM_TYPES } from '../../src/shared/navbarItemTypes.js';
import type { NavbarItem as Item } from '../../src/shared/types.js';
import { applyTrailingSlash, normalizePath } from '../../src/shared/url.js';
import { findActiveVersion, latestVersion, storePreferredVersion, useContextualVersion, useDocsPlugin } from '../hooks/useDocsVersion.js';
import { useLocationSuffix } from '../hooks/useLocationSuffix.js';
import { Dropdown } from './Dropdown.js';
import { NavLink } from './NavLink.js';
import { SearchButton } from '../search/SearchButton.js';

export interface NavbarItemProps {
  item: Item;
  /** Rendered inside the mobile menu rather than the desktop bar. */
  mobile?: boolean;
  onNavigate?: () => void;
}

function linkClass(mobile?: boolean, inDropdown?: boolean): string {
  if (mobile) return 'menu__link';
  return inDropdown ? 'dropdown__link' : 'navbar__item navbar__link';
}

function DefaultItem({ item, mobile, onNavigate, inDropdown }: NavbarItemProps & { inDropdown?: boolean }) {
  if (item.items) return <DropdownItem item={item} mobile={mobile} onNavigate={onNavigate} />;
  return <NavLink item={item} className={linkClass(mobile, inDropdown)} onNavigate={onNavigate} />;
}

/** `onChoose`: told which of its items was followed (a version dropdown stores the reader's choice). */
function DropdownItem({ item, mobile, onNavigate, active, onChoose }: NavbarItemProps & { active?: boolean; onChoose?: (child: Item) => void }) {
  return (
    <Dropdown
      label={item.label}
      // In the mobile menu the label only opens and closes the list, as in Docusaurus.
      to={mobile ? undefined : item.to}
      items={item.items ?? []}
      mobile={mobile}
      active={active}
      className={item.className}
      renderItem={(child, _index, close) => (
        <NavbarItemSwitch
          item={child}
          mobile={mobile}
          inDropdown
          onNavigate={() => {
            close();
            onNavigate?.();
            onChoose?.(child);
          }}
        />
      )}
    />
  );
}

/** A div in both layouts: in the mobile menu the list item around it is the menu's (Navbar.tsx). */
function HtmlItem({ item }: NavbarItemProps) {
  return <div className={`navbar__item navbar__html ${item.className ?? ''}`} dangerouslySetInnerHTML={{ __html: String(item.value ?? '') }} />;
}

/**
 * The sidebar of the doc (or category page) on screen when it is of `version` of the docs
 * instance `pluginId`: a `doc` or `docSidebar` navbar item is current on every page of its sidebar.
 */
function useSidebarOnScreen(pluginId: string, versionName: string): string | undefined {
  const { page } = useCurrentPage();
  // The spinner or the load-error screen shows instead of that page: no sidebar is on screen.
  if (!usePageOnScreen()) return undefined;
  const props = page.props as { version?: { pluginId?: string; name?: string }; sidebarName?: string } | undefined;
  return props?.version?.pluginId === pluginId && props.version.name === versionName ? props.sidebarName : undefined;
}

/**
 * Items with their own activeBasePath or activeBaseRegex are current by those alone; other doc
 * items by the doc or sidebar on screen (not by the pages below their path: a doc at /docs
 * would be current on every doc of every sidebar).
 */
const hasOwnActiveRule = (item: Item) => Boolean(item.activeBasePath || item.activeBaseRegex);

function DocItem({ item, mobile, onNavigate, inDropdown }: NavbarItemProps & { inDropdown?: boolean }) {
  const version = useContextualVersion(item.docsPluginId);
  const { pathname } = useLocation();
  const latest = latestVersion(useDocsPlugin(item.docsPluginId));
  const onScreen = useSidebarOnScreen(item.docsPluginId ?? 'default', version.name);
  // As in Docusaurus: the doc of the version being read, else of the latest (a doc added since).
  // Neither has it only when it is a draft of a production build, which shows no item: the build
  // reported any other missing doc at the config's line (src/node/checks/navbarItems.ts).
  const doc = version.navbarDocs?.[item.docId ?? ''] ?? latest.navbarDocs?.[item.docId ?? ''];
  if (!doc) return null;
  // An unlisted doc stays out of the navbar unless the reader is on it.
  if (doc.unlisted && doc.path !== pathname) return null;
  return (
    <NavLink
      item={{ ...item, to: doc.path, activeBasePath: item.activeBasePath, activeBaseRegex: item.activeBaseRegex ?? undefined, label: item.label ?? doc.title }}
      className={linkClass(mobile, inDropdown)}
      onNavigate={onNavigate}
      active={hasOwnActiveRule(item) ? undefined : normalizePath(pathname) === doc.path || (doc.sidebar !== undefined && onScreen === doc.sidebar)}
    />
  );
}

function DocSidebarItem({ item, mobile, onNavigate, inDropdown }: NavbarItemProps & { inDropdown?: boolean }) {
  const version = useContextualVersion(item.docsPluginId);
  const latest = latestVersion(useDocsPlugin(item.docsPluginId));
  const onScreen = useSidebarOnScreen(item.docsPluginId ?? 'default', version.name);
  // The sidebar of the version being read, else of the latest (a sidebar added since), as in Docusaurus.
  const sidebar = version.sidebars[item.sidebarId ?? ''] ?? latest.sidebars[item.sidebarId ?? ''];
  if (!sidebar) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't exist. Available sidebar ids are: ${Object.keys(version.sidebars).join(', ')}`);
  }
  if (!sidebar.link) {
    throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`);
  }
  return <NavLink item={{ ...item, to: sidebar.link, activeBasePath: item.activeBasePath }} className={linkClass(mobile, inDropdown)} onNavigate={onNavigate} active={hasOwnActiveRule(item) ? undefined : onScreen === item.sidebarId} />;
}

function DocsVersionItem({ item, mobile, onNavigate }: NavbarItemProps) {
  const version = useContextualVersion(item.docsPluginId);
  return <NavLink item={{ ...item, to: version.mainDocPath, label: item.label ?? version.label }} className={linkClass(mobile)} onNavigate={onNavigate} />;
}

function DocsVersionDropdownItem({ item, mobile, onNavigate }: NavbarItemProps) {
  const plugin = useDocsPlugin(item.docsPluginId);
  const current = useContextualVersion(item.docsPluginId);
  const site = useSiteData();
  const { page } = useCurrentPage();
  const { pathname } = useLocation();
  // The reader's ?query and #hash go along to the other version, as in Docusaurus.
  const suffix = useLocationSuffix();
  // On a doc page, each version links to the same doc when that version has it.
  const alternates = (page.props as { versionAlternates?: Record<string, string> } | undefined)?.versionAlternates ?? {};
  const onDocs = findActiveVersion(plugin, pathname) !== undefined;
  const versionOf = new Map<Item, string>();
  const items: Item[] = [
    ...(item.dropdownItemsBefore ?? []),
    ...plugin.versions.map((version) => {
      const link: Item = {
        label: version.label,
        // Off the docs (the search page's ?q=…) the address says nothing about the docs to keep.
        to: ((onDocs && alternates[version.name]) || version.mainDocPath) + (onDocs ? suffix : ''),
        activeBaseRegex: `^${escapeRegex(version.path)}$`,
        // Only on a docs page is a version the one being read (elsewhere the label is just the
        // version links lead to), as Docusaurus marks it.
        className: onDocs && version.name === current.name ? 'dropdown__link--active' : undefined,
      };
      versionOf.set(link, version.name);
      return link;
    }),
    ...(item.dropdownItemsAfter ?? []),
  ];
  // One version (a site without releases, or onlyIncludeVersions naming one) is a link, not a
  // menu of one, as in Docusaurus (bad-input audit: a one-entry "Next" dropdown).
  if (items.length <= 1) return <NavLink item={{ ...item, to: items[0]?.to ?? current.mainDocPath, label: item.label ?? current.label }} className={linkClass(mobile)} onNavigate={onNavigate} />;
  // In the mobile menu the list is headed "Versions", as in Docusaurus (the links say which is which).
  const label = item.label ?? (mobile && items.length > 1 ? 'Versions' : current.label);
  // Choosing a version is what makes it the reader's preferred one (reading a page of it is not).
  const choose = (child: Item) => {
    const name = versionOf.get(child);
    if (name) storePreferredVersion(plugin.pluginId, name, site.storageSuffix);
  };
  // On the desktop the label links to the first doc of the version it names, as in Docusaurus.
  return <DropdownItem item={{ ...item, label, items, to: current.mainDocPath }} mobile={mobile} onNavigate={onNavigate} active={onDocs} onChoose={choose} />;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function LocaleDropdownItem({ item, mobile, onNavigate }: NavbarItemProps) {
  const site = useSiteData();
  // The page's own address as the server wrote it, not the one in the address bar: /blog/ and
  // /blog are the same page, and a link that differed from the server's HTML was a hydration
  // mismatch.
  const pathname = applyTrailingSlash(useCurrentPage().page.path, site.trailingSlash, true);
  // Its ?query and #hash kept, as Docusaurus's locale links do.
  const suffix = useLocationSuffix();
  // Each locale's link is this very page in that locale, so its path says nothing about which is
  // current (the class does): a pattern no path matches keeps the dropdown from being marked
  // current on every page. Its list holds the active entry all the same, so on mobile it starts
  // expanded (SPEC: a dropdown holding the active item does).
  const items: Item[] = Object.entries(site.locale.all).map(([code, config]) => ({
    label: config.label,
    to: pathname + suffix,
    activeBaseRegex: '^$',
    lang: config.htmlLang,
    className: code === site.locale.current ? 'dropdown__link--active' : undefined,
  }));
  const label = (
    <>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="icon-language">
        <path fill="currentColor" d="M12.9 15.1l-2.6-2.5A17.4 17.4 0 0014 6h3V4h-7V2H8v2H1v2h11.2A15.7 15.7 0 019 11.4 15.6 15.6 0 016.7 8H4.7a17.5 17.5 0 003 4.6l-5.1 5L4 19l5-5 3.1 3.1.8-2zM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12zm-2.6 7l1.6-4.3 1.6 4.3h-3.2z" />
      </svg>
      {item.label ?? site.locale.config.label}
    </>
  );
  return (
    <Dropdown
      label={label}
      items={items}
      mobile={mobile}
      startExpanded
      renderItem={(child, _i, close) => (
        <NavLink item={child} className={mobile ? 'menu__link' : 'dropdown__link'} onNavigate={() => { close(); onNavigate?.(); }} />
      )}
    />
  );
}

function SearchItem({ mobile }: NavbarItemProps) {
  return mobile ? null : <div className="navbar__item navbar__search"><SearchButton /></div>;
}

type ItemComponent = (props: NavbarItemProps & { inDropdown?: boolean }) => ReactNode;

const builtInTypes: Record<string, ItemComponent> = {
  default: DefaultItem,
  dropdown: DropdownItem,
  html: HtmlItem,
  doc: DocItem,
  docSidebar: DocSidebarItem,
  docsVersion: DocsVersionItem,
  docsVersionDropdown: DocsVersionDropdownItem,
  localeDropdown: LocaleDropdownItem,
  search: SearchItem,
};

/** Picks the component of an item's type; an unknown type is a configuration error. */
export function getNavbarItemComponent(type: string | undefined): ItemComponent {
  const key = type ?? 'default';
  const component = builtInTypes[key] ?? (navbarItemTypes[key] as ItemComponent | undefined);
  if (!component) throw new Error(`No NavbarItem component found for type "${type}".`);
  return component;
}


function NavbarItemSwitch(props: NavbarItemProps & { inDropdown?: boolean }) {
  let Component: ItemComponent;
  const type = props.item.type === undefined && props.item.items ? 'dropdown' : props.item.type;

  try {
    Component = getNavbarItemComponent(type);
  } catch (error) {
    // The server has no error boundary to show the item's configuration (the build checks types
    // before rendering; this is for a site rendered some other way): the message carries it.
    throw new Error(`${(error as Error).message} Please double-check this navbar item of your Folio config (themeConfig.navbar.items): ${JSON.stringify(props.item)}`, { cause: error });
  }
  if (DOCS_ITEM_TYPES.has(type ?? '')) return <WhenDocsLoaded pluginId={props.item.docsPluginId}><Component {...props} /></WhenDocsLoaded>;
  return builtInTypes[type ?? 'default'] ? <Component {...props} /> : <SiteItem {...props} render={Component} />;
}

/**
 * A docs item's content once its docs instance has loaded. The dev server serves the rest of the
 * site while an instance's content does not load (its error shows over the page); a build
 * checked every item's instance before rendering (src/node/checks/navbarItems.ts).
 */
function WhenDocsLoaded({ pluginId = 'default', children }: { pluginId?: string; children: ReactNode }) {
  return useSiteData().docs[pluginId] ? children : null;
}

/**
 * A site's own item component, called in place: an error it throws while rendering carries the
 * item's configuration (`folioConfigItem`), which the build names, on the server too, where no
 * error boundary catches. It gets the item's own fields as props (`label`, `to`, …), as Docusaurus
 * passes them, so a component brought from there works unchanged, besides `item`, `mobile` and
 * `onNavigate`.
 */
function SiteItem({ render, ...props }: NavbarItemProps & { inDropdown?: boolean; render: ItemComponent }) {
  try {
    return render({ ...props.item, ...props });
  } catch (error) {
    if (error instanceof Error) Object.assign(error, { folioConfigItem: props.item });
    throw error;
  }
}

function ItemErrorFallback({ item }: { item: Item }) {
  return function Fallback({ error }: ErrorFallbackProps) {
    return (
      <div className="navbar__item navbar__item--error" role="alert">
        A theme navbar item failed to render ({error.message}). Please double-check this navbar item of your Folio config (themeConfig.navbar.items):
        <pre>{JSON.stringify(item, null, 2)}</pre>
      </div>
    );
  };
}

/** One configured navbar item, with its own error boundary naming its configuration. */
export function NavbarItem(props: NavbarItemProps) {
  return (
    <ErrorBoundary fallback={ItemErrorFallback({ item: props.item })}>
      <NavbarItemSwitch {...props} />
    </ErrorBoundary>
  );
}
