// Pure: loaded posts → list pages, post pages, archive, tags and authors pages of one blog.
import { editUrlFor, siteFolderPath } from '../editUrl.js';
import type { LastUpdate } from '../docs/gitLastUpdate.js';
import { shownLastUpdate, type ShownLastUpdate } from '../shownLastUpdate.js';
import type { BlogAuthor, BlogListPageProps, BlogPostPageProps, BlogPostSummary, BlogSidebarData } from '../../../shared/blogTypes.js';
import type { TagInfo } from '../../../shared/docsTypes.js';
import { formatPageTitle } from '../../../shared/pageTitle.js';
import type { HeadTag, MdNode } from '../../../shared/types.js';
import { applyTrailingSlash, joinUrl, withBase } from '../../../shared/url.js';
import type { BlogOptions, SiteConfig } from '../../config/schema.js';
import { BuildError, type Diagnostic } from '../../errors.js';
import { bodyStartLine } from '../../markdown/frontMatter.js';
import type { MarkdownOutput } from '../../markdown/types.js';
import { routeHead } from '../markdownRoute.js';
import { searchMetadata } from '../searchMetadata.js';
import { contentNameOf, nameContent } from '../../prerender/contentKeys.js';
import { rebaseAnchors } from '../../render/rebaseAnchors.js';
import { resolveTags, toTagInfo, visibleGroup, type TagDefinition } from '../tags.js';
import type { ContentLoadedResult, RouteInput } from '../types.js';
import type { SourceLink } from '../../markdown/types.js';
import { frontMatterKeyLine } from '../../content/frontMatterKeyLine.js';
import { validateFrontMatter } from '../validateFrontMatter.js';
import { authorLinks, hasPage, resolveAuthors, toBlogAuthor, type AuthorDefinition } from './authors.js';
import { feedLinkName } from './feeds.js';
import { blogFrontMatter, postAuthors } from './frontMatter.js';
import { paginate, pageUrl, parsePostPath, postPermalink } from './postPath.js';
import { postSummary } from './postSummary.js';
import { postDate, startOfDay } from './postDate.js';
import { blogJsonLd, blogPostingJsonLd, type StructuredDataSite } from './structuredData.js';

export interface LoadedPost {
  relPath: string;
  sitePath: string;
  siteRelPath: string;
  source: string;
  compiled: MarkdownOutput;
  /** Changelog entries carry their metadata here instead of in front matter. */
  generated?: { title: string; date: string; slug: string; authors: string[]; line: number };
  /** ISO date of the file's first commit (or creation): the date of a post whose file name and front matter give none. */
  fileDate?: string;
  /** The file's last commit, read when the blog shows last updates. */
  lastUpdate?: Pick<LastUpdate, 'date' | 'author'>;
}

export interface BlogContent {
  posts: LoadedPost[];
  authors: Record<string, AuthorDefinition>;
  tags: Record<string, TagDefinition>;
  tagsFile?: string;
  /** The authors map posts' author keys name (authorsMapPath), as problems name files, whether or not it exists. */
  authorsFile?: string;
  /** The blog's folder (or changelog file) as problems name it (`content/blog`): the source of its list, tag, author and archive pages. Default `options.path`. */
  folder?: string;
}

export interface BlogPost {
  permalink: string;
  title: string;
  /** `title_meta`: the document title instead of `title`. */
  metaTitle?: string;
  /** `sidebar_label`: the post's entry in the blog sidebar instead of `title`. */
  sidebarLabel?: string;
  description?: string;
  /** When it was published: an ISO instant, with the front matter's time if it gives one (see postDate). */
  date: string;
  formattedDate: string;
  authors: (AuthorDefinition & { key?: string })[];
  tags: TagDefinition[];
  readingTime?: number;
  unlisted: boolean;
  draft: boolean;
  post: LoadedPost;
  image?: string;
  keywords?: string[];
  /** ISO date of the post's last change, when its front matter gives one (`last_update.date`). */
  lastUpdate?: string;
  /** The last update the post page shows (`showLastUpdateTime` / `showLastUpdateAuthor`). */
  shownLastUpdate?: ShownLastUpdate;
  hideTableOfContents: boolean;
}

