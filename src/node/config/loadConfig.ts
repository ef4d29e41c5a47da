import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isBuiltin } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as Esbuild from 'esbuild';
import { BuildError, displayPath } from '../errors.js';
import type { SiteConfig } from './schema.js';
import { configEvaluationError } from './configEvaluationError.js';
import type { ConfigBundle } from '../plugins/sitePluginErrors.js';
import { findV2ConfigFile } from './findV2ConfigFile.js';
import { validateConfig } from './validateConfig.js';
import { importModule } from '../importModule.js';
import { messageFile } from '../bundle/bundleProblems.js';
import { cachedBundle } from '../bundle/esbuild.js';
import { missingThemeComponentFiles, missingCustomCssFiles } from '../checks/themeComponents.js';

/** The config file as problems name it, and its text (which finds the line of a value). */
export interface WrittenConfig {
  file: string;
  source: string;
}

export interface LoadedConfig {
  config: SiteConfig;
  /** Absolute path of the config file. */
  configFile: string;
  /** Read once here for validation, and kept for every later problem that points into it. */
  written: WrittenConfig;
  /** Absolute folder every content path is relative to. */
  siteDir: string;
  /**
   * Absolute paths of the files the config was bundled from: its own, the modules it imports
   * (a site plugin's file), packages' files and the tsconfig files read. A dev server restarts
   * the build when one of the site's changes.
   */
  inputs: string[];
}

const defineConfigModule = fileURLToPath(new URL('./defineConfig.ts', import.meta.url));

export interface LoadConfigOptions {
  /**
   * The build cache folder: the bundled config is kept there while none of the files it was
   * bundled from changes (a rebuild then never loads esbuild).
   */
  cacheDir?: string;
}

/** Whether `code` imports a package file (by the file URL packagesByFileUrl gives it) that no longer exists. */
function packageFilesMissing(code: string): boolean {
  for (const match of code.matchAll(/\b(?:from|import)\s*["'](file:\/\/[^"']+)["']/g)) {
    if (!existsSync(fileURLToPath(match[1]!))) return true;
  }
  return false;
}

/** Marks esbuild's own resolution of a package from inside the plugin below, which must not catch it again. */
const RESOLVING = Symbol('resolving a package');

/**
 * Packages the config imports stay out of the bundle (they may be large, native or CommonJS),
 * but the bundle runs from a data: URL, from which Node resolves no package name. So each is
 * resolved here, from the importing file's folder as Node resolves it for `import` (esbuild's
 * resolver: `exports` with the import and node conditions, then `module`/`main`), and the
 * bundle imports it by its file URL. A package that is not installed is a compile error at the
 * line that imports it.
 */
export const packagesByFileUrl: Esbuild.Plugin = {
  name: 'packages-by-file-url',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === RESOLVING || isBuiltin(args.path) || path.isAbsolute(args.path)) return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
      if (found.errors.length) return { errors: found.errors };
      if (found.external) return { path: found.path, external: true };
      // JSON is data: bundled like the site's own JSON (Node would want an import attribute).
      if (found.path.endsWith('.json')) return { path: found.path };
      // What resolves outside node_modules (`folio`, aliased to defineConfig; a linked workspace
      // package) is bundled like the site's own files.
      return found.path.includes(`${path.sep}node_modules${path.sep}`) ? { path: pathToFileURL(found.path).href, external: true } : { path: found.path };
    });
  },
};

/**
 * Bundles `site.config.ts` with esbuild (so it may import TypeScript and JSON) and validates
 * the default export. `folio` resolves to our own `defineConfig`, so a site outside this repo
 * can `import { defineConfig } from 'folio'` without installing anything.
 */
/** Each loaded config's bundle, for placing what its site plugins throw (sitePluginErrors.ts). */
const configBundles = new WeakMap<SiteConfig, ConfigBundle>();

