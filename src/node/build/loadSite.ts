// Phases 1–2 of every build (production or dev server): plugins load their content, then turn
// it into routes, shared data and global data, checked and ordered into the route table.
import { createHash } from 'node:crypto';
import type { DocsGlobalData } from '../../shared/types.js';
import { withBase } from '../../shared/url.js';
import type { SiteConfig } from '../config/schema.js';
import { allReportingEveryProblem, BuildError, distinctDiagnostics, formatDiagnostic, type Diagnostic } from '../errors.js';
import { checkRedirectSources } from '../plugins/redirects.js';
import type { BuildReuse, ContentLoadedResult, Plugin, RouteInput } from '../plugins/types.js';
import { buildRouteTable } from '../routes/buildRouteTable.js';
import { createPlugins } from './createPlugins.js';
import type { Logger } from './logger.js';
import { brokenLinkDiagnostic, describeMarkdownStats, statsSince, type MarkdownService } from './markdownService.js';

export interface LoadedSite {
  plugins: Plugin<unknown>[];
  contents: unknown[];
  results: ContentLoadedResult[];
  /** Shared data files by URL. */
  shared: Map<string, unknown>;
  /** The same shared data, split by the plugin (index in `plugins`) that created it, so a reload can keep another plugin's. */
  sharedByPlugin: Map<string, unknown>[];
  docsGlobal: Record<string, DocsGlobalData>;
  /** The route table: one route per path, sorted. */
  routes: RouteInput[];
  /** Paths two routes wanted (see buildRouteTable). */
  contested: Set<string>;
  /** Plugins (indices) that left content out of a `partial` load: loading them again completes the site. */
  deferred: Set<number>;
  /** With `tolerateFailures`: what each plugin (by index) whose content failed to load threw. */
  failures: Map<number, unknown>;
  /**
   * The link maps each plugin (by index) compiled its markdown with, one per instance or docs
   * version: a broken markdown link to a page of another plugin is told that page's URL from them.
   */
  linkMaps: ReadonlySet<LinkMap>[];
}

type LinkMap = Readonly<Record<string, string>>;

export function contentHash(content: string | Uint8Array, length = 10): string {
  return createHash('sha256').update(content).digest('hex').slice(0, length);
}

/** Reacts to a class of problem as the config says: throw (stop), warn, or ignore. */
export function applyPolicy(policy: 'throw' | 'warn' | 'ignore', problems: Diagnostic[], logger: Logger): void {
  applyPolicies([[policy, problems]], logger);
}

/**
 * Several checks' policies at once: their warnings are printed, and the problems of every check
 * that throws fail the build together (broken anchors were hidden behind broken links until
 * every link was fixed).
 */
export function applyPolicies(checks: [policy: 'throw' | 'warn' | 'ignore', problems: Diagnostic[]][], logger: Logger): void {
  const failing: Diagnostic[] = [];
  for (const [policy, problems] of checks) {
    if (policy === 'throw') failing.push(...problems);
    else if (policy === 'warn') problems.forEach((problem) => logger.warn(problem));
  }
  if (failing.length) throw new BuildError(failing);
}

export interface LoadSiteOptions {
  config: SiteConfig;
  siteDir: string;
  mode: 'production' | 'development';
  logger: Logger;
  markdown: MarkdownService;
  /** Plugins to reuse (the dev server keeps them between rebuilds). */
  plugins?: Plugin<unknown>[];
  /**
   * Dev server, after an edit: the previous load and the plugins (indices in its `plugins`) to
   * load again. Every other plugin keeps its content, routes and shared data as they were, which
   * is correct because `contentLoaded` only sees the plugin's own content and the config.
   */
  reuse?: { previous: LoadedSite; reload: ReadonlySet<number> };
  /** Dev server start: let plugins leave out what few pages need (see `LoadContext.partial`). */
  partial?: boolean;
  /** The build cache folder plugins may keep derived data in (`LoadContext.cacheDir`); none with the cache off. */
  cacheDir?: string;
  /** Production build with the cache on: `LoadContext.reuse`. */
  buildReuse?: BuildReuse;
  /**
   * Dev server: a plugin whose content fails to load does not fail the load. It keeps the
   * content of `reuse.previous`, or, with none, has no routes yet (and stays `deferred`, to be
   * loaded again); what it threw is in `failures`. A broken post present at start-up left every
   * section loaded after the home page a 404 until it was fixed.
   */
  tolerateFailures?: boolean;
}