export interface BlogRouteContext {
  options: BlogOptions;
  production: boolean;
  locale: { htmlLang: string; calendar: string };
  /** Where the site is deployed, for the absolute URLs of structured data, and its title, for a post's `title_meta`. */
  site: StructuredDataSite & Pick<SiteConfig, 'title' | 'titleDelimiter'> & Partial<Pick<SiteConfig, 'onUnknownFrontMatterKeys' | 'i18n'>>;
  shareData(name: string, data: unknown): string;
  warn(diagnostic: Diagnostic): void;
  /** Prints a diagnostic that is no warning (a check set to `log`). */
  log(diagnostic: Diagnostic): void;
  /** Link shown on changelog entries (and lists) older than 3.0. */
  extraLink?: (post: BlogPost) => { label: string; href: string } | undefined;
}

// Creating an Intl.DateTimeFormat costs far more than formatting with one: one per locale.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatDate(iso: string, locale: { htmlLang: string; calendar: string }): string {
  const key = `${locale.htmlLang} ${locale.calendar}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale.htmlLang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC', calendar: locale.calendar })));
  return format.format(new Date(iso));
}

function applyPolicy(policy: 'throw' | 'warn' | 'log' | 'ignore', problems: Diagnostic[], ctx: BlogRouteContext): void {
  if (!problems.length || policy === 'ignore') return;
  if (policy === 'throw') throw new BuildError(problems);
  problems.forEach((problem) => (policy === 'log' ? ctx.log(problem) : ctx.warn(problem)));
}

/** Front matter, dates, authors and tags of every post, newest first; drafts dropped in production. */
export function readPosts(content: BlogContent, ctx: BlogRouteContext): BlogPost[] {
  const { options } = ctx;
  const problems: Diagnostic[] = [];
  const inlineTags: Diagnostic[] = [];
  const inlineAuthors: Diagnostic[] = [];
  const untruncated: Diagnostic[] = [];
  const posts: BlogPost[] = [];
  for (const post of content.posts) {
    const { value: fm, problems: fmProblems, warnings } = validateFrontMatter(blogFrontMatter, post.compiled.frontMatter, { file: post.sitePath, source: post.source, plugin: 'blog' }, ctx.site.onUnknownFrontMatterKeys);
    problems.push(...fmProblems);
    warnings.forEach((warning) => ctx.warn(warning));
    if (!fm) continue;
    const pathInfo = parsePostPath(post.relPath);
    const dated = post.generated ? { date: startOfDay(post.generated.date), problems: [] } : postDate({ frontMatter: fm.date, fromPath: pathInfo.date, file: post.sitePath, source: post.source });
    problems.push(...dated.problems);
    if (dated.problems.length) continue;
    const date = dated.date ?? post.fileDate;
    if (!date) {
      problems.push({ plugin: 'blog', where: { file: post.sitePath }, what: 'The post has no date', fix: 'Name the file YYYY-MM-DD-slug.md, or add `date: YYYY-MM-DD` to its front matter.' });
      continue;
    }
    const { authors, problems: authorProblems, warnings: authorWarnings, inline: writtenInPost } = post.generated
      ? { authors: post.generated.authors.map((key) => ({ ...content.authors[key]!, key })), problems: [], warnings: [], inline: undefined }
      : resolveAuthors(postAuthors(fm), content.authors, { file: post.sitePath, source: post.source, authorsFile: content.authorsFile });
    problems.push(...authorProblems);
    if (writtenInPost) inlineAuthors.push(writtenInPost);
    authorWarnings.forEach((warning) => ctx.warn(warning));
    const { tags, inline } = resolveTags(fm.tags, content.tags, { file: post.sitePath, source: post.source, plugin: 'blog', tagsFile: content.tagsFile });
    inlineTags.push(...inline);
    const draft = Boolean(fm.draft);
    if (draft && ctx.production) continue;
    if (!post.compiled.hasTruncateMarker) {
      untruncated.push({
        plugin: 'blog',
        // A changelog entry's heading, or where the post's text starts: its introduction, after which the marker goes.
        where: { file: post.sitePath, line: post.generated?.line ?? bodyStartLine(post.source) },
        what: 'This blog post has no truncation marker, so list pages would show it in full',
        fix: 'Add `<!-- truncate -->` after the introduction (or `{/* truncate */}` in .mdx), or set `onUntruncatedBlogPosts` of this blog instance.',
      });
    }
    posts.push({
      permalink: postPermalink(options.routeBasePath, { ...pathInfo, slug: post.generated?.slug ?? pathInfo.slug }, fm.slug),
      title: post.generated?.title ?? fm.title ?? post.compiled.title ?? pathInfo.slug,
      metaTitle: fm.title_meta,
      sidebarLabel: fm.sidebar_label,
      description: fm.description ?? postSummary(post.compiled),
      date,
      formattedDate: formatDate(date, ctx.locale),
      authors,
      tags,
      readingTime: options.showReadingTime ? post.compiled.readingTime : undefined,
      // Production only, as in Docusaurus: the dev server lists unlisted posts like any other.
      unlisted: ctx.production && Boolean(fm.unlisted),
      draft,
      post,
      image: fm.image,
      keywords: fm.keywords,
      lastUpdate: fm.last_update?.date ? new Date(fm.last_update.date).toISOString() : undefined,
      shownLastUpdate: shownLastUpdate(fm.last_update, post.lastUpdate, options),
      hideTableOfContents: Boolean(fm.hide_table_of_contents),
    });
  }
  if (problems.length) throw new BuildError(problems);
  applyPolicy(options.onInlineTags, inlineTags, ctx);
  applyPolicy(options.onInlineAuthors, inlineAuthors, ctx);
  applyPolicy(options.onUntruncatedBlogPosts, untruncated, ctx);
  return posts.sort(newestFirst);
}

/** File names compared with their numbers as numbers (`rc.9` before `rc.10`), alike on every machine. */
const naturalOrder = new Intl.Collator('en', { numeric: true });

/**
 * Newest first. On the same day, a changelog keeps its file's order (written newest first: 1.0.1
 * above 1.0.0; the sort is stable), and other posts go in the order of their files, as
 * Docusaurus lists them (it sorts by date only, over the files in path order), so a site moved
 * from it shows its same-day posts as before — with numbers compared as numbers, alike on every
 * machine.
 */
function newestFirst(a: BlogPost, b: BlogPost): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.post.generated && b.post.generated) return 0;
  return naturalOrder.compare(a.post.sitePath, b.post.sitePath);
}

export function blogRoutes(content: BlogContent, ctx: BlogRouteContext): ContentLoadedResult {
  const { options } = ctx;
  const base = joinUrl('/', options.routeBasePath);
  const tagsBase = joinUrl(base, options.tagsBasePath);
  const authorsBase = joinUrl(base, options.authorsBasePath);
  const archiveHref = joinUrl(base, options.archiveBasePath);
  const all = readPosts(content, ctx);
  const listed = all.filter((post) => !post.unlisted);
  const routes: RouteInput[] = [];

  const sidebarCount = options.blogSidebarCount === 'ALL' ? listed.length : options.blogSidebarCount;
  const sidebar: BlogSidebarData = { title: options.blogSidebarTitle, items: listed.slice(0, sidebarCount).map((post) => ({ title: post.sidebarLabel ?? post.title, permalink: post.permalink, date: post.date })) };
  const shared = sidebarCount > 0 ? { sidebar: ctx.shareData(`blog-${options.id}-sidebar`, sidebar) } : undefined;

  const tagInfo = (tag: TagDefinition): TagInfo => toTagInfo(tagsBase, tag);
  const author = (a: AuthorDefinition & { key?: string }): BlogAuthor => toBlogAuthor(a, authorsBase);
  // A post's excerpt (or body) as the lists show it, made once however many lists show it, and
  // named after what it was made from for the render keys (see contentKeys.ts).
  const listContents = new Map<BlogPost, MdNode[]>();
  const listContent = (post: BlogPost): MdNode[] => {
    let content = listContents.get(post);
    if (!content) {
      const { compiled } = post.post;
      const source = compiled.hasTruncateMarker ? (compiled.excerpt ?? []) : compiled.body;
      // The post's URL as the page's HTML needs it: the markdown is rendered as is, with no Link
      // to add the base URL or the trailing slash.
      const postHref = withBase(applyTrailingSlash(post.permalink, ctx.site.trailingSlash), ctx.site.baseUrl);
      content = rebaseAnchors(source, postHref);
      const name = contentNameOf(source);
      if (name !== undefined) nameContent(content, `${name}@${postHref}`);
      listContents.set(post, content);
    }
    return content;
  };
  const summary = (post: BlogPost): BlogPostSummary => ({
    title: post.title,
    permalink: post.permalink,
    date: post.date,
    formattedDate: post.formattedDate,
    authors: post.authors.map(author),
    tags: post.tags.map(tagInfo),
    readingTime: post.readingTime,
    content: listContent(post),
    truncated: post.post.compiled.hasTruncateMarker,
  });
  // What the lists show of each post: its excerpt's features, or the whole post's without one.
  const listFeatures = ({ post: { compiled } }: BlogPost) => (compiled.hasTruncateMarker ? compiled.excerptFeatures ?? compiled.features : compiled.features);
  const features = (posts: BlogPost[]) => [...new Set(posts.flatMap(listFeatures))].sort();
  // A list page shows its posts' excerpts: each link is reported in the post that writes it, or
  // in the partial the post imports (named once per post, however many list, tag and author
  // pages show it).
  const linksNamed = new Map<BlogPost, SourceLink[]>();
  const postLinks = (post: BlogPost) => {
    let links = linksNamed.get(post);
    if (!links) linksNamed.set(post, (links = [...post.post.compiled.links.map((link) => ({ file: post.post.sitePath, ...link })), ...authorLinks(post.authors)]));
    return links;
  };
  // A list page is the blog's, not its first post's (each post's links name their own file): a
  // page at the same URL was reported as clashing with the newest post.
  const folder = content.folder ?? options.path;
  const listSources = (posts: BlogPost[]) => ({
    file: folder,
    links: posts.flatMap(postLinks),
    anchors: posts.flatMap((post) => post.post.compiled.anchors),
  });

  /** A list of posts, paginated: the blog's own, a tag's or an author's (`unlisted`: one only unlisted posts fill, see visibleGroup). */
  const addList = ({ listBase, posts, extra, title, searchTag, segment = 'page', description = options.blogDescription, unlisted = false }: { listBase: string; posts: BlogPost[]; extra: Partial<BlogListPageProps>; title: string; searchTag: string; segment?: string; description?: string; unlisted?: boolean }) => {
    const pages = paginate(posts, options.postsPerPage);
    pages.forEach((pagePosts, index) => {
      const n = index + 1;
      const props: BlogListPageProps = {
        blogTitle: options.blogTitle,
        blogDescription: description,
        // The list's heading: the same on each of its pages (the page title adds "page N").
        listTitle: title,
        posts: pagePosts.map(summary),
        pagination: {
          page: n,
          totalPages: pages.length,
          totalCount: posts.length,
          previous: n > 1 ? pageUrl(listBase, n - 1, segment) : undefined,
          next: n < pages.length ? pageUrl(listBase, n + 1, segment) : undefined,
        },
        archiveHref,
        ...extra,
      };
      routes.push({
        path: pageUrl(listBase, n, segment),
        kind: 'blogList',
        title: n > 1 ? `${title} — page ${n}` : title,
        description,
        props,
        shared,
        features: features(pagePosts),
        ...(unlisted && { noindex: true, unlisted: true }),
        source: listSources(pagePosts),
        // The blog's own list describes the blog; a tag's or an author's does not (nor in Docusaurus).
        head: [...searchMetadata({ tag: searchTag }), ...(listBase === base ? [blogJsonLd({ path: pageUrl(listBase, n, segment), title: options.blogTitle, description: options.blogDescription, posts: pagePosts }, ctx.site)] : [])],
      });
    });
  };

  addList({ listBase: base, posts: listed, extra: { extraLink: listed[0] ? ctx.extraLink?.(listed[listed.length - 1]!) : undefined }, title: options.blogTitle, searchTag: 'blog_posts_list' });

  all.forEach((post) => {
    const index = listed.indexOf(post);
    const newer = index > 0 ? listed[index - 1] : undefined;
    const older = index >= 0 && index < listed.length - 1 ? listed[index + 1] : undefined;
    const compiled = post.post.compiled;
    const props: BlogPostPageProps = {
      title: post.title,
      description: post.description,
      permalink: post.permalink,
      date: post.date,
      formattedDate: post.formattedDate,
      authors: post.authors.map(author),
      tags: post.tags.map(tagInfo),
      readingTime: post.readingTime,
      body: compiled.body,
      toc: compiled.toc,
      hideTableOfContents: post.hideTableOfContents,
      unlisted: post.unlisted,
      draft: post.draft,
      editUrl: editUrlFor(options.editUrl, post.post.siteRelPath, { blogDirPath: siteFolderPath(options.path), blogPath: post.post.relPath, permalink: withBase(post.permalink, ctx.site.baseUrl), locale: ctx.site.i18n?.defaultLocale ?? 'en' }),
      lastUpdate: post.shownLastUpdate,
      newer: newer && { title: newer.title, permalink: newer.permalink },
      older: older && { title: older.title, permalink: older.permalink },
      extraLink: ctx.extraLink?.(post),
    };
    const head: HeadTag[] = [
      ...routeHead(compiled, post),
      // After the post's own head block: a `<title>` written there wins (the first one found).
      ...(post.metaTitle ? [{ tag: 'title' as const, attrs: {}, content: formatPageTitle({ title: post.metaTitle }, ctx.site) }] : []),
      { tag: 'meta' as const, attrs: { property: 'article:published_time', content: post.date } },
      ...post.tags.map((tag) => ({ tag: 'meta' as const, attrs: { property: 'article:tag', content: tag.label } })),
      ...post.authors.filter((a) => a.url).map((a) => ({ tag: 'meta' as const, attrs: { property: 'article:author', content: a.url! } })),
      blogPostingJsonLd(post, { title: options.blogTitle, path: base }, ctx.site),
    ];
    routes.push({
      path: post.permalink,
      kind: 'blogPost',
      title: post.title,
      description: post.description,
      props,
      shared,
      noindex: post.unlisted,
      unlisted: post.unlisted,
      head,
      features: compiled.features,
      lastmod: post.date,
      // The `slug:` line, when there is one: what a clash of URLs names for the author to change.
      source: { file: post.post.sitePath, line: frontMatterKeyLine(post.post.source, 'slug'), links: [...compiled.links, ...authorLinks(post.authors)], anchors: compiled.anchors },
      search: post.unlisted ? undefined : { tag: `blog-${options.id}`, lvl0: options.blogTitle, sections: compiled.searchText ?? [] },
    });
  });

  // Archive: every listed post, grouped by year.
  const years = new Map<string, BlogPost[]>();
  for (const post of listed) years.set(post.date.slice(0, 4), [...(years.get(post.date.slice(0, 4)) ?? []), post]);
  routes.push({
    path: archiveHref,
    kind: 'blogArchive',
    title: 'Archive',
    description: `Every post of ${options.blogTitle}, by year.`,
    props: { blogTitle: options.blogTitle, years: [...years].map(([year, posts]) => ({ year, posts: posts.map((p) => ({ title: p.title, permalink: p.permalink, date: p.date, formattedDate: p.formattedDate })) })) },
    source: { file: folder },
  });

  // Tags, from every post: an unlisted post links to its tags too (see visibleGroup).
  const byTag = [...groupPosts(all, (post) => post.tags.map((tag) => [tag.permalink, tag] as const)).values()].map(({ key, posts }) => ({ key, ...postsOf(visibleGroup(posts)) }));
  if (byTag.length) {
    routes.push({
      path: tagsBase,
      kind: 'blogTags',
      title: 'Tags',
      // Its own, as the archive has: the site's tagline says nothing about this page.
      description: `${options.blogTitle}: every tag, with how many posts carry it.`,
      props: { blogTitle: options.blogTitle, tags: byTag.filter(({ unlisted }) => !unlisted).map(({ key: tag, posts }) => ({ ...tagInfo(tag), count: posts.length })).sort((a, b) => a.label.localeCompare(b.label)) },
      // Beside the blog's sidebar, as Docusaurus's tags and authors pages are.
      shared,
      head: searchMetadata({ tag: 'blog_tags_list' }),
      source: { file: content.tagsFile ?? folder },
    });
    for (const { key: tag, posts, unlisted } of byTag) {
      const info = tagInfo(tag);
      addList({
        listBase: info.permalink,
        posts,
        extra: { tag: { ...info, count: posts.length, allTagsHref: tagsBase } },
        title: `${posts.length} post${posts.length === 1 ? '' : 's'} tagged with "${tag.label}"`,
        // Without a description of its own a tag is described by what it lists, as a docs tag is:
        // not by the blog's description (which describes the blog) nor by the site's tagline.
        description: tag.description ?? `Every post of ${options.blogTitle} tagged with "${tag.label}".`,
        searchTag: 'blog_tags_posts',
        unlisted,
      });
    }
  }

  // Authors, from every post as tags are: the index lists every author with a page and a listed
  // post; each gets a paginated list.
  const byAuthor = [...groupPosts(all, (post) => post.authors.filter(hasPage).map((a) => [a.key, a] as const)).values()].map(({ key, posts }) => ({ key, ...postsOf(visibleGroup(posts)) }));
  if (byAuthor.length) {
    routes.push({
      path: authorsBase,
      kind: 'blogAuthors',
      title: 'Authors',
      description: `${options.blogTitle}: every author, with how many posts each wrote.`,
      props: { blogTitle: options.blogTitle, authors: byAuthor.filter(({ unlisted }) => !unlisted).map(({ key: a, posts }) => ({ ...author(a), count: posts.length })).sort((a, b) => b.count! - a.count! || a.name.localeCompare(b.name)) },
      shared,
      head: searchMetadata({ tag: 'blog_authors_list' }),
      source: { file: folder },
    });
    for (const { key: a, posts, unlisted } of byAuthor) {
      const info = author(a);
      // Author pages paginate as /authors/{page}/authors/{n}, the URL shape existing links use.
      // Described by the author's title, else by whose posts it lists: the blog's description
      // would be the same on every author page (a changelog's committers have no title).
      // authors.yml's description shows under the author's name, as Docusaurus shows it (on their page only).
      addList({ listBase: info.page!, posts, extra: { author: { ...info, ...(a.description && { description: a.description }), count: posts.length, allAuthorsHref: authorsBase } }, title: `${a.name} - ${posts.length === 1 ? 'One post' : `${posts.length} posts`}`, segment: 'authors', description: a.description ?? a.title ?? `${options.blogTitle}: posts by ${a.name}.`, searchTag: 'blog_authors_posts', unlisted });
    }
  }

  const headTags = feedHeadTags(options, base, ctx.site.title);
  return { routes, headTags, assets: content.posts.flatMap((post) => post.compiled.assets) };
}

/** visibleGroup's answer in the words of the blog's lists. */
const postsOf = ({ items, unlisted }: { items: BlogPost[]; unlisted: boolean }) => ({ posts: items, unlisted });

/** Groups posts under each key they carry (their tags, their authors), keeping post order. */
function groupPosts<K>(posts: BlogPost[], keysOf: (post: BlogPost) => (readonly [string, K])[]): Map<string, { key: K; posts: BlogPost[] }> {
  const groups = new Map<string, { key: K; posts: BlogPost[] }>();
  for (const post of posts) {
    for (const [id, key] of keysOf(post)) {
      const group = groups.get(id) ?? { key, posts: [] };
      group.posts.push(post);
      groups.set(id, group);
    }
  }
  return groups;
}

export function feedTypes(options: BlogOptions): ('rss' | 'atom' | 'json')[] {
  const type = options.feedOptions.type;
  if (type === null) return [];
  return type === 'all' ? ['rss', 'atom', 'json'] : type;
}

const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;
const FEED_MIME = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/json' } as const;

export function feedFile(type: 'rss' | 'atom' | 'json'): string {
  return FEED_FILES[type];
}

function feedHeadTags(options: BlogOptions, base: string, siteTitle: string): { tag: 'link'; attrs: Record<string, string> }[] {
  const title = feedLinkName(options, siteTitle);
  return feedTypes(options).map((type) => ({
    tag: 'link' as const,
    attrs: { rel: 'alternate', type: FEED_MIME[type], href: joinUrl(base, FEED_FILES[type]), title: `${title} ${type === 'json' ? 'JSON Feed' : type === 'rss' ? 'RSS Feed' : 'Atom Feed'}` },
  }));
}
