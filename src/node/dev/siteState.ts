// What the dev server serves from, derived from one load of the site: the route table by path
// (React pages' meta and sub paths filled in from the server bundle, as a build does), the site
// data every page reads, and the files markdown pages reference.
import path from 'node:path';
import { siteModuleFeature } from '../markdown/siteComponents.js';
import type { SiteData } from '../../shared/types.js';
import type { LoadedSite } from '../build/loadSite.js';
import { fillModuleRoutes, type ModuleFacts } from '../build/moduleRoutes.js';
import { createSiteData, hasHomePage, prefixRoutesOf } from '../build/siteData.js';
import { siteDebugRoutes } from '../build/siteDebugRoutes.js';
import { globalHeadTags, siteComponentFeatures } from '../build/sitePieces.js';
import type { SiteConfig } from '../config/schema.js';
import { DEBUG_BASE } from '../plugins/debug.js';
import { searchIndexUrlFor } from '../plugins/search/index.js';
import type { RouteInput } from '../plugins/types.js';

export interface SiteState {
  loaded: LoadedSite;
  /** The route table: the loaded routes with React pages' meta and sub paths (debug pages aside). */
  routes: RouteInput[];
  /** The local search index, built on the first search request after each change. */
  searchFiles?: Map<string, string>;
  /** What plugins write after a build and the dev server serves too (feeds), made on the first request after each change. */
  outputFiles?: Promise<Map<string, string | Uint8Array>>;
  /** The debug pages, made on the first request for one after each change (they hold every plugin's content). */
  debugByPath?: Map<string, RouteInput>;
  byPath: Map<string, RouteInput>;
  site: SiteData;
  siteJson: string;
  /** Asset URL → absolute file. */
  assets: Map<string, string>;
}

/**
 * `facts`: what the server bundle says about the React page modules (see moduleRoutes.ts);
 * `bundledStyles`: the client bundle's page feature stylesheets, for the site data.
 */
export function siteState(config: SiteConfig, loaded: LoadedSite, { facts, bundledStyles }: { facts: Record<string, ModuleFacts>; bundledStyles: Record<string, string> }): SiteState {
  // Copies: the loaded routes stay as the plugins made them, for the next bundle's facts.
  const routes = loaded.routes.map((route) => (route.fromModule ? { ...route } : route));
  fillModuleRoutes(routes, facts);
  const site: SiteData = {
    ...createSiteData(config, loaded.docsGlobal, { deployPreview: false, homePage: hasHomePage(routes), searchIndexUrl: searchIndexUrlFor(config), globalHead: globalHeadTags(config, loaded.results), bundledStyles }),
    // As a build lists them: a page deleted while open asked for the data of every folder above
    // it (three 404s in the console). Not while content is left out: its routes are not known yet.
    ...(!loaded.deferred.size && { prefixRoutes: prefixRoutesOf(routes) }),
  };
  const assets = new Map<string, string>();
  for (const result of loaded.results) for (const asset of result.assets ?? []) assets.set(decodeURI(asset.url), asset.absPath);
  return { loaded, routes, byPath: new Map(routes.map((route) => [route.path, route])), site, siteJson: JSON.stringify(site), assets };
}

/** The route at `path` (normalized), a debug page included. */
export function routeAt(state: SiteState, config: SiteConfig, path: string, registry: Record<string, string[]>): RouteInput | undefined {
  const route = state.byPath.get(path);
  if (route || config.debug === false || (path !== DEBUG_BASE && !path.startsWith(`${DEBUG_BASE}/`))) return route;
  const { plugins, contents, results, docsGlobal } = state.loaded;
  state.debugByPath ??= new Map(siteDebugRoutes({ config, mode: 'development', plugins, contents, results, docsGlobal, routes: state.routes, registry }).map((debug) => [debug.path, debug]));
  return state.debugByPath.get(path);
}

/**
 * Whether a saved file is a module of the bundles' own: an `.mdx` page whose `export`s define the
 * components its tags use is one (siteComponents.ts), and its code changed with its text.
 */
export function savedSiteModule(saved: readonly string[] | undefined, loaded: LoadedSite, siteDir: string): boolean {
  if (!saved?.length) return false;
  const features = new Set(siteComponentFeatures(loaded.results));
  return saved.some((file) => features.has(siteModuleFeature(path.resolve(file), siteDir)));
}

/**
 * A plugin's component modules changed (a React page added or removed), or which of the site's
 * modules its MDX imports components from (one imported for the first time): the bundles must be
 * rebuilt.
 */
export function modulesChanged(before: LoadedSite, after: LoadedSite): boolean {
  const siteModules = (loaded: LoadedSite) => siteComponentFeatures(loaded.results).join('\n');
  const pluginModulesChanged = after.results.some((result, index) => {
    const previous = before.results[index];
    return previous !== result && JSON.stringify(result.modules ?? {}) !== JSON.stringify(previous?.modules ?? {});
  });
  return pluginModulesChanged || siteModules(before) !== siteModules(after);
}
