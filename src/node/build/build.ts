// The production build: config → plugins load content → route table → bundle → render → checks
// → post-build (feeds, sitemap, search, service worker) → swap into place.
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { DocsGlobalData, HeadTag } from '../../shared/types.js';
import { applyTrailingSlash, dataPathFor, encodeHref, pathnameLinkHref, stripBase, withBase } from '../../shared/url.js';
import { cachedAppBundle } from '../bundle/appBundleCache.js';
import { bundleClient, bundleServer, type ClientBundle } from '../bundle/bundleApp.js';
import { removeServerBundle } from '../bundle/serverBundleFiles.js';
import { esbuildVersion } from '../bundle/esbuild.js';
import { writeVendorModules } from '../bundle/vendor.js';
import type { RegistryModules } from '../bundle/registry.js';
import { checkLinks, type SharedLink } from '../checks/checkLinks.js';
import { RenderFailure, renderFailureDiagnostic } from '../prerender/renderFailure.js';
import { layoutLinks } from '../checks/layoutLinks.js';
import { assertNavbarItems } from '../checks/navbarItems.js';
import { assertConfigImages } from '../checks/configImages.js';
import { assertThemeComponentKeys } from '../checks/themeComponents.js';
import { unbuiltLocales } from '../checks/unbuiltLocales.js';
import { loadConfig, type WrittenConfig } from '../config/loadConfig.js';
import type { SiteConfig } from '../config/schema.js';
import { BuildError, displayPath, type Diagnostic } from '../errors.js';
import type { AssetRef } from '../markdown/types.js';
import { writeResponsiveImages, type IdealImageOptions } from '../markdown/images.js';
import type { BuildReuse, ContentLoadedResult, Plugin, RouteInput } from '../plugins/types.js';
import { defaultThreadCount, renderAll, startWarmWorkers, stopWarmWorkers, type WarmWorkers } from '../prerender/renderPool.js';
import type { RenderItem, RenderSetup } from '../prerender/renderBatch.js';
import { retargetSiteData } from '../prerender/retargetSiteData.js';
import { ENGINE_BUILD_VARIABLE, planReuse, planWithoutReuse, readManifest, recordRendered, setupKey, writeManifest } from '../prerender/renderReuse.js';
import { carryOver, linkOver } from './carryOver.js';
import { readCacheRecord, writeCacheFile } from './cacheRecord.js';
import { lockOutput } from './outputLock.js';
import { fillModuleRoutes, modulesWithoutDefault, readModuleFacts } from './moduleRoutes.js';
import { collectGarbage } from './collectGarbage.js';
import { createLogger, type Logger } from './logger.js';
import { filesBelow } from '../content/filesBelow.js';
import { createMarkdownCache } from './markdownCache.js';
import { createMarkdownService, markdownCompilerOptions, type MarkdownService, type MarkdownStats } from './markdownService.js';
import { outputFolderProblem, siteInputs } from './outputFolderGuard.js';
import { copyIntoOutput, copyOutputFile, createTempOutDir, discardTemp, linkIntoOutput, removeAfterExit, removeStaleTempDirs, swapIntoPlace } from './outputDir.js';
import { onInterrupt } from './onInterrupt.js';
import { formatOutputSize, outputSize } from './outputSize.js';
import { createSiteData, hasHomePage, prefixRoutesOf } from './siteData.js';
import { siteDebugRoutes } from './siteDebugRoutes.js';
import { searchIndexUrlFor } from '../plugins/search/index.js';
import { applyPolicies, contentHash, loadSite } from './loadSite.js';
import { serviceWorkerUrl } from '../plugins/offline/index.js';
import { SERVE_INFO_FILE, type ServeInfo } from '../serve/serveInfo.js';
import { createPlugins } from './createPlugins.js';
import { removeStaleServerBundles } from './staleServerBundles.js';
import { readSiteMdxComponents } from '../content/mdxComponents.js';
import { siteComponentModule } from '../../shared/siteComponents.js';
import { CACHE_DIR, globalHeadTags, pageDataOf, predictRegistryModules, registryModules, repoRoot, siteComponentFeatures, themeStylesheets } from './sitePieces.js';

