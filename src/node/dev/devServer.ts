// `npm start`: serves the site from memory, rendering each page when it is requested. A saved
// markdown file reloads only the plugin instance that owns it (its other files come from the
// in-memory markdown cache, every other plugin keeps its content and routes), the route table
// is rebuilt, and open browsers refetch the data of the pages that changed; theme or config
// edits rebuild the bundles and reload. Errors go to the terminal and to an overlay.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { SourceMapPayload } from 'node:module';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { esbuild } from '../bundle/esbuild.js';
import { lookup } from 'mrmime';
import sirv from 'sirv';
import { dataPathFor, normalizePath, stripBase, stripHtmlSuffix, withBase } from '../../shared/url.js';
import { escapeHtml } from '../prerender/headTags.js';
import type { PageData } from '../../shared/types.js';
import { bundleServer, createClientBundler, type InMemoryClientBundle } from '../bundle/bundleApp.js';
import { removeServerBundle } from '../bundle/serverBundleFiles.js';
import { forgetServerBundle, loadServerBundle } from '../prerender/loadServerBundle.js';
import type { RegistryModules } from '../bundle/registry.js';
import { loadConfig, type LoadedConfig } from '../config/loadConfig.js';
import { BuildError, combineErrors, displayPath, formatDiagnostic, isBuildError, type Diagnostic } from '../errors.js';
import { assertNavbarItems } from '../checks/navbarItems.js';
import { assertConfigImages } from '../checks/configImages.js';
import { cssModuleClassMap } from '../content/cssModuleClasses.js';
import { assertThemeComponentKeys } from '../checks/themeComponents.js';
import { unbuiltLocales } from '../checks/unbuiltLocales.js';
import { createLogger, type Logger } from '../build/logger.js';
import { contentHash, loadSite, type LoadedSite } from '../build/loadSite.js';
import { createMarkdownCache } from '../build/markdownCache.js';
import { createMarkdownService, markdownCompilerOptions, type MarkdownService } from '../build/markdownService.js';
import { modulesWithoutDefault, readModuleFacts } from '../build/moduleRoutes.js';
import { readSiteMdxComponents } from '../content/mdxComponents.js';
import { CACHE_DIR, pageDataOf, predictRegistryModules, registryModules, repoRoot, themeDir, themeStylesheets } from '../build/sitePieces.js';
import { createPlugins } from '../build/createPlugins.js';
import { renderDocument } from '../prerender/renderBatch.js';
import { RenderFailure, renderFailureDiagnostic } from '../prerender/renderFailure.js';
import { VENDOR_DIR, vendorFolders } from '../bundle/vendor.js';
import { SEARCH_INDEX_DIR, searchIndexFiles } from '../plugins/search/index.js';
import type { Plugin, RouteInput } from '../plugins/types.js';
import type { SiteConfig } from '../config/schema.js';
import { CLIENT_ERROR_URL, DEV_ERROR_GLOBAL, EVENTS_URL, type DevErrorPage, type DevEvent } from '../../shared/devProtocol.js';
import { browserErrorDiagnostic, parseBrowserErrorReport, type BundleMapOf } from './browserError.js';
import { changedRoutes } from './changedRoutes.js';
import { createChangeQueue } from './changeQueue.js';
import { contentOwners, isInside, pluginInputs } from './contentOwners.js';
import { createMemoryMarkdownCache } from './memoryMarkdownCache.js';
import { modulesChanged, routeAt, savedSiteModule, siteState, type SiteState } from './siteState.js';
import { watchFile, watchFolder } from './watchFolder.js';
import { warningsToPrint, type StandingWarnings } from './warningsToPrint.js';
import { listen } from '../serve/listen.js';
import { servedAt, serverUrl } from '../serve/serverUrl.js';

/** The Content-Type of a file the dev server sends from memory or from disk, by its extension. */
function contentTypeOf(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return /^text\/|javascript|json|svg/.test(type) ? `${type}; charset=utf-8` : type;
}

export interface DevServerOptions {
  configPath: string;
  port: number;
  host: string;
  logger?: Logger;
  /**
   * Keep compiled markdown in the build's cache on disk too (default), so a restart compiles
   * only what changed; `false` starts from nothing (the bench measures both).
   */
  diskCache?: boolean;
}

export interface DevServer {
  url: string;
  /** Resolves once the content left out to serve the first page sooner is loaded too. */
  whenComplete(): Promise<void>;
  close(): Promise<void>;
}

const DEV_CLIENT_URL = '/__folio/dev-client.js';
const SITE_DATA_URL = '/__folio/site.json';
/** Versions of the site data kept for pages rendered with them (see `siteDataUrl`). */
const SITE_VERSIONS_KEPT = 16;
/** Printed once the whole site is loaded (the bench waits for it). */
export const ALL_LOADED = 'every page loaded';
/** Where the client bundle is built (in memory: its files' paths, which its source maps start from). */
const DEV_BUNDLE_DIR = path.join(CACHE_DIR, 'dev');
/** A browser's error report is a message and a stack: more is not one. */
const MAX_ERROR_REPORT_BYTES = 64 * 1024;
/** Events kept for a browser connection that passes to another tab (see `send`). */
const RECENT_EVENTS = 50;
/** Let a burst of file events (an editor's save) settle before rebuilding. */
const DEBOUNCE_MS = 40;
/** The content left out at start loads after the first page is served, or after this long without a request. */
const FIRST_PAGE_WAIT_MS = 500;
/** A background compile gives pending requests a turn this often. */
const COMPILE_SLICE_MS = 50;

