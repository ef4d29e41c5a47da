// The pages plugin: `.md`/`.mdx` files become markdown pages and `.tsx`, `.jsx`, `.js` and `.ts`
// files React pages, as in Docusaurus, at URLs taken from their paths (`index` → the folder's URL).
import path from 'node:path';
import { z } from 'zod';
import type { HeadTag } from '../../shared/types.js';
import { joinUrl } from '../../shared/url.js';
import type { PagesOptions } from '../config/schema.js';
import { readContentFiles, type ContentFile } from '../content/readContentFiles.js';
import { BuildError, type Diagnostic } from '../errors.js';
import type { MarkdownOutput, SourceLink } from '../markdown/types.js';
import type { ContentLoadedResult, Plugin, RouteInput } from './types.js';
import { checkCommonFrontMatter, commonFrontMatter, lastUpdateFrontMatter, validateFrontMatter, type UnknownKeysPolicy } from './validateFrontMatter.js';
import { debugFiles } from './debug.js';
import { markdownInput, routeHead } from './markdownRoute.js';
import { reactPageLinks } from './reactPageLinks.js';

/**
 * Front matter a markdown page accepts (Docusaurus 3's keys). `last_update` is accepted and
 * shown nowhere: Docusaurus shows a page's only with the pages plugin's `showLastUpdateTime` or
 * `showLastUpdateAuthor`, off by default, which Folio's pages plugin does not have.
 */
export const pageFrontMatter = z.object({ ...commonFrontMatter, wrapperClassName: z.string().optional(), slug: z.string().optional(), last_update: lastUpdateFrontMatter }).strict().superRefine(checkCommonFrontMatter);

export interface MarkdownPageFile {
  file: ContentFile;
  compiled: MarkdownOutput;
}

export interface PagesContent {
  markdown: MarkdownPageFile[];
  /** React pages: site-relative file path and absolute module path. */
  /** React pages, with the links they write as string literals (for the link check's lines). */
  react: { relPath: string; sitePath: string; absPath: string; links?: SourceLink[] }[];
}

/** The extensions of React pages (`src/pages/index.js` is a Docusaurus site's home page). */
const REACT_PAGE_EXTENSIONS = ['.tsx', '.jsx', '.js', '.ts'];
const REACT_PAGE = /\.[tj]sx?$/;

/**
 * Files of the pages folder that are no pages, as Docusaurus's default `exclude` has it: type
 * declarations and tests (`_` files and folders are never read, see readContentFiles).
 */
const NOT_A_PAGE = /\.d\.ts$|\.test\.[tj]sx?$|(?:^|\/)__tests__\//;

/** `guides/index.md` → `/guides`, `about.tsx` → `/about`, joined to the route base. */
export function pagePath(relPath: string, routeBasePath: string): string {
  const withoutExt = relPath.replace(/\.(md|mdx|[tj]sx?)$/, '');
  const parts = withoutExt.split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return joinUrl('/', routeBasePath, ...parts);
}

export function pageKind(pluginId: string, relPath: string): string {
  return `page:${pluginId}/${relPath.replace(REACT_PAGE, '')}`;
}

