// CSS modules (`import styles from './index.module.css'`, as Docusaurus pages and components
// write them). esbuild's own `local-css` loader names the classes per build, and minified in the
// browser bundle only, so the server's markup and the browser's would disagree; here each file is
// compiled alone, to names both bundles share, made unique by a hash of the file's path from the
// site folder (two components' `styles.module.css` may both have a `.container`; the same site
// built in another folder keeps its names).
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Message as EsbuildMessage, Plugin as EsbuildPlugin } from 'esbuild';
import { esbuild } from './esbuild.js';
import { cssModuleClassName, cssModulePath, cssModuleSuffix } from '../content/cssModuleClasses.js';

export interface CompiledCssModule {
  /** Class name as written → the name in the output (`heroBanner` → `pages_heroBanner_3f2a1c`). */
  classes: Record<string, string>;
  /** The stylesheet with those names; its `url()` and `@import` paths as written, relative to the file. */
  css: string;
  /** The files it was compiled from: itself and those it `composes` classes from. */
  inputs: string[];
  /**
   * esbuild's warnings about the file as written (a stray `}`), placed in it. The bundle that
   * takes `css` reads the compiled text, whose lines are not the file's (bad-input audit: a
   * warning at line 5 of a 4-line file, under a `folio-css-module:` name).
   */
  warnings: EsbuildMessage[];
}

const CSS_SUFFIX = '?folio-css-module';

/** Compiled modules by file, kept while none of their inputs changed: each bundle asks for each file. */
const compiled = new Map<string, { result: CompiledCssModule; mtimes: (number | undefined)[] }>();

export async function compileCssModule(file: string, siteDir?: string): Promise<CompiledCssModule> {
  const key = `${siteDir ?? ''}\0${file}`;
  const known = compiled.get(key);
  if (known && known.result.inputs.every((input, index) => statSync(input, { throwIfNoEntry: false })?.mtimeMs === known.mtimes[index])) return known.result;
  const result = await esbuild().build({
    stdin: { contents: `export { default } from ${JSON.stringify(file)};`, resolveDir: path.dirname(file), loader: 'js' },
    bundle: true,
    write: false,
    metafile: true,
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
  const named = cssModulePath(file, siteDir);
  const suffix = cssModuleSuffix(named);
  // Each class of the file by the rule an MDX page's compile names it with too
  // (cssModuleClassName); a name composed from another file keeps esbuild's, made unique. A
  // class's value lists the names it composes too, in no set order: its own is the one esbuild
  // made from it (`both_button` for `.button`).
  const renamed = new Map<string, string>();
  for (const [original, names] of Object.entries(generated)) {
    const tokens = names.split(/\s+/);
    renamed.set(tokens.find((token) => token === original || token.endsWith(`_${original}`)) ?? tokens[0]!, cssModuleClassName(named, original));
  }
  for (const names of Object.values(generated)) for (const name of names.split(/\s+/)) if (!renamed.has(name)) renamed.set(name, `${name}_${suffix}`);
  const classes = Object.fromEntries(Object.entries(generated).map(([name, names]) => [name, names.split(/\s+/).map((generatedName) => renamed.get(generatedName)).join(' ')]));
  const renamedCss = css.replace(/\.(-?[A-Za-z_][\w-]*)/g, (whole, name: string) => (renamed.has(name) ? `.${renamed.get(name)}` : whole));
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('<')).map((input) => path.resolve(input));
  const compiledModule = { classes, css: renamedCss, inputs, warnings: result.warnings };
  compiled.set(key, { result: compiledModule, mtimes: inputs.map((input) => statSync(input, { throwIfNoEntry: false })?.mtimeMs) });
  return compiledModule;
}

/**
 * Loads `.module.css` imports as their class names; in the browser bundle the stylesheet comes
 * with them (into the CSS of the site's own modules, see ClientBundle.siteStylesheet). `inputs`
 * gets the files each module was compiled from, which the bundle's own inputs do not show (a
 * file another `composes` from), so a cached bundle is built again when one changes.
 */
export function cssModulesPlugin(target: 'client' | 'server', siteDir: string | undefined, inputs?: Set<string>): EsbuildPlugin {
  const compile = async (file: string) => {
    const result = await compileCssModule(file, siteDir);
    for (const input of result.inputs) inputs?.add(input);
    return result;
  };
  return {
    name: 'folio-css-modules',
    setup(b) {
      b.onLoad({ filter: /\.module\.css$/, namespace: 'file' }, async (args) => {
        const { classes, inputs: watchFiles } = await compile(args.path);
        const stylesheet = target === 'client' ? `import ${JSON.stringify(args.path + CSS_SUFFIX)};\n` : '';
        return { contents: `${stylesheet}export default ${JSON.stringify(classes)};\n`, loader: 'js', resolveDir: path.dirname(args.path), watchFiles };
      });
      b.onResolve({ filter: /\?folio-css-module$/ }, (args) => ({ path: args.path.slice(0, -CSS_SUFFIX.length), namespace: 'folio-css-module' }));
      b.onLoad({ filter: /.*/, namespace: 'folio-css-module' }, async (args) => {
        const { css, inputs: watchFiles, warnings } = await compile(args.path);
        return { contents: css, loader: 'css', resolveDir: path.dirname(args.path), watchFiles, warnings };
      });
    },
  };
}
