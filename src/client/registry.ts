import type { ComponentType } from 'react';
import { kinds } from 'virtual:folio/registry';
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
