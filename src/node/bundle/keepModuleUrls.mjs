// An esbuild plugin for bundling Folio's own TypeScript (the CLI bundle of scripts/folio.mjs,
// worker bundles): each project module keeps its own `import.meta.url`, written in as its
// source file URL. Engine modules find files next to themselves (`new URL('../markdown/',
// import.meta.url)`, `createRequire(import.meta.url)`); in a bundle the expression would name
// the bundle, or be empty in CommonJS output. Plain JavaScript because the CLI launcher loads
// it before any TypeScript can run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** @type {import('esbuild').Plugin} */
export const keepModuleUrls = {
  name: 'keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};
