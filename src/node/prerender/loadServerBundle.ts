// The one loaded server bundle of this thread, shared by whoever asks it something: the build's
// main thread asks it about page modules (moduleRoutes.ts) and then renders with it, so it is
// loaded once, not once per question.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { importModule } from '../importModule.js';

let loaded: { file: string; module: unknown } | undefined;

/** A CommonJS server bundle is `require`d: several times faster to load than through `import()`. */
export async function loadServerBundle<T>(file: string): Promise<T> {
  if (loaded?.file !== file) loaded = { file, module: file.endsWith('.cjs') ? createRequire(file)(file) : await importModule(pathToFileURL(file).href) };
  return loaded.module as T;
}