/**
 * Markdown compiled on the main thread gives the event loop a turn this often: esbuild's plugin
 * callbacks (the app bundles) and the start of the render workers run there, and waited for the
 * whole compile without it (500 pages: 4.45 s against 4.76 s, four runs each).
 */
const COMPILE_SLICE_MS = 20;


export interface BuildOptions {
  configPath: string;
  outDir?: string;
  logger?: Logger;
  /** Worker threads for rendering; default from config / machine. */
  threads?: number;
  /** Reuse compiled markdown from the build cache. Default true. */
  cache?: boolean;
}

export interface BuildSummary {
  routes: number;
  /** Files in the output folder and their bytes. */
  files: number;
  bytes: number;
  ms: number;
  outDir: string;
  timings: Record<string, number>;
  warnings: Diagnostic[];
  /** Markdown files compiled / from cache, their compile time and words. */
  markdown: MarkdownStats;
}

/** Where a build writes the site: `--out-dir`, else `build/` beside the config file. */
export function outputFolder(configPath: string, outDir?: string): string {
  return path.resolve(outDir ?? path.join(path.dirname(path.resolve(configPath)), 'build'));
}

export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const logger = options.logger ?? createLogger();
  let done = logger.phase('config');
  const { config, siteDir, configFile, written } = await loadConfig(options.configPath, { cacheDir: options.cache === false ? undefined : CACHE_DIR });
  unbuiltLocales(config.i18n, written).forEach((warning) => logger.warn(warning));
  const outDir = outputFolder(configFile, options.outDir);
  const unsafe = outputFolderProblem(outDir, siteDir, [configFile, ...siteInputs(config, siteDir)], outputFolder(configFile), isFileAt);
  if (unsafe) throw new BuildError([unsafe]);
  done();

  const release = lockOutput(outDir);
  try {
    await removeStaleTempDirs(outDir);
    const temp = await createTempOutDir(outDir);
    const stopCleanupOnInterrupt = onInterrupt((signal) => {
      removeAfterExit(temp);
      release();
      return `Build interrupted (${signal}): its temporary folder ${displayPath(temp)}/ is being removed; ${displayPath(outDir)}/ was left as it was.`;
    });
    let summary: BuiltSite;
    try {
      summary = await buildInto({ config, siteDir, outDir: temp, finalOutDir: outDir, logger, threads: options.threads, cache: options.cache ?? true, written });
      await swapIntoPlace(temp, outDir);
    } catch (error) {
      // The build's own error is the one to report: a folder that cannot be deleted now (a
      // file still open) is deleted once the process has exited.
      await discardTemp(temp).catch(() => removeAfterExit(temp));
      throw error;
    } finally {
      // The site is in place, or discarded: an interrupt from here on leaves at most the lock,
      // which the next build takes over.
      stopCleanupOnInterrupt();
    }
    // Walked once it is in place (~50 ms for this repository's site, ~0.5 s at 10,000 pages):
    // the closing line says what the build left behind.
    const output = outputSize(outDir);
    const ms = performance.now() - started;
    logger.info(`built ${summary.routes} routes, ${formatOutputSize(output)} in ${(ms / 1000).toFixed(2)} s → ${displayPath(outDir)}`);
    return { ...summary, ...output, ms, outDir, timings: logger.timings, warnings: logger.warnings };
  } finally {
    release();
  }
}

interface BuildIntoOptions {
  config: SiteConfig;
  siteDir: string;
  /** The temporary folder this build writes. */
  outDir: string;
  /** The folder it replaces on success (holding the previous build, if any). */
  finalOutDir: string;
  logger: Logger;
  threads?: number;
  cache: boolean;
  /** Absolute path of the site config. */
  written: WrittenConfig;
}

/** What buildInto tells of the site it wrote; buildSite adds the rest of the summary. */
type BuiltSite = Omit<BuildSummary, 'ms' | 'outDir' | 'timings' | 'warnings' | 'files' | 'bytes'>;