/** The files of the plugins whose `postBuild` runs in development too (feeds, the web manifest), by URL path below the base URL. */
async function developmentOutput(state: SiteState, config: SiteConfig, siteDir: string): Promise<Map<string, string | Uint8Array>> {
  const files = new Map<string, string | Uint8Array>();
  const writeFile = async (relativePath: string, data: string | Uint8Array) => void files.set(`/${relativePath.split(path.sep).join('/')}`, data);
  for (const plugin of state.loaded.plugins) {
    if (plugin.postBuildInDevelopment) await plugin.postBuild?.({ config, siteDir, outDir: '', routes: state.routes, writeFile });
  }
  return files;
}

/**
 * The problems an error stands for: a build error's own; a page that failed to render, placed as
 * a build places it (the component that threw, else the page's source); anything else with its
 * stack printed to the terminal, where the overlay sends the reader.
 */
function errorDiagnostics(error: unknown, state: SiteState | undefined, written: LoadedConfig['written']): Diagnostic[] {
  if (isBuildError(error)) return error.diagnostics;
  if (error instanceof RenderFailure) return [renderFailureDiagnostic(error.info, { source: state?.byPath.get(error.info.path)?.source?.file, config: written })];
  console.error(error instanceof Error ? error.stack ?? error.message : String(error));
  return [{ what: error instanceof Error ? error.message : String(error), fix: 'See the terminal for the stack trace.' }];
}

const isCssModule = (file: string) => file.endsWith('.module.css');

/** The classes a CSS module defines, as one string to compare; undefined for one that cannot be read or `composes`. */
function classesOf(file: string): string | undefined {
  try {
    const map = cssModuleClassMap(file, readFileSync(file, 'utf8'));
    return map && Object.keys(map).sort().join(' ');
  } catch {
    return undefined;
  }
}

/** The source map of a client bundle file the browser loaded, by its URL path (see browserError.ts). */
function bundleMapOf(bundle: InMemoryClientBundle | undefined, urlPath: string, baseUrl: string): ReturnType<BundleMapOf> {
  const map = bundle?.contents.get(`${urlPath}.map`);
  if (!map || !urlPath.startsWith(baseUrl)) return undefined;
  return { payload: JSON.parse(Buffer.from(map).toString('utf8')) as SourceMapPayload, dir: path.dirname(path.join(DEV_BUNDLE_DIR, urlPath.slice(baseUrl.length))) };
}

