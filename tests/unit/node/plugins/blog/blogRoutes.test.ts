import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import { normalizeAuthorsFile } from '../../../../../src/node/plugins/blog/authors.js';
import { blogRoutes, type LoadedPost } from '../../../../../src/node/plugins/blog/blogRoutes.js';
import type { MarkdownOutput } from '../../../../../src/node/markdown/types.js';

function compiled(frontMatter: Record<string, unknown>, truncated = true): MarkdownOutput {
  return { frontMatter, body: ['body'], excerpt: truncated ? ['excerpt'] : undefined, hasTruncateMarker: truncated, toc: [], anchors: [], links: [], brokenMarkdownLinks: [], linkLookups: {}, assets: [], head: [], wordCount: 10, readingTime: 1, features: [] };
}

function post(relPath: string, frontMatter: Record<string, unknown>, truncated = true): LoadedPost {
  return { relPath, sitePath: `blog/${relPath}`, siteRelPath: `blog/${relPath}`, source: '---\n---\n', compiled: compiled(frontMatter, truncated) };
}

function options(extra: Record<string, unknown> = {}) {
  return siteConfigSchema.parse({ title: 'T', url: 'https://e.com', blog: [{ postsPerPage: 2, ...extra }] }).blog[0]!;
}

const ctx = (extra: Record<string, unknown> = {}) => ({
  options: options(extra),
  production: true,
  locale: { htmlLang: 'en', calendar: 'gregory' },
  site: { url: 'https://e.com', baseUrl: '/', title: 'Site', titleDelimiter: '|' },
  shareData: (name: string) => `/__folio/shared/${name}.json`,
  warn: () => undefined,
  log: () => undefined,
});

const authors = { ada: { name: 'Ada', page: 'ada' } };
const tags = { news: { label: 'News', permalink: '/news' } };