async function buildInto({ config, siteDir, outDir, finalOutDir, logger, threads, cache, written }: BuildIntoOptions): Promise<BuiltSite> {
  const threadCount = threads ?? (config.future.parallelRender === false ? 0 : defaultThreadCount());
  const { components: mdxComponents, warnings: mdxComponentWarnings } = readSiteMdxComponents(siteDir);
  mdxComponentWarnings.forEach((warning) => logger.warn(warning));
  const compilerOptions = markdownCompilerOptions(config, mdxComponents, 'production');
  const markdown = createMarkdownService({
    ...compilerOptions,
    threads: threadCount,
    yieldEveryMs: COMPILE_SLICE_MS,
    cache: cache ? createMarkdownCache(CACHE_DIR, compilerOptions) : undefined,
  });
  const plugins = createPlugins(config, written);
  removeStaleServerBundles(CACHE_DIR);
  // What the build cache keeps for this output folder is filed under a hash of its path.
  const outputKey = contentHash(finalOutDir, 16);
  const manifestFile = path.join(CACHE_DIR, 'render', `${outputKey}.json`);
  // A rebuild that will take most pages from the previous output starts no render workers
  // early: rendering a handful of pages needs none, and on two cores their start-up (~0.3 s of
  // CPU each) slowed the content loading and the search index they would have overlapped.
  const expectReuse = cache && existsSync(manifestFile) && existsSync(finalOutDir);
  // Each phase is a function of its own, so what it alone needs (the plugins' content, render
  // inputs, every page's links) is garbage once it returns: a 10,000-page site would otherwise
  // carry all of it into the next phase.
  const reuse: BuildReuse | undefined = cache ? { previousDir: finalOutDir, cacheDir: path.join(CACHE_DIR, 'post-build', outputKey) } : undefined;
  // Responsive image variants are taken from the previous output when it was made with the same
  // options (a variant's name says which image, not at which quality).
  const imagesRecord = path.join(CACHE_DIR, 'responsive-images', `${outputKey}.json`);
  // A build without the cache replaces the output these records describe (what each page was
  // rendered from, the search index and service worker made, the image variants): kept, they
  // made the next cached build take the pages of this one as the pages they describe (an edit
  // undone between a --no-cache build and a cached one stayed in the output).
  if (!cache) for (const record of [manifestFile, imagesRecord, path.join(CACHE_DIR, 'post-build', outputKey)]) rmSync(record, { recursive: true, force: true });
  const imagesReuseFrom = cache && existsSync(finalOutDir) && isDeepStrictEqual(readCacheRecord(imagesRecord), config.idealImage) ? finalOutDir : undefined;
  const prepared = await loadAndBundle({ config, siteDir, outDir, logger, markdown, plugins, cache, reuse, threads: threadCount, warmWorkers: !expectReuse, written });
  const { routes } = prepared;
  // Compile time summed over the files (and threads) compiled, for the benchmark's phase table.
  logger.record('markdown', markdown.stats().compileMs);
  // Work a plugin runs beside rendering is timed until it settles (the search index, for one).
  const started = plugins.map((plugin) => {
    const start = performance.now();
    const work = plugin.routesReady?.({ config, routes, outDir, reuse });
    // Settles either way: a failing build only waits for it (the plugin reports its own failure).
    return work?.then(
      () => logger.record(`plugin: ${plugin.name} (beside render)`, performance.now() - start),
      () => undefined,
    );
  });
  let responsiveImages: Promise<void> | undefined;
  try {
    const siteData = await writeSiteData(config, siteDir, outDir, prepared, logger, imagesReuseFrom);
    const { setup } = siteData;
    responsiveImages = siteData.responsiveImages;
    // Failing variants fail the build when awaited below, not as an unhandled rejection meanwhile.
    responsiveImages.catch(() => undefined);
    collectGarbage();
    const outcome = await renderAndCheck({ config, outDir, finalOutDir, manifestFile, logger, cache, threads: threadCount, setup, routes, serverFile: prepared.serverFile, warm: prepared.warm, written, sharedLinks: prepared.sharedLinks, contested: prepared.contested, postBuildReads: new Set(plugins.flatMap((plugin) => plugin.postBuildReads ?? [])) });
    collectGarbage();
    // Written beside rendering (the pages' srcset names them already); done before the post-build
    // plugins look at the output (the service worker's precache list, for one).
    await responsiveImages;

    // 7. Post-build plugins. Those still working beside rendering (the search index) finish
    // last, so the others' post build runs while their threads do.
    const done = logger.phase('post build');
    const besideRender = new Set(plugins.filter((_, index) => started[index] !== undefined));
    for (const plugin of [...plugins.filter((plugin) => !besideRender.has(plugin)), ...besideRender]) {
      if (!plugin.postBuild) continue;
      const start = performance.now();
      await plugin.postBuild({ config, siteDir, outDir, routes, writeFile: (rel, data) => writeOut(outDir, rel, data), reuse });
      logger.record(`plugin: ${plugin.name}`, performance.now() - start);
    }
    done();
    await outcome.complete();
    if (cache) writeCacheFile(imagesRecord, JSON.stringify(config.idealImage));
  } catch (error) {
    // Plugins may still be writing into the output folder, which is deleted next; render workers
    // started early would keep the process alive.
    await Promise.allSettled([...started, responsiveImages, stopWarmWorkers(prepared.warm)]);
    throw error;
  }

  return { routes: routes.length, markdown: markdown.stats() };
}

