// Props the docs plugin gives the docs theme components.
import type { MdNode, TocItem } from './types.js';

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** The doc it points to (absent for external links). */
  docId?: string;
  /** Hidden unless it is the page being read. */
  unlisted?: boolean;
  /** A `ref` item: links to a doc without taking part in its sidebar's previous/next links. */
  ref?: true;
  className?: string;
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarItem[];
  /** URL of the category's own page (a doc or a generated index), if any. */
  href?: string;
  collapsed: boolean;
  collapsible: boolean;
  /** Every item and the link are unlisted: hidden unless active. */
  unlisted?: boolean;
  /** The category's link target is an unlisted doc. */
  linkUnlisted?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  description?: string;
}

export interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
  defaultStyle?: boolean;
}

export interface DocVersionInfo {
  pluginId: string;
  name: string;
  label: string;
  isLast: boolean;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  /** Label and URL of the latest version, for the banner's link. */
  latestLabel: string;
}

export interface NavLinkInfo {
  title: string;
  href: string;
}

export interface TagInfo {
  label: string;
  permalink: string;
  description?: string;
}

export interface Breadcrumb {
  label: string;
  href?: string;
}

export interface DocCardItem {
  label: string;
  href: string;
  description?: string;
  type: 'link' | 'category';
  /** Number of items in a category card. */
  count?: number;
}

export interface DocPageProps {
  id: string;
  title: string;
  hideTitle: boolean;
  hideTableOfContents: boolean;
  body: MdNode[];
  toc: TocItem[];
  version: DocVersionInfo;
  /** Where the version banner links to: the same doc in the latest version, else its main doc. */
  latestDocHref?: string;
  /** version name → URL of this doc in that version (version dropdown keeps the reader's place). */
  versionAlternates: Record<string, string>;
  breadcrumbs: Breadcrumb[];
  showBreadcrumbs: boolean;
  previous?: NavLinkInfo;
  next?: NavLinkInfo;
  tags: TagInfo[];
  editUrl?: string;
  lastUpdate?: { date?: string; author?: string };
  unlisted: boolean;
  draft: boolean;
  /** Name of the sidebar this doc belongs to, if any. */
  sidebarName?: string;
  /** Cards for `<DocCardList />` when this doc is a category's page. */
  categoryItems?: DocCardItem[];
}

export interface DocCategoryPageProps {
  title: string;
  description?: string;
  items: DocCardItem[];
  version: DocVersionInfo;
  breadcrumbs: Breadcrumb[];
  showBreadcrumbs: boolean;
  previous?: NavLinkInfo;
  next?: NavLinkInfo;
  sidebarName?: string;
  /** In an older or unreleased version: the latest version's main doc, for the version banner. */
  latestDocHref?: string;
}

export interface DocTagsPageProps {
  tags: (TagInfo & { count: number })[];
  version: DocVersionInfo;
}

export interface DocTagPageProps {
  tag: TagInfo & { count: number };
  allTagsHref: string;
  docs: { id: string; title: string; description?: string; href: string }[];
  version: DocVersionInfo;
}
