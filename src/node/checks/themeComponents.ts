// `themeComponents` is checked like every other config option, at the line of site.config.ts
// that writes the entry: a misspelt key (`blogpost`) replaced nothing and built without a word,
// and a path to no file failed while bundling, naming a generated module and saying the path was
// relative to the importing file, when it is relative to the site folder.
import { statSync } from 'node:fs';
import path from 'node:path';
import { defaultKindModules, shellModules } from '../../../theme/kinds.js';
import { closestMatch } from '../closestMatch.js';
import { lineOfKeyPath } from '../config/lineOfKeyPath.js';
import { lineOfValue } from '../content/lineOfValue.js';
import { BuildError, type Diagnostic } from '../errors.js';

/** Keys with this prefix register a custom navbar item type, which any name may be. */
const NAVBAR_ITEM_PREFIX = 'navbarItem:';

/** The component names of the default theme: its route kinds, then the app shell's parts. */
export const THEME_COMPONENT_NAMES: readonly string[] = [...Object.keys(defaultKindModules), ...Object.keys(shellModules)];

/** Extensions the bundler tries for a path written without one, and for a folder's `index`. */
const MODULE_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

/**
 * Pure: the keys that name neither a component of the theme nor the kind of a route the site
 * makes (a kind of its own plugin's, `page:release-stats`), and are no `navbarItem:` type.
 */
export function unknownThemeComponentKeys(themeComponents: Record<string, string>, routeKinds: Iterable<string>, config: { file: string; source?: string }): Diagnostic[] {
  const known = new Set([...THEME_COMPONENT_NAMES, ...routeKinds]);
  return Object.keys(themeComponents)
    .filter((key) => !key.startsWith(NAVBAR_ITEM_PREFIX) && !known.has(key))
    .map((key) => {
      const match = closestMatch(key, known);
      return {
        plugin: 'config',
        where: { file: config.file, line: lineOfKeyPath(config.source, ['themeComponents', key]) },
        what: `Unknown themeComponents key "${key}": no route kind or part of the theme has that name, so it replaces nothing`,
        fix: `${match ? `Did you mean "${match}"? ` : ''}The keys are ${THEME_COMPONENT_NAMES.join(', ')}, the kind of a route your own plugin makes (page:…) and navbarItem:<type>.`,
      };
    });
}

/** Throws the unknown keys of `themeComponents` (see unknownThemeComponentKeys) as one BuildError. */
export function assertThemeComponentKeys(themeComponents: Record<string, string>, routes: readonly { kind: string }[], config: { file: string; source?: string }): void {
  const problems = unknownThemeComponentKeys(themeComponents, new Set(routes.map((route) => route.kind)), config);
  if (problems.length) throw new BuildError(problems);
}

/**
 * The entries whose path leads to no module, checked before anything is bundled. A path is
 * resolved from the site folder, as the bundler resolves it: as written, with an extension added,
 * or as a folder's index module.
 */
export function missingThemeComponentFiles(themeComponents: Record<string, string>, siteDir: string, config: { file: string; source?: string }, isFile: (file: string) => boolean = fileExists): Diagnostic[] {
  return Object.entries(themeComponents)
    .filter(([, file]) => {
      const abs = path.resolve(siteDir, file);
      return ![abs, ...MODULE_EXTENSIONS.map((ext) => abs + ext), ...MODULE_EXTENSIONS.map((ext) => path.join(abs, `index${ext}`))].some(isFile);
    })
    .map(([key, file]) => ({
      plugin: 'config',
      where: { file: config.file, line: lineOfKeyPath(config.source, ['themeComponents', key]) },
      what: `The themeComponents entry "${key}" points at ${JSON.stringify(file)}, and there is no module at ${path.resolve(siteDir, file)}`,
      fix: `Paths in themeComponents are relative to the site folder (${siteDir}): check the path and its spelling, or create the file.`,
    }));
}

/** The problems of `customCss` entries that name no file, each at its line of the config. */
export function missingCustomCssFiles(customCss: string | string[] | undefined, siteDir: string, config: { file: string; source?: string }, isFile: (file: string) => boolean = fileExists): Diagnostic[] {
  const files = [customCss ?? []].flat();
  return files
    .filter((file) => !isFile(path.resolve(siteDir, file)))
    .map((file) => ({
      plugin: 'config',
      where: { file: config.file, line: lineOfValue(config.source, file) ?? lineOfKeyPath(config.source, ['customCss']) },
      what: `customCss names ${JSON.stringify(file)}, and there is no file at ${path.resolve(siteDir, file)}`,
      fix: `Paths in customCss are relative to the site folder (${siteDir}): check the path and its spelling, or create the stylesheet.`,
    }));
}

function fileExists(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}