/** Phases 1–3 reduced to what the later phases read: the plugins' content itself (sources, compiled markdown) stays behind. */
interface PreparedSite {
  routes: RouteInput[];
  shared: Map<string, unknown>;
  docsGlobal: Record<string, DocsGlobalData>;
  /** Images the markdown references. */
  assets: AssetRef[];
  globalHead: HeadTag[];
  client: ClientBundle;
  /** The server bundle the render workers load (deleted after rendering). */
  serverFile: string;
  /** Render workers started while content loaded, with that server bundle loaded. */
  warm?: WarmWorkers;
  /** Links the plugins put on many pages (sidebars), with where each is written. */
  sharedLinks: NonNullable<ContentLoadedResult['sharedLinks']>;
  /** Paths two routes wanted. */
  contested: Set<string>;
}

async function loadAndBundle({ config, siteDir, outDir, logger, markdown, plugins, cache, reuse, threads, warmWorkers, written }: { config: SiteConfig; siteDir: string; outDir: string; logger: Logger; markdown: MarkdownService; plugins: Plugin<unknown>[]; cache: boolean; reuse?: BuildReuse; threads: number; warmWorkers: boolean; written: WrittenConfig }): Promise<PreparedSite> {
  // 3 (started early). The app bundles only depend on which component modules the routes use,
  // which the plugins can tell before compiling anything: esbuild bundles in its own process
  // while markdown compiles here.
  // The app is bundled again when the predicted registry missed: its warnings are told once.
  const bundleWarned = new Set<string>();
  const warnOnce = (warning: Diagnostic) => {
    const key = JSON.stringify(warning);
    if (bundleWarned.has(key)) return;
    bundleWarned.add(key);
    logger.warn(warning);
  };
  const bundleApp = async (registry: RegistryModules) => {
    const serverFile = path.join(CACHE_DIR, `ssr-${process.pid}-${Date.now()}.cjs`);
    const styles = themeStylesheets();
    const build = (inputs?: Set<string>) =>
      Promise.all([
        bundleClient({ modules: registry, ...styles, outDir, baseUrl: config.baseUrl, inputs, siteDir, warn: warnOnce }),
        bundleServer({ modules: registry, outFile: serverFile, baseUrl: config.baseUrl, format: 'cjs', inputs, siteDir }),
      ]).then(([client]) => client);
    const client = cache ? await cachedAppBundle({ cacheDir: path.join(CACHE_DIR, 'app-bundle'), key: { registry, styles, baseUrl: config.baseUrl, siteDir, esbuild: esbuildVersion() }, outDir, serverFile, build }) : await build();
    return { registry, client, serverFile };
  };
  // The site modules the previous build's MDX imported components from: most builds import the same.
  const siteComponentsFile = path.join(CACHE_DIR, 'site-components', `${contentHash(siteDir, 16)}.json`);
  const record = cache ? readCacheRecord<unknown>(siteComponentsFile) : undefined;
  // A record of another shape (a damaged file) predicts nothing.
  const previousSiteComponents = Array.isArray(record) && record.every((feature) => typeof feature === 'string' && siteComponentModule(feature) !== undefined) ? (record as string[]) : [];
  const predicted = predictRegistryModules(config, siteDir, plugins, previousSiteComponents).then(bundleApp);
  predicted.catch(() => undefined);
  // The render workers start as soon as their bundle exists, on the core markdown leaves free
  // (one less than the threads: the main thread renders as well, see renderAll).
  const warming = predicted.then((bundle) => (warmWorkers ? startWarmWorkers(bundle.serverFile, threads) : undefined));
  warming.catch(() => undefined);

  // 1–2. Content, routes, global data.
  const { contents, results, shared, docsGlobal, routes, contested } = await loadSite({ config, siteDir, mode: 'production', logger, markdown, plugins, cacheDir: cache ? CACHE_DIR : undefined, buildReuse: reuse })
    .catch(async (error: unknown) => {
      // The early server bundle lives in the cache folder, not in the discarded output.
      await predicted.then((bundle) => removeServerBundle(bundle.serverFile), () => undefined);
      await warming.then(stopWarmWorkers, () => undefined);
      throw error;
    })
    .finally(() => markdown.close());
  // What compiling left behind (messages from the markdown workers, parser garbage) goes before
  // the route table piles its own on top.
  collectGarbage();

  // 3. Bundle the app for the browser and for the render workers (again, if the prediction missed).
  const done = logger.phase('client bundle');
  const siteComponents = siteComponentFeatures(results);
  const registry = registryModules(config, siteDir, results, siteComponents);
  if (cache && siteComponents.join('\n') !== previousSiteComponents.join('\n')) writeCacheFile(siteComponentsFile, JSON.stringify(siteComponents));
  let bundled = await predicted.catch(() => undefined);
  let warm = await warming.catch(() => undefined);
  try {
    assertNavbarItems(config, docsGlobal, shared, written);
    assertConfigImages(config, siteDir, written);
    assertThemeComponentKeys(config.themeComponents, routes, written);
    if (!bundled || JSON.stringify(bundled.registry) !== JSON.stringify(registry)) {
      if (bundled) await discardBundle(outDir, bundled.client.files, bundled.serverFile);
      await stopWarmWorkers(warm);
      warm = undefined;
      bundled = await bundleApp(registry);
    }
    await writeVendorModules(CACHE_DIR, outDir);
    const facts = await readModuleFacts(routes, bundled.serverFile, cache ? path.join(CACHE_DIR, 'module-routes.json') : undefined);
    const noDefault = modulesWithoutDefault(routes, facts);
    if (noDefault.length) throw new BuildError(noDefault);
    fillModuleRoutes(routes, facts);
  } catch (error) {
    await stopWarmWorkers(warm);
    // Its bundle is in the cache folder, which the previous output's survival does not clean.
    if (bundled) await removeServerBundle(bundled.serverFile);
    throw error;
  }
  const { client, serverFile } = bundled;
  // Published only when the config asks: they show the whole config (see `debug` in schema.ts).
  if (config.debug === true) routes.push(...siteDebugRoutes({ config, mode: 'production', plugins, contents, results, docsGlobal, routes, registry: client.kindChunks }));
  done();
  return { routes, shared, docsGlobal, assets: results.flatMap((result) => result.assets ?? []), globalHead: globalHeadTags(config, results), client, serverFile, warm, sharedLinks: results.flatMap((result) => result.sharedLinks ?? []), contested };
}