describe('blogRoutes', () => {
  const posts = [
    post('2024-01-01-a.md', { title: 'A', authors: ['ada'], tags: ['news'] }),
    post('2024-02-01-b.md', { title: 'B', authors: ['ada'], tags: ['news'] }),
    post('2024-03-01-c.md', { title: 'C', authors: ['ada'] }),
    post('2024-04-01-hidden.md', { title: 'Hidden', unlisted: true }),
    post('2024-05-01-draft.md', { title: 'Draft', draft: true }),
  ];
  const routes = blogRoutes({ posts, authors, tags }, ctx()).routes;
  const paths = routes.map((route) => route.path);

  it("names the `slug:` line of a post, the line to change when its URL clashes with another route's (audit)", () => {
    const moved = { ...post('2024-06-01-moved.md', { title: 'Moved', slug: '/blog/page/2' }), source: '---\ntitle: Moved\n\nslug: /blog/page/2\n---\nBody\n' };
    const built = blogRoutes({ posts: [...posts, moved], authors, tags }, ctx()).routes;
    expect(built.find((route) => route.kind === 'blogPost' && route.title === 'Moved')!.source).toMatchObject({ file: 'blog/2024-06-01-moved.md', line: 4 });
    expect(built.find((route) => route.kind === 'blogPost' && route.title === 'A')!.source!.line).toBeUndefined();
  });

  it('paginates the listed posts, newest first', () => {
    const first = routes.find((route) => route.path === '/blog')!;
    expect((first.props as { posts: { title: string }[] }).posts.map((p) => p.title)).toEqual(['C', 'B']);
    expect(paths).toContain('/blog/page/2');
    expect(paths).not.toContain('/blog/page/3');
  });

  it('builds unlisted posts but keeps them out of lists, and drops drafts', () => {
    expect(paths).toContain('/blog/2024/04/01/hidden');
    expect(routes.find((route) => route.path === '/blog/2024/04/01/hidden')!.noindex).toBe(true);
    expect(paths).not.toContain('/blog/2024/05/01/draft');
    const archive = routes.find((route) => route.kind === 'blogArchive')!;
    expect(JSON.stringify(archive.props)).not.toContain('Hidden');
  });

  it('lists unlisted posts like any other in the dev server, as Docusaurus does (unlisted is a production rule)', () => {
    const dev = blogRoutes({ posts, authors, tags }, { ...ctx(), production: false }).routes;
    const post = dev.find((route) => route.path === '/blog/2024/04/01/hidden')!;
    expect(post.noindex).toBeFalsy();
    expect(post.unlisted).toBeFalsy();
    const archive = dev.find((route) => route.kind === 'blogArchive')!;
    expect(JSON.stringify(archive.props)).toContain('Hidden');
  });

  it('gives list, tag, author and archive pages the blog folder as their source, not their first post', () => {
    const withFolder = blogRoutes({ posts, authors, tags, folder: 'content/blog' }, ctx()).routes;
    for (const kind of ['blogList', 'blogArchive', 'blogTags', 'blogAuthors']) {
      const sources = withFolder.filter((route) => route.kind === kind).map((route) => route.source?.file);
      expect(sources.length, kind).toBeGreaterThan(0);
      expect(new Set(sources), kind).toEqual(new Set(['content/blog']));
    }
    // A post's links on a list page still name the post's own file.
    expect(withFolder.find((route) => route.kind === 'blogPost')!.source!.file).toMatch(/^blog\/2024-/);
  });

  it("names, on a list page, a link of a post's partial after the partial", () => {
    const withLinks = post('2024-06-01-p.md', { title: 'P' });
    withLinks.compiled.links = [{ url: '/a', line: 3 }, { url: '/b', line: 1, file: 'blog/_shared.mdx' }];
    const list = blogRoutes({ posts: [withLinks], authors: {}, tags: {} }, ctx()).routes.find((route) => route.kind === 'blogList')!;
    expect(list.source!.links).toEqual([
      { url: '/a', line: 3, file: 'blog/2024-06-01-p.md' },
      { url: '/b', line: 1, file: 'blog/_shared.mdx' },
    ]);
  });

  it('describes the tags and authors pages by what they list, not by the site tagline', () => {
    const described = (kind: string) => routes.find((route) => route.kind === kind)?.description;
    expect(described('blogTags')).toMatch(/^.+: every tag, with how many posts carry it\.$/);
    expect(described('blogAuthors')).toMatch(/^.+: every author, with how many posts each wrote\.$/);
  });

  it("describes an author's page by the author's title, else by whose posts it lists, not by the blog", () => {
    const titled = { ...authors, grace: { name: 'Grace', title: 'Rear admiral', page: 'grace' } };
    const byAuthor = blogRoutes({ posts: [...posts, post('2024-06-01-g.md', { title: 'G', authors: ['grace'] })], authors: titled, tags }, ctx({ blogTitle: 'Changelog' })).routes;
    const described = (path: string) => byAuthor.find((route) => route.path === path)?.description;
    expect(described('/blog/authors/ada')).toBe('Changelog: posts by Ada.');
    expect(described('/blog/authors/grace')).toBe('Rear admiral');
  });

  it("shows authors.yml's description on the author's page, and describes the page by it, as Docusaurus does (bring-your-own audit: it was read and dropped)", () => {
    const { authors: known } = normalizeAuthorsFile({ jane: { name: 'Jane', title: 'Writer', page: true, description: 'Jane writes the docs.\n' } }, 'blog/authors.yml');
    const routes = blogRoutes({ posts: [post('2024-01-01-a.md', { title: 'A', authors: ['jane'] })], authors: known, tags: {} }, ctx()).routes;
    const page = routes.find((route) => route.path === '/blog/authors/jane')!;
    expect((page.props as { author: { description?: string } }).author.description).toBe('Jane writes the docs.');
    expect(page.description).toBe('Jane writes the docs.');
    // Only there: a post's byline does not carry it.
    expect((routes.find((route) => route.path === '/blog/2024/01/01/a')!.props as { authors: { description?: string }[] }).authors[0]!.description).toBeUndefined();
  });

  it("puts an author's page at authors.yml page.permalink, below the authors path, and links to it from posts and the authors index (Docusaurus's classic template)", () => {
    const { authors: known } = normalizeAuthorsFile({ slorber: { name: 'Sébastien Lorber', page: { permalink: '/all-sebastien-lorber-articles' } } }, 'blog/authors.yml');
    const routes = blogRoutes({ posts: [post('2024-01-01-a.md', { title: 'A', authors: ['slorber'] })], authors: known, tags: {} }, ctx()).routes;
    const page = '/blog/authors/all-sebastien-lorber-articles';
    expect(routes.map((route) => route.path).filter((path) => path.startsWith('/blog/authors'))).toEqual(['/blog/authors', page]);
    expect((routes.find((route) => route.path === '/blog/2024/01/01/a')!.props as { authors: { page?: string }[] }).authors.map((author) => author.page)).toEqual([page]);
    expect((routes.find((route) => route.path === '/blog/authors')!.props as { authors: { page?: string }[] }).authors.map((author) => author.page)).toEqual([page]);
  });

  it("titles author pages '{name} - {n} posts', describes a tag without a description by what it lists (not by the blog's description nor the tagline, as a docs tag), and heads every page of a tag's list alike, as Docusaurus does", () => {
    const route = (path: string) => routes.find((r) => r.path === path)!;
    expect(route('/blog/authors/ada').title).toBe('Ada - 3 posts');
    expect(route('/blog/authors/ada/authors/2').title).toBe('Ada - 3 posts — page 2');
    expect(route('/blog/tags/news').description).toBe('Every post of Blog tagged with "News".');
    const described = blogRoutes({ posts: [1, 2, 3].map((n) => post(`2024-0${n}-01-p${n}.md`, { title: `P${n}`, tags: ['news'] })), authors, tags: { news: { ...tags.news, description: 'What is new.' } } }, ctx()).routes;
    const pages = described.filter((r) => r.path.startsWith('/blog/tags/news'));
    expect(pages.map((r) => r.description)).toEqual(['What is new.', 'What is new.']);
    expect(pages.map((r) => (r.props as { listTitle?: string }).listTitle)).toEqual(['3 posts tagged with "News"', '3 posts tagged with "News"']);
    expect(pages.map((r) => r.title)).toEqual(['3 posts tagged with "News"', '3 posts tagged with "News" — page 2']);
  });

  it("gives a list page the features of the excerpts it shows, not of the full posts (KaTeX's CSS only where a formula shows)", () => {
    const withMath = (relPath: string, truncated: boolean, excerptFeatures?: string[]) => {
      const loaded = post(relPath, { title: relPath }, truncated);
      loaded.compiled = { ...loaded.compiled, features: ['code', 'math'], ...(excerptFeatures && { excerptFeatures }) };
      return loaded;
    };
    const only = (p: LoadedPost) => blogRoutes({ posts: [p], authors, tags }, ctx()).routes;
    const features = (routes: ReturnType<typeof only>, path: string) => routes.find((r) => r.path === path)!.features;
    const truncated = only(withMath('2024-01-01-t.md', true, ['code']));
    expect(features(truncated, '/blog')).toEqual(['code']);
    expect(features(truncated, '/blog/2024/01/01/t')).toEqual(['code', 'math']);
    expect(features(only(withMath('2024-01-01-w.md', false)), '/blog')).toEqual(['code', 'math']);
  });

  it("tells a hosted search crawler what each blog page lists (docusaurus_tag), as Docusaurus's blog theme does", () => {
    const tagOf = (path: string) => routes.find((r) => r.path === path)!.head?.find((t) => t.attrs?.name === 'docusaurus_tag')?.attrs?.content;
    const crawlerTagOf = (path: string) => routes.find((r) => r.path === path)!.head?.find((t) => t.attrs?.name === 'docsearch:docusaurus_tag')?.attrs?.content;
    expect(tagOf('/blog')).toBe('blog_posts_list');
    expect(tagOf('/blog/page/2')).toBe('blog_posts_list');
    expect(crawlerTagOf('/blog')).toBe('blog_posts_list');
    expect(tagOf('/blog/tags')).toBe('blog_tags_list');
    expect(tagOf('/blog/tags/news')).toBe('blog_tags_posts');
    expect(tagOf('/blog/authors')).toBe('blog_authors_list');
    expect(tagOf('/blog/authors/ada')).toBe('blog_authors_posts');
    // A post keeps the site's 'default', which contextual search matches.
    expect(tagOf('/blog/2024/03/01/c')).toBeUndefined();
  });

  it("puts the blog's sidebar beside its tags and authors pages, as Docusaurus does", () => {
    const shared = routes.find((r) => r.path === '/blog')!.shared;
    expect(shared).toBeDefined();
    for (const path of ['/blog/tags', '/blog/authors']) expect(routes.find((r) => r.path === path)!.shared, path).toEqual(shared);
  });

  it('aggregates tags and authors with paginated lists', () => {
    expect(paths).toEqual(expect.arrayContaining(['/blog/tags', '/blog/tags/news', '/blog/authors', '/blog/authors/ada', '/blog/authors/ada/authors/2']));
  });

  it('builds the tag and author pages only unlisted posts fill, holding them and unlisted themselves (issue 5 audit: broken links)', () => {
    const known = { ada: { name: 'Ada', page: 'ada' }, solo: { name: 'Solo', page: 'solo' } };
    const declared = { ...tags, secret: { label: 'Secret', permalink: '/secret-tag' } };
    const posts = [
      post('2024-01-01-a.md', { title: 'A', authors: ['ada'], tags: ['news'] }),
      post('2024-04-01-unlisted.md', { title: 'Unlisted', unlisted: true, authors: ['solo', 'ada'], tags: ['secret', 'news'] }),
    ];
    const routes = blogRoutes({ posts, authors: known, tags: declared }, ctx()).routes;
    const route = (path: string) => routes.find((r) => r.path === path);
    const titles = (path: string) => (route(path)?.props as { posts: { title: string }[] } | undefined)?.posts.map((p) => p.title);
    for (const path of ['/blog/tags/secret-tag', '/blog/authors/solo']) {
      expect(titles(path), path).toEqual(['Unlisted']);
      expect(route(path), path).toMatchObject({ noindex: true, unlisted: true });
    }
    // A tag or an author with a listed post lists only those, and stays listed.
    for (const path of ['/blog/tags/news', '/blog/authors/ada']) {
      expect(titles(path), path).toEqual(['A']);
      expect(route(path)!.unlisted, path).toBeUndefined();
    }
    // The indexes name only what has a listed post.
    expect((route('/blog/tags')!.props as { tags: { label: string; count: number }[] }).tags).toEqual([expect.objectContaining({ label: 'News', count: 1 })]);
    expect((route('/blog/authors')!.props as { authors: { name: string; count: number }[] }).authors).toEqual([expect.objectContaining({ name: 'Ada', count: 1 })]);
  });

  it('lists same-day changelog entries in file order (newest first), other same-day posts in file order as Docusaurus does, numbers compared as numbers', () => {
    const entry = (version: string): LoadedPost => ({ ...post(`${version}.md`, {}), generated: { title: version, date: '2024-01-01', slug: version, authors: [], line: 1 } });
    const changelog = blogRoutes({ posts: [entry('1.0.1'), entry('1.0.0')], authors: {}, tags: {} }, ctx({ routeBasePath: 'changelog', onUntruncatedBlogPosts: 'ignore' })).routes;
    const listed = (routes: typeof changelog) => (routes.find((route) => route.kind === 'blogList')!.props as { posts: { title: string }[] }).posts.map((p) => p.title);
    expect(listed(changelog)).toEqual(['1.0.1', '1.0.0']);
    expect((changelog.find((route) => route.path === '/changelog/1.0.1')!.props as { older?: { title: string } }).older?.title).toBe('1.0.0');
    const sameDay = ['rc.9', 'rc.10', 'rc.2'].map((rc) => post(`2024-05-01-${rc}.md`, { title: rc, slug: `3.6.0-${rc}` }));
    expect(listed(blogRoutes({ posts: sameDay, authors: {}, tags: {} }, ctx({ postsPerPage: 10 })).routes)).toEqual(['rc.2', 'rc.9', 'rc.10']);
  });

  it("titles the head's feed links after the site unless feedOptions.title says otherwise (issue 5 audit)", () => {
    const titles = (extra: Record<string, unknown> = {}) => blogRoutes({ posts, authors, tags }, ctx(extra)).headTags!.map((tag) => tag.attrs.title);
    expect(titles()).toEqual(['Site RSS Feed', 'Site Atom Feed']);
    expect(titles({ feedOptions: { type: ['json'], title: 'News' } })).toEqual(['News JSON Feed']);
  });

  it("dates a post with no dated file name and no `date:` by its file's first commit, as Docusaurus does (issue 5 audit)", () => {
    const undated: LoadedPost = { ...post('undated-post.md', { title: 'Undated' }), fileDate: '2024-06-07T08:09:10.000Z' };
    const page = blogRoutes({ posts: [undated], authors: {}, tags: {} }, ctx()).routes.find((route) => route.kind === 'blogPost')!;
    expect(page.path).toBe('/blog/undated-post');
    expect(page.props).toMatchObject({ date: '2024-06-07T08:09:10.000Z', formattedDate: 'June 7, 2024' });
    // A date the post gives wins over its file's.
    const dated: LoadedPost = { ...post('dated-post.md', { title: 'Dated', date: '2023-01-01' }), fileDate: '2024-06-07T08:09:10.000Z' };
    expect(blogRoutes({ posts: [dated], authors: {}, tags: {} }, ctx()).routes.find((route) => route.kind === 'blogPost')!.props).toMatchObject({ date: '2023-01-01T00:00:00.000Z' });
  });

  it("points an excerpt's in-page links at the post with the base URL and trailing slash the site serves it at", () => {
    const excerpted = post('2024-02-01-folder-post.md', { title: 'Folder post' });
    excerpted.compiled.excerpt = [{ t: 'p', c: ['Intro with ', { t: 'a', p: { href: '#highlights' }, h: 'highlights' }] }];
    const site = { ...ctx().site, baseUrl: '/sub/', trailingSlash: true };
    const list = blogRoutes({ posts: [excerpted], authors: {}, tags: {} }, { ...ctx(), site }).routes.find((route) => route.kind === 'blogList')!;
    expect(JSON.stringify((list.props as { posts: { content: unknown }[] }).posts[0]!.content)).toContain('"href":"/sub/blog/2024/02/01/folder-post/#highlights"');
  });

  it('reports a post without truncation marker at the line its text starts (dev server audit)', () => {
    const untruncated = { ...post('2024-01-01-long.md', { title: 'Long' }, false), source: '---\ntitle: Long\n---\n\nAn introduction.\n\nMore.\n' };
    const warnings: unknown[] = [];
    blogRoutes({ posts: [untruncated], authors: {}, tags: {} }, { ...ctx({ onUntruncatedBlogPosts: 'warn' }), warn: (warning: unknown) => void warnings.push(warning) });
    expect(warnings).toEqual([expect.objectContaining({ where: { file: 'blog/2024-01-01-long.md', line: 5 }, what: expect.stringContaining('no truncation marker') })]);
  });

  it('fails on a post without truncation marker when the rule is throw, naming the file', () => {
    const untruncated = [post('2024-01-01-long.md', { title: 'Long' }, false)];
    expect(() => blogRoutes({ posts: untruncated, authors: {}, tags: {} }, ctx({ onUntruncatedBlogPosts: 'throw' }))).toThrow(/blog\/2024-01-01-long\.md[\s\S]*no truncation marker/);
    expect(() => blogRoutes({ posts: untruncated, authors: {}, tags: {} }, ctx({ onUntruncatedBlogPosts: 'ignore' }))).not.toThrow();
  });

  it('fails on an inline tag when the rule is throw', () => {
    const inline = [post('2024-01-01-x.md', { title: 'X', tags: ['undeclared'] })];
    expect(() => blogRoutes({ posts: inline, authors: {}, tags, tagsFile: 'blog/tags.yml' }, ctx({ onInlineTags: 'throw' }))).toThrow(/Tag "undeclared" is not declared in blog\/tags\.yml/);
    // Without a tags file every tag is inline, and none is checked (as in Docusaurus).
    expect(() => blogRoutes({ posts: inline, authors: {}, tags: {} }, ctx({ onInlineTags: 'throw' }))).not.toThrow();
  });

  it("accepts Docusaurus's older single-author keys as an inline author", () => {
    const legacy = [post('2024-01-01-old.md', { title: 'Old', author: 'Grace Hopper', author_title: 'Rear admiral', author_url: 'https://example.com/grace', authorImageURL: '/img/grace.png', id: 'old-post' })];
    const page = blogRoutes({ posts: legacy, authors: {}, tags: {} }, ctx()).routes.find((route) => route.kind === 'blogPost')!;
    expect((page.props as { authors: unknown[] }).authors).toEqual([expect.objectContaining({ name: 'Grace Hopper', title: 'Rear admiral', url: 'https://example.com/grace' })]);
  });

  it('links the socials of an author written in the front matter, as those of authors.yml (Docusaurus 3.5+)', () => {
    const guest = [post('2024-05-01-guest.md', { title: 'Guest', authors: [{ name: 'Guest Writer', socials: { github: 'guest', stackoverflow: 82609 } }, 'ada'] })];
    const known = { ada: { name: 'Ada', page: 'ada', email: 'ada@example.com', socials: { x: 'https://x.com/ada' } } };
    const page = blogRoutes({ posts: guest, authors: known, tags: {} }, ctx()).routes.find((route) => route.kind === 'blogPost')!;
    expect((page.props as { authors: unknown[] }).authors).toEqual([
      expect.objectContaining({ name: 'Guest Writer', socials: { github: 'https://github.com/guest', stackoverflow: 'https://stackoverflow.com/users/82609' } }),
      expect.objectContaining({ name: 'Ada', email: 'ada@example.com', socials: { x: 'https://x.com/ada' } }),
    ]);
  });

  it('publishes a post at the time its front matter date gives, at the URL of its file name day', () => {
    const timed = [post('2024-05-01-guest-post.mdx', { title: 'Guest', date: '2024-05-01T10:00' })];
    const page = blogRoutes({ posts: timed, authors: {}, tags: {} }, ctx()).routes.find((route) => route.kind === 'blogPost')!;
    expect(page.path).toBe('/blog/2024/05/01/guest-post');
    expect((page.props as { date: string; formattedDate: string })).toMatchObject({ date: '2024-05-01T10:00:00.000Z', formattedDate: 'May 1, 2024' });
    expect(page.head).toContainEqual({ tag: 'meta', attrs: { property: 'article:published_time', content: '2024-05-01T10:00:00.000Z' } });
    expect(JSON.parse(page.head!.find((tag) => tag.tag === 'script')!.content!).datePublished).toBe('2024-05-01T10:00:00.000Z');
  });

  it("describes a post without a description by its first paragraph", () => {
    const plain = post('2024-01-01-plain.md', { title: 'Plain' });
    plain.compiled.summary = 'What this post is about.';
    plain.compiled.searchText = [{ heading: 'Plain', id: '', level: 1, text: 'What this post is about. And the rest of it.' }];
    const described = post('2024-01-02-described.md', { title: 'Described', description: 'Its own words.' });
    described.compiled.summary = 'Ignored.';
    const routes = blogRoutes({ posts: [plain, described], authors: {}, tags: {} }, ctx()).routes.filter((route) => route.kind === 'blogPost');
    expect(routes.map((route) => route.description).sort()).toEqual(['Its own words.', 'What this post is about.']);
  });

  it('describes a changelog entry, made of headings over lists, by the text of its first list rather than the tagline', () => {
    const entry: LoadedPost = {
      ...post('3.6.3.md', {}),
      generated: { title: '3.6.3', date: '2024-11-22', slug: '3.6.3', authors: [], line: 5 },
    };
    entry.compiled.searchText = [
      { heading: '🐛 Bug Fix', id: 'bug-fix', level: 4, text: 'folio-core: keep the sidebar open (#10712) (@mlindqvist)' },
      { heading: 'Committers: 1', id: 'committers-1', level: 4, text: 'Mara Lindqvist (@mlindqvist)' },
    ];
    const route = blogRoutes({ posts: [entry], authors: {}, tags: {} }, ctx({ onUntruncatedBlogPosts: 'ignore' })).routes.find((r) => r.kind === 'blogPost')!;
    expect(route.description).toBe('folio-core: keep the sidebar open (#10712) (@mlindqvist)');
    // A long first list is cut at a word, about a search result's length (3.0.0's ran to 4,500 characters).
    entry.compiled.searchText[0]!.text = 'folio-core: keep the sidebar open (#10712) (@mlindqvist) '.repeat(40);
    const long = blogRoutes({ posts: [entry], authors: {}, tags: {} }, ctx({ onUntruncatedBlogPosts: 'ignore' })).routes.find((r) => r.kind === 'blogPost')!;
    expect(long.description!.length).toBeLessThanOrEqual(200);
    expect(long.description).toMatch(/^folio-core: keep the sidebar open \(#10712\) \(@mlindqvist\) folio-core: .*\S…$/);
  });

  it("lists a post in the blog sidebar by its sidebar_label, as Docusaurus 3 does", () => {
    const labelled = [post('2024-01-02-welcome.md', { title: 'Welcome to the Acme blog', sidebar_label: 'Welcome' })];
    const sidebars: unknown[] = [];
    const { routes } = blogRoutes({ posts: labelled, authors: {}, tags: {} }, { ...ctx(), shareData: (name: string, data: unknown) => (sidebars.push(data), name) });
    expect(routes.find((route) => route.kind === 'blogPost')!.title).toBe('Welcome to the Acme blog');
    expect(sidebars).toEqual([expect.objectContaining({ items: [expect.objectContaining({ title: 'Welcome' })] })]);
  });

  it("titles the document of a post with title_meta (a head block's <title> still wins), its heading keeps the title", () => {
    const meta = [post('2024-01-02-meta.md', { title: 'Shown title', title_meta: 'Title for search engines' })];
    const page = blogRoutes({ posts: meta, authors: {}, tags: {} }, ctx()).routes.find((route) => route.kind === 'blogPost')!;
    expect(page.title).toBe('Shown title');
    expect(page.head!.filter((tag) => tag.tag === 'title')).toEqual([{ tag: 'title', attrs: {}, content: 'Title for search engines | Site' }]);
    const withBlock = post('2024-01-02-block.md', { title: 'Shown', title_meta: 'Meta' });
    withBlock.compiled.head = [{ tag: 'title', attrs: {}, content: 'From the head block' }];
    const blockPage = blogRoutes({ posts: [withBlock], authors: {}, tags: {} }, ctx()).routes.find((route) => route.kind === 'blogPost')!;
    expect(blockPage.head!.find((tag) => tag.tag === 'title')!.content).toBe('From the head block');
  });

  it("builds a post with a key of its own when onUnknownFrontMatterKeys is 'warn', warning once", () => {
    const custom = [post('2024-01-01-x.md', { title: 'X', featured: true })];
    expect(() => blogRoutes({ posts: custom, authors, tags }, ctx())).toThrow(/Unknown front matter key `featured`/);
    const warnings: string[] = [];
    const warned = { ...ctx(), site: { ...ctx().site, onUnknownFrontMatterKeys: 'warn' as const }, warn: (diagnostic: { what: string }) => void warnings.push(diagnostic.what) };
    expect(blogRoutes({ posts: custom, authors, tags }, warned).routes.some((route) => route.kind === 'blogPost')).toBe(true);
    expect(warnings).toEqual(['Unknown front matter key `featured`']);
  });

  describe('onInlineAuthors (the Docusaurus 3.6 classic template sets it; it was an unknown config field)', () => {
    const inlineAuthor = { ...post('2024-01-01-guest.md', { title: 'Guest', authors: [{ name: 'Guest Writer' }, 'ada'] }), source: '---\ntitle: Guest\nauthors:\n  - name: Guest Writer\n  - ada\n---\n' };
    const legacyAuthor = post('2024-02-01-legacy.md', { title: 'Legacy', author: 'Old Timer' });
    const keyed = post('2024-03-01-keyed.md', { title: 'Keyed', authors: ['ada'] });
    const report = (onInlineAuthors?: string) => {
      const reported: { warn: unknown[]; log: unknown[] } = { warn: [], log: [] };
      const extra = onInlineAuthors ? { onInlineAuthors } : {};
      const context = { ...ctx(extra), warn: (d: unknown) => void reported.warn.push(d), log: (d: unknown) => void reported.log.push(d) };
      blogRoutes({ posts: [inlineAuthor, legacyAuthor, keyed], authors, tags, authorsFile: 'blog/authors.yml' }, context);
      return reported;
    };

    it('warns by default about each post naming an author written in it, as Docusaurus 3.5+ does', () => {
      expect(report().warn).toMatchInlineSnapshot(`
        [
          {
            "fix": "Declare it once in blog/authors.yml and write the key in \`authors:\`, or set \`onInlineAuthors: 'ignore'\` on this blog instance to allow authors written in posts.",
            "plugin": "blog",
            "what": "Blog author "Guest Writer" written in the post, not declared in blog/authors.yml",
            "where": {
              "file": "blog/2024-01-01-guest.md",
              "line": 3,
            },
          },
          {
            "fix": "Declare it once in blog/authors.yml and write the key in \`authors:\`, or set \`onInlineAuthors: 'ignore'\` on this blog instance to allow authors written in posts.",
            "plugin": "blog",
            "what": "Blog author "Old Timer" written in the post, not declared in blog/authors.yml",
            "where": {
              "file": "blog/2024-02-01-legacy.md",
              "line": undefined,
            },
          },
        ]
      `);
    });

    it("prints them without a warning with 'log', says nothing with 'ignore', and fails the build with 'throw'", () => {
      expect(report('log')).toEqual({ warn: [], log: [expect.objectContaining({ where: { file: 'blog/2024-01-01-guest.md', line: 3 } }), expect.anything()] });
      expect(report('ignore')).toEqual({ warn: [], log: [] });
      expect(() => report('throw')).toThrow(/Blog author "Guest Writer" written in the post, not declared in blog\/authors\.yml/);
    });
  });

  it('refuses an unknown author key, listing the known ones', () => {
    const unknown = [post('2024-01-01-x.md', { title: 'X', authors: ['bob'] })];
    expect(() => blogRoutes({ posts: unknown, authors, tags }, ctx())).toThrow(/Unknown author key "bob"[\s\S]*use one of: ada/);
    // The authors map the blog reads (authorsMapPath), by name, and what to do when it declares nobody.
    expect(() => blogRoutes({ posts: unknown, authors, tags, authorsFile: 'content/blog/team.json' }, ctx())).toThrow(/Add "bob" to content\/blog\/team\.json, or use one of: ada/);
    expect(() => blogRoutes({ posts: unknown, authors: {}, tags, authorsFile: 'content/blog/authors.yml' }, ctx())).toThrow(/Declare "bob" in content\/blog\/authors\.yml \(no authors are declared: the file is missing or empty\), or write the author inline/);
  });

  it('fails on an impossible date, in the front matter (which YAML rolled over) or in the file name, instead of showing another day', () => {
    // What js-yaml made of `date: 2024-13-45`.
    const rolledOver = { ...post('hello.md', { title: 'Hello', date: '2025-02-14' }), source: '---\ntitle: Hello\ndate: 2024-13-45\n---\n' };
    const fileNamed = post('2024-02-30-slug.md', { title: 'Slug' });
    expect(() => blogRoutes({ posts: [rolledOver, fileNamed], authors: {}, tags: {} }, ctx())).toThrowErrorMatchingInlineSnapshot(`
      [BuildError: error [blog] blog/hello.md:3
        \`date: 2024-13-45\` is not a real calendar date: there is no month 13
        fix: Write the day the post was published as YYYY-MM-DD, e.g. \`date: 2024-05-01\`.
      error [blog] blog/2024-02-30-slug.md
        The date in the file name, 2024-02-30, is not a real calendar date: February 2024 has 29 days
        fix: Rename the file with a date the calendar has (YYYY-MM-DD-slug.md).]
    `);
  });
});

describe('a post\'s last update', () => {
  const fromGit = { date: '2024-06-02T10:00:00.000Z', author: 'Git Author', firstCommitDate: '2024-01-01T00:00:00.000Z' };
  const posts = [{ ...post('2024-01-01-a.md', { title: 'A' }), lastUpdate: fromGit }, { ...post('2024-02-01-b.md', { title: 'B', last_update: { date: '2024-07-01', author: 'Ann' } }), lastUpdate: fromGit }];
  const shownOn = (extra: Record<string, unknown>) =>
    Object.fromEntries(blogRoutes({ posts, authors: {}, tags: {} }, ctx(extra)).routes.filter((route) => route.kind === 'blogPost').map((route) => [route.path, (route.props as { lastUpdate?: unknown }).lastUpdate]));

  it("shows git's date and author, or the front matter's, only with the blog's options on, as Docusaurus 3.2+ (BYO audit: the options were refused)", () => {
    expect(shownOn({})).toEqual({ '/blog/2024/01/01/a': undefined, '/blog/2024/02/01/b': undefined });
    expect(shownOn({ showLastUpdateTime: true, showLastUpdateAuthor: true })).toEqual({
      '/blog/2024/01/01/a': { date: '2024-06-02T10:00:00.000Z', author: 'Git Author' },
      '/blog/2024/02/01/b': { date: '2024-07-01T00:00:00.000Z', author: 'Ann' },
    });
    expect(shownOn({ showLastUpdateTime: true })['/blog/2024/01/01/a']).toEqual({ date: '2024-06-02T10:00:00.000Z' });
  });
});
