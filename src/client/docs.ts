import { useContext, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { invariant, ServerSharedDataContext, useSiteData } from './context.js';
import { fetchShared } from './dataLoader.js';
import { readStored, writeStored } from './storage.js';
import type { DocsGlobalData, DocsVersionSummary } from '../shared/types.js';
import { normalizePath } from '../shared/url.js';

export function preferredVersionKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

/** The docs instance `pluginId`; throws the SPEC §8 message when it does not exist. */
export function useDocsPlugin(pluginId = 'default'): DocsGlobalData {
  const site = useSiteData();
  const plugin = site.docs[pluginId];
  if (!plugin) {
    const known = Object.keys(site.docs);
    if (!known.length) throw new Error('Docs plugin is not enabled: add a `docs` instance to site.config.ts.');
    throw new Error(`Docs plugin with id "${pluginId}" not found. Available ids: ${known.join(', ')}.`);
  }
  return plugin;
}

function pathIsIn(path: string, base: string): boolean {
  const b = normalizePath(base);
  return path === b || path.startsWith(b === '/' ? '/' : `${b}/`);
}

/** The version whose path holds `pathname` (the most specific one), if any. */
export function findActiveVersion(plugin: DocsGlobalData, pathname: string): DocsVersionSummary | undefined {
  const path = normalizePath(pathname);
  return [...plugin.versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((version) => pathIsIn(path, version.path));
}

/** The docs plugin whose route base holds `pathname`; throws when none does (SPEC §8). */
export function findActivePlugin(all: Record<string, DocsGlobalData>, pathname: string, options: { failfast?: boolean } = {}): DocsGlobalData | undefined {
  const path = normalizePath(pathname);
  const found = Object.values(all)
    .sort((a, b) => b.path.length - a.path.length)
    .find((plugin) => pathIsIn(path, plugin.path));
  if (!found && options.failfast) {
    throw new Error(`Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(all).map((p) => p.path).join(', ')}`);
  }
  return found;
}

export function latestVersion(plugin: DocsGlobalData): DocsVersionSummary {
  const last = plugin.versions.find((version) => version.isLast) ?? plugin.versions[0];
  invariant(last, `docs plugin "${plugin.pluginId}" has no version`);
  return last;
}

/**
 * The version navbar links should point to: the one being read, else the reader's preferred
 * one (stored when they read a versioned doc), else the latest. The stored preference is read
 * after hydration so the server HTML and the first client render agree.
 */
export function useContextualVersion(pluginId = 'default'): DocsVersionSummary {
  const plugin = useDocsPlugin(pluginId);
  const site = useSiteData();
  const { pathname } = useLocation();
  const [preferred, setPreferred] = useState<string | null>(null);
  // A stored version the site no longer has was forgotten at start (forgetRemovedVersions) and
  // matches none here.
  useEffect(() => setPreferred(readStored(preferredVersionKey(pluginId), site.storageSuffix)), [pluginId, site.storageSuffix, pathname]);
  const active = findActiveVersion(plugin, pathname);
  if (active) return active;
  return plugin.versions.find((version) => version.name === preferred) ?? latestVersion(plugin);
}

/** At start: each docs instance's stored preferred version that the site no longer has is forgotten (SPEC §4). */
export function forgetRemovedVersions(docs: Record<string, DocsGlobalData>, storageSuffix: string): void {
  for (const plugin of Object.values(docs)) {
    const stored = readStored(preferredVersionKey(plugin.pluginId), storageSuffix);
    if (stored && !plugin.versions.some((version) => version.name === stored)) writeStored(preferredVersionKey(plugin.pluginId), storageSuffix, null);
  }
}

export function storePreferredVersion(pluginId: string, versionName: string, storageSuffix: string): void {
  writeStored(preferredVersionKey(pluginId), storageSuffix, versionName);
}

// ——— Public docs helpers (documented at /docs/docusaurus-core#docs-helpers) ———

/** The global data of a docs instance (`default` when omitted). */
export function useDocsData(pluginId = 'default'): DocsGlobalData {
  return useDocsPlugin(pluginId);
}

/**
 * The docs instance whose route base holds the current path, or undefined outside docs; with
 * `failfast`, a page outside every docs instance throws instead (SPEC §8).
 */
export function useActiveDocsPlugin(options: { failfast?: boolean } = {}): DocsGlobalData | undefined {
  const site = useSiteData();
  return findActivePlugin(site.docs, useLocation().pathname, options);
}

/** The version the reader is looking at (undefined outside this instance's docs). */
export function useActiveVersion(pluginId = 'default'): DocsVersionSummary | undefined {
  return findActiveVersion(useDocsPlugin(pluginId), useLocation().pathname);
}

/** The stored preferred version of an instance, and a setter. */
export function usePreferredVersion(pluginId = 'default'): { preferredVersion: DocsVersionSummary | undefined; savePreferredVersionName: (name: string) => void } {
  const plugin = useDocsPlugin(pluginId);
  const site = useSiteData();
  const [name, setName] = useState<string | null>(null);
  useEffect(() => setName(readStored(preferredVersionKey(pluginId), site.storageSuffix)), [pluginId, site.storageSuffix]);
  return {
    preferredVersion: plugin.versions.find((version) => version.name === name),
    savePreferredVersionName: (next) => {
      storePreferredVersion(pluginId, next, site.storageSuffix);
      setName(next);
    },
  };
}

export interface DocsIndexEntry {
  id: string;
  path: string;
  title: string;
  sidebar?: string;
  unlisted?: boolean;
}

/** Loads a shared JSON file once (undefined until it arrives). */
function useSharedJson<T>(url: string | undefined): T | undefined {
  const [data, setData] = useState<{ url: string; value: T }>();
  useEffect(() => {
    if (!url) return;
    let cancelled = false;
    fetchShared(url).then((value) => {
      if (!cancelled) setData({ url, value: value as T });
    }, (error) => console.error('Folio: could not load', url, error));
    return () => {
      cancelled = true;
    };
  }, [url]);
  return data && data.url === url ? data.value : undefined;
}

/** Pure lookup behind `useDocById`: drafts give undefined, unknown ids throw listing the known ones. */
export function findDocById(index: { docs: DocsIndexEntry[] }, version: DocsVersionSummary, id: string): DocsIndexEntry | undefined {
  if (version.draftIds.includes(id)) return undefined;
  const doc = index.docs.find((entry) => entry.id === id);
  if (!doc) {
    throw new Error(`Couldn't find any doc with id "${id}" in version ${version.name}.\nAvailable doc ids are:\n- ${index.docs.map((entry) => entry.id).join('\n- ')}`);
  }
  return doc;
}

/**
 * Pure lookup behind `useDocById` with a version asked for by name: drafts give undefined, and an
 * id that version does not have throws (SPEC §8 "No version doc found by id").
 */
export function findVersionDocById(index: { docs: DocsIndexEntry[] }, version: DocsVersionSummary, id: string): DocsIndexEntry | undefined {
  if (version.draftIds.includes(id)) return undefined;
  const doc = index.docs.find((entry) => entry.id === id);
  if (!doc) throw new Error(`No version doc found by id "${id}" in version ${version.name}.`);
  return doc;
}

/** The version of `plugin` named `name`; an unknown name throws listing the versions. */
export function findVersionByName(plugin: DocsGlobalData, name: string): DocsVersionSummary {
  const version = plugin.versions.find((candidate) => candidate.name === name);
  if (!version) throw new Error(`Docs instance "${plugin.pluginId}" has no version "${name}". Available versions: ${plugin.versions.map((candidate) => candidate.name).join(', ')}.`);
  return version;
}

/**
 * A doc by id: of `versionName` when given, else of the active (or latest) version. Undefined
 * while the version's doc list loads and for drafts; an unknown id throws, listing the version's
 * ids when no version was asked for.
 */
export function useDocById(id: string, pluginId = 'default', versionName?: string): DocsIndexEntry | undefined {
  const plugin = useDocsPlugin(pluginId);
  const active = findActiveVersion(plugin, useLocation().pathname) ?? latestVersion(plugin);
  const version = versionName === undefined ? active : findVersionByName(plugin, versionName);
  const index = useSharedJson<{ docs: DocsIndexEntry[] }>(version.docsIndex);
  // A server render has the doc list the browser loads later: an unknown id fails the build there.
  // It still gives undefined, as the browser's first render does, so the markup hydrates.
  const known = useContext(ServerSharedDataContext)?.read(version.docsIndex) as { docs: DocsIndexEntry[] } | undefined;
  const find = versionName === undefined ? findDocById : findVersionDocById;
  if (version.draftIds.includes(id)) return undefined;
  if (!index) {
    if (known) find(known, version, id);
    return undefined;
  }
  return find(index, version, id);
}

/** A sidebar of the active (or latest) version with its items; an unknown id throws. */
export function useSidebarById(id: string, pluginId = 'default'): { id: string; link?: string; items?: unknown[] } {
  const plugin = useDocsPlugin(pluginId);
  const version = findActiveVersion(plugin, useLocation().pathname) ?? latestVersion(plugin);
  const sidebar = version.sidebars[id];
  if (!sidebar) {
    throw new Error(`Can't find any sidebar with id "${id}" in version ${version.name}.\nAvailable sidebar ids are:\n- ${Object.keys(version.sidebars).join('\n- ')}`);
  }
  const items = useSharedJson<unknown[]>(sidebar.url);
  return { id, link: sidebar.link, items };
}
