// The plugin contract. A plugin is a small object with named lifecycle functions; each returns
// data and none reaches into another plugin's state. Built-in plugins (docs, blog, pages,
// sitemap, redirects, search index, offline, debug) use exactly this interface, and so can a
// site's own plugins listed in `plugins` of site.config.ts.
import type { HeadTag } from '../../shared/types.js';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic, Place } from '../errors.js';
import type { AssetRef, MarkdownInput, MarkdownOutput, SourceLink } from '../markdown/types.js';

/** One route a plugin adds. */
export interface RouteInput<P = unknown> {
  /** URL path, site-relative, without base URL (`/docs/intro`). */
  path: string;
  /** Theme component kind that renders it (`doc`, `blogPost`, `page:showcase` ...). */
  kind: string;
  /** Page title, without the site title. */
  title: string;
  description?: string;
  /** The component's props; must be JSON-serializable. */
  props: P;
  /** Shared data files this page uses, by name → URL (from `ctx.shareData`). */
  shared?: Record<string, string>;
  /** Exact match (default) or prefix match (the route also serves every path below it). */
  exact?: boolean;
  noindex?: boolean;
  /** Left out of sitemap and search, but built. */
  unlisted?: boolean;
  head?: HeadTag[];
  features?: string[];
  /** Source file (site-relative) and its internal links, for the link checker. */
  source?: { file: string; /** The line that declares the route, when one does (a redirect's `from`). */ line?: number; links?: SourceLink[]; anchors?: string[] };
  /** Written as the route's HTML instead of a React render (redirect pages). */
  staticHtml?: string;
  /** Title and description come from the page module's `meta` export (React pages). */
  fromModule?: boolean;
  /** Last modification (ISO date) for the sitemap. */
  lastmod?: string;
  /** Text for the search index, by section. */
  search?: SearchDocument;
}

export interface SearchDocument {
  /** `docs-{pluginId}-{version}`, `blog-{id}`, `default` ... */
  tag: string;
  /**
   * A docs version's place among its instance's versions loaded, newest first (the current docs,
   * when built, then released ones as versions.json lists them): the index lists newer versions'
   * pages first, so equal matches show the newest. Absent for pages that are no docs.
   */
  order?: number;
  /** Top of the hierarchy: the docs sidebar category or `Blog`. */
  lvl0: string;
  sections: { heading: string; id: string; level: number; text: string }[];
  /**
   * Other names of the page (a doc's sidebar label, its keywords): searched with the weight of its
   * title, never shown, so a reader typing the name the sidebar gives finds the page (after the
   * pages whose shown title or heading has the words).
   */
  aliases?: string[];
}

export interface LoadContext {
  config: SiteConfig;
  /** Absolute folder content paths are relative to. */
  siteDir: string;
  /** Production build (drafts excluded) or dev server (drafts shown). */
  mode: 'production' | 'development';
  /** Compile many markdown files, on worker threads when enabled. */
  compileMarkdown(inputs: MarkdownInput[]): Promise<MarkdownOutput[]>;
  /** Report a warning (printed, the build goes on). */
  warn(diagnostic: Diagnostic): void;
  /**
   * Dev server start only: the plugin may leave out what few pages need (older doc versions) and
   * call `deferred()` when it did; the server serves the first page, then loads it again in full.
   */
  partial?: { deferred(): void };
  /**
   * A folder where a plugin may keep what it derived from its inputs for the next build (the
   * docs' git dates); undefined when the build cache is off.
   */
  cacheDir?: string;
  /**
   * Production build with the cache on: what `routesReady` and `postBuild` receive as `reuse`,
   * known this early so a plugin can start reading what it recorded while content loads.
   */
  reuse?: BuildReuse;
}

export interface RouteContext {
  config: SiteConfig;
  mode: 'production' | 'development';
  /**
   * Stores data many pages share (a sidebar, a version's doc list) once and returns the URL
   * its JSON file will be served at. Calling it twice with equal data returns the same URL.
   */
  shareData(name: string, data: unknown): string;
  warn(diagnostic: Diagnostic): void;
  /** Prints a diagnostic that is no warning: a check the config sets to `log`. */
  log(diagnostic: Diagnostic): void;
}