export async function loadSite({ config, siteDir, mode, logger, markdown, reuse, partial, cacheDir, buildReuse, tolerateFailures = false, plugins = reuse?.previous.plugins ?? createPlugins(config) }: LoadSiteOptions): Promise<LoadedSite> {
  const failures = new Map<number, unknown>();
  // Once content has loaded, a plugin that failed counts as kept, or, with nothing to keep, as left out.
  const kept = (index: number) => reuse !== undefined && (!reuse.reload.has(index) || failures.has(index));
  let done = logger.phase('load content');
  const before = markdown.brokenMarkdownLinks().length;
  const warningsBefore = markdown.warnings().length;
  // The dev server keeps one service for the session: this load's share is what it adds.
  const statsBefore = markdown.stats();
  // A kept plugin stays as partial as it was; a loaded one says so again if it defers anything.
  const deferred = new Set([...(reuse?.previous.deferred ?? [])].filter(kept));
  // Partial: a plugin whose routes all lie away from the home page, and that no other page reads, waits.
  const skipped = (index: number) => (partial && !kept(index) && plugins[index]!.servesUnder !== undefined && plugins[index]!.servesUnder !== '/') || (failures.has(index) && !kept(index));
  plugins.forEach((_, index) => skipped(index) && deferred.add(index));
  // A reloaded plugin's maps replace those of its previous load: after a doc was renamed, the
  // old map still named its former file's URL, and a link to that file was told to use it (a 404).
  const compiledWith = plugins.map(() => new Set<LinkMap>());
  // Every plugin loads to the end even when another fails, so one build reports the problems of
  // all of them (a bad post and a bad doc together), not the first plugin's only.
  const loads = plugins.map((plugin, index) =>
      kept(index)
        ? reuse!.previous.contents[index]
        : skipped(index)
          ? undefined
          : plugin.loadContent?.({
            config,
            siteDir,
            mode,
            compileMarkdown: (inputs) => {
              for (const input of inputs) compiledWith[index]!.add(input.linkMap);
              return markdown.compile(inputs);
            },
            warn: (d) => logger.warn(d),
            partial: partial ? { deferred: () => void deferred.add(index) } : undefined,
            cacheDir,
            reuse: buildReuse,
          }),
  );
  const contents = tolerateFailures ? await settledContents(loads, failures, reuse?.previous) : await allReportingEveryProblem(loads);
  // A plugin that failed with no content to keep (or whose kept content was partial) is loaded again with the rest of the site.
  const deferFailed = (index: number) => (!kept(index) || reuse?.previous.deferred.has(index)) && deferred.add(index);
  failures.forEach((_, index) => deferFailed(index));
  // A plugin that failed names no pages it does not serve: its maps are those of what it serves.
  const linkMapsOf = (index: number) => (kept(index) ? reuse!.previous.linkMaps[index]! : failures.has(index) ? new Set<LinkMap>() : compiledWith[index]!);
  const linkMaps = plugins.map((_, index) => linkMapsOf(index));
  // Described once every plugin has compiled: a link into a plugin that compiles later is recognised too.
  const siteLinkMaps = linkMaps.flatMap((maps) => [...maps]);
  applyPolicy(config.onBrokenMarkdownLinks, distinctDiagnostics(markdown.brokenMarkdownLinks().slice(before).map((broken) => brokenLinkDiagnostic(broken, siteLinkMaps))), logger);
  for (const warning of distinctDiagnostics(markdown.warnings().slice(warningsBefore))) logger.warn(warning);
  done();
  logger.info(`markdown: ${describeMarkdownStats(statsSince(statsBefore, markdown.stats()))}`);

  done = logger.phase('route table');
  const results: ContentLoadedResult[] = [];
  const sharedByPlugin: Map<string, unknown>[] = [];
  const docsGlobal: Record<string, DocsGlobalData> = {};
  for (const [index, plugin] of plugins.entries()) {
    // A kept plugin's routes and shared data are what its unchanged content gave last time.
    const routesOf = async (): Promise<[ContentLoadedResult, Map<string, unknown>]> => {
      if (kept(index)) return [reuse!.previous.results[index]!, reuse!.previous.sharedByPlugin[index]!];
      // No routes yet, but the components they will need, so the bundles need not change.
      if (skipped(index)) return [{ routes: [], modules: await plugin.predictModules?.({ siteDir }) }, new Map()];
      const pluginShared = new Map<string, unknown>();
      const shareData = (name: string, data: unknown): string => {
        const json = JSON.stringify(data);
        const url = withBase(`/__folio/shared/${name}-${contentHash(json, 8)}.json`, config.baseUrl);
        pluginShared.set(url, data);
        return url;
      };
      const result = plugin.contentLoaded ? await plugin.contentLoaded(contents[index], { config, mode, shareData, warn: (d) => logger.warn(d), log: (d) => logger.info(formatDiagnostic(d, 'info')) }) : { routes: [] };
      return [result, pluginShared];
    };
    let loaded: [ContentLoadedResult, Map<string, unknown>];
    try {
      loaded = await routesOf();
    } catch (error) {
      // A sidebar naming a doc that is not there fails here, after the content loaded.
      if (!tolerateFailures) throw error;
      failures.set(index, error);
      contents[index] = reuse?.previous.contents[index];
      linkMaps[index] = linkMapsOf(index);
      deferFailed(index);
      loaded = await routesOf();
    }
    const [result, pluginShared] = loaded;
    results.push(result);
    sharedByPlugin.push(pluginShared);
    if (plugin.name === 'docs' && result.globalData) docsGlobal[plugin.id ?? 'default'] = result.globalData as DocsGlobalData;
  }
  const shared = new Map(sharedByPlugin.flatMap((byUrl) => [...byUrl]));
  const allRoutes = results.flatMap((result) => result.routes);
  checkRedirectSources(allRoutes.filter((route) => route.kind === 'redirect'), allRoutes);
  const table = buildRouteTable(allRoutes);
  applyPolicy(config.onDuplicateRoutes, table.duplicates, logger);
  done();
  return { plugins, contents, results, shared, sharedByPlugin, docsGlobal, routes: table.routes, contested: table.contested, deferred, linkMaps, failures };
}

/** Each plugin's content, or for one that failed (noted in `failures`) its content in `previous`. */
async function settledContents(loads: unknown[], failures: Map<number, unknown>, previous: LoadedSite | undefined): Promise<unknown[]> {
  const settled = await Promise.allSettled(loads);
  return settled.map((result, index) => {
    if (result.status === 'fulfilled') return result.value;
    failures.set(index, result.reason);
    return previous?.contents[index];
  });
}
