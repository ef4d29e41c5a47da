// The class names a CSS module's classes get (`import styles from './index.module.css'`): one pure
// rule for the bundles, which compile the stylesheet (bundle/cssModules.ts), and for an MDX page,
// whose props are read when it compiles (`<TabItem attributes={{className: styles.red}}>`), so
// both name `.red` alike without the compiler running esbuild.
import { createHash } from 'node:crypto';
import path from 'node:path';

/**
 * `red` of `docs/tabs.module.css` → `tabs_red_3f2a1c`: the file's name (its folder's for an
 * `index.module.css`, as esbuild names them: `pages_heroBanner_…`), the class, and a hash of the
 * file's path from the site folder (`modulePath`), so two files' `.container`s never meet and the
 * same site built in another folder keeps its names.
 */
export function cssModuleClassName(modulePath: string, className: string): string {
  const base = path.basename(modulePath).split('.')[0]!;
  const stem = (base === 'index' ? path.basename(path.dirname(modulePath)) || base : base).replace(/[^\w-]/g, '_');
  return `${stem}_${className}_${cssModuleSuffix(modulePath)}`;
}

/**
 * The path a CSS module's names are made from: from the site folder, `/`-separated; absolute for
 * a build without one. The bundles and an MDX page's compile both name the module by it.
 */
export function cssModulePath(file: string, siteDir: string | undefined): string {
  return siteDir ? path.relative(siteDir, file).split(path.sep).join('/') : path.resolve(file);
}

/** The hash ending every name of the module at `modulePath`. */
export function cssModuleSuffix(modulePath: string): string {
  return createHash('sha256').update(modulePath).digest('hex').slice(0, 6);
}

/**
 * Pure: class → name for each class a CSS module's text defines, as the bundles name them;
 * undefined for a module that `composes` classes (a class's value then lists several names, which
 * only compiling the stylesheet tells).
 */
export function cssModuleClassMap(modulePath: string, css: string): Record<string, string> | undefined {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '').replace(/(["'])(?:\\.|(?!\1).)*\1/g, '');
  if (/\bcomposes\s*:/.test(text)) return undefined;
  const classes: Record<string, string> = {};
  // Class selectors only: a number's `.5em` or a declaration's value has no `.` before a letter
  // outside selectors once strings and urls are gone, bar `:global(...)`, left as written by esbuild too.
  const selectors = text.replace(/\{[^{}]*\}/g, '{}').replace(/:global\([^)]*\)/g, '');
  for (const [, name] of selectors.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) classes[name!] ??= cssModuleClassName(modulePath, name!);
  return classes;
}
