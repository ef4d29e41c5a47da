// The blog plugin: reads posts (or splits a CHANGELOG.md), authors.yml and tags.yml, compiles
// the markdown and hands plain values to the pure `blogRoutes`; writes feeds after the build.
import { guardedEditUrl } from '../editUrl.js';
import { untrackedFilesWarning } from '../shownLastUpdate.js';
import type { OptionsWritten } from '../../config/optionsWritten.js';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogPostPageProps } from '../../../shared/blogTypes.js';
import { joinUrl, withBase } from '../../../shared/url.js';
import type { BlogOptions } from '../../config/schema.js';
import { loadDataFile } from '../../content/loadDataFile.js';
import { readContentFiles, type ContentFile } from '../../content/readContentFiles.js';
import { BuildError, displayPath, type Diagnostic } from '../../errors.js';
import { resolveLocaleConfig } from '../../build/siteData.js';
import { debugFiles } from '../debug.js';
import { gitLastUpdates, type LastUpdate } from '../docs/gitLastUpdate.js';
import { markdownInput } from '../markdownRoute.js';
import type { TagDefinition } from '../tags.js';
import { readTagsFile } from '../readTagsFile.js';
import { readTextFile } from '../../content/readTextFile.js';
import type { LoadContext, Plugin } from '../types.js';
import { normalizeAuthorsFile, type AuthorDefinition } from './authors.js';
import { blogRoutes, feedFile, feedTypes, type BlogContent, type LoadedPost } from './blogRoutes.js';
import { atomFeed, jsonFeed, rssFeed } from './feeds.js';
import { parsePostPath, postPermalink } from './postPath.js';
import { otherSectionHeadings, splitChangelog, type OtherSectionHeading } from './splitChangelog.js';
import { impossibleDayReason } from './postDate.js';
import { lineOfKeyPath } from '../../config/lineOfKeyPath.js';

function shown(abs: string): string {
  return displayPath(abs);
}

