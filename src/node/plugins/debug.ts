// The debug pages under /__docusaurus/debug/: the real data of this build (config, loaded
// content, global data, metadata, client registry, route table), one page each.
import type { RouteInput } from './types.js';

export const DEBUG_BASE = '/__docusaurus/debug';

export interface DebugData {
  config: unknown;
  content: Record<string, unknown>;
  globalData: unknown;
  metadata: { frameworkVersion: string; nodeVersion: string; pluginVersions: Record<string, { type: string; version: string }>; siteVersion?: string };
  registry: Record<string, string[]>;
  routes: { path: string; kind: string; exact: boolean; plugin?: string; unlisted?: boolean; noindex?: boolean }[];
}

const PAGES: { slug: keyof DebugData; title: string; description: string }[] = [
  { slug: 'config', title: 'Config', description: 'The site configuration after validation, with every default filled in.' },
  { slug: 'content', title: 'Content', description: 'What each plugin instance loaded.' },
  { slug: 'globalData', title: 'Global data', description: 'The data every page can read (site data and docs versions).' },
  { slug: 'metadata', title: 'Metadata', description: 'Framework, Node.js and plugin versions.' },
  { slug: 'registry', title: 'Registry', description: 'Route kinds and the client chunks that render them, loaded lazily.' },
  { slug: 'routes', title: 'Routes', description: 'Every route of the route table.' },
];

/** Pure: the build's data → the debug routes. The routes page lists the debug routes too: they are in the route table. */
export function debugRoutes(data: DebugData): RouteInput[] {
  const links = PAGES.map((page) => ({ title: page.title, href: `${DEBUG_BASE}/${page.slug}` }));
  const ownRoutes = [DEBUG_BASE, ...links.map((link) => link.href)].map((path) => ({ path, kind: 'debug', exact: true, plugin: 'debug', unlisted: true, noindex: true }));
  const routes = [...data.routes, ...ownRoutes];
  const kinds: Record<string, number> = {};
  for (const route of routes) kinds[route.kind] = (kinds[route.kind] ?? 0) + 1;
  const overview = {
    frameworkVersion: data.metadata.frameworkVersion,
    nodeVersion: data.metadata.nodeVersion,
    plugins: Object.keys(data.metadata.pluginVersions),
    routes: routes.length,
    routesByKind: kinds,
  };
  // Page data reaches the browser as JSON: render from the same JSON on the server (a key whose
  // value is undefined would be counted there and missing here, a hydration mismatch).
  const pageData = JSON.parse(JSON.stringify({ ...data, routes })) as DebugData;
  return [
    { path: DEBUG_BASE, kind: 'debug', title: 'Debug', props: { title: 'Debug', description: 'What Folio built, as data: an overview here, the details on each page.', links, data: overview }, noindex: true, unlisted: true },
    ...PAGES.map((page) => ({
      path: `${DEBUG_BASE}/${page.slug}`,
      kind: 'debug',
      title: `Debug: ${page.title}`,
      props: { title: page.title, description: page.description, links, data: pageData[page.slug] },
      noindex: true,
      unlisted: true,
    })),
  ];
}

/**
 * The content files a debug page lists. A production build leaves drafts out: it builds none of
 * them, so their titles and front matter are not to be published either. The dev server, which
 * shows drafts, lists them.
 */
export function debugFiles<File extends { compiled: { frontMatter: Record<string, unknown> } }>(files: File[], mode: 'production' | 'development'): File[] {
  return mode === 'production' ? files.filter((file) => file.compiled.frontMatter.draft !== true) : files;
}

/** The config as data: functions (site plugins' hooks) shown by name. */
export function serializableConfig(config: unknown): unknown {
  // An option left unset shows as null (`trailingSlash: null`: keep URLs as written) rather than
  // vanishing from the page that lists every option.
  return JSON.parse(JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? `[function ${value.name || 'anonymous'}]` : value === undefined ? null : value)));
}
