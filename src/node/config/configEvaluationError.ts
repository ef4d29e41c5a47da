// A config that throws while it runs (a typo in code that computes a field, an import of a
// package that is not installed) was an "unexpected error" whose stack named the bundled config
// by its data: URL, ten thousand characters long, and never site.config.ts. The bundle carries
// an inline source map (see loadConfig.ts), through which the frame that ran the config's own
// code is placed at the file and line the author wrote.
import { placeInSource } from '../bundle/placeInSource.js';
import { lineOfValue } from '../content/lineOfValue.js';
import { BuildError, type Diagnostic } from '../errors.js';

/**
 * The problem of an error thrown while the bundled config (`code`, imported as `url`) was
 * evaluated: its message, where its stack first passes through the config's own code, mapped
 * back to the source (`written` when no frame does), and a fix.
 */
export function configEvaluationError(error: unknown, bundled: { code: string; url: string }, written: { file: string; source: string }): BuildError {
  const err = error as { message?: string; code?: string; stack?: string };
  const message = err.message ?? String(error);
  // Packages imported at the top of the config are resolved while bundling (loadConfig.ts); one
  // imported at run time (`await import('x')`) is left to Node, which resolves no package from
  // the data: URL the bundle runs from.
  const specifier = err.code === 'ERR_UNSUPPORTED_RESOLVE_REQUEST' ? /module specifier "([^"]+)"/.exec(message)?.[1] : undefined;
  if (specifier !== undefined) {
    return new BuildError({
      plugin: 'config',
      where: { file: written.file, line: lineOfValue(written.source, specifier) },
      what: `The config file imports the package "${specifier}" while it runs, which Node cannot resolve from the bundled config`,
      fix: `Import it at the top of the file instead (import x from '${specifier}'): packages imported there are resolved from the site's folder.`,
    } satisfies Diagnostic);
  }
  const place = placeInSource(err.stack, bundled);
  // An error loading an imported package (an export it lacks, a file it cannot find) happens
  // before any line of the config runs: no frame is in the config.
  return new BuildError({
    plugin: 'config',
    where: place ?? { file: written.file },
    what: `The config file threw an error while it ran: ${message.replace(/data:text\/javascript;base64,[A-Za-z\d+/=]+/g, 'the bundled config')}`,
    fix: place
      ? 'Fix the code at that line: site.config.ts runs once, before the build reads any content, and must finish with `export default defineConfig({ ... })`.'
      : 'Check the imports at the top of the config: the names it imports from each package, and that the package is installed in the site\'s folder (npm install).',
  } satisfies Diagnostic);
}
