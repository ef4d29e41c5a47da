// Shapes that cross the build/browser boundary. Everything here is plain serializable data:
// the build writes it as JSON, the browser reads it back, the theme renders it.

/**
 * One node of compiled markdown. A string is text (already HTML-escaped is NOT assumed:
 * React escapes it). An element whose subtree contains no theme component is collapsed to
 * `{ t, p, h }` where `h` is its inner HTML — that keeps page data small and lets React
 * hydrate it without walking every paragraph. Elements that contain components keep
 * their children in `c`. Component elements use a capitalised name in `t` (`Tabs`).
 */
export type MdNode = string | MdElement;

export interface MdElement {
  /** Tag name (`p`, `pre`) or registered theme component name (`Tabs`, `Admonition`). */
  t: string;
  /** Attributes / props. HTML attribute names use their React spelling (`className`). */
  p?: Record<string, unknown>;
  /** Children, when the subtree contains components. */
  c?: MdNode[];
  /** Inner HTML, when the subtree contains no components. */
  h?: string;
}

/** One table-of-contents entry; the list is flat, in document order. */
export interface TocItem {
  /** The heading's id (anchor). */
  id: string;
  /** The heading's text as HTML (may hold inline code). */
  value: string;
  /** 2 for h2, 3 for h3, ... */
  level: number;
}

/** A tag for the document `<head>`, from config, front matter or a `<head>` block. */
export interface HeadTag {
  /**
   * `html` and `body` are no tags of the head: their attributes (`class`, `data-*`) go on the
   * document's own `<html>` and `<body>`, as `<html className="…" />` in a Docusaurus head block
   * sets them (see documentAttributes).
   */
  tag: 'meta' | 'link' | 'title' | 'script' | 'style' | 'base' | 'html' | 'body';
  attrs: Record<string, string>;
  /** Text content, for title / script / style. */
  content?: string;
}

/** What a page's component said about its head while the server rendered it (a Docusaurus page's `<Layout title>`, `<Head>`). */
export interface RenderedHead {
  /** The page title, without the site title (`<Layout title>`). */
  title?: string;
  description?: string;
  /** Tags as written (`<Head><title>…</title><meta …/></Head>`): a title here is the whole title. */
  tags: HeadTag[];
}

/** The kind of component a route renders; the theme maps each kind to a component. */
export type RouteKind = string;

/** Serializable props of one route, written as JSON beside its page. */
export interface PageData<P = unknown> {
  /** The route path, normalised (no trailing slash except `/`). */
  path: string;
  /** Which theme component renders it (`doc`, `blogList`, `page:showcase` ...). */
  kind: RouteKind;
  /** The page title without the site title. */
  title: string;
  /** Meta description. */
  description?: string;
  /** Emit `<meta name="robots" content="noindex, nofollow">`. */
  noindex?: boolean;
  /** Extra head tags of this page (keywords, og:image, front-matter `<head>` blocks). */
  head?: HeadTag[];
  /** What the theme component receives. */
  props: P;
  /**
   * Data shared by many pages (a version's sidebar, a blog's sidebar), by name → URL of
   * its JSON file. Written once per build and fetched once per visit, never copied into
   * every page's data.
   */
  shared?: Record<string, string>;
  /** False when the route also serves every path below it (its component reads the path). */
  exact?: false;
  /** Optional features the page needs the browser to load (e.g. `katex` CSS, `mermaid`). */
  features?: string[];
}

export interface ColorModeConfig {
  /** Mode used when nothing is stored and the system preference is not followed. */
  defaultMode: 'light' | 'dark';
  /** Hide the light/dark switch. */
  disableSwitch: boolean;
  /** Follow `prefers-color-scheme` when the reader has not chosen. */
  respectPrefersColorScheme: boolean;
}

export interface NavbarItem {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  items?: NavbarItem[];
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  value?: string;
  className?: string;
  'aria-label'?: string;
  /** Where the link opens (`_self`, `_blank`): an external or `pathname://` link opens a new tab unless it says otherwise. */
  target?: string;
  dropdownItemsBefore?: NavbarItem[];
  dropdownItemsAfter?: NavbarItem[];
  dropdownActiveClassDisabled?: boolean;
  /** Any further field a custom item type reads. */
  [key: string]: unknown;
}

export interface LinkItem {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  target?: string;
  rel?: string;
  className?: string;
  'aria-label'?: string;
  /** The link's title attribute. */
  title?: string;
  /** Docusaurus's, accepted: an `href` path (`/files/a.pdf`) gets the base URL in Folio anyway. */
  prependBaseUrlToHref?: boolean;
}