/** A request's body as text, up to `limit` bytes (the rest is not read). */
function readBody(req: http.IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function bundleDevClient(): Promise<string> {
  const result = await esbuild().build({ entryPoints: [path.join(repoRoot, 'src/client/dev/devClient.ts')], bundle: true, write: false, format: 'iife', target: 'es2020', minify: true, logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

let serverInstances = 0;

/** A promise awaited later (or never): its rejection must not count as unhandled meanwhile. */
function inBackground<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const serverInstance = ++serverInstances;
  const logger = options.logger ?? createLogger();
  const startedAt = performance.now();
  // Neither depends on the site: they run while it loads, and only their requests wait for them.
  const devClient = inBackground(bundleDevClient());
  const vendorReady = inBackground(vendorFolders(CACHE_DIR));
  let loadedConfig: LoadedConfig = await loadConfig(options.configPath);
  unbuiltLocales(loadedConfig.config.i18n, loadedConfig.written).forEach((warning) => logger.warn(warning));
  // Disk writes wait until the whole site is loaded (see `completing`), off the first page's path.
  // The names the site's MDXComponents registers, read again when that file is saved (see below).
  const readMdxComponents = () => {
    const read = readSiteMdxComponents(loadedConfig.siteDir);
    read.warnings.forEach((warning) => logger.warn(warning));
    return read.components;
  };
  let mdxComponents = readMdxComponents();
  // Keyed by the options the compiler runs with, those names included: a new set gets a new cache.
  const createCache = () =>
    createMemoryMarkdownCache(
      options.diskCache === false ? undefined : createMarkdownCache(CACHE_DIR, markdownCompilerOptions(loadedConfig.config, mdxComponents, 'development')),
      { holdWrites: true },
    );
  let markdownCache = createCache();
  const createMarkdown = () => createMarkdownService({ ...markdownCompilerOptions(loadedConfig.config, mdxComponents, 'development'), threads: 0, cache: markdownCache, yieldEveryMs: COMPILE_SLICE_MS });
  let markdown: MarkdownService = createMarkdown();
  let inputs = pluginInputs(loadedConfig.config, loadedConfig.siteDir);
  let state: SiteState | undefined;
  /**
   * The site data a page was rendered with, by a URL naming its version. A page served while the
   * site was still loading (the home page first, the blog and older versions after it) must
   * hydrate with the data it was rendered with: fetched a moment later from one fixed URL, it
   * was the complete site's, whose navbar differs, and React reported a hydration mismatch. The
   * newer data reaches the page through the `update` event, like any edit.
   */
  const siteVersions = new Map<string, string>();
  const siteDataUrl = (current: SiteState): string => {
    const version = contentHash(current.siteJson);
    if (!siteVersions.has(version)) {
      siteVersions.set(version, current.siteJson);
      if (siteVersions.size > SITE_VERSIONS_KEPT) siteVersions.delete(siteVersions.keys().next().value!);
    }
    return withBase(`${SITE_DATA_URL}?v=${version}`, loadedConfig.config.baseUrl);
  };

  let error: Diagnostic[] | undefined;
  /** The warnings printed that still stand: a load prints only those that are news (see warningsToPrint). */
  let standingWarnings: StandingWarnings = new Map();
  /** Plugins whose last reload failed: the state still holds their older content. */
  const failed = new Set<number>();
  /** What those plugins threw, while it is the site's error: the rest of the site is served. */
  let failureProblems: Diagnostic[] | undefined;
  let client: InMemoryClientBundle | undefined;
  /** The bundle `client` replaced: a tab that loaded its page just before still fetches the chunks it names. */
  let previousClient: InMemoryClientBundle | undefined;
  /** The classes each CSS module the bundles hold defines, as of the last bundle (see cssModuleClassesChanged). */
  let cssModuleClasses = new Map<string, string | undefined>();
  let bundler: Awaited<ReturnType<typeof createClientBundler>> | undefined;
  /** The modules `bundler` was created for (JSON). */
  let bundledModules = '';
  let serverFile = '';
  let bundleVersion = 0;
  const listeners = new Set<http.ServerResponse>();
  /** The background load of what a partial load left out; change handling waits for it. */
  let completing: Promise<void> = Promise.resolve();
  let firstPageServed: () => void = () => undefined;

  // Events are numbered and the last few kept: a browser's one connection (devClient.ts) passes
  // from a tab that closed to another, which asks for what was sent meanwhile (`?since=N`); an
  // edit saved in that moment was lost (verification audit).
  let sentCount = 0;
  const recentEvents: { id: number; event: DevEvent }[] = [];
  const send = (event: DevEvent) => {
    const id = ++sentCount;
    recentEvents.push({ id, event });
    if (recentEvents.length > RECENT_EVENTS) recentEvents.shift();
    for (const res of listeners) res.write(`id: ${id}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  /** What a connection asking for the events after `since` missed: the updates (the state is sent anyway), or a reload when they are no longer kept. */
  const missedEvents = (since: number): DevEvent[] => {
    // A number from before a restart of the server, or none missed.
    if (!Number.isInteger(since) || since >= sentCount || since < 0) return [];
    if ((recentEvents[0]?.id ?? Infinity) > since + 1) return [{ type: 'reload' }];
    return recentEvents.filter(({ id, event }) => id > since && event.type !== 'ok' && event.type !== 'error').map(({ event }) => event);
  };
  const print = (problems: Diagnostic[]) => {
    for (const problem of problems) console.error(formatDiagnostic(problem));
  };
  /** The site's error: what loading the content or config found, shown by every page until an edit fixes it. */
  const report = (problems: Diagnostic[]) => {
    error = problems;
    print(problems);
    send({ type: 'error', problems });
  };

  /**
   * Takes the plugins that failed to load in `loaded` (served without them, or as they last
   * loaded) as the site's error, retried with the next edit; or clears the error.
   */
  const settleFailures = (loaded: LoadedSite, { again = true }: { again?: boolean } = {}) => {
    failed.clear();
    loaded.failures.forEach((_, index) => failed.add(index));
    failureProblems = loaded.failures.size ? errorDiagnostics(combineErrors([...loaded.failures.values()]), state, loadedConfig.written) : undefined;
    // The load of the rest of the site after the first page meets a failed plugin's error again:
    // printed once (bad-input audit: twice at every start). A save that leaves it prints it again.
    if (failureProblems && !again && error && JSON.stringify(failureProblems) === JSON.stringify(error)) error = failureProblems;
    else if (failureProblems) report(failureProblems);
    else error = undefined;
  };

  /**
   * Loads every plugin — `partial`ly: leaving out what few pages need — or with `reload` only
   * those, in full (the others keep their content and routes). `changed`: the files saved, whose
   * warnings are printed again; the load's other warnings only when they are new.
   */
  const loadContent = async ({ reload, partial = false, plugins = state?.loaded.plugins ?? createPlugins(loadedConfig.config, loadedConfig.written), changed = [] }: { reload?: ReadonlySet<number>; partial?: boolean; plugins?: Plugin<unknown>[]; changed?: readonly string[] }): Promise<LoadedSite> => {
    const { config, siteDir } = loadedConfig;
    const reuse = reload && state ? { previous: state.loaded, reload } : undefined;
    const warnings: Diagnostic[] = [];
    const ran = reload && state ? reload : new Set(plugins.keys());
    let loaded: LoadedSite | undefined;
    try {
      loaded = await loadSite({ config, siteDir, mode: 'development', logger: { ...logger, warn: (warning) => void warnings.push(warning) }, markdown, plugins, reuse, partial, tolerateFailures: true, cacheDir: options.diskCache === false ? undefined : CACHE_DIR });
    } finally {
      // A plugin that left content for later, or a load that failed, did not give all its warnings.
      const deferred = loaded?.deferred;
      const printed = warningsToPrint(standingWarnings, {
        warnings,
        ran,
        // A plugin that failed gave the warnings of what it loaded before failing only.
        complete: new Set(deferred ? [...ran].filter((index) => !deferred.has(index) && !loaded!.failures.has(index)) : []),
        changed: new Set(changed.map((file) => displayPath(file))),
        ownersOf: (file) => contentOwners([path.resolve(file)], inputs, plugins),
      });
      standingWarnings = printed.standing;
      printed.print.forEach((warning) => logger.warn(warning));
    }
    // A docs instance that failed to load has no versions or sidebars to check the navbar against yet.
    if (!loaded.failures.size) assertNavbarItems(config, loaded.docsGlobal, loaded.shared, loadedConfig.written);
    assertConfigImages(config, siteDir, loadedConfig.written);
    // A plugin left out of a partial load has not named its route kinds yet.
    if (!loaded.deferred.size) assertThemeComponentKeys(config.themeComponents, loaded.routes, loadedConfig.written);
    return loaded;
  };

  /** Builds both bundles for `modules`; the client one incrementally when they did not change (a theme edit). */
  // Every file the pages' code is bundled from (what a React page imports: a JSON file of data
  // too), as of the last bundle that succeeded: after a failed one, saving the fix still counts.
  let bundleInputs = new Set<string>();
  /**
   * A file a bundle failed on is code too (a JSON file imported for the first time while it does
   * not parse): saving the fix must rebuild the bundles, though no bundle has listed it yet.
   */
  const noteFailedInputs = (error: unknown): never => {
    if (isBuildError(error)) for (const problem of error.diagnostics) if (problem.where?.file) bundleInputs.add(path.resolve(problem.where.file));
    throw error;
  };
  const bundle = async (modules: RegistryModules) => {
    const { config } = loadedConfig;
    if (!bundler || JSON.stringify(modules) !== bundledModules) {
      await bundler?.dispose();
      bundler = undefined;
      bundler = await createClientBundler({ modules, ...themeStylesheets(), outDir: DEV_BUNDLE_DIR, baseUrl: config.baseUrl, siteDir: loadedConfig.siteDir, warn: (warning) => logger.warn(warning) });
      bundledModules = JSON.stringify(modules);
    }
    bundleVersion += 1;
    // Unique per server instance too: modules are cached by URL, and a second dev server in the
    // same process (the bench measures several sites) must not render with the first one's theme.
    // CommonJS, so the one it replaces can be let go (forgetServerBundle): an ES module stays in
    // memory as long as the process, and an author saves code hundreds of times.
    const nextServerFile = path.join(CACHE_DIR, `dev-ssr-${process.pid}-${serverInstance}-${bundleVersion}.cjs`);
    // Importing the server bundle (React, the theme) as soon as it is written, while the client
    // bundle may still be building, takes that cost off the first render (same URL, so cached).
    const inputs = new Set<string>();
    // The classes of the CSS modules as this build reads them: one saved while it builds is
    // compared with these, and found changed, on its own save.
    const classesBefore = new Map([...bundleInputs].filter(isCssModule).map((file) => [file, classesOf(file)]));
    const server = bundleServer({ modules, outFile: nextServerFile, baseUrl: config.baseUrl, siteDir: loadedConfig.siteDir, inputs, format: 'cjs' }).then((file) => loadServerBundle(file));
    const [built] = (await Promise.all([bundler.rebuild(), server].map((promise) => promise.catch(noteFailedInputs)))) as [InMemoryClientBundle, unknown];
    // Both bundles change at once: a page rendered in between took the old server bundle and the
    // new scripts, and failed to hydrate (dev server audit: saves in a row printed false errors).
    const replaced = serverFile;
    previousClient = client;
    client = built;
    serverFile = nextServerFile;
    bundleInputs = inputs;
    cssModuleClasses = new Map([...inputs].filter(isCssModule).map((file) => [file, classesBefore.has(file) ? classesBefore.get(file) : classesOf(file)]));
    if (replaced) {
      forgetServerBundle(replaced);
      await removeServerBundle(replaced);
    }
  };

  /**
   * What is served of `loaded`: its React pages' meta and sub paths read from the current server
   * bundle, as a build fills its route table (cheap once the bundle is loaded; asked on every load,
   * so pages loaded after the first, partial one get theirs too).
   */
  const servedState = async (loaded: LoadedSite): Promise<SiteState> => {
    const facts = await readModuleFacts(loaded.routes, serverFile);
    const problems = modulesWithoutDefault(loaded.routes, facts);
    if (problems.length) throw new BuildError(problems);
    return siteState(loadedConfig.config, loaded, { facts, bundledStyles: client?.featureStyles ?? {} });
  };

  /**
   * Loads the site partially and bundles it, so the first page is served as soon as possible;
   * what was left out loads after `startCompleting` resolves (the first page served).
   */
  const fullReload = async (startCompleting: Promise<void> = Promise.resolve(), began = performance.now()) => {
    try {
      const { config, siteDir } = loadedConfig;
      const plugins = state?.loaded.plugins ?? createPlugins(config, loadedConfig.written);
      // esbuild bundles what the plugins predict on the other core while markdown compiles here.
      const early = inBackground(predictRegistryModules(config, siteDir, plugins).then(async (modules) => (await bundle(modules), JSON.stringify(modules))));
      const loaded = await loadContent({ partial: true, plugins });
      const modules = registryModules(config, siteDir, loaded.results);
      if ((await early.catch(() => '')) !== JSON.stringify(modules)) await bundle(modules);
      // Served from now on, with the bundles that render its pages (a React page just added).
      state = await servedState(loaded);
      send({ type: 'reload' });
      settleFailures(loaded);
      completing = startCompleting
        .then(() => reloadPlugins({ reload: new Set(state?.loaded.deferred), done: 'loaded the rest of the site', restOfSite: true }))
        .finally(() => {
          markdownCache.startWriting();
          const seconds = ((performance.now() - began) / 1000).toFixed(2);
          if (state) logger.info(failed.size ? `the rest of the site loaded (${state.byPath.size} pages) after ${seconds} s, but for the error above` : `${ALL_LOADED} (${state.byPath.size} pages) after ${seconds} s`);
        });
    } catch (caught) {
      report(errorDiagnostics(caught, state, loadedConfig.written));
    }
  };

  /**
   * Rebuilds the bundles from the content already loaded and reloads the browsers: after a theme
   * or client code edit (which never feeds the content) or a React page added or removed. After a
   * stylesheet edit `after` tells them the new stylesheets instead, which they take in place.
   */
  const rebuildBundles = async (after: () => DevEvent = () => ({ type: 'reload' })) => {
    // Content that does not load is no reason to load everything again (a stylesheet saved meanwhile is swapped in place).
    if (!state || (error && error !== failureProblems)) return fullReload();
    try {
      await bundle(registryModules(loadedConfig.config, loadedConfig.siteDir, state.loaded.results));
      state = await servedState(state.loaded);
      send(after());
      // Taking the stylesheets closes the overlay: content that still fails to load shows it again.
      if (error) send({ type: 'error', problems: error });
    } catch (caught) {
      report(errorDiagnostics(caught, state, loadedConfig.written));
    }
  };

  /**
   * Loads these plugins again in full, tells browsers which pages changed (and whether the site
   * data did: they refetch it in place), or reloads them when the bundles had to be rebuilt.
   * `done` names what happened in the log; `saved` are the files that changed; `restOfSite`: the
   * load of what a partial load left for later, which prints an error it met already only once.
   */
  const reloadPlugins = async ({ reload, done, saved, restOfSite = false }: { reload: Set<number>; done: string; saved?: readonly string[]; restOfSite?: boolean }) => {
    const before = state;
    if (!before || !reload.size) return;
    const startedAt = performance.now();
    failed.forEach((index) => reload.add(index));
    try {
      const loaded = await loadContent({ reload, changed: saved });
      // A React page added or removed: the new state is served once the bundles that render its
      // pages exist (a request in between found a route with no component for its kind).
      const newModules = modulesChanged(before.loaded, loaded) || savedSiteModule(saved, loaded, loadedConfig.siteDir);
      if (newModules) await bundle(registryModules(loadedConfig.config, loadedConfig.siteDir, loaded.results));
      const next = await servedState(loaded);
      state = next;
      if (newModules) {
        send({ type: 'reload' });
        return settleFailures(loaded, { again: !restOfSite });
      }
      // Compared with the last state that loaded, so an edit that fixes an error updates the pages
      // it changed in place like any other (the overlay goes with the update); a tab showing the
      // error page instead of a page reloads by itself (devClient.ts).
      const changed = changedRoutes(before.byPath, next.byPath);
      send({ type: 'update', paths: changed, site: before.siteJson === next.siteJson ? undefined : siteDataUrl(next) });
      logger.info(`${done}: ${changed.length} page${changed.length === 1 ? '' : 's'} in ${(performance.now() - startedAt).toFixed(0)} ms`);
      settleFailures(loaded, { again: !restOfSite });
    } catch (caught) {
      reload.forEach((index) => failed.add(index));
      report(errorDiagnostics(caught, state, loadedConfig.written));
    }
  };

  /** Content edit: reload the plugins that own the files (and what is still partial). */
  const contentChanged = async (files: string[]) => {
    if (!state || !client) return fullReload();
    await reloadPlugins({ reload: new Set([...contentOwners(files, inputs, state.loaded.plugins), ...state.loaded.deferred]), done: 'updated', saved: files });
  };

  // The rest of the site loads once the first page is out, so it does not slow that page down.
  await fullReload(
    new Promise<void>((resolve) => (firstPageServed = resolve)),
    startedAt,
  );

  // The config's static folders, made anew when it changes (a folder added is served at once).
  const staticHandlers = () => loadedConfig.config.staticDirectories.map((dir) => sirv(path.resolve(loadedConfig.siteDir, dir), { dev: true, dotfiles: false }));
  let staticFiles = staticHandlers();
  const katex = sirv(path.join(repoRoot, 'node_modules/katex/dist'), { dev: true });
  const vendor = sirv(path.join(CACHE_DIR, 'vendor'), { dev: true });

  // Page data with the head its component gave while rendering (a Docusaurus page's <Layout
  // title>), as a build writes it: by route, for the server bundle it was rendered with.
  const renderedData = new WeakMap<RouteInput, { serverFile: string; page: PageData }>();
  const renderHtml = async (route: RouteInput | undefined, requested: string): Promise<{ status: number; html: string; page: PageData }> => {
    if (!state || !client) throw new Error('The site is not loaded yet');
    const { config } = loadedConfig;
    const page = route ? pageDataOf(route) : { path: requested, kind: 'notFound', title: 'Page Not Found', props: {}, noindex: true };
    const { html, page: rendered } = await renderDocument(
      {
        serverBundle: serverFile,
        site: state.site,
        assets: { entry: client.entry, stylesheet: client.stylesheet, ...(client.siteStylesheet && { siteStylesheet: client.siteStylesheet }), modulePreloads: client.entryImports, siteDataUrl: siteDataUrl(state), featureStyles: state.site.featureStyles },
        kindChunks: client.kindChunks,
        globalHead: state.site.globalHead,
        noIndexSite: true,
        prismLanguages: config.themeConfig.prism.additionalLanguages,
        sharedByUrl: Object.fromEntries(state.loaded.shared),
      },
      { page, dataFile: route ? dataPathFor(route.path).slice(1) : null, staticHtml: route?.staticHtml },
      `<script src="${DEV_CLIENT_URL}"></script>`,
    );
    if (route) renderedData.set(route, { serverFile, page: rendered });
    return { status: route ? 200 : 404, html, page: rendered };
  };
  /** A route's data as the browser reads it: a React page's as its render gave it (its head may come from there). */
  const pageDataFor = async (route: RouteInput): Promise<PageData> => {
    if (!route.kind.startsWith('page:')) return pageDataOf(route);
    const known = renderedData.get(route);
    return known?.serverFile === serverFile ? known.page : (await renderHtml(route, route.path)).page;
  };

  /** `scope`: the site's error, or the requested page's own (see devClient.ts, which reloads on different events). */
  const errorPage = (problems: Diagnostic[], scope: DevErrorPage['scope']) => {
    const data: DevErrorPage = { scope, problems };
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build error | Folio</title></head><body><script>window.${DEV_ERROR_GLOBAL}=${JSON.stringify(data).replace(/</g, '\\u003c')}</script><script src="${DEV_CLIENT_URL}"></script></body></html>`;
  };

  /** `retried`: asked again once the content left out at start has loaded. */
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse, retried = false): Promise<unknown> => {
    const requested = req.url;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { config } = loadedConfig;
    const pathname = decodeURIComponent(url.pathname);
    const withinBase = stripBase(pathname, config.baseUrl);
    const inner = withinBase ?? pathname;
    // Outside the base URL nothing of the site is served, as in production (a link written
    // without the base worked here and broke once deployed): the root goes to the base, any other
    // path gets a page naming the one meant. The dev server's own URLs (/__folio/…) answer anywhere.
    if (withinBase === undefined && !pathname.startsWith('/__folio/')) {
      if (pathname === '/') {
        res.writeHead(302, { Location: config.baseUrl });
        return res.end();
      }
      const meant = withBase(pathname, config.baseUrl);
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Outside the base URL</title><body style="font:16px/1.5 system-ui,sans-serif;margin:3rem auto;max-width:40rem;padding:0 1rem"><h1>Outside the site's base URL</h1><p>The site's <code>baseUrl</code> is <code>${escapeHtml(config.baseUrl)}</code>: every page is below it, as it will be once deployed. Did you mean <a href="${escapeHtml(meant)}">${escapeHtml(meant)}</a>?</p></body></html>`);
    }
    const json = (body: string) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    };
    try {
      if (inner === EVENTS_URL) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        const status: DevEvent = error ? { type: 'error', problems: error } : { type: 'ok' };
        const since = url.searchParams.get('since');
        res.write(`id: ${sentCount}\ndata: ${JSON.stringify(status)}\n\n`);
        if (since !== null) for (const missed of missedEvents(Number(since))) res.write(`id: ${sentCount}\ndata: ${JSON.stringify(missed)}\n\n`);
        listeners.add(res);
        req.on('close', () => listeners.delete(res));
        return;
      }
      // JSON only: another site open in the browser cannot send that without asking (CORS), and is not answered.
      if (inner === CLIENT_ERROR_URL && req.method === 'POST' && (req.headers['content-type'] ?? '').startsWith('application/json')) {
        const report = parseBrowserErrorReport(await readBody(req, MAX_ERROR_REPORT_BYTES));
        if (!report) {
          res.statusCode = 400;
          return res.end();
        }
        const problem = browserErrorDiagnostic(report, (urlPath) => bundleMapOf(client, urlPath, config.baseUrl));
        print([problem]);
        return json(JSON.stringify(problem));
      }
      if (inner === DEV_CLIENT_URL) {
        const script = await devClient;
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        return res.end(script);
      }
      // While an edit is broken, pages are served as they last loaded, under the overlay (the
      // event stream shows it as the page connects), to be closed to read the page; the error page
      // is all there is only when nothing loaded (the first load or the config failed).
      if (error && !state && (req.headers.accept ?? '').includes('text/html')) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        return res.end(errorPage(error, 'site'));
      }
      if (inner === SITE_DATA_URL && state) return json(siteVersions.get(url.searchParams.get('v') ?? '') ?? state.siteJson);
      if (inner.startsWith('/__folio/data/') && state) {
        const routePath = inner === '/__folio/data/index.json' ? '/' : inner.slice('/__folio/data'.length, -'.json'.length);
        const route = routeAt(state, config, normalizePath(routePath), client?.kindChunks ?? {});
        if (!route && !retried && state.loaded.deferred.size) return retryWhenComplete();
        // A page of content that failed to load: not "no such page" (a navigation to the blog
        // showed Page Not Found); the client loads the address in full, which shows the error.
        if (!route && error && mayServe(normalizePath(routePath))) {
          res.statusCode = 500;
          return json('{}');
        }
        if (!route) {
          res.statusCode = 404;
          return json('{}');
        }
        return json(JSON.stringify(await pageDataFor(route)));
      }
      if (inner.startsWith('/__folio/shared/') && state) {
        const data = state.loaded.shared.get(withBase(inner, config.baseUrl));
        if (data !== undefined) return json(JSON.stringify(data));
      }
      if (inner.startsWith(`/${VENDOR_DIR}/`)) {
        await vendorReady;
        req.url = inner.slice(VENDOR_DIR.length + 1);
        return vendor(req, res, () => void notFound());
      }
      if (inner.startsWith(`/${SEARCH_INDEX_DIR}`) && state) {
        state.searchFiles ??= searchIndexFiles(state.routes, config);
        const file = state.searchFiles.get(inner.slice(SEARCH_INDEX_DIR.length + 1));
        if (file !== undefined) return json(file);
      }
      if (inner.startsWith('/__folio/katex/')) {
        req.url = inner.slice('/__folio/katex'.length);
        return katex(req, res, () => void notFound());
      }
      const bundled = client?.contents.get(withBase(inner, config.baseUrl)) ?? previousClient?.contents.get(withBase(inner, config.baseUrl));
      if (bundled) {
        // Scripts, the stylesheet, and the images and fonts they import: an SVG shows in an <img> only with its own type.
        res.setHeader('Content-Type', contentTypeOf(inner));
        res.setHeader('Cache-Control', 'no-store');
        return res.end(bundled);
      }
      const asset = state?.assets.get(withBase(inner, config.baseUrl));
      if (asset && existsSync(asset)) {
        res.setHeader('Content-Type', contentTypeOf(asset));
        return res.end(await readFile(asset));
      }
      const route = state && (routeAt(state, config, normalizePath(inner), client?.kindChunks ?? {}) ?? routeAt(state, config, normalizePath(stripHtmlSuffix(inner)), client?.kindChunks ?? {}));
      if (route) {
        const { status, html } = await renderHtml(route, inner);
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
        return firstPageServed();
      }
      if (state) {
        state.outputFiles ??= developmentOutput(state, loadedConfig.config, loadedConfig.siteDir);
        const file = (await state.outputFiles).get(inner);
        if (file !== undefined) {
          // Feeds as application/xml (mrmime says text/xml), the rest by type: JSON feeds and the manifest, its PNG icons.
          res.setHeader('Content-Type', inner.endsWith('.xml') ? 'application/xml; charset=utf-8' : contentTypeOf(inner));
          res.setHeader('Cache-Control', 'no-store');
          return res.end(file);
        }
      }
      const tryStatic = (index: number): void => {
        if (index >= staticFiles.length) return void notFound();
        req.url = inner + url.search;
        staticFiles[index]!(req, res, () => tryStatic(index + 1));
      };
      return tryStatic(0);
    } catch (caught) {
      // This request's failure (a page that throws while rendering) is its own: made the site's
      // error, it was served for every other page and shown in every open tab until some file
      // was saved, though nothing else was wrong.
      const problems = errorDiagnostics(caught, state, loadedConfig.written);
      // Told once until the next edit: every reload of the page, its data's prefetch from another
      // tab and each retry printed the same block again (dev server audit).
      const told = JSON.stringify(problems);
      if (!toldPageFailures.has(told)) {
        toldPageFailures.add(told);
        print(problems);
      }
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(errorPage(problems, 'page'));
    }

    /** Whether a plugin that failed with no content to serve would serve `inner` (one that does not say where would). */
    function mayServe(inner: string): boolean {
      return [...failed].some((index) => {
        if (!state?.loaded.deferred.has(index)) return false;
        const plugin = state.loaded.plugins[index];
        const under = plugin?.servesUnder ?? plugin?.routesUnder;
        return under === undefined || stripBase(inner, under) !== undefined;
      });
    }

    // Not in what is loaded so far: it may be in what the start left out.
    async function retryWhenComplete() {
      await completing;
      req.url = requested;
      return handle(req, res, true);
    }

    async function notFound() {
      if (!retried && state?.loaded.deferred.size) return retryWhenComplete();
      // A page of content that failed to load with nothing to serve yet (the rest of the site is served): its error.
      if (error && mayServe(inner) && (req.headers.accept ?? '').includes('text/html')) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        return res.end(errorPage(error, 'site'));
      }
      try {
        const { html } = await renderHtml(undefined, normalizePath(inner));
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
      } catch {
        res.statusCode = 404;
        res.end('Not found');
      }
    }
  };
  const server = http.createServer((req, res) => void handle(req, res));

  // Watch what an author edits: content (site dir), config, theme, static folders.
  const isThemeCode = (file: string) => isInside(file, themeDir) || isInside(file, path.join(repoRoot, 'src/client'));
  // Code in the site folder may also be a React page (a route) or data a page imports.
  const isStatic = (file: string) => loadedConfig.config.staticDirectories.some((dir) => isInside(file, path.resolve(loadedConfig.siteDir, dir)));
  // A stylesheet of the theme or the site (customCss, one a page imports, a CSS module): the open
  // page takes the new one in place. Not one in a static folder, which is served as it is.
  const isStylesheet = (file: string) => file.endsWith('.css') && !isStatic(file);
  /**
   * A CSS module whose classes are not those the bundles were built with (one added or renamed):
   * its class names are in the pages' code, so the page reloads rather than only taking the new
   * stylesheet. One that `composes` is always taken as changed.
   */
  const cssModuleClassesChanged = (file: string) => {
    if (!isCssModule(file)) return false;
    const classes = classesOf(file);
    return classes === undefined || classes !== cssModuleClasses.get(file);
  };
  // A script or stylesheet in a static folder is served as it is: the browser reloads it.
  // A file a page's code imports (`sites.json` of a React page) is code too, whatever its extension.
  // A file a plugin reads as data, named in the config (a docs instance's `sidebars.js`), is
  // content: saving it reloaded every open tab as a code edit does, where `sidebars.json`
  // updated the sidebar in place (dev server audit).
  const isDataModule = (file: string) => inputs.some(({ inputs: read }) => read.kind === 'paths' && read.paths.includes(file));
  const isCode = (file: string) => isThemeCode(file) || bundleInputs.has(file) || (/\.(tsx|jsx|ts|js|css)$/.test(file) && !isStatic(file) && !isDataModule(file));
  /** The page render failures printed since the last edit (the JSON of their problems). */
  const toldPageFailures = new Set<string>();
  /** True while the config saved last does not load: any save tries it again (see the change queue). */
  let configBroken = false;
  /** The config saved: everything starts again from it (plugins, bundles, static folders). */
  const restart = async () => {
    try {
      loadedConfig = await loadConfig(options.configPath);
    } catch (caught) {
      configBroken = true;
      return report(errorDiagnostics(caught, state, loadedConfig.written));
    }
    configBroken = false;
    try {
      unbuiltLocales(loadedConfig.config.i18n, loadedConfig.written).forEach((warning) => logger.warn(warning));
      inputs = pluginInputs(loadedConfig.config, loadedConfig.siteDir);
      await markdown.close();
      // The compiler's options may have changed with the config (Prism's languages, magic
      // comments): pages compiled with the old ones are not this config's.
      markdownCache = createCache();
      markdown = createMarkdown();
      // A restart: the new config's plugins are not the ones the standing warnings name.
      standingWarnings = new Map();
      state = undefined;
      // The client bundler was made for the old config (its base URL is in the asset URLs).
      await bundler?.dispose();
      bundler = undefined;
      staticFiles = staticHandlers();
      watchStaticFolders();
      await fullReload();
    } catch (caught) {
      report(errorDiagnostics(caught, state, loadedConfig.written));
    }
  };
  /**
   * A file added to a static folder while an error stands may be what it lacked (an image a page
   * shows): nothing read that file yet, so the loads that failed are tried again.
   */
  const retryAfterStaticChange = async () => {
    if (!state || !failed.size) return fullReload();
    await reloadPlugins({ reload: new Set(failed), done: 'updated' });
  };
  /**
   * The config file, or a file of the site it imports (a plugin's module, a tsconfig.json read
   * while bundling it): the config runs again. A plugin fixed in its own file was only a "code
   * change", which rebuilt the bundles and kept the plugin that threw (bad-input audit).
   */
  const isConfigInput = (file: string) => file === loadedConfig.configFile || (loadedConfig.inputs.includes(file) && !file.includes(`${path.sep}node_modules${path.sep}`));
  const changes = createChangeQueue(async (files) => {
    // After an edit a page's failure is news again.
    toldPageFailures.clear();
    // Edits wait for the rest of the site to load: each reload starts from the state before it.
    await completing;
    // While the config does not load, every save tries it again: loading with the config that
    // last loaded would clear its error, as if it were fixed.
    if (configBroken || files.some(isConfigInput)) {
      logger.info(files.some(isConfigInput) ? 'config changed: restarting the build' : 'the config did not load: trying it again');
      await restart();
    } else if (files.every(isStylesheet) && !files.some(cssModuleClassesChanged)) {
      logger.info('stylesheet changed: rebuilding the bundles');
      // Open pages take the rebuilt stylesheets in place.
      await rebuildBundles(() => ({ type: 'css', stylesheets: [client!.stylesheet, ...(client!.siteStylesheet ? [client!.siteStylesheet] : [])] }));
    } else if (files.some(isCode)) {
      logger.info('code changed: rebuilding the bundles');
      // A name added to (or gone from) the site's MDXComponents changes what markdown compiles to.
      const names = JSON.stringify(mdxComponents);
      try {
        mdxComponents = readMdxComponents();
      } catch (caught) {
        report(errorDiagnostics(caught, state, loadedConfig.written));
        return;
      }
      if (JSON.stringify(mdxComponents) !== names) {
        // Every MDX file compiles again: one whose source did not change may use a name added or gone.
        await markdown.close();
        markdownCache = createCache();
        markdown = createMarkdown();
        state = undefined;
      }
      await (files.every(isThemeCode) ? rebuildBundles() : fullReload());
    } else {
      // Static files are served from disk as they are: the browser only has to load them again.
      // Pages whose markdown read a saved file (a partial, raw-loader text, a measured /img/… image) reload with
      // the plugin that owns them, wherever the file is.
      const content = [...new Set([...files.filter((file) => !isStatic(file)), ...markdownCache.dependents(files)])];
      if (content.length) await contentChanged(content);
      else if (error && files.some(isStatic)) await retryAfterStaticChange();
      if (files.some(isStatic)) send({ type: 'reload' });
    }
  }, DEBOUNCE_MS);
  const stopWatching: (() => void)[] = [];
  const watchDir = (dir: string) => {
    if (existsSync(dir)) stopWatching.push(watchFolder(dir, (file) => changes.add(file)));
  };
  watchDir(loadedConfig.siteDir);
  watchDir(themeDir);
  // The static folders outside those, watched anew when the config names others.
  let staticWatchers: (() => void)[] = [];
  function watchStaticFolders(): void {
    staticWatchers.forEach((stop) => stop());
    staticWatchers = loadedConfig.config.staticDirectories
      .map((dir) => path.resolve(loadedConfig.siteDir, dir))
      .filter((dir) => existsSync(dir) && !isInside(dir, loadedConfig.siteDir) && !isInside(dir, themeDir))
      .map((dir) => watchFolder(dir, (file) => changes.add(file)));
  }
  watchStaticFolders();
  stopWatching.push(() => staticWatchers.forEach((stop) => stop()));
  stopWatching.push(watchFile(loadedConfig.configFile, () => changes.add(loadedConfig.configFile)));

  const close = async () => {
    stopWatching.forEach((stop) => stop());
    changes.close();
    await changes.idle();
    for (const res of listeners) res.end();
    await bundler?.dispose();
    await markdown.close();
    if (serverFile) await removeServerBundle(serverFile);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  try {
    await listen(server, { host: options.host, port: options.port, command: 'start' });
  } catch (caught) {
    // Nothing is served: the watchers, the bundler and the markdown service must not keep a caller's process alive.
    await close();
    throw caught;
  }
  setTimeout(firstPageServed, FIRST_PAGE_WAIT_MS).unref();
  const address = { host: options.host, port: options.port, baseUrl: loadedConfig.config.baseUrl };
  const url = serverUrl(address);
  logger.info(`dev server ready in ${((performance.now() - startedAt) / 1000).toFixed(2)} s at ${servedAt(address, networkInterfaces())}`);
  return { url, whenComplete: () => completing, close };
}
