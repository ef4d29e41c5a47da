import type { BuildOptions, Message as EsbuildMessage, Metafile, Plugin as EsbuildPlugin } from 'esbuild';
import { esbuild } from './esbuild.js';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { featureChunkKey } from '../../shared/featureChunks.js';
import { bundleProblems, bundleWarnings } from './bundleProblems.js';
import type { Diagnostic } from '../errors.js';
import { cssModulesPlugin } from './cssModules.js';
import { DOCUSAURUS_PAGE_MODULES, isBundlable } from './docusaurusModules.js';
import { importedFileLoaders, importedFilesPlugin } from './importedFiles.js';
import { registrySource, type RegistryModules } from './registry.js';
import { vendorPlugin } from './vendor.js';
import { splitFrontMatter } from '../markdown/frontMatter.js';
import { mdxModuleSource } from '../markdown/mdxSyntax.js';
import { tailwindRuleWarnings } from './postcssRules.js';
import { bundleInputFiles } from './resolutionConfigs.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const clientEntry = path.join(repoRoot, 'src/client/entry.tsx');
const serverEntry = path.join(repoRoot, 'src/client/ssr.tsx');
/** Import names a site's pages use for Folio's client API and theme pieces (and Docusaurus's). */
const aliases = {
  'folio/client': path.join(repoRoot, 'src/client/index.ts'),
  'folio/theme': path.join(repoRoot, 'theme/public.ts'),
  ...Object.fromEntries(Object.entries(DOCUSAURUS_PAGE_MODULES).map(([name, file]) => [name, path.join(repoRoot, file)])),
};

/**
 * Where a site's pages find the packages Folio brings (React, the router): a site kept outside
 * Folio's folder has no node_modules of its own with them, and its pages import them all the same.
 * Then the site's own packages, for its content kept beside the site folder (`website/` reading
 * `../docs`, whose MDX imports a package installed in `website/`), as webpack resolves them in
 * Docusaurus (bring-your-own verification: "Could not resolve" with clsx installed).
 */
function nodePathsFor(siteDir: string | undefined): string[] {
  return [path.join(repoRoot, 'node_modules'), ...(siteDir === undefined ? [] : [path.join(siteDir, 'node_modules')])];
}

export interface ClientBundle {
  /** URL of the entry script (with base URL). */
  entry: string;
  /** URL of the theme stylesheet. */
  stylesheet: string;
  /**
   * URL of the CSS the site's own pages and components import (`./index.module.css`, `./page.css`),
   * one file for the whole site as Docusaurus has it; absent when they import none.
   */
  siteStylesheet?: string;
  /** Page feature → URL of the stylesheet only the pages with that feature load. */
  featureStyles: Record<string, string>;
  /**
   * Route kind → URLs of the chunk and the chunks it imports (for modulepreload); the markdown
   * components of a page feature under `featureChunkKey(feature)`.
   */
  kindChunks: Record<string, string[]>;
  /** Static imports of the entry (modulepreload on every page). */
  entryImports: string[];
  /** Every file written, relative to the output folder (for the service worker). */
  files: string[];
}

function registryPlugin(modules: RegistryModules, target: 'client' | 'server'): EsbuildPlugin {
  return {
    name: 'folio-registry',
    setup(b) {
      b.onResolve({ filter: /^virtual:folio\/registry$/ }, () => ({ path: 'registry', namespace: 'folio' }));
      b.onLoad({ filter: /.*/, namespace: 'folio' }, () => ({
        contents: registrySource(modules, target),
        loader: 'js',
        resolveDir: repoRoot,
      }));
    },
  };
}

/**
 * The site's own modules as Docusaurus reads them: `@site/…` imports (`@site/src/components/Card`)
 * start from the site's folder, and its `.js` files may hold JSX (`src/pages/index.js`), which
 * esbuild reads as plain JavaScript by default. Packages keep their loader.
 */
