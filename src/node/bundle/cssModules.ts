// CSS modules (`import styles from './index.module.css'`, as Docusaurus pages and components
// write them). esbuild's own `local-css` loader names the classes per build, and minified in the
// browser bundle only, so the server's markup and the browser's would disagree; here each file is
// compiled once, alone, to names both bundles share, made unique by a hash of the file's path
// (two components' `styles.module.css` may both have a `.container`).
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { esbuild } from './esbuild.js';

export interface CompiledCssModule {
  /** Class name as written → the name in the output (`heroBanner` → `index_heroBanner_3f2a1c`). */
  classes: Record<string, string>;
  /** The stylesheet with those names; its `url()` and `@import` paths as written, relative to the file. */
  css: string;
}

const CSS_SUFFIX = '?folio-css-module';

export async function compileCssModule(file: string): Promise<CompiledCssModule> {
  const result = await esbuild().build({
    stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: path.dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'cssModule',
    outdir: path.dirname(file),
    loader: { '.css': 'local-css' },
    logLevel: 'silent',
    // Paths in the stylesheet stay as written: the bundle that takes the CSS resolves them.
    plugins: [{ name: 'keep-css-paths', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'url-token' || args.kind === 'import-rule' ? { path: args.path, external: true } : undefined)) }],
  });
  const js = result.outputFiles.find((output) => output.path.endsWith('.js'))!.text;
  const css = result.outputFiles.find((output) => output.path.endsWith('.css'))?.text ?? '';
  const generated = (new Function(`${js}; return cssModule.default;`) as () => Record<string, string>)();
  const suffix = createHash('sha256').update(path.resolve(file)).digest('hex').slice(0, 6);
  const renamed = new Map<string, string>();
  for (const names of Object.values(generated)) for (const name of names.split(/\s+/)) renamed.set(name, `${name}_${suffix}`);
  const classes = Object.fromEntries(Object.entries(generated).map(([key, names]) => [key, names.split(/\s+/).map((name) => renamed.get(name)).join(' ')]));
  const renamedCss = css.replace(/\.(-?[A-Za-z_][\w-]*)/g, (whole, name: string) => (renamed.has(name) ? `.${renamed.get(name)}` : whole));
  return { classes, css: renamedCss };
}

/**
 * Loads `.module.css` imports as their class names; in the browser bundle the stylesheet comes
 * with them (into the CSS of the site's own modules, see ClientBundle.siteStylesheet).
 */
export function cssModulesPlugin(target: 'client' | 'server'): EsbuildPlugin {
  return {
    name: 'folio-css-modules',
    setup(b) {
      b.onLoad({ filter: /\.module\.css$/, namespace: 'file' }, async (args) => {
        const { classes } = await compileCssModule(args.path);
        const stylesheet = target === 'client' ? `import ${JSON.stringify(args.path + CSS_SUFFIX)};\n` : '';
        return { contents: `${stylesheet}export default ${JSON.stringify(classes)};\n`, loader: 'js', resolveDir: path.dirname(args.path), watchFiles: [args.path] };
      });
      b.onResolve({ filter: /\?folio-css-module$/ }, (args) => ({ path: args.path.slice(0, -CSS_SUFFIX.length), namespace: 'folio-css-module' }));
      b.onLoad({ filter: /.*/, namespace: 'folio-css-module' }, async (args) => ({ contents: (await compileCssModule(args.path)).css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles: [args.path] }));
    },
  };
}
