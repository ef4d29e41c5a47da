// Components an MDX file imports from the site's own modules (`import Badge from
// '@site/src/components/Badge'`, `import {Pill} from './Pill'`): their tags render the imported
// component, which the bundles load as a page feature (see src/shared/siteComponents.ts). Their
// props are what the tags write, read as constants as every component's are (staticValue.ts).
import path from 'node:path';
import { siteComponentFeature, siteComponentName } from '../../shared/siteComponents.js';
import { BUILTIN_COMPONENTS } from './componentTags.js';
import type { CompileState } from './compileState.js';
import { COMPONENT_EXTENSIONS } from './fileImports.js';
import { isSiteSpecifier } from './importPath.js';
import { isBundlable } from '../bundle/docusaurusModules.js';
import type { EsmComponent } from './mdxSyntax.js';

/** The module (from the site folder) whose default export maps names to components, and those names (see content/mdxComponents.ts). */
export interface SiteMdxComponents {
  module: string;
  names: string[];
}


/**
 * Records `component`, imported from the site module `file`, as a site component of the page;
 * false when `file` is no component module or the import names no export.
 */
export function addSiteComponent(component: EsmComponent, file: string, state: CompileState): boolean {
  // A component comes from a module (not a partial, data or an image, which are read otherwise).
  if (!COMPONENT_EXTENSIONS.includes(path.extname(file)) || component.imported === undefined) return false;
  const feature = siteModuleFeature(file, state.input.siteDir);
  (state.siteComponents ??= new Map()).set(component.name, { feature, name: siteComponentName(feature, component.imported) });
  return true;
}

/**
 * Records `component` as one of the page's own module (its ES module lines, bundled from the
 * `.mdx` file itself, see mdxModuleSource): one the page defines (`export const Highlight = …`),
 * or imports from a package (`import Chart from 'react-chartjs-2'`) or from a Docusaurus module
 * Folio has a stand-in for (`@docusaurus/Translate`), which that module imports and exports again.
 * False for a file read as CommonMark, without a site folder, for a file of the site (a module of
 * its own, addSiteComponent) and for a module no bundle has (`isBundlable`).
 */
export function addPageModuleComponent(component: EsmComponent, state: CompileState): boolean {
  const feature = ownModuleFeature(state);
  const { from } = component;
  if (feature === undefined || (from !== undefined && (isSiteSpecifier(from) || !isBundlable(from)))) return false;
  (state.siteComponents ??= new Map()).set(component.name, { feature, name: siteComponentName(feature, component.name) });
  return true;
}

/**
 * The page's own module (its ES module lines, see mdxModuleSource) is loaded with the page: for a
 * stylesheet it imports, which the bundle puts into the site's stylesheet, as Docusaurus does.
 */
export function addOwnModule(state: CompileState): void {
  const feature = ownModuleFeature(state);
  if (feature !== undefined) state.features.add(feature);
}

/** The page feature of an MDX page's own module; undefined for a file read as CommonMark, or without a site folder to name it from. */
function ownModuleFeature(state: CompileState): string | undefined {
  const { siteDir, absFile, isMdx } = state.input;
  return isMdx && siteDir !== undefined ? siteModuleFeature(absFile, siteDir) : undefined;
}

/** The page feature of the site module `file` (absolute), named from the site folder (absolute without one). */
export function siteModuleFeature(file: string, siteDir: string | undefined): string {
  return siteComponentFeature(siteDir === undefined ? file : path.relative(siteDir, file).split(path.sep).join('/'));
}

/**
 * The components the site's MDXComponents module adds, by name, as `siteComponents` entries: each
 * is a property of that module's default export (`default.Badge`). Names of Folio's own
 * components are left to them: their tags are compiled, not looked up.
 */
export function siteWideComponents(mdx: SiteMdxComponents | undefined): Map<string, { feature: string; name: string }> {
  const found = new Map<string, { feature: string; name: string }>();
  if (!mdx) return found;
  const feature = siteComponentFeature(mdx.module);
  for (const name of mdx.names) if (!BUILTIN_COMPONENTS.includes(name)) found.set(name, { feature, name: siteComponentName(feature, `default.${name}`) });
  return found;
}
