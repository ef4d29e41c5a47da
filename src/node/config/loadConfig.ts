import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildError, displayPath } from '../errors.js';
import type { SiteConfig } from './schema.js';
import { configEvaluationError } from './configEvaluationError.js';
import { validateConfig } from './validateConfig.js';
import { importModule } from '../importModule.js';
import { cachedBundleCode } from '../bundle/esbuild.js';

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
}

const defineConfigModule = fileURLToPath(new URL('./defineConfig.ts', import.meta.url));

export interface LoadConfigOptions {
  /**
   * The build cache folder: the bundled config is kept there while none of the files it was
   * bundled from changes (a rebuild then never loads esbuild).
   */
  cacheDir?: string;
}

/**
 * Bundles `site.config.ts` with esbuild (so it may import TypeScript and JSON) and validates
 * the default export. `folio` resolves to our own `defineConfig`, so a site outside this repo
 * can `import { defineConfig } from 'folio'` without installing anything.
 */
export async function loadConfig(configPath: string, options: LoadConfigOptions = {}): Promise<LoadedConfig> {
  const configFile = path.resolve(configPath);
  const shown = displayPath(configFile);
  if (!existsSync(configFile)) {
    throw new BuildError({
      plugin: 'config',
      what: `Config file not found: ${shown}`,
      fix: 'Create site.config.ts at the site root, or pass its path with --config.',
    });
  }
  const recordFile = options.cacheDir === undefined ? undefined : path.join(options.cacheDir, 'config', `${createHash('sha256').update(configFile).digest('hex').slice(0, 16)}.json`);
  let code: string;
  try {
    code = await cachedBundleCode(recordFile, {
      entryPoints: [configFile],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      alias: { folio: defineConfigModule },
      logLevel: 'silent',
      // For the line of an error the config throws while it runs (configEvaluationError.ts).
      sourcemap: 'inline',
      sourcesContent: false,
    });
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { file: string; line: number } }[] }).errors?.[0];
    // esbuild resolves the config's relative imports (packages are left to Node, see below).
    const unresolved = first?.text.startsWith('Could not resolve');
    throw new BuildError({
      plugin: 'config',
      where: first?.location ? { file: first.location.file, line: first.location.line } : { file: shown },
      what: `The config file does not compile: ${first?.text ?? String(error)}`,
      fix: unresolved
        ? `Check the path of the import: it is resolved relative to the file that imports it (the folder of ${shown} for the config itself).`
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
  return { config, configFile, written, siteDir: path.resolve(path.dirname(configFile), config.siteDir) };
}