export interface ContentLoadedResult {
  routes: RouteInput[];
  /** Route kind → absolute path of the component module that renders it (React pages). */
  modules?: Record<string, string>;
  /** Images and files the routes' markdown references, copied into the build. */
  assets?: AssetRef[];
  /** Tags for every page's head (feed links ...). */
  headTags?: HeadTag[];
  /** Small data every page can read (keep it independent of the number of pages). */
  globalData?: unknown;
  /**
   * Links the plugin puts on many pages (a sidebar's links), with where their author wrote them
   * and what to call that place in a message ("a sidebar"): a broken one is reported once, there.
   */
  sharedLinks?: { url: string; where: Place; writtenIn: string }[];
}

export interface PostBuildContext {
  config: SiteConfig;
  siteDir: string;
  /** Absolute output folder (a temporary folder, swapped into place on success). */
  outDir: string;
  routes: RouteInput[];
  /** Writes a file below outDir. */
  writeFile(relativePath: string, data: string | Uint8Array): Promise<void>;
  /**
   * With the build cache on: the output this build replaces (it may hold files to take over
   * unchanged) and a cache folder of this output's own, for remembering what they were made from.
   */
  reuse?: BuildReuse;
}

/**
 * What a production build with the cache on offers plugins for taking over unchanged output.
 * `previousDir` is the output this build replaces, read-only: it stays the live site until the
 * build succeeds. Pages taken over unchanged reach `outDir` in two steps: those at its top
 * (index.html, 404.html) right after rendering, the folders of the others after the last
 * `postBuild` (see carryOver.ts); until then they are in `previousDir` only.
 */
export interface BuildReuse {
  previousDir: string;
  /** A cache folder of this output's own, for remembering what files were made from. */
  cacheDir: string;
}

/** What `routesReady` receives. */
export interface RoutesReadyContext {
  config: SiteConfig;
  routes: RouteInput[];
  /** Absolute output folder (a temporary folder, swapped into place on success). */
  outDir: string;
  /** With the build cache on, as in `PostBuildContext`. */
  reuse?: BuildReuse;
}

export interface Plugin<Content = unknown> {
  /** Appears in every message this plugin causes. */
  name: string;
  /** Instance id when the plugin can be declared several times. */
  id?: string;
  /**
   * The URL path every route of the plugin lies under (`/blog`), for plugins whose content no
   * other page reads. A dev server starting with what the home page needs (a `partial` load)
   * loads such a plugin after the first page when this is not `/`.
   */
  servesUnder?: string;
  /**
   * The URL path every route of the plugin lies under, when other pages read its content (the
   * docs' `/docs`, which the navbar reads): which addresses are its own while it fails to load in
   * the dev server. `servesUnder` says the same of the others.
   */
  routesUnder?: string;
  /**
   * The component modules its routes will need (what `contentLoaded` returns as `modules`),
   * found without compiling anything, so the app can be bundled while content loads. A wrong
   * or missing answer only costs a second bundle.
   */
  predictModules?(ctx: { siteDir: string }): Promise<Record<string, string>>;
  /** Read what this plugin owns (files, data). */
  loadContent?(ctx: LoadContext): Promise<Content>;
  /** Pure: content → routes and global data. */
  contentLoaded?(content: Content, ctx: RouteContext): ContentLoadedResult | Promise<ContentLoadedResult>;
  /**
   * Production build: the route table is complete and pages are about to render. A plugin may
   * start work here that its `postBuild` finishes (on another thread, while pages render); it
   * must read what it needs now, as page props are let go while rendering. Work that writes into
   * `outDir` is returned, so a failing build waits for it before deleting the folder.
   */
  routesReady?(ctx: RoutesReadyContext): Promise<void> | void;
  /** After every page is written: feeds, sitemap, search index, service worker. */
  postBuild?(ctx: PostBuildContext): Promise<void>;
  /**
   * Route paths whose output files `postBuild` reads (the service worker precaches the search
   * page and what it loads). A rebuild puts an unchanged page's files in the output before post
   * build only for these (and pages with a file at the top of the output); the others move over
   * from the previous build after it.
   */
  postBuildReads?: string[];
  /**
   * The dev server runs `postBuild` too and serves the files it writes (a blog's feeds). Off by
   * default: production-only output (sitemap, service worker) stays out of development.
   */
  postBuildInDevelopment?: boolean;
  /**
   * Debug view of the loaded content (shown at /__docusaurus/debug/content). A production build
   * lists only what it builds: no drafts (see `debugFiles`).
   */
  debugContent?(content: Content, ctx: Pick<RouteContext, 'mode'>): unknown;
}