export function pagesPlugin(options: PagesOptions): Plugin<PagesContent> {
  return {
    name: 'pages',
    id: options.id,
    servesUnder: joinUrl('/', options.routeBasePath),
    async predictModules(ctx) {
      const reactFiles = await readContentFiles(path.resolve(ctx.siteDir, options.path), process.cwd(), { extensions: REACT_PAGE_EXTENSIONS, plugin: 'pages' });
      return reactPageModules(reactFiles.filter((file) => !NOT_A_PAGE.test(file.relPath)), options.id);
    },
    async loadContent(ctx) {
      const dir = path.resolve(ctx.siteDir, options.path);
      const root = process.cwd();
      // One walk of the folder: pages in markdown and React pages.
      const files = (await readContentFiles(dir, root, { extensions: ['.md', '.mdx', ...REACT_PAGE_EXTENSIONS], plugin: 'pages' })).filter((file) => !NOT_A_PAGE.test(file.relPath));
      const markdownFiles = files.filter((file) => /\.mdx?$/.test(file.relPath));
      const reactFiles = files.filter((file) => REACT_PAGE.test(file.relPath));
      const linkMap = Object.fromEntries(markdownFiles.map((file) => [file.sitePath, pagePath(file.relPath, options.routeBasePath)]));
      const compiled = await ctx.compileMarkdown(markdownFiles.map((file) => markdownInput(file, ctx, linkMap, undefined, 'keep')));
      return {
        markdown: markdownFiles.map((file, index) => ({ file, compiled: compiled[index]! })),
        react: reactFiles.map((file) => ({ relPath: file.relPath, sitePath: file.sitePath, absPath: file.absPath, links: reactPageLinks(file.source, ctx.config) })),
      };
    },
    contentLoaded(content, ctx) {
      return pagesRoutes(content, options, { production: ctx.mode === 'production', unknownKeys: ctx.config.onUnknownFrontMatterKeys, warn: ctx.warn });
    },
    debugContent: (content, ctx) => ({
      markdown: debugFiles(content.markdown, ctx.mode).map((page) => ({ file: page.file.sitePath, title: page.compiled.title, frontMatter: page.compiled.frontMatter })),
      react: content.react.map((page) => page.sitePath),
    }),
  };
}

/** Route kind → module of each React page. */
export function reactPageModules(pages: readonly { relPath: string; absPath: string }[], pluginId: string): Record<string, string> {
  return Object.fromEntries(pages.map((page) => [pageKind(pluginId, page.relPath), page.absPath]));
}

/** Pure: pages content → routes (and the React page modules for the registry). */
export function pagesRoutes(
  content: PagesContent,
  options: PagesOptions,
  { production, unknownKeys, warn }: { production: boolean; unknownKeys?: UnknownKeysPolicy; warn(diagnostic: Diagnostic): void },
): ContentLoadedResult {
  const problems: Diagnostic[] = [];
  const routes: RouteInput[] = [];
  for (const { file, compiled } of content.markdown) {
    const { value: fm, problems: fmProblems, warnings } = validateFrontMatter(pageFrontMatter, compiled.frontMatter, { file: file.sitePath, source: file.source, plugin: 'pages' }, unknownKeys);
    problems.push(...fmProblems);
    for (const warning of warnings) warn(warning);
    if (!fm || (production && fm.draft)) continue;
    const head: HeadTag[] = routeHead(compiled, fm);
    // Production only, as in Docusaurus: in the dev server an unlisted page is like any other.
    const unlisted = production && Boolean(fm.unlisted);
    const noindex = unlisted || head.some((tag) => tag.tag === 'meta' && tag.attrs.name === 'robots' && /noindex/.test(tag.attrs.content ?? ''));
    const routePath = fm.slug ? joinUrl('/', options.routeBasePath, fm.slug) : pagePath(file.relPath, options.routeBasePath);
    routes.push({
      path: routePath,
      kind: 'mdPage',
      title: fm.title ?? compiled.title ?? '',
      description: fm.description,
      props: { body: compiled.body, toc: compiled.toc, hideTableOfContents: fm.hide_table_of_contents, wrapperClassName: fm.wrapperClassName, unlisted },
      noindex,
      unlisted,
      head,
      features: compiled.features,
      source: { file: file.sitePath, links: compiled.links, anchors: compiled.anchors },
      search: noindex ? undefined : { tag: 'default', lvl0: 'Pages', sections: compiled.searchText ?? [] },
    });
  }
  if (problems.length) throw new BuildError(problems);
  const modules = reactPageModules(content.react, options.id);
  for (const page of content.react) {
    const kind = pageKind(options.id, page.relPath);
    routes.push({
      path: pagePath(page.relPath, options.routeBasePath),
      kind,
      title: '',
      props: {},
      fromModule: true,
      source: { file: page.sitePath, links: page.links },
    });
  }
  return { routes, modules, assets: content.markdown.flatMap((page) => page.compiled.assets) };
}