/** The bundled code a loaded config ran from, with its source map. */
export function configBundleOf(config: SiteConfig): ConfigBundle | undefined {
  return configBundles.get(config);
}

export async function loadConfig(configPath: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const configFile = path.resolve(configPath);
  const shown = displayPath(configFile);
  if (!existsSync(configFile)) {
    const v2File = findV2ConfigFile(path.dirname(configFile));
    throw new BuildError({
      plugin: 'config',
      what: `Config file not found: ${shown}`,
      fix: v2File
        ? `Folio 3 reads site.config.ts, not ${path.basename(v2File)}: rename ${displayPath(v2File)} to site.config.ts and wrap its export in defineConfig (see /docs/migration/v3).`
        : 'Create site.config.ts at the site root, or pass its path with --config.',
    });
  }
  // Named by the bundle's form too: a bundle kept from before packages were imported by file URL is not reused.
  const recordFile = options.cacheDir === undefined ? undefined : path.join(options.cacheDir, 'config', `${createHash('sha256').update(`${configFile}\0packages-by-file-url\0tsconfig-inputs`).digest('hex').slice(0, 16)}.json`);
  let code: string;
  let inputs: string[];
  try {
    const bundle = () => cachedBundle(recordFile, {
      entryPoints: [configFile],
      bundle: true,
      platform: 'node',
      format: 'esm',
      plugins: [packagesByFileUrl],
      alias: { folio: defineConfigModule },
      logLevel: 'silent',
      // For the line of an error the config throws while it runs (configEvaluationError.ts).
      sourcemap: 'inline',
      sourcesContent: false,
    });
    ({ code, inputs } = await bundle());
    // The packages the config imports are not among the bundle's recorded inputs: one that was
    // moved or uninstalled since leaves a kept bundle naming a file that is gone. Bundled again.
    if (recordFile !== undefined && packageFilesMissing(code)) {
      rmSync(recordFile, { force: true });
      ({ code, inputs } = await bundle());
    }
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { file: string; line: number } }[] }).errors?.[0];
    // esbuild resolves the config's imports, relative ones and packages (packagesByFileUrl).
    const unresolved = first?.text.startsWith('Could not resolve');
    throw new BuildError({
      plugin: 'config',
      where: first?.location ? { file: messageFile(first.location.file), line: first.location.line } : { file: shown },
      what: `The config file does not compile: ${first?.text ?? String(error)}`,
      fix: first?.location && /(?:^|[/\\])[tj]sconfig\.json$/.test(first.location.file)
        ? `Fix the JSON of ${path.basename(first.location.file)} at that line: the bundler reads it for every file below its folder, the config's too.`
        : unresolved
          ? /^Could not resolve "[^./]/.test(first!.text)
            ? `Install the package in the site's folder (npm install <name>), or check its name.`
            : `Check the path of the import: it is resolved relative to the file that imports it (the folder of ${shown} for the config itself).`
          : 'Fix the syntax error; the file must `export default defineConfig({ ... })`.',
    });
  }
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const written = { file: shown, source: readFileSync(configFile, 'utf8') };
  const mod = await importModule<{ default?: unknown }>(url).catch((error: unknown) => {
    throw configEvaluationError(error, { code, url }, written);
  });
  if (mod.default === undefined) {
    throw new BuildError({
      plugin: 'config',
      where: { file: shown },
      what: 'The config file has no default export',
      fix: 'End it with `export default defineConfig({ ... })`.',
    });
  }
  const config = validateConfig(mod.default, written.file, written.source);
  configBundles.set(config, { code, url });
  const siteDir = path.resolve(path.dirname(configFile), config.siteDir);
  // Before anything is bundled: the bundler would name its generated registry module instead.
  const missing = [...missingThemeComponentFiles(config.themeComponents, siteDir, written), ...missingCustomCssFiles(config.customCss, siteDir, written)];
  if (missing.length) throw new BuildError(missing);
  return { config, configFile, written, siteDir, inputs };
}

