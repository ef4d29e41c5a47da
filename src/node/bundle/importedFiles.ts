// Images imported by a site's `.tsx` pages and components (`import logo from './logo.svg'`): the
// import gives the URL the file is served at, so `<img src={logo} />` works on every page.
//
// esbuild's `file` loader copies the file into the bundle's folder under a content hash and
// exports its path relative to the output file that imports it (`./media/logo-HASH.svg` from the
// server bundle, `../media/logo-HASH.svg` from a chunk), which a page at `/docs/intro` would
// resolve against its own URL. esbuild's `publicPath` would fix that, but it
// also makes every chunk import absolute; this plugin prefixes only the images' paths. The client
// and the server bundle name a file by the same content hash, so the prerendered HTML and the
// hydrated page agree on the URL.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

/** The helper an SVG import's module calls (bundled into the page's chunk). */
const SVG_COMPONENT = fileURLToPath(new URL('../../client/svgComponent.ts', import.meta.url));

/** Image files a component can import for its URL. */
export const IMPORTED_FILE_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico'] as const;

const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;
const NAMESPACE = 'folio-imported-file';
/** Marks the plugin's own resolution of the file, which the `file` loader then handles. */
const INNER = Symbol.for('folio.importedFile');

/** `loader` entries for the imported image types (merged into both bundles' options). */
export const importedFileLoaders: Record<string, 'file'> = Object.fromEntries(IMPORTED_FILE_EXTENSIONS.map((ext) => [ext, 'file']));

/**
 * Pure: the module an image import becomes. `assetsUrl` is where the bundle's folder is served
 * (`/__folio/assets/` with the base URL); the `file` loader's string, with its leading `./` or
 * `../` steps dropped, is the file's path below that folder (`media/logo-HASH.svg`).
 */
export function importedFileModule(file: string, assetsUrl: string, svg?: { attrs: Record<string, unknown>; inner: string }): string {
  const url = `${JSON.stringify(assetsUrl)} + file.replace(/^(\\.\\.?\\/)+/, '')`;
  if (!svg) return `import file from ${JSON.stringify(file)};\nexport default ${url};\n`;
  // An SVG is a component drawing it inline that is its URL too (see svgComponent.ts).
  return `import file from ${JSON.stringify(file)};\nimport { svgComponent } from ${JSON.stringify(SVG_COMPONENT)};\nexport default svgComponent(${url}, ${JSON.stringify(svg.attrs)}, ${JSON.stringify(svg.inner)});\n`;
}

/** Serves image imports from JavaScript as their URL below `assetsUrl` (CSS `url()` keeps esbuild's own handling). */
export function importedFilesPlugin(assetsUrl: string): Plugin {
  return {
    name: 'folio-imported-files',
    setup(build) {
      build.onResolve({ filter: IMAGE }, async (args) => {
        if (args.pluginData === INNER || args.namespace === NAMESPACE) return undefined;
        if (args.kind !== 'import-statement' && args.kind !== 'require-call' && args.kind !== 'dynamic-import') return undefined;
        const resolved = await build.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: INNER });
        // Unresolvable: esbuild's own resolution reports it at the import, with file and line.
        if (resolved.errors.length) return undefined;
        return { path: resolved.path, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => ({
        // The SVG parser (parse5) is loaded by the first SVG import only, not with every build.
        contents: importedFileModule(args.path, assetsUrl, /\.svg$/i.test(args.path) ? (await import('./svgMarkup.js')).svgMarkup(await readFile(args.path, 'utf8')) : undefined),
        loader: 'js',
        resolveDir: path.dirname(args.path),
        watchFiles: [args.path],
      }));
      // The inner import of the file itself, resolved by esbuild and loaded by the `file` loader.
      build.onResolve({ filter: IMAGE, namespace: NAMESPACE }, (args) => ({ path: path.resolve(args.resolveDir, args.path) }));
    },
  };
}
