// Pieces of a build that both the production build and the dev server assemble the same way:
// the client registry of route-kind components, page data of a route, and head tags.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HeadTag, PageData } from '../../shared/types.js';
import { siteComponentModule } from '../../shared/siteComponents.js';
import type { RegistryModules } from '../bundle/registry.js';
import type { SiteConfig } from '../config/schema.js';
import type { ContentLoadedResult, Plugin, RouteInput } from '../plugins/types.js';
import { clientModulePaths, defaultKindModules, featureStylesheets, markdownFeatureModules, shellModules, stylesheet } from '../../../theme/kinds.js';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const themeDir = path.join(repoRoot, 'theme');
/** Build cache (compiled markdown, server bundles), safe to delete at any time. */
export const CACHE_DIR = path.join(repoRoot, 'node_modules/.cache/folio');

/**
 * Tags every page's head gets: plugins' (feed links, the manifest's theme colour ...), then the
 * config's head tags and metadata. A later tag with the same identity replaces an earlier one, so
 * what the site writes itself wins: `themeConfig.metadata`'s `theme-color` over the offline
 * manifest's default.
 */
export function globalHeadTags(config: SiteConfig, results: ContentLoadedResult[]): HeadTag[] {
  return [...results.flatMap((result) => result.headTags ?? []), ...config.headTags, ...config.themeConfig.metadata.map((attrs) => ({ tag: 'meta' as const, attrs }))];
}

/** Theme components by route kind, with plugin modules and the site's overrides applied. */
/** The theme's stylesheets as the client bundle takes them: every page's, and each page feature's (absolute paths). */
export function themeStylesheets(): { stylesheet: string; featureStylesheets: Record<string, string> } {
  const fromTheme = (rel: string) => path.join(themeDir, rel);
  return { stylesheet: fromTheme(stylesheet), featureStylesheets: Object.fromEntries(Object.entries(featureStylesheets).map(([feature, rel]) => [feature, fromTheme(rel)])) };
}

export function registryModules(config: SiteConfig, siteDir: string, results: ContentLoadedResult[], siteComponents: readonly string[] = siteComponentFeatures(results)): RegistryModules {
  const fromTheme = (rel: string) => path.join(themeDir, rel);
  const kinds: Record<string, string> = {};
  for (const [kind, rel] of Object.entries(defaultKindModules)) kinds[kind] = fromTheme(rel);
  for (const result of results) Object.assign(kinds, result.modules ?? {});
  const navbarItemTypes: Record<string, string> = {};
  let Layout = fromTheme(shellModules.Layout);
  let ErrorPage = fromTheme(shellModules.ErrorPage);
  let Loading = fromTheme(shellModules.Loading);
  for (const [key, file] of Object.entries(config.themeComponents)) {
    const abs = path.resolve(siteDir, file);
    if (key.startsWith('navbarItem:')) navbarItemTypes[key.slice('navbarItem:'.length)] = abs;
    else if (key === 'Layout') Layout = abs;
    else if (key === 'ErrorPage') ErrorPage = abs;
    else if (key === 'Loading') Loading = abs;
    else kinds[key] = abs;
  }
  const markdownFeatures = Object.fromEntries([
    ...Object.entries(markdownFeatureModules).map(([feature, rel]) => [feature, fromTheme(rel)]),
    ...siteComponents.map((feature) => [feature, path.resolve(siteDir, siteComponentModule(feature)!)]),
  ]);
  const stylesheets = [config.customCss ?? []].flat().map((file) => path.resolve(siteDir, file));
  return { kinds, Layout, ErrorPage, Loading, clientModules: clientModulePaths.map(fromTheme), navbarItemTypes, markdownFeatures, ...(stylesheets.length > 0 && { stylesheets }) };
}

/**
 * The page features that load the site's own modules whose components its MDX imports (see
 * src/shared/siteComponents.ts): those the pages' features name.
 */
export function siteComponentFeatures(results: readonly ContentLoadedResult[]): string[] {
  const features = new Set<string>();
  for (const result of results) for (const route of result.routes) for (const feature of route.features ?? []) if (siteComponentModule(feature) !== undefined) features.add(feature);
  // Sorted: a registry is compared with the one predicted before content loaded (see build.ts).
  return [...features].sort();
}

/**
 * The registry the plugins expect before loading content (see `Plugin.predictModules`), with the
 * site modules whose components the previous build's MDX imported (`siteComponents`, from the
 * build cache): a site whose pages import components bundles once, not a second time after its
 * markdown compiled.
 */
export async function predictRegistryModules(config: SiteConfig, siteDir: string, plugins: readonly Plugin<unknown>[], siteComponents: readonly string[] = []): Promise<RegistryModules> {
  const predicted = await Promise.all(plugins.map((plugin) => plugin.predictModules?.({ siteDir }) ?? Promise.resolve({})));
  return registryModules(config, siteDir, predicted.map((modules) => ({ routes: [], modules })), siteComponents);
}

/** The serializable page data of a route, as written to its JSON file. */
export function pageDataOf(route: RouteInput): PageData {
  return {
    path: route.path,
    kind: route.kind,
    title: route.title,
    description: route.description,
    noindex: route.noindex || undefined,
    head: route.head?.length ? route.head : undefined,
    props: route.props,
    shared: route.shared,
    features: route.features?.length ? route.features : undefined,
    exact: route.exact === false ? false : undefined,
  };
}