function siteModulesPlugin(siteDir: string | undefined): EsbuildPlugin {
  return {
    name: 'folio-site-modules',
    setup(b) {
      // A Docusaurus module below one Folio has (`@theme/MDXComponents/Mermaid`) is not that module's
      // file: the alias made it `…/MDXComponents.ts/Mermaid`, an error naming neither the import nor the fix.
      b.onResolve({ filter: /^@(?:theme|theme-original|docusaurus)\/.+\// }, (args) =>
        Object.hasOwn(aliases, args.path) ? undefined : { errors: [{ text: `Could not resolve "${args.path}"` }] },
      );
      if (siteDir === undefined) return;
      b.onResolve({ filter: /^@site\// }, async (args) => {
        const found = await b.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind, importer: args.importer });
        // Failing, the import is named as written, for its fix (see bundleProblems.ts).
        return found.errors.length ? { errors: [{ text: `Could not resolve "${args.path}"` }] } : { path: found.path, namespace: found.namespace, external: found.external, sideEffects: found.sideEffects };
      });
      // The site's files, and its content kept beside the site folder (a `website/` whose docs
      // are `../docs`, as Redux's and Jest's are): any file not a package's.
      const isPackageFile = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);
      b.onLoad({ filter: /\.js$/ }, async (args) => {
        if (isPackageFile(args.path)) return undefined;
        return { contents: await readFile(args.path, 'utf8'), loader: 'jsx' };
      });
      // An `.mdx` page whose `export`s define components its tags use (siteComponents.ts): the
      // module is the page's ES module lines, at their lines of the file.
      // A `.md` file read as MDX (`markdown.format: 'mdx'`) too.
      b.onLoad({ filter: /\.mdx?$/ }, async (args) => {
        // Outside the site folder too: the bundle had no loader for a `../docs` page's module
        // (one importing a package's component), and the build stopped.
        if (isPackageFile(args.path)) return undefined;
        const source = await readFile(args.path, 'utf8');
        const { content: body, data } = splitFrontMatter(source);
        const bodyStartLine = source.split('\n').length - body.split('\n').length + 1;
        return { contents: mdxModuleSource(body, { bodyStartLine, frontMatter: data as Record<string, unknown>, loadable: isBundlable }), loader: 'jsx' };
      });
    },
  };
}

/**
 * The server bundle requires the packages Folio has at run time instead of containing them (React
 * is CommonJS, see bundleServer). It runs from Folio's cache folder, where Node finds those but
 * not a site's own (`npm install clsx` in the site's folder): a package Folio's folder cannot
 * resolve is bundled in, from where the importing file finds it.
 */
function externalFolioPackages(): EsbuildPlugin {
  const requireFromFolio = createRequire(path.join(repoRoot, 'package.json'));
  const resolvable = new Map<string, boolean>();
  return {
    name: 'folio-external-packages',
    setup(b) {
      b.onResolve({ filter: /^[@a-zA-Z]/ }, (args) => {
        if (args.path.includes(':') || Object.hasOwn(aliases, args.path) || args.path.startsWith('@site/')) return undefined;
        let found = resolvable.get(args.path);
        if (found === undefined) {
          try {
            requireFromFolio.resolve(args.path);
            found = true;
          } catch {
            found = false;
          }
          resolvable.set(args.path, found);
        }
        return found ? { path: args.path, external: true } : undefined;
      });
    },
  };
}

const ASSETS_DIR = '__folio/assets';
/** Where the client bundle's folder is served. */
const assetsUrl = (baseUrl: string) => `${baseUrl}${ASSETS_DIR}/`;

export interface ClientBundleOptions {
  modules: RegistryModules;
  stylesheet: string;
  /** Page feature → its stylesheet (absolute paths), bundled apart from `stylesheet`. */
  featureStylesheets: Record<string, string>;
  outDir: string;
  baseUrl: string;
  minify?: boolean;
  /** Filled with the absolute paths of the files the bundle was built from. */
  inputs?: Set<string>;
  /** The site's folder, which `@site/…` imports start from. */
  siteDir?: string;
  /** Told esbuild's warnings about the site's and the theme's files (see bundleWarnings). */
  warn?: (warning: Diagnostic) => void;
}

/**
 * The modules that set how the app is bundled: this one (the options) and the esbuild plugins
 * with the code they generate. A cached bundle built by other versions of them must not outlive
 * an edit of one.
 */
