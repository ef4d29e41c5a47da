// How the offline worker names its caches, apart from the rest of the protocol: every page checks
// for an earlier worker's caches (activationEnvironment.ts) without loading offline mode's code.

/** One cache per purpose and per site (two sites may share an origin): `folio-pages-https://…/`. */
export function offlineCacheName(purpose: string, scope: string): string {
  return `folio-${purpose}-${scope}`;
}

/** Whether cache `name` is one the offline worker of `scope` (an absolute URL) fills. */
export function isOfflineCacheOf(name: string, scope: string): boolean {
  return name.startsWith('folio-') && name.endsWith(scope);
}
