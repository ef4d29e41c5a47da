// A site's own plugin (an object in the config's `plugins`) that throws in a lifecycle method was
// "an unexpected error" whose stack named the bundled config by its data: URL, kilobytes of
// base64 per frame, and never the plugin, the method or the file the author wrote (bad-input
// audit). Its methods are wrapped here: an error that is no build problem already becomes one,
// placed through the config bundle's source map as errors the config throws while it runs are.
import { placeInSource } from '../bundle/placeInSource.js';
import { lineOfValue } from '../content/lineOfValue.js';
import { BuildError, isBuildError, type Diagnostic } from '../errors.js';
import type { Plugin } from './types.js';

/** The lifecycle methods a site plugin may define that Folio calls. */
const LIFECYCLE = ['predictModules', 'loadContent', 'contentLoaded', 'routesReady', 'postBuild', 'debugContent'] as const;

export interface ConfigBundle {
  /** The bundled config as it ran (with its inline source map) and the URL it ran from. */
  code: string;
  url: string;
}

/** `plugin` with each lifecycle method reporting what it throws as a problem of the plugin. */
export function guardSitePlugin(plugin: Plugin<unknown>, bundle: ConfigBundle | undefined, written: { file: string; source: string } | undefined): Plugin<unknown> {
  // The plugin as its prototype: its fields and getters (a class's `get name()`) stay live; the
  // methods set below call the plugin's own (a spread copy lost a class's getters; review).
  const guarded = Object.create(plugin) as Plugin<unknown>;
  for (const method of LIFECYCLE) {
    const original = plugin[method] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof original !== 'function') continue;
    (guarded as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      const fail = (error: unknown): never => {
        throw sitePluginError(error, plugin.name, method, bundle, written);
      };
      let result: unknown;
      try {
        result = original.apply(plugin, args);
      } catch (error) {
        return fail(error);
      }
      return result instanceof Promise ? result.catch(fail) : result;
    };
  }
  return guarded;
}

/** Pure: the problem of `error`, thrown by the site plugin `name` in `method`. */
export function sitePluginError(error: unknown, name: string, method: string, bundle: ConfigBundle | undefined, written: { file: string; source: string } | undefined): unknown {
  if (isBuildError(error)) return error;
  const err = error as { message?: string; stack?: string };
  const message = (err.message ?? String(error)).replace(/data:text\/javascript;base64,[A-Za-z\d+/=]+/g, 'the bundled config');
  const place = bundle ? placeInSource(err.stack, bundle) : undefined;
  const configLine = written ? lineOfValue(written.source, name) : undefined;
  return new BuildError({
    plugin: name,
    where: place ?? (written ? { file: written.file, line: configLine } : undefined),
    what: `The site plugin "${name}" threw an error in ${method}(): ${message}`,
    fix: place
      ? `Fix the plugin's code at that line. ${method}() runs ${WHEN[method] ?? 'during the build'}.`
      : `Check the plugin's ${method}() (the plugin named "${name}" in the config's plugins): it runs ${WHEN[method] ?? 'during the build'}.`,
  } satisfies Diagnostic);
}

const WHEN: Record<string, string> = {
  predictModules: 'before the content loads, in the dev server',
  loadContent: 'once per build, before any route exists',
  contentLoaded: "with the content loadContent() returned, and gives the plugin's routes",
  routesReady: 'once the route table is complete, before pages render',
  postBuild: 'after every page is written to the output folder',
  debugContent: 'for the debug pages, with the loaded content',
};