export interface FooterColumn {
  /** None, as Docusaurus allows: the column shows its links only. */
  title?: string | null;
  className?: string;
  items: LinkItem[];
}

export interface LogoConfig {
  alt?: string;
  src: string;
  srcDark?: string;
  href?: string;
  width?: number;
  height?: number;
}

export interface AnnouncementBarConfig {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

/** What one docs version offers to navbar items and the version dropdown. */
export interface DocsVersionSummary {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  /** Id of the version's main doc (none in a version without docs). */
  mainDocId?: string;
  /** URL of the version's main doc. */
  mainDocPath: string;
  /** Each sidebar: its first link and that link's label (docSidebar navbar items), and the URL of its items. */
  sidebars: Record<string, { link?: string; label?: string; url?: string }>;
  /** URL of the JSON file listing this version's docs (ids, paths, titles, unlisted). */
  docsIndex: string;
  /** Docs named by `doc` navbar items: id → where it is, so the navbar renders without the doc list. */
  navbarDocs?: Record<string, { path: string; title: string; unlisted?: boolean; sidebar?: string }>;
  /** Ids of drafts: looked up without error, resolved to nothing. */
  draftIds: string[];
}

/** Global data the docs plugin offers every page (small: no doc lists). */
export interface DocsGlobalData {
  pluginId: string;
  path: string;
  breadcrumbs: boolean;
  versions: DocsVersionSummary[];
}

export interface SearchClientConfig {
  /** `local` queries the build's own index; `algolia` a hosted DocSearch application. */
  provider: 'local' | 'algolia';
  searchPagePath: string;
  contextualSearch: boolean;
  /** Base URL of the local index (local mode). */
  indexUrl?: string;
  appId?: string;
  apiKey?: string;
  indexName?: string;
}

/** Everything the theme needs on every page; written once per build as hashed JSON. */
export interface SiteData {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  favicon?: string;
  titleDelimiter: string;
  /** The locale pages are built in, its settings, and every built locale's (the default one alone: /docs/i18n/introduction). */
  locale: { current: string; config: LocaleConfig; all: Record<string, LocaleConfig> };
  /** Suffix of the stored-preference keys, unique per site (`theme-{suffix}`). */
  storageSuffix: string;
  colorMode: ColorModeConfig;
  navbar: {
    title?: string;
    logo?: LogoConfig;
    hideOnScroll: boolean;
    style?: 'primary' | 'dark';
    items: NavbarItem[];
  };
  footer?: {
    style: 'light' | 'dark';
    links: FooterColumn[] | LinkItem[];
    logo?: LogoConfig;
    copyright?: string;
  };
  announcementBar?: AnnouncementBarConfig;
  baseUrlIssueBanner: boolean;
  docs: Record<string, DocsGlobalData>;
  /** Route kind → URLs of its code chunks, so a prefetch can preload them without running them. */
  kindChunks?: Record<string, string[]>;
  /**
   * Paths of the non-exact routes (a board showing any path below its own), so a path with no
   * page of its own is looked up only under those, not by asking for the data of every folder
   * above it. Undefined where the list is not known (the dev server): every folder is asked.
   */
  prefixRoutes?: string[];
  /**
   * A page answers at the site's root (`/` below the base URL). Without one (docs under /docs and
   * no pages), the theme links its home items elsewhere instead of to a missing page.
   */
  homePage: boolean;
  search?: SearchClientConfig;
  offline?: { enabled: boolean; strategies: string[]; swUrl: string; debug: boolean };
  deployPreview: boolean;
  /** Social card image (absolute URL) of pages that set none. */
  image?: string;
  /** `noIndex` of the site config: every page asks search engines not to index it. */
  noIndex: boolean;
  /** Framework version shown in metadata and the search agent string. */
  frameworkVersion: string;
  /** Free-form fields a site adds for its own components. */
  customFields: Record<string, unknown>;
  /** `themeConfig.prism.defaultLanguage`: the language of a `<CodeBlock>` that names none. */
  defaultCodeLanguage?: string;
  /** The repository's owner and name, when the config gives them (read through `useDocusaurusContext`). */
  organizationName?: string;
  projectName?: string;
  /**
   * Head tags of every page (the config's \`headTags\` and metadata, the plugins'): a page's own
   * tags replace those with the same identity, after a client-side navigation as in its HTML.
   */
  globalHead: HeadTag[];
  /** Feature → URL of the stylesheet pages with it need (math: KaTeX's), added on navigation too. */
  featureStyles: Record<string, string>;
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  docsSidebar: { hideable: boolean; autoCollapseCategories: boolean };
}
