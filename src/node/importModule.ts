// `import()` of what is not bundled with the engine: the site's config, built server bundles and
// the packages the bundles leave external (sharp, workbox-build, lighthouse).
//
// The CLI runs its bundle as a script with a V8 code cache (see bundle/runCodeCached.mjs), and
// Node 20 gives a script restored from a code cache no way to `import()`: the launcher, an ES
// module, lends its own `import()` through a well-known symbol (IMPORT_HOOK). Anywhere else
// (tests, a TypeScript loader) the plain `import()` below runs.
import { IMPORT_HOOK } from './bundle/runCodeCached.mjs';

type Importer = (specifier: string) => Promise<unknown>;

export function importModule<T = unknown>(specifier: string): Promise<T> {
  const lent = (globalThis as { [IMPORT_HOOK]?: Importer })[IMPORT_HOOK];
  return (lent ? lent(specifier) : import(specifier)) as Promise<T>;
}