const bundlerModules = [import.meta.url, './cssModules.ts', './postcssRules.ts', './docusaurusModules.ts', './importedFiles.ts', './registry.ts', './vendor.ts', '../markdown/mdxSyntax.ts', '../markdown/sourceSegments.ts', '../markdown/frontMatter.ts', '../content/cssModuleClasses.ts'].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** Adds a build's real input files (not virtual modules) and the bundler's own modules to `into`, as absolute paths. */
function collectInputs(metafile: Metafile, into: Set<string> | undefined): void {
  if (!into) return;
  for (const file of bundlerModules) into.add(file);
  for (const file of bundleInputFiles(metafile)) into.add(file);
}


function clientBuildOptions(options: ClientBundleOptions): BuildOptions {
  return {
    entryPoints: { main: clientEntry, styles: options.stylesheet, ...Object.fromEntries(Object.entries(options.featureStylesheets).map(([feature, file]) => [`feature-${feature}`, file])) },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // The browsers themselves, not also 'es2020': syntax they all run (`??=`, class fields...) is
    // left as written instead of lowered (~0.1 kB gzip less on a first visit).
    target: ['chrome100', 'firefox100', 'safari15'],
    outdir: path.join(options.outDir, ASSETS_DIR),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    minify: options.minify ?? true,
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': options.minify === false ? '"development"' : '"production"' },
    loader: { ...importedFileLoaders, '.woff2': 'file', '.woff': 'file', '.ttf': 'file' },
    legalComments: 'none',
    logLevel: 'silent',
    alias: aliases,
    nodePaths: nodePathsFor(options.siteDir),
    plugins: [registryPlugin(options.modules, 'client'), siteModulesPlugin(options.siteDir), cssModulesPlugin('client', options.siteDir, options.inputs), importedFilesPlugin(assetsUrl(options.baseUrl)), vendorPlugin(options.baseUrl)],
  };
}

/** Tells a client build's warnings: esbuild's about the site's files, and the Tailwind rules its stylesheets hold. */
function tellWarnings(result: { warnings: EsbuildMessage[]; metafile?: Metafile }, options: Pick<ClientBundleOptions, 'siteDir' | 'warn'>): void {
  for (const warning of [...bundleWarnings(result.warnings), ...tailwindRuleWarnings(Object.keys(result.metafile!.inputs), options.siteDir)]) options.warn?.(warning);
}

/** Builds the browser bundle into `outDir/__folio/assets`: entry, one chunk per route kind, CSS. */
export async function bundleClient(options: ClientBundleOptions): Promise<ClientBundle> {
  const result = await esbuild().build(clientBuildOptions(options)).catch((error: unknown) => Promise.reject(bundleProblems(error)));
  tellWarnings(result, options);
  collectInputs(result.metafile!, options.inputs);
  const bundle = describeClientBundle(result.metafile!, options);
  // esbuild writes a stylesheet beside every lazily loaded chunk too, each holding the whole of
  // the site's own CSS again: nothing links them (the site stylesheet has it all), so they go.
  const unlinked = unlinkedStylesheets(result.metafile!, options.outDir, bundle);
  for (const file of unlinked) rmSync(path.join(options.outDir, file), { force: true });
  return unlinked.length ? { ...bundle, files: bundle.files.filter((file) => !unlinked.includes(file)) } : bundle;
}

