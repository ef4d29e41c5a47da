// Props the blog plugin gives the blog theme components.
import type { TagInfo } from './docsTypes.js';
import type { MdNode, TocItem } from './types.js';

export interface BlogAuthor {
  key?: string;
  name: string;
  title?: string;
  url?: string;
  /** Where the name links (`mailto:`) when there is neither `page` nor `url`, as in Docusaurus. */
  email?: string;
  /** Avatar; an author without one shows none. */
  imageUrl?: string;
  /** URL of the author's page, when it has one. */
  page?: string;
  socials?: Record<string, string>;
  /** What authors.yml says of the author (their own page only). */
  description?: string;
  /** Posts by this author (author index only). */
  count?: number;
}

export interface BlogPostSummary {
  title: string;
  permalink: string;
  /** ISO date. */
  date: string;
  formattedDate: string;
  authors: BlogAuthor[];
  tags: TagInfo[];
  readingTime?: number;
  /** The excerpt (before the truncation marker), or the whole post when it has none. */
  content: MdNode[];
  truncated: boolean;
}

export interface BlogSidebarData {
  title: string;
  items: { title: string; permalink: string; date: string }[];
}

export interface BlogPaginationInfo {
  page: number;
  totalPages: number;
  totalCount: number;
  previous?: string;
  next?: string;
}

export interface BlogListPageProps {
  blogTitle: string;
  blogDescription: string;
  /** The list's own title, the same on each of its pages (a tag's list: its heading). */
  listTitle?: string;
  posts: BlogPostSummary[];
  pagination: BlogPaginationInfo;
  /** Set on a tag's list page. */
  tag?: TagInfo & { count: number; allTagsHref: string };
  /** Set on an author's list page. */
  author?: BlogAuthor & { count: number; allAuthorsHref: string };
  /** Feeds and archive links shown on the list. */
  archiveHref: string;
  /** Link to another page shown under the title (the changelog's V2 page). */
  extraLink?: { label: string; href: string };
}

export interface BlogPostPageProps {
  title: string;
  description?: string;
  permalink: string;
  date: string;
  formattedDate: string;
  authors: BlogAuthor[];
  tags: TagInfo[];
  readingTime?: number;
  body: MdNode[];
  toc: TocItem[];
  hideTableOfContents: boolean;
  unlisted: boolean;
  draft: boolean;
  editUrl?: string;
  /** When the post last changed and by whom, as the blog's `showLastUpdateTime` / `showLastUpdateAuthor` show them. */
  lastUpdate?: { date?: string; author?: string };
  /** Newer and older post. */
  newer?: { title: string; permalink: string };
  older?: { title: string; permalink: string };
  /** Link shown above the title (the changelog's V2 page for pre-3.0 entries). */
  extraLink?: { label: string; href: string };
}

export interface BlogArchivePageProps {
  blogTitle: string;
  years: { year: string; posts: { title: string; permalink: string; date: string; formattedDate: string }[] }[];
}

export interface BlogTagsPageProps {
  blogTitle: string;
  tags: (TagInfo & { count: number })[];
}

export interface BlogAuthorsPageProps {
  blogTitle: string;
  authors: BlogAuthor[];
}
