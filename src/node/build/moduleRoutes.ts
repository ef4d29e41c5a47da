// React pages declare `meta` (title, description, noindex) and may list `subPaths`: more URLs
// below theirs that the same component renders (a board and one page per entry). Both are read
// from the server bundle; sub paths become routes of their own.
//
// What the bundle says is kept in the build cache under a hash of the bundle's bytes: importing
// the bundle (React, the theme, every page module) cost a rebuild 50-75 ms on the main thread
// before the search index could start, and the answer only changes with the bundle's code.
// A page module's exports must therefore not depend on anything but its code and the data
// bundled with it: a page module reads neither the disk nor the clock while it loads.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { normalizePath } from '../../shared/url.js';
import type { Diagnostic } from '../errors.js';
import type { RouteInput, SearchDocument } from '../plugins/types.js';
import { readCacheRecord, writeCacheFile } from './cacheRecord.js';
import { loadServerBundle } from '../prerender/loadServerBundle.js';

type Meta = Record<string, unknown>;

/** What the server bundle's `pageModuleInfo(kind)` tells about one page module. */
interface ModuleInfo {
  meta?: Meta;
  subPaths?: string[];
  metaFor?: (path: string) => Meta | undefined;
  hasDefault: boolean;
  defaultType?: string;
}

/** The same, as plain data: each sub path's meta asked for once. */
export interface ModuleFacts {
  meta?: Meta;
  /** Whether the module exports its page component as default (false: it cannot render). */
  hasDefault?: boolean;
  /** What it exports as default instead of a component (`an object`, `an empty object`), if anything. */
  defaultType?: string;
  /** Normalized sub paths, in the module's order. */
  subPaths: string[];
  subMeta: Record<string, Meta | undefined>;
}

interface CachedFacts {
  key: string;
  facts: Record<string, ModuleFacts>;
}

/**
 * Asks the server bundle about the page modules of the module routes in `routes`, or finds its
 * answer in `cacheFile`. Without module routes the bundle is not even read.
 */
export async function readModuleFacts(routes: RouteInput[], serverFile: string, cacheFile?: string): Promise<Record<string, ModuleFacts>> {
  const kinds = [...new Set(routes.filter((route) => route.fromModule).map((route) => route.kind))];
  if (!kinds.length) return {};
  const key = cacheFile === undefined ? '' : createHash('sha256').update(readFileSync(serverFile)).update(JSON.stringify(kinds)).digest('hex');
  const cached = cacheFile === undefined ? undefined : readCacheRecord<CachedFacts>(cacheFile);
  if (cached?.key === key) return cached.facts;
  const ssr = await loadServerBundle<{ pageModuleInfo(kind: string): ModuleInfo }>(serverFile);
  const facts: Record<string, ModuleFacts> = {};
  for (const kind of kinds) {
    const { meta, subPaths, metaFor, hasDefault, defaultType } = ssr.pageModuleInfo(kind);
    const paths = (subPaths ?? []).map(normalizePath);
    facts[kind] = { meta, hasDefault, defaultType, subPaths: paths, subMeta: Object.fromEntries(paths.map((path) => [path, metaFor?.(path)])) };
  }
  if (cacheFile !== undefined) writeCacheFile(cacheFile, JSON.stringify({ key, facts } satisfies CachedFacts));
  return facts;
}

/**
 * Pure: a problem for each page module with no default export, found before rendering: the page
 * would otherwise fail in the middle of the render with a stack trace instead of its file.
 */
export function modulesWithoutDefault(routes: RouteInput[], facts: Record<string, ModuleFacts>): Diagnostic[] {
  const seen = new Set<string>();
  return routes.flatMap((route) => {
    const fact = facts[route.kind];
    if (!route.fromModule || fact?.hasDefault !== false || seen.has(route.kind)) return [];
    seen.add(route.kind);
    const exported = fact.defaultType;
    return [{
      plugin: 'pages',
      where: route.source ? { file: route.source.file } : undefined,
      what:
        exported === 'an empty object'
          ? `The page module for "${route.kind}" exports no component: its default export is an empty object (\`export default {}\`, or a file without \`export\`, read as a CommonJS module), so there is nothing to render ${route.path}`
          : exported
            ? `The page module for "${route.kind}" exports ${exported} as default, not a component, so there is nothing to render ${route.path}`
            : `The page module for "${route.kind}" has no default export, so there is no component to render ${route.path}`,
      fix: 'Export the page component as default: `export default function Page() { … }`.',
    }];
  });
}

/**
 * What search knows of a React page: its title (the route's) and its description, as the text
 * under it. Its rendered text is not read: the index is built beside rendering, from the route
 * table. Tagged and grouped like markdown pages (see pages.ts).
 */
function pageSearchDocument(title: string, description: string | undefined): SearchDocument | undefined {
  // A page without a title (no `meta.title`) would be a result without a name: left out.
  if (!title) return undefined;
  return { tag: 'default', lvl0: 'Pages', sections: description ? [{ heading: '', id: '', level: 1, text: description }] : [] };
}

/** Pure: gives module routes their meta and adds their sub paths to `routes` (in place). */
export function fillModuleRoutes(routes: RouteInput[], facts: Record<string, ModuleFacts>): void {
  const known = new Set(routes.map((route) => route.path));
  for (const route of routes.filter((candidate) => candidate.fromModule)) {
    const { meta, subPaths, subMeta } = facts[route.kind] ?? { subPaths: [], subMeta: {} };
    route.title = typeof meta?.title === 'string' ? meta.title : route.title;
    route.description = typeof meta?.description === 'string' ? meta.description : route.description;
    if (meta?.noindex === true) route.noindex = true;
    route.search ??= pageSearchDocument(route.title, route.description);
    for (const path of subPaths) {
      if (known.has(path)) continue;
      known.add(path);
      const pathMeta = subMeta[path];
      const description = typeof pathMeta?.description === 'string' ? pathMeta.description : route.description;
      const title = typeof pathMeta?.title === 'string' ? pathMeta.title : route.title;
      routes.push({ ...route, path, exact: true, fromModule: false, title, description, search: pageSearchDocument(title, description) });
    }
    if (subPaths.length) route.exact = false;
  }
}