/** The stylesheets of a client bundle (relative to the output folder) that no page links. */
function unlinkedStylesheets(metafile: Metafile, outDir: string, bundle: ClientBundle): string[] {
  const linked = new Set([bundle.stylesheet, bundle.siteStylesheet, ...Object.values(bundle.featureStyles)].filter(Boolean).map((url) => url!.slice(url!.indexOf(`${ASSETS_DIR}/`))));
  return Object.keys(metafile.outputs)
    .map((file) => path.relative(outDir, path.resolve(file)).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.css') && !linked.has(file));
}

export interface InMemoryClientBundle extends ClientBundle {
  /** Output URL → file content. */
  contents: Map<string, Uint8Array>;
}

/**
 * An incremental esbuild context for the dev server: `rebuild()` only redoes what changed and
 * keeps the output in memory.
 */
export async function createClientBundler(options: ClientBundleOptions): Promise<{ rebuild(): Promise<InMemoryClientBundle>; dispose(): Promise<void> }> {
  // Linked source maps, the sources' text in them: the browser's tools show the sources, and the
  // dev server places an error the browser reports (src/node/dev/browserError.ts).
  const ctx = await esbuild().context({ ...clientBuildOptions({ ...options, minify: false }), write: false, sourcemap: 'linked' });
  return {
    async rebuild() {
      const result = await ctx.rebuild().catch((error: unknown) => Promise.reject(bundleProblems(error)));
      tellWarnings(result, options);
      const bundle = describeClientBundle(result.metafile!, options);
      const contents = new Map<string, Uint8Array>();
      for (const file of result.outputFiles ?? []) contents.set(options.baseUrl + path.relative(options.outDir, file.path).split(path.sep).join('/'), file.contents);
      return { ...bundle, contents };
    },
    dispose: () => ctx.dispose(),
  };
}

function describeClientBundle(metafile: Metafile, { modules, outDir, baseUrl, featureStylesheets }: ClientBundleOptions): ClientBundle {
  const url = (file: string) => baseUrl + path.relative(outDir, path.resolve(file)).split(path.sep).join('/');
  const byEntry = new Map<string, string>();
  let entry = '';
  let stylesheet = '';
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.entryPoint) continue;
    const abs = path.resolve(output.entryPoint);
    byEntry.set(abs, file);
    if (abs === clientEntry) entry = file;
    if (file.endsWith('.css') && path.basename(file).startsWith('styles-')) stylesheet = file;
  }
  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue;
      seen.add(imported.path);
      staticImports(imported.path, seen);
    }
    return [...seen];
  };
  const entryImports = new Set(staticImports(entry));
  const kindChunks: Record<string, string[]> = {};
  const lazyModules = [...Object.entries(modules.kinds), ...Object.entries(modules.markdownFeatures).map(([feature, file]) => [featureChunkKey(feature), file] as const)];
  for (const [kind, file] of lazyModules) {
    const chunk = byEntry.get(path.resolve(file));
    if (!chunk) continue;
    kindChunks[kind] = [chunk, ...staticImports(chunk).filter((f) => !entryImports.has(f) && f !== entry)].map(url);
  }
  const featureStyles: Record<string, string> = {};
  for (const [feature, file] of Object.entries(featureStylesheets)) {
    const output = byEntry.get(path.resolve(file));
    if (output) featureStyles[feature] = url(output);
  }
  const siteCss = metafile.outputs[entry]?.cssBundle;
  return {
    entry: url(entry),
    stylesheet: url(stylesheet),
    ...(siteCss && { siteStylesheet: url(siteCss) }),
    featureStyles,
    kindChunks,
    entryImports: [...entryImports].map(url),
    files: Object.keys(metafile.outputs).map((file) => path.relative(outDir, path.resolve(file)).split(path.sep).join('/')),
  };
}

/**
 * Builds the server bundle (one file importing every kind) for the prerender workers. As
 * CommonJS (`format: 'cjs'`) it can be `require`d, and so can React and the router it loads
 * (CommonJS packages): importing them as ES modules makes Node scan their 600 kB of source for
 * export names, a third of a render worker's start-up.
 */
export async function bundleServer(options: { modules: RegistryModules; outFile: string; baseUrl: string; format?: 'esm' | 'cjs'; inputs?: Set<string>; siteDir?: string }): Promise<string> {
  const result = await esbuild().build({
    entryPoints: [serverEntry],
    bundle: true,
    format: options.format ?? 'esm',
    platform: 'node',
    target: 'node20',
    outfile: options.outFile,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Imported images get the URLs the client bundle gives them (the copies written next to this
    // bundle are never served).
    loader: { ...importedFileLoaders, '.css': 'empty', '.woff2': 'empty', '.woff': 'empty', '.ttf': 'empty' },
    assetNames: 'media/[name]-[hash]',
    logLevel: 'silent',
    metafile: true,
    // A map beside the bundle (sourceMapOf), no comment in it: read only when a render throws, to
    // place the error at its source line. Without the sources' text, it costs a few milliseconds.
    sourcemap: 'external',
    sourcesContent: false,
    alias: aliases,
    nodePaths: nodePathsFor(options.siteDir),
    plugins: [registryPlugin(options.modules, 'server'), siteModulesPlugin(options.siteDir), cssModulesPlugin('server', options.siteDir, options.inputs), importedFilesPlugin(assetsUrl(options.baseUrl)), externalFolioPackages()],
  }).catch((error: unknown) => Promise.reject(bundleProblems(error)));
  collectInputs(result.metafile, options.inputs);
  return options.outFile;
}
