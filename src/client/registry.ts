import type { ComponentType } from 'react';
import { kinds } from 'virtual:folio/registry';
import { pageChunks } from '../shared/featureChunks.js';
import type { PageProps } from './pageProps.js';

export type KindComponent = ComponentType<PageProps>;

const loaded = new Map<string, KindComponent>();

/** Loads the component of a route kind (its own chunk), once. */
export async function loadKind(kind: string): Promise<KindComponent> {
  const cached = loaded.get(kind);
  if (cached) return cached;
  const load = kinds[kind];
  if (!load) throw new Error(`No theme component registered for route kind "${kind}"`);
  const mod = await load();
  if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
    throw new Error(`The page module for "${kind}" has no default export. Export the page component as default.`);
  }
  loaded.set(kind, mod.default as KindComponent);
  return mod.default as KindComponent;
}

/** The component, if its chunk is already loaded (used to render synchronously). */
export function loadedKind(kind: string): KindComponent | undefined {
  return loaded.get(kind);
}

export function registerLoadedKind(kind: string, component: KindComponent): void {
  loaded.set(kind, component);
}

let kindChunks: Record<string, string[]> | undefined;
const preloaded = new Set<string>();

/** The kind → chunk URLs map from the site data (absent in the dev server). */
export function setKindChunks(chunks: Record<string, string[]> | undefined): void {
  kindChunks = chunks;
}

/**
 * Warms a kind's code, and the markdown components of `features`, for a later navigation without
 * running it: the chunks are fetched and compiled with `<link rel="modulepreload">`, and only
 * evaluated when the page is opened. A prefetch for every link in view must not execute the code
 * of every kind on the first visit. Without the map (dev server) the kind's chunk is imported.
 */
export function preloadKind(kind: string, features?: readonly string[]): void {
  if (!kindChunks) {
    if (!loaded.has(kind)) loadKind(kind).catch(() => undefined);
    return;
  }
  for (const url of pageChunks(kindChunks, loaded.has(kind) ? '' : kind, features)) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  }
}
