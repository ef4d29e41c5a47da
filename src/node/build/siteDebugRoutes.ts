// The debug pages of a loaded site (/__docusaurus/debug/…), assembled the same way by the build
// and by the dev server: the validated config, what each plugin loaded, global data, versions,
// the client registry and the route table with the plugin that added each route.
import type { DocsGlobalData } from '../../shared/types.js';
import type { SiteConfig } from '../config/schema.js';
import { debugRoutes, serializableConfig } from '../plugins/debug.js';
import type { ContentLoadedResult, Plugin, RouteInput } from '../plugins/types.js';
import { FRAMEWORK_VERSION } from './siteData.js';

/** A plugin as the debug pages name it: its name, and its instance id when it has one (`docs/community`). */
const pluginLabel = (plugin: Plugin<unknown>) => (plugin.id ? `${plugin.name}/${plugin.id}` : plugin.name);

/** Plugins that ship with Folio (reported as packages on the metadata debug page). */
const BUILT_IN = new Set(['docs', 'blog', 'pages', 'client-redirects', 'sitemap', 'web-manifest', 'offline']);

export interface DebugSiteInput {
  config: SiteConfig;
  /** A production build's debug pages list only what it builds (no drafts). */
  mode: 'production' | 'development';
  plugins: Plugin<unknown>[];
  /** Each plugin's loaded content, by index in `plugins`. */
  contents: unknown[];
  results: ContentLoadedResult[];
  docsGlobal: Record<string, DocsGlobalData>;
  /** The route table without the debug pages (React pages' sub paths included). */
  routes: RouteInput[];
  /** Route kind → the client chunks that render it. */
  registry: Record<string, string[]>;
}

/** Pure: the debug routes of a loaded site. */
export function siteDebugRoutes({ config, mode, plugins, contents, results, docsGlobal, routes, registry }: DebugSiteInput): RouteInput[] {
  // Which plugin (and instance) added each route; the routes a React page module adds for its
  // sub paths are copies of the pages plugin's route.
  const owners = new Map<string, string>();
  results.forEach((result, index) => {
    const plugin = plugins[index]!;
    for (const route of result.routes) if (!owners.has(route.path)) owners.set(route.path, pluginLabel(plugin));
  });
  const ownerOf = (route: RouteInput) => owners.get(route.path) ?? (route.kind.startsWith('page:') ? `pages/${route.kind.slice('page:'.length).split('/')[0]}` : undefined);
  return debugRoutes({
    // `trailingSlash` left unset is an absent key: listed (as null) like every other option.
    config: serializableConfig({ ...config, trailingSlash: config.trailingSlash }),
    content: Object.fromEntries(plugins.map((plugin, index) => [pluginLabel(plugin), plugin.debugContent?.(contents[index], { mode }) ?? null])),
    globalData: { docs: docsGlobal },
    metadata: {
      frameworkVersion: FRAMEWORK_VERSION,
      nodeVersion: process.version,
      pluginVersions: Object.fromEntries(plugins.map((plugin) => [pluginLabel(plugin), { type: plugin.name.startsWith('folio') || BUILT_IN.has(plugin.name) ? 'package' : 'local', version: FRAMEWORK_VERSION }])),
    },
    registry,
    routes: routes.map((route) => ({ path: route.path, kind: route.kind, exact: route.exact !== false, plugin: ownerOf(route), unlisted: route.unlisted || undefined, noindex: route.noindex || undefined })),
  });
}