/**
 * 4. Static files, site data, shared data, assets; returns what rendering every page needs, and
 * the responsive variants of raster images still being written.
 */
async function writeSiteData(
  config: SiteConfig,
  siteDir: string,
  outDir: string,
  prepared: PreparedSite,
  logger: Logger,
  imagesReuseFrom: string | undefined,
): Promise<{ setup: RenderSetup; responsiveImages: Promise<void> }> {
  const done = logger.phase('write data');
  const { client, shared } = prepared;
  await copyStaticDirectories(config, siteDir, outDir);
  copyMarkdownAssets(prepared.assets, outDir, config.baseUrl);
  await copyKatexAssets(outDir);
  const site = {
    ...createSiteData(config, prepared.docsGlobal, { deployPreview: process.env.CONTEXT === 'deploy-preview', homePage: hasHomePage(prepared.routes), swUrl: serviceWorkerUrl(config), searchIndexUrl: searchIndexUrlFor(config), globalHead: prepared.globalHead, bundledStyles: client.featureStyles }),
    kindChunks: client.kindChunks,
    prefixRoutes: prefixRoutesOf(prepared.routes),
  };
  const siteJson = JSON.stringify(site);
  const siteDataFile = `__folio/site-${contentHash(siteJson)}.json`;
  await writeOut(outDir, siteDataFile, siteJson);
  await writeOut(outDir, SERVE_INFO_FILE, JSON.stringify({ baseUrl: config.baseUrl, trailingSlash: config.trailingSlash } satisfies ServeInfo));
  await Promise.all([...shared].map(([url, data]) => writeOut(outDir, url.slice(config.baseUrl.length), JSON.stringify(data))));
  done();
  // Started once this phase's own writes are done: sharp runs on the same libuv thread pool as
  // fs/promises, and queued ahead of them it held this phase up by ~0.1 s.
  const responsiveImages = writeResponsiveVariants(prepared.assets, outDir, config.idealImage, imagesReuseFrom);
  const setup: RenderSetup = {
    serverBundle: prepared.serverFile,
    site,
    assets: {
      entry: client.entry,
      stylesheet: client.stylesheet,
      ...(client.siteStylesheet && { siteStylesheet: client.siteStylesheet }),
      modulePreloads: client.entryImports,
      siteDataUrl: withBase(`/${siteDataFile}`, config.baseUrl),
      featureStyles: site.featureStyles,
    },
    kindChunks: client.kindChunks,
    globalHead: prepared.globalHead,
    image: site.image,
    noIndexSite: config.noIndex,
    prismLanguages: config.themeConfig.prism.additionalLanguages,
    outDir,
    sharedByUrl: Object.fromEntries(shared),
  };
  return { setup, responsiveImages };
}

