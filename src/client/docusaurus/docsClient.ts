// `@docusaurus/plugin-content-docs/client`: the hooks pages written for Docusaurus read docs
// versions with (a versions page: `useVersions()`, `useLatestVersion()`), from Folio's site data.
// A version is Docusaurus's shape: its `docs` are those the site data has without loading a
// version's doc list, the main doc and the docs the navbar names (enough for a link to each
// version's first page); `useDocById` from 'folio/client' reads any other.
import { useLocation } from 'react-router-dom';
import type { DocsGlobalData, DocsVersionSummary } from '../../shared/types.js';
import { useSiteData } from '../context.js';
import { findActivePlugin, findActiveVersion, latestVersion, useDocsPlugin } from '../docs.js';

export interface DocusaurusVersion extends DocsVersionSummary {
  docs: { id: string; path: string; sidebar?: string }[];
}

export interface DocusaurusDocsData {
  path: string;
  breadcrumbs: boolean;
  versions: DocusaurusVersion[];
}

const versions = new WeakMap<DocsVersionSummary, DocusaurusVersion>();
const plugins = new WeakMap<DocsGlobalData, DocusaurusDocsData>();

/** Docusaurus's version object for one of Folio's (the same object for the same version). */
export function docusaurusVersion(version: DocsVersionSummary): DocusaurusVersion {
  let converted = versions.get(version);
  if (!converted) {
    const docs = new Map<string, { id: string; path: string; sidebar?: string }>();
    if (version.mainDocId) docs.set(version.mainDocId, { id: version.mainDocId, path: version.mainDocPath });
    for (const [id, doc] of Object.entries(version.navbarDocs ?? {})) if (!docs.has(id)) docs.set(id, { id, path: doc.path, sidebar: doc.sidebar });
    versions.set(version, (converted = { ...version, docs: [...docs.values()] }));
  }
  return converted;
}

/** Docusaurus's global data of a docs instance. */
export function docusaurusDocsData(plugin: DocsGlobalData): DocusaurusDocsData {
  let converted = plugins.get(plugin);
  if (!converted) plugins.set(plugin, (converted = { path: plugin.path, breadcrumbs: plugin.breadcrumbs, versions: plugin.versions.map(docusaurusVersion) }));
  return converted;
}

export function useAllDocsData(): Record<string, DocusaurusDocsData> {
  return Object.fromEntries(Object.entries(useSiteData().docs).map(([id, plugin]) => [id, docusaurusDocsData(plugin)]));
}

export function useDocsData(pluginId?: string): DocusaurusDocsData {
  return docusaurusDocsData(useDocsPlugin(pluginId));
}

export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: DocusaurusDocsData } | undefined {
  const plugin = findActivePlugin(useSiteData().docs, useLocation().pathname, options);
  return plugin && { pluginId: plugin.pluginId, pluginData: docusaurusDocsData(plugin) };
}

export function useVersions(pluginId?: string): DocusaurusVersion[] {
  return docusaurusDocsData(useDocsPlugin(pluginId)).versions;
}

export function useLatestVersion(pluginId?: string): DocusaurusVersion {
  return docusaurusVersion(latestVersion(useDocsPlugin(pluginId)));
}

export function useActiveVersion(pluginId?: string): DocusaurusVersion | undefined {
  const active = findActiveVersion(useDocsPlugin(pluginId), useLocation().pathname);
  return active && docusaurusVersion(active);
}

/** The version being read, and no doc (Folio's site data does not know each doc's path). */
export function useActiveDocContext(pluginId?: string): { activeVersion?: DocusaurusVersion; activeDoc?: undefined; alternateDocVersions: Record<string, never> } {
  return { activeVersion: useActiveVersion(pluginId), alternateDocVersions: {} };
}
