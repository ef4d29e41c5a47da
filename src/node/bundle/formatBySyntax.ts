// esbuild takes a `.js` file under a package.json with "type": "module" for an ES module
// whatever it holds, as Node would: a CommonJS helper there (`module.exports = [...]`, required
// by a Docusaurus sidebars.js) was bundled as an ES module, with `module` left to the global
// one, so `require` returned an empty namespace object (esbuild only warns,
// commonjs-variable-in-esm). Docusaurus loads these files with jiti, which reads each file as
// what its syntax says; so does this plugin, for the files of the site (not packages').
import type * as Esbuild from 'esbuild';
import path from 'node:path';

/** Marks esbuild's own resolution from inside the plugin, which must not catch it again. */
const RESOLVING = Symbol('resolving a site file');

/**
 * Resolves each relative or absolute import (and the entry point) as esbuild would, and returns
 * the path without the package.json module type it found: esbuild then tells CommonJS from an
 * ES module by the file's syntax (`module.exports` or `export`), as for a file outside any package.
 */
export const formatBySyntax: Esbuild.Plugin = {
  name: 'format-by-syntax',
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === RESOLVING || !(args.path.startsWith('.') || path.isAbsolute(args.path))) return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: RESOLVING });
      if (found.errors.length) return { errors: found.errors };
      if (found.external || found.namespace !== 'file') return { path: found.path, namespace: found.namespace, external: found.external };
      return { path: found.path };
    });
  },
};