interface RenderAndCheckOptions {
  config: SiteConfig;
  outDir: string;
  finalOutDir: string;
  /** Where the previous build recorded what each page was rendered from. */
  manifestFile: string;
  logger: Logger;
  cache: boolean;
  threads: number;
  setup: RenderSetup;
  routes: RouteInput[];
  serverFile: string;
  warm?: WarmWorkers;
  /** The site config, where a broken navbar or footer link is reported. */
  written: WrittenConfig;
  /** The plugins' shared links (sidebars), where a broken one is reported. */
  sharedLinks: PreparedSite['sharedLinks'];
  contested: PreparedSite['contested'];
  /** Route paths whose files post-build plugins read (`Plugin.postBuildReads`). */
  postBuildReads: ReadonlySet<string>;
}

interface RenderOutcome {
  /**
   * Once everything else succeeded: moves the unchanged pages still in the previous output over
   * (see carryOver.ts) and records what each page was rendered from, for the next build.
   */
  complete: () => Promise<void>;
}

/**
 * 5. Render every route (worker threads), plus 404.html; 6. check links and anchors, reported
 * all together. Page props leave the route table for the render items here: nothing after
 * rendering reads them, and the pool lets each go once its page is handed out.
 */
async function renderAndCheck({ config, outDir, finalOutDir, manifestFile, logger, cache, threads, setup, routes, serverFile, warm, written, sharedLinks, contested, postBuildReads }: RenderAndCheckOptions): Promise<RenderOutcome> {
  let done = logger.phase('render');
  const items: RenderItem[] = routes.map((route) => ({ page: pageDataOf(route), dataFile: dataPathFor(route.path).slice(1), staticHtml: route.staticHtml }));
  for (const route of routes) route.props = undefined;
  items.push({ page: { path: '/404', kind: 'notFound', title: 'Page Not Found', props: {}, noindex: true }, dataFile: null, htmlFile: '404.html' });
  // With the cache on, pages whose inputs did not change come from the previous build into the
  // same folder (see renderReuse.ts). Without it (--no-cache) no page is keyed: hashing every
  // page's data would only serve a later cached build.
  const previousFiles = cache && existsSync(finalOutDir) ? filesBelow(finalOutDir).map((file) => file.rel) : [];
  const siteDataUrl = setup.assets.siteDataUrl;
  const previous = cache ? await readManifest(manifestFile) : undefined;
  const plan = previous
    ? planReuse(items.splice(0), { common: setupKey(setup, readFileSync(serverFile), process.env[ENGINE_BUILD_VARIABLE]), previous, siteDataUrl, previousFiles: new Set(previousFiles), trailingSlash: config.trailingSlash, sharedUrls: new Set(Object.keys(setup.sharedByUrl)) })
    : planWithoutReuse(items);
  const stats = { writeMs: 0 };
  // Pages that only name a new site data address are copied while the others render.
  const retargeting = plan.retargeted.length ? retargetSiteData(finalOutDir, outDir, plan.retargeted, previous!.siteDataUrl!, siteDataUrl) : undefined;
  retargeting?.catch(() => undefined);
  const fresh = await renderAll(plan.fresh, { setup, threads, warm, stats, onProgress: (n, total) => logger.progress(n, total) })
    .catch(async (error: unknown) => {
      // The copies still being written into the output would make its deletion fail (ENOTEMPTY).
      await retargeting?.catch(() => undefined);
      throw error instanceof RenderFailure ? renderFailureError(error, routes, written) : error;
    })
    .finally(() => removeServerBundle(serverFile));
  await retargeting;
  logger.record('write', stats.writeMs);
  // Unchanged pages at the top of the output, and those post build reads, are linked now, with
  // their data files (the offline plugin precaches the home and search pages and the files they
  // load, which it looks for in the output): linked, not moved, so the previous output stays
  // whole if the build fails. The folders of the others move over only once everything else
  // succeeded, so the previous output stays whole, and served, until the swap.
  const filesOf = (page: { path: string }) => plan.manifest[page.path]!.files;
  const early = new Set(plan.reused.filter((page) => postBuildReads.has(page.path) || filesOf(page).some((file) => !file.includes('/'))).flatMap(filesOf));
  const atTop = plan.carried.filter((file) => early.has(file));
  const below = plan.carried.filter((file) => !early.has(file));
  linkOver(finalOutDir, outDir, atTop);
  const rendered = [...plan.reused, ...fresh];
  if (plan.reused.length) logger.info(`render: ${fresh.length} pages rendered, ${plan.reused.length} unchanged taken from the previous build${plan.retargeted.length ? ` (${plan.retargeted.length} naming the new site data file)` : ''}`);
  const manifest = cache ? recordRendered(plan, fresh) : undefined;
  done();

  done = logger.phase('checks');
  const files = [...listOutputFiles(outDir), ...below];
  const routeByPath = new Map(routes.map((route) => [route.path, route]));
  const pages = rendered.filter((page) => page.path !== '/404').map((page) => ({ ...page, source: routeByPath.get(page.path)?.source }));
  const linkResult = checkLinks({ pages, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, files: new Set(files.map((file) => `/${file}`)), sharedLinks: sharedLinksOf(config, written, sharedLinks), contested });
  // Every page's links are the largest thing left at this point (~100 MB at 10,000 pages), and
  // V8 was seen keeping the checker's argument reachable after the call: empty it explicitly.
  pages.length = 0;
  rendered.length = 0;
  applyPolicies([[config.onBrokenLinks, linkResult.brokenLinks], [config.onBrokenAnchors, linkResult.brokenAnchors]], logger);
  done();
  return {
    complete: async () => {
      const undo = carryOver(finalOutDir, outDir, below, previousFiles);
      try {
        // Only now: a failed build leaves the previous output in place, which the manifest must
        // keep describing.
        if (manifest) await writeManifest(manifestFile, { pages: manifest, siteDataUrl });
      } catch (error) {
        undo();
        throw error;
      }
    },
  };
}

