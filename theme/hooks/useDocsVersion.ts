import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { invariant, useSiteData } from '../../src/client/context.js';
import { readStored, writeStored } from '../../src/client/storage.js';
import type { DocsGlobalData, DocsVersionSummary } from '../../src/shared/types.js';
import { normalizePath } from '../../src/shared/url.js';

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
  useEffect(() => {
    const stored = readStored(preferredVersionKey(pluginId), site.storageSuffix);
    if (stored && !plugin.versions.some((version) => version.name === stored)) {
      // The version was removed from the site: forget it.
      writeStored(preferredVersionKey(pluginId), site.storageSuffix, null);
      setPreferred(null);
    } else setPreferred(stored);
  }, [pluginId, plugin, site.storageSuffix, pathname]);
  const active = findActiveVersion(plugin, pathname);
  if (active) return active;
  return plugin.versions.find((version) => version.name === preferred) ?? latestVersion(plugin);
}

export function storePreferredVersion(pluginId: string, versionName: string, storageSuffix: string): void {
  writeStored(preferredVersionKey(pluginId), storageSuffix, versionName);
}