async function loadFolderPosts(dir: string, options: BlogOptions, ctx: LoadContext): Promise<LoadedPost[]> {
  const files = await readContentFiles(dir, process.cwd(), { extensions: ['.md', '.mdx'], plugin: 'blog', exclude: options.exclude });
  // Relative links between posts resolve to their URLs (slug front matter is read cheaply here).
  const linkMap: Record<string, string> = {};
  for (const file of files) {
    const slug = file.source.match(/^---[\s\S]*?^slug:\s*(.+)$[\s\S]*?^---/m)?.[1]?.trim().replace(/^['"]|['"]$/g, '');
    linkMap[file.sitePath] = postPermalink(options.routeBasePath, parsePostPath(file.relPath), slug);
  }
  const compiled = await ctx.compileMarkdown(files.map((file) => markdownInput(file, ctx, linkMap, `${path.basename(file.relPath).replace(/\.\w+$/, '').replace(/\W+/g, '-')}-`, 'remove')));
  const undated = files.filter((file, index) => !parsePostPath(file.relPath).date && compiled[index]!.frontMatter.date === undefined);
  // Git is asked only when a post needs its answer; its log is the one the docs read (same scope and cache).
  const showsLastUpdate = options.showLastUpdateTime || options.showLastUpdateAuthor;
  const fromGit = undated.length || showsLastUpdate ? await gitLastUpdates(dir, ctx.cacheDir, ctx.siteDir) : new Map<string, LastUpdate>();
  const fileDates = fileDatesOf(undated, fromGit);
  const untracked = untrackedFilesWarning('blog', shown(dir), options, files.length, files.filter((file) => fromGit.has(file.absPath)).length);
  if (untracked) ctx.warn(untracked);
  return files.map((file, index) => {
    const post = toLoadedPost(file, ctx.siteDir, compiled[index]!);
    const fileDate = fileDates.get(file.absPath);
    const lastUpdate = showsLastUpdate ? fromGit.get(file.absPath) : undefined;
    return { ...post, ...(fileDate && { fileDate }), ...(lastUpdate && { lastUpdate: { date: lastUpdate.date, author: lastUpdate.author } }) };
  });
}

/**
 * The date of a post that gives none (no dated file name, no `date:`), as Docusaurus takes it:
 * its file's first commit, else (a file git does not know yet) the file's creation time.
 */
function fileDatesOf(files: ContentFile[], fromGit: Map<string, LastUpdate>): Map<string, string> {
  return new Map(files.map((file) => [file.absPath, new Date(fromGit.get(file.absPath)?.firstCommitDate ?? createdAt(file.absPath)).toISOString()]));
}

/** When a file was created; its last change on a file system that does not record creation (birthtime 0). */
function createdAt(abs: string): number {
  const stats = statSync(abs);
  return stats.birthtimeMs || stats.mtimeMs;
}

function toLoadedPost(file: ContentFile, siteDir: string, compiled: LoadedPost['compiled'], generated?: LoadedPost['generated']): LoadedPost {
  return { relPath: file.relPath, sitePath: file.sitePath, siteRelPath: path.relative(siteDir, file.absPath).split(path.sep).join('/'), source: file.source, compiled, generated };
}

/** One post per `## version (date)` section of the changelog; committers become authors. */
async function loadChangelog(options: BlogOptions, ctx: LoadContext): Promise<{ posts: LoadedPost[]; authors: Record<string, AuthorDefinition> }> {
  const abs = path.resolve(ctx.siteDir, options.changelogFile!);
  if (!existsSync(abs)) {
    throw new BuildError({ plugin: 'blog', where: { file: shown(abs) }, what: 'The changelog file does not exist', fix: `Create it, or fix \`changelogFile\` of blog instance "${options.id}".` });
  }
  const source = readTextFile(abs, shown(abs), 'blog');
  const entries = splitChangelog(source);
  // A heading's date is checked against the calendar: `new Date` would roll 2024-11-31 over to
  // December 1 without a word.
  const impossible = entries.flatMap((entry) => {
    const reason = impossibleDayReason(entry.date);
    return reason ? [{ plugin: 'blog', where: { file: shown(abs), line: entry.line }, what: `The release date ${entry.date} of ${entry.version} is not a real calendar date: ${reason}`, fix: 'Correct the date in the heading (`## version (YYYY-MM-DD)`).' }] : [];
  });
  const others = otherSectionHeadings(source);
  const wrongReleases = others.filter((heading) => heading.releaseLike).map((heading) => changelogHeadingProblem(heading, shown(abs)));
  if (impossible.length || wrongReleases.length) throw new BuildError([...impossible, ...wrongReleases].sort((a, b) => a.where.line - b.where.line));
  for (const heading of others) if (!heading.releaseLike) ctx.warn(changelogHeadingProblem(heading, shown(abs)));
  const authors: Record<string, AuthorDefinition> = {};
  for (const entry of entries) for (const a of entry.authors) authors[a.handle] ??= { name: a.name, url: `https://github.com/${a.handle}`, page: a.handle };
  // Each entry is compiled from the line where its text starts, so the lines of its links and
  // problems are lines of CHANGELOG.md.
  const files: ContentFile[] = entries.map((entry) => ({ relPath: `${entry.version}.md`, sitePath: shown(abs), absPath: abs, source: entry.body }));
  const compiled = await ctx.compileMarkdown(
    files.map((file, index) => ({ ...markdownInput(file, ctx, {}, `v${entries[index]!.version.replace(/\W+/g, '-')}-`), firstLine: entries[index]!.bodyLine })),
  );
  const posts = entries.map((entry, index) =>
    toLoadedPost(files[index]!, ctx.siteDir, compiled[index]!, { title: entry.version, date: entry.date, slug: entry.version, authors: entry.authors.map((a) => a.handle), line: entry.line }),
  );
  return { posts, authors };
}

/**
 * The problem with a `##` heading that is no release heading: an error when it names a release in
 * another form (the release would be missing), a warning otherwise (`## Unreleased` is left out on purpose).
 */
function changelogHeadingProblem(heading: OtherSectionHeading, file: string): Diagnostic & { where: { line: number } } {
  const fate = heading.afterRelease ? 'shown as part of the release above it' : heading.releaseLike ? 'left out' : 'not published';
  if (heading.releaseLike) {
    const version = /^\[?(v?\d[^\s\]]*)/.exec(heading.text)?.[1] ?? heading.text;
    const date = /\d{4}-\d{1,2}-\d{1,2}/.exec(heading.text)?.[0]?.replace(/-(\d)(?!\d)/g, '-0$1') ?? 'YYYY-MM-DD';
    return { plugin: 'blog', where: { file, line: heading.line }, what: `\`## ${heading.text}\` is not a release heading: its section would be ${fate}`, fix: `Write it as \`## <version> (YYYY-MM-DD)\`, e.g. \`## ${version} (${date})\`.` };
  }
  return {
    plugin: 'blog',
    where: { file, line: heading.line },
    what: `\`## ${heading.text}\` is not a release heading: its section is ${fate}`,
    fix: heading.afterRelease
      ? 'Give it a version and a date, `## <version> (YYYY-MM-DD)`, to publish it as a release of its own; or make it a `###` heading, which says it belongs to the release above.'
      : 'Give it a version and a date, `## <version> (YYYY-MM-DD)`, to publish it; or leave it, if it is not meant to be published.',
  };
}

/** Changelog entries of old majors link to the page about their release line (`olderReleasesLink`). */
function changelogExtraLink(options: BlogOptions) {
  return (post: { post: LoadedPost }) => {
    const link = options.olderReleasesLink;
    const major = Number(post.post.generated?.title.split('.')[0]);
    return link && options.changelogFile && major < link.beforeMajor ? { label: link.label, href: link.to } : undefined;
  };
}

/** `written`: where the instance's options are written in the site config, whose lines problems with them point at. */
export function blogPlugin(given: BlogOptions, written?: OptionsWritten): Plugin<BlogContent> {
  const options: BlogOptions = { ...given, editUrl: guardedEditUrl(given.editUrl, written, 'blog', (params) => params.blogPath) };
  let postsForFeeds: BlogPostPageProps[] = [];
  return {
    name: 'blog',
    id: options.id,
    servesUnder: joinUrl('/', options.routeBasePath),
    async loadContent(ctx) {
      const dir = path.resolve(ctx.siteDir, options.path);
      let authors: Record<string, AuthorDefinition> = {};
      let tags: Record<string, TagDefinition> = {};
      let tagsFile: string | undefined;
      let posts: LoadedPost[];
      if (options.changelogFile) {
        ({ posts, authors } = await loadChangelog(options, ctx));
      } else {
        // A mistyped folder built an empty blog without a word (bad-input audit).
        if (!existsSync(dir)) {
          const pathLine = written && lineOfKeyPath(written.source, [...written.keyPath, 'path']);
          ctx.warn({
            plugin: 'blog',
            where: pathLine === undefined ? { file: shown(dir) } : { file: written!.file, line: pathLine },
            what: `The folder of blog instance "${options.id}" does not exist: ${shown(dir)}, so the blog has no posts`,
            fix: 'Correct `path` of the blog instance, or create the folder and put posts in it.',
          });
        }
        posts = await loadFolderPosts(dir, options, ctx);
        const authorsAbs = path.join(dir, options.authorsMapPath);
        if (existsSync(authorsAbs)) {
          const normalized = normalizeAuthorsFile(await loadDataFile(authorsAbs, shown(authorsAbs), 'blog'), shown(authorsAbs), await readFile(authorsAbs, 'utf8'));
          if (normalized.problems.length) throw new BuildError(normalized.problems);
          normalized.warnings.forEach((warning) => ctx.warn(warning));
          authors = normalized.authors;
        }
        ({ tags, tagsFile } = await readTagsFile({ dir, tags: options.tags, plugin: 'blog', shown, written }));
      }
      return { posts, authors, tags, tagsFile, authorsFile: options.changelogFile ? undefined : shown(path.join(dir, options.authorsMapPath)), folder: shown(path.resolve(ctx.siteDir, options.changelogFile ?? options.path)) };
    },
    contentLoaded(content, ctx) {
      const locale = resolveLocaleConfig(ctx.config, ctx.config.i18n.defaultLocale);
      const result = blogRoutes(content, {
        options,
        production: ctx.mode === 'production',
        locale,
        site: ctx.config,
        shareData: ctx.shareData,
        warn: ctx.warn,
        log: ctx.log,
        extraLink: changelogExtraLink(options),
      });
      postsForFeeds = result.routes.filter((route) => route.kind === 'blogPost' && !route.unlisted).map((route) => route.props as BlogPostPageProps);
      for (const tag of result.headTags ?? []) tag.attrs.href = withBase(tag.attrs.href!, ctx.config.baseUrl);
      return result;
    },
    postBuildInDevelopment: true,
    async postBuild(ctx) {
      const types = feedTypes(options);
      if (!types.length || !postsForFeeds.length) return;
      const input = { options, siteTitle: ctx.config.title, site: ctx.config, posts: postsForFeeds };
      const writers = { rss: rssFeed, atom: atomFeed, json: jsonFeed };
      await Promise.all(types.map((type) => ctx.writeFile(path.posix.join(joinUrl('/', options.routeBasePath).slice(1), feedFile(type)), writers[type](input))));
    },
    // A changelog entry has no front matter of its own: its title, date and line come from the
    // changelog's heading (`generated`).
    debugContent: (content, ctx) => ({
      posts: debugFiles(content.posts, ctx.mode).map((post) => ({
        file: post.generated ? `${post.sitePath}:${post.generated.line}` : post.sitePath,
        title: post.generated?.title ?? post.compiled.title,
        ...(post.generated && { date: post.generated.date, slug: post.generated.slug }),
        frontMatter: post.compiled.frontMatter,
      })),
      authors: content.authors,
      tags: content.tags,
    }),
  };
}