/** A page that failed to render, as one build problem at its source file (or the config's navbar item). */
function renderFailureError(failure: RenderFailure, routes: RouteInput[], written: WrittenConfig): BuildError {
  const source = routes.find((route) => route.path === failure.info.path)?.source?.file;
  return new BuildError(renderFailureDiagnostic(failure.info, { source, config: written }));
}

/** Hrefs on many pages → where they are written: the config's navbar and footer first, then the plugins' (sidebars). */
function sharedLinksOf(config: SiteConfig, written: WrittenConfig, fromPlugins: PreparedSite['sharedLinks']): Map<string, SharedLink> {
  const shared = new Map<string, SharedLink>();
  // Keyed as the pages render them too: a site-absolute href gets the base URL (and the site's
  // trailing slash).
  const add = (href: string, link: SharedLink) => {
    const rendered = href.startsWith('/') && !href.startsWith('//') ? [withBase(href, config.baseUrl), withBase(applyTrailingSlash(href, config.trailingSlash), config.baseUrl)] : [];
    for (const key of [href, ...rendered]) if (!shared.has(key)) shared.set(key, link);
  };
  for (const [href, where] of layoutLinks(config.themeConfig, written)) {
    // A `pathname:///playground/` item is rendered as the path with the base URL, left unchecked.
    const fileHref = pathnameLinkHref(href, config.baseUrl);
    if (fileHref !== undefined) shared.set(encodeHref(fileHref), { where, writtenIn: 'the layout (navbar, footer or announcement bar) of the site config', unchecked: true });
    else add(href, { where, writtenIn: 'the layout (navbar, footer or announcement bar) of the site config' });
  }
  for (const { url, where, writtenIn } of fromPlugins) add(url, { where, writtenIn });
  return shared;
}

