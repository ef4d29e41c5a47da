// Stored preferences. Keys get a site-specific suffix so two Folio sites on one origin do not
// share a theme or a dismissed announcement; values under the old un-suffixed keys are moved.

/** The preference keys that existed before suffixing, moved once per page load. */
export const MIGRATED_KEYS = [
  'theme',
  'docusaurus.announcement.id',
  'docusaurus.announcement.dismiss',
  'docs-preferred-version-default',
] as const;

function storage(): Storage | null {
  if (typeof window === 'undefined') {
    throw new Error('Browser storage is not available during server rendering; read it in an effect.');
  }
  try {
    return window.localStorage;
  } catch (error) {
    console.error('Folio: localStorage is not available', error);
    return null;
  }
}

export function storageKey(name: string, suffix: string): string {
  return `${name}${suffix}`;
}

export function readStored(name: string, suffix: string): string | null {
  try {
    return storage()?.getItem(storageKey(name, suffix)) ?? null;
  } catch (error) {
    if (typeof window === 'undefined') throw error;
    console.error(`Folio: could not read "${name}" from storage`, error);
    return null;
  }
}

export function writeStored(name: string, suffix: string, value: string | null): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(storageKey(name, suffix));
    else store?.setItem(storageKey(name, suffix), value);
  } catch (error) {
    if (typeof window === 'undefined') throw error;
    console.error(`Folio: could not write "${name}" to storage`, error);
  }
}

/** Copies old un-suffixed values to the suffixed keys and removes the old keys. */
export function migrateStoredKeys(suffix: string): void {
  if (!suffix) return;
  try {
    const store = storage();
    if (!store) return;
    for (const key of MIGRATED_KEYS) {
      const old = store.getItem(key);
      if (old === null) continue;
      if (store.getItem(key + suffix) === null) store.setItem(key + suffix, old);
      store.removeItem(key);
    }
  } catch (error) {
    console.error('Folio: could not migrate stored preferences', error);
  }
}
