// The one loaded server bundle of this thread, shared by whoever asks it something: the build's
// main thread asks it about page modules (moduleRoutes.ts) and then renders with it, so it is
// loaded once, not once per question.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { importModule } from '../importModule.js';
import { BuildError } from '../errors.js';
import { moduleLoadFailure } from './renderFailure.js';

let loaded: { file: string; module: unknown } | undefined;

/**
 * Lets a CommonJS server bundle go once a newer one replaced it (the dev server bundles again on
 * each code edit): `require` keeps every module it loaded, a few hundred kilobytes each.
 */
export function forgetServerBundle(file: string): void {
  if (loaded?.file === file) loaded = undefined;
  if (file.endsWith('.cjs')) delete createRequire(file).cache[file];
}

/**
 * A CommonJS server bundle is `require`d: several times faster to load than through `import()`.
 * A module that throws as it loads (`export const here = window.location.href` in a page) is a
 * build problem at its line (moduleLoadFailure), not an unexpected error.
 */
export async function loadServerBundle<T>(file: string): Promise<T> {
  if (loaded?.file !== file) {
    try {
      loaded = { file, module: file.endsWith('.cjs') ? createRequire(file)(file) : await importModule(pathToFileURL(file).href) };
    } catch (error) {
      throw new BuildError(moduleLoadFailure(error, file));
    }
  }
  return loaded.module as T;
}

