// esbuild settings shared by the bundles Folio runs in Node: the CLI command bundles of
// scripts/folio.mjs and the worker-thread bundles of workerEntry.ts. Plain JavaScript because
// the CLI launcher loads it before any TypeScript can run.
import { readFile } from 'node:fs/promises';
import { keepModuleUrls } from './keepModuleUrls.mjs';

/**
 * Packages a bundle imports at run time instead of containing them: native or platform code
 * (esbuild, sharp), workbox-build (loaded on demand, large), and the static server's and the
 * benchmark's packages.
 */
export const BUNDLE_EXTERNALS = ['esbuild', 'sharp', 'workbox-build', 'workbox-build/*', 'compression', 'sirv', 'lighthouse', 'lighthouse/*', 'playwright-core', 'chrome-launcher'];

/**
 * zod's classic API links all of its ~40 locales into a bundle, half of the 755 kB zod put into
 * every command's bundle: Node parsed them on each start (~25 ms of the ~80 ms zod took) though
 * Folio only ever reports in English. Every locale but `en` becomes an empty one.
 */
const englishZodOnly = {
  name: 'english-zod-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/][\w-]+\.js$/ }, (args) =>
      /[\\/](en|index)\.js$/.test(args.path) ? undefined : { contents: 'export default function () { return { localeError: () => undefined }; }', loader: 'js' },
    );
  },
};

/**
 * unist-util-visit-parents (under every remark and rehype transform) renames the function it
 * makes for each node it visits after that node, `Object.defineProperty(visit, 'name', ...)`
 * with a coloured label, so a stack trace through a visit names the node. Done for every node
 * of every pass, it was ~40-75 ms of compiling this repository's site in a CPU profile (V8's
 * "set natives" under `factory`). The bundles drop the renaming; a stack trace then shows
 * `visit`. The visit itself is untouched: when the text is not found (another version of the
 * package), the file is bundled as it is.
 */
const RENAME_VISIT = /Object\.defineProperty\(visit, 'name', \{\s*value:\s*'node \(' \+ color\(node\.type \+ \(name \? '<' \+ name \+ '>' : ''\)\) \+ '\)'\s*\}\)/;
const unnamedVisits = {
  name: 'unnamed-visits',
  setup(build) {
    build.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return RENAME_VISIT.test(source) ? { contents: source.replace(RENAME_VISIT, 'void name'), loader: 'js' } : undefined;
    });
  },
};

/**
 * Every bundle is CommonJS in one file, which runCodeCached.mjs runs as a script with a V8 code
 * cache (Node 20 has none for ES modules): the CLI's commands and the worker threads'. No code
 * splitting, which needs ES modules: a module only imported on demand (the markdown compiler) is
 * still only run on demand, as esbuild wraps it in a function called at the `import()`. Node's
 * own `require` is in scope for the bundled CommonJS packages (gray-matter, js-yaml ...).
 *
 * @type {import('esbuild').BuildOptions}
 */
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // npm packages are bundled too: Node's loader resolves, reads and links each of their files
  // one by one, and zod, the markdown-it family and unified's were ~450 files; bundled, start-up
  // took ~0.15 s less and loading the markdown compiler half as long.
  external: BUNDLE_EXTERNALS,
  plugins: [keepModuleUrls, englishZodOnly, unnamedVisits],
  // Without whitespace and comments the build command's bundle is half the size (1.0 -> 0.54 MB,
  // the markdown compiler 1.3 -> 0.9 MB), less for Node to read and V8 to check its cache
  // against. Names are kept, so a stack trace still names the functions it went through.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  logLevel: 'error',
};
