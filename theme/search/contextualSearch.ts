// Contextual search: what the reader is looking at decides which docs versions a search covers.
// On a doc page, that page's version; elsewhere the version the reader prefers (stored when they
// read a versioned doc), else the latest. Pages outside the docs (blog, changelog, site pages)
// are always searched.
import type { FacetFilters } from '../../src/client/search/searchClient.js';
import { docsVersionTag } from '../../src/client/search/loadSearchBackend.js';
import { readStored } from '../../src/client/storage.js';
import type { SiteData } from '../../src/shared/types.js';
import { findActivePlugin, findActiveVersion, latestVersion, preferredVersionKey } from '../hooks/useDocsVersion.js';

/** Docs plugin id → the version name searched. */
export type SearchVersions = Record<string, string>;

/** Pure: the version of each docs plugin a search from `pathname` covers. */
export function contextualVersions(site: SiteData, pathname: string, preferred: (pluginId: string) => string | null): SearchVersions {
  const active = findActivePlugin(site.docs, pathname);
  const versions: SearchVersions = {};
  for (const plugin of Object.values(site.docs)) {
    const onPage = active?.pluginId === plugin.pluginId ? findActiveVersion(plugin, pathname) : undefined;
    const stored = preferred(plugin.pluginId);
    const version = onPage ?? plugin.versions.find((candidate) => candidate.name === stored) ?? latestVersion(plugin);
    versions[plugin.pluginId] = version.name;
  }
  return versions;
}

/** The reader's stored version preference of a docs plugin (browser only). */
export function storedPreferredVersion(site: SiteData): (pluginId: string) => string | null {
  return (pluginId) => readStored(preferredVersionKey(pluginId), site.storageSuffix);
}

/** Pure: the hosted service's facet filters: the locale, and any of the tags. */
export function searchFacetFilters(locale: string, tags: string[]): FacetFilters {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

/** Pure: the tags of the chosen versions (a plugin missing from `versions` counts with all its versions), then `otherTags`. */
export function searchTags(site: SiteData, versions: Partial<SearchVersions>, otherTags: string[]): string[] {
  const docsTags = Object.values(site.docs).flatMap((plugin) => {
    const chosen = versions[plugin.pluginId];
    return chosen ? [docsVersionTag(plugin.pluginId, chosen)] : plugin.versions.map((version) => docsVersionTag(plugin.pluginId, version.name));
  });
  return [...otherTags, ...docsTags];
}

/** The URL parameter that carries a docs plugin's version on the search page. */
export function versionParam(pluginId: string): string {
  return pluginId === 'default' ? 'version' : `version-${pluginId}`;
}

/** Docs plugins whose version is worth choosing (more than one). */
export function versionedPlugins(site: SiteData): SiteData['docs'][string][] {
  return Object.values(site.docs).filter((plugin) => plugin.versions.length > 1);
}

/** Pure: the search page URL (site path) for a query, keeping the versions that were searched. */
export function searchPageUrl(site: SiteData, searchPagePath: string, query: string, versions: Partial<SearchVersions> = {}): string {
  const params = new URLSearchParams({ q: query });
  for (const plugin of versionedPlugins(site)) {
    const version = versions[plugin.pluginId];
    if (version) params.set(versionParam(plugin.pluginId), version);
  }
  return `/${searchPagePath.replace(/^\/+/, '')}?${params}`;
}