/** Removes the output of a bundle built for a registry that turned out wrong. */
async function discardBundle(outDir: string, clientFiles: string[], serverFile: string): Promise<void> {
  await Promise.all([...clientFiles.map((file) => rm(path.join(outDir, file), { force: true })), removeServerBundle(serverFile)]);
}

/** Whether `file` is a file; a path below a file is none (stat says ENOTDIR there). */
function isFileAt(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

async function writeOut(outDir: string, rel: string, data: string | Uint8Array): Promise<void> {
  const file = path.join(outDir, rel);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

async function copyStaticDirectories(config: SiteConfig, siteDir: string, outDir: string): Promise<void> {
  for (const dir of config.staticDirectories) {
    const abs = path.resolve(siteDir, dir);
    if (existsSync(abs)) copyIntoOutput(abs, outDir);
  }
}

const uniqueAssets = (assets: AssetRef[]) => [...new Map(assets.map((asset) => [asset.url, asset])).values()];

/** Images the markdown references, at their URLs below the base URL (the output folder is served at the base). */
function copyMarkdownAssets(assets: AssetRef[], outDir: string, baseUrl: string): void {
  const made = new Set<string>();
  for (const asset of uniqueAssets(assets)) {
    const url = decodeURI(asset.url);
    copyOutputFile(asset.absPath, path.join(outDir, (stripBase(url, baseUrl) ?? url).replace(/^\/+/, '')), made);
  }
}

/**
 * Writes the responsive variants of raster images (sharp), which need not hold rendering up:
 * the pages' srcset already names them.
 */
function writeResponsiveVariants(assets: AssetRef[], outDir: string, idealImage: IdealImageOptions, reuseFrom: string | undefined): Promise<void> {
  return Promise.all(uniqueAssets(assets).map((asset) => writeResponsiveImages(asset, outDir, idealImage, reuseFrom))).then(() => undefined);
}

async function copyKatexAssets(outDir: string): Promise<void> {
  const dist = path.join(repoRoot, 'node_modules/katex/dist');
  if (!existsSync(dist)) return;
  await mkdir(path.join(outDir, '__folio/katex'), { recursive: true });
  linkIntoOutput(path.join(dist, 'katex.min.css'), path.join(outDir, '__folio/katex/katex.min.css'));
  linkIntoOutput(path.join(dist, 'fonts'), path.join(outDir, '__folio/katex/fonts'));
}

function listOutputFiles(dir: string): string[] {
  return filesBelow(dir).map((file) => file.rel);
}
