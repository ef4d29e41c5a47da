// What the dev server serves from, derived from one load of the site: the route table by path,
// the site data every page reads, and the files markdown pages reference.
import type { SiteData } from '../../shared/types.js';
import type { LoadedSite } from '../build/loadSite.js';
import { createSiteData, hasHomePage } from '../build/siteData.js';
import { globalHeadTags } from '../build/sitePieces.js';
import type { SiteConfig } from '../config/schema.js';
import { searchIndexUrlFor } from '../plugins/search/index.js';
import type { RouteInput } from '../plugins/types.js';

export interface SiteState {
  loaded: LoadedSite;
  /** The local search index, built on the first search request after each change. */
  searchFiles?: Map<string, string>;
  /** What plugins write after a build and the dev server serves too (feeds), made on the first request after each change. */
  outputFiles?: Promise<Map<string, string | Uint8Array>>;
  byPath: Map<string, RouteInput>;
  site: SiteData;
  siteJson: string;
  /** Asset URL → absolute file. */
  assets: Map<string, string>;
}

export function siteState(config: SiteConfig, loaded: LoadedSite): SiteState {
  const site = createSiteData(config, loaded.docsGlobal, { deployPreview: false, homePage: hasHomePage(loaded.routes), searchIndexUrl: searchIndexUrlFor(config), globalHead: globalHeadTags(config, loaded.results) });
  const assets = new Map<string, string>();
  for (const result of loaded.results) for (const asset of result.assets ?? []) assets.set(decodeURI(asset.url), asset.absPath);
  return { loaded, byPath: new Map(loaded.routes.map((route) => [route.path, route])), site, siteJson: JSON.stringify(site), assets };
}

/** A plugin's component modules changed (a React page added or removed): the bundles must be rebuilt. */
export function modulesChanged(before: LoadedSite, after: LoadedSite): boolean {
  return after.results.some((result, index) => {
    const previous = before.results[index];
    return previous !== result && JSON.stringify(result.modules ?? {}) !== JSON.stringify(previous?.modules ?? {});
  });
}
