// The Docusaurus modules a markdown file written for Docusaurus imports, and what Folio makes of
// them. Folio knows its theme components by name, so `import Tabs from '@theme/Tabs'` is simply
// the theme's Tabs (and `useBaseUrl` is read by staticValue.ts); a component the file imports or
// defines that the theme does not have shows its content, with a warning that says which, and
// one imported from elsewhere under a theme component's name is the theme's, with a warning too.
// `Head` is no component: its tags are head blocks (headBlocks.ts).
import type { Diagnostic } from '../errors.js';
import { BUILTIN_COMPONENTS } from './componentTags.js';
import { isSiteSpecifier } from './importPath.js';
import type { EsmComponent } from './mdxSyntax.js';

/** Module → the theme component (or, lowercase, the helper; `Head`, the head block) it stands for in Folio. */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/DocCardList': 'DocCardList',
  '@theme/TOCInline': 'TOCInline',
  '@theme/TabItem': 'TabItem',
  '@theme/Tabs': 'Tabs',
  '@theme/ThemedImage': 'ThemedImage',
  '@docusaurus/Head': 'Head',
  '@docusaurus/Link': 'Link',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
};

const DOCUSAURUS_MODULE = /^@(theme|docusaurus)\//;

/** `import Head from '@docusaurus/Head'`: its `<Head>` tags are head blocks, which need no component. */
export function isHeadImport(component: EsmComponent): boolean {
  return component.name === 'Head' && component.from === '@docusaurus/Head';
}

/**
 * Whether `component`, named like the theme's component `themeName`, is one of Folio's built-in
 * components imported from another module than the Docusaurus one it stands for (`import
 * Highlight from '@site/src/components/Highlight'`): its tags get Folio's component, not the
 * imported one. A definition in the file (`export const Highlight = …`, as Docusaurus's own docs
 * write it to show MDX) is not, nor is the import of a component the site's theme adds (the site's
 * own, which it is).
 */
export function shadowsBuiltinComponent(component: EsmComponent, themeName: string): boolean {
  return component.from !== undefined && BUILTIN_COMPONENTS.includes(themeName) && DOCUSAURUS_MODULES[component.from] !== themeName;
}

/** The warning for an import `shadowsBuiltinComponent` finds, at its line. */
export function shadowedComponentWarning(component: EsmComponent, file: string): Diagnostic {
  const { name, from } = component;
  return {
    what: `<${name}> is imported from '${from}', but ${name} is the name of one of Folio's own components: its tags use Folio's built-in <${name}>, not the imported one`,
    where: { file, line: component.line },
    fix: `remove the import if Folio's <${name}> does what your component did; otherwise move this part into a .tsx page, where your component runs`,
    plugin: 'markdown',
  };
}

/**
 * The warning for a component `file` imports or defines that the theme does not have (see
 * `ownComponents` in compileMarkdown.ts): its tags show their content without the component.
 * `themeComponents` are the names the theme knows.
 */
export function ownComponentWarning(component: EsmComponent, file: string, themeComponents: readonly string[], commonMark = false): Diagnostic {
  const where = { file, line: component.line };
  const { name, from } = component;
  // Defined in a file read as CommonMark: MDX would run it.
  if (commonMark && from === undefined) {
    return {
      what: `<${name}> is defined in this file, but this file is read as CommonMark, where its code is not run: the tag shows its content, without the component`,
      where,
      fix: "rename the file to .mdx, or set markdown: { format: 'mdx' } in the site config to read .md files as MDX, as Docusaurus does by default",
      plugin: 'markdown',
    };
  }
  // A file of the site, imported by a file read as CommonMark: the import is what is not read.
  if (commonMark && from !== undefined && isSiteSpecifier(from)) {
    return {
      what: `<${name}> is imported from '${from}', but this file is read as CommonMark, where imports are not run: the tag shows its content, without the component`,
      where,
      fix: "rename the file to .mdx, or set markdown: { format: 'mdx' } in the site config to read .md files as MDX, as Docusaurus does by default",
      plugin: 'markdown',
    };
  }
  const known = from === undefined ? undefined : DOCUSAURUS_MODULES[from];
  if (known !== undefined) {
    return {
      what: `<${name}> is imported from '${from}', which Folio's theme has as <${known}>: a tag <${name}> shows its content, without the component`,
      where,
      fix: `import it as ${known} (import ${known} from '${from}') and write <${known}>`,
      plugin: 'markdown',
    };
  }
  if (from !== undefined && DOCUSAURUS_MODULE.test(from)) {
    return {
      what: `<${name}> is imported from '${from}', which Folio does not support: it is shown as its content, without the component`,
      where,
      fix: `Folio supports ${Object.keys(DOCUSAURUS_MODULES).join(', ')}; use one of them, or move this part into a .tsx page`,
      plugin: 'markdown',
    };
  }
  // A component from a file of the site renders (siteComponents.ts); one from a package or
  // defined in the page does not, and the fix says how to make it one of the site's.
  const fromPackage = from !== undefined && !isSiteSpecifier(from);
  return {
    what: `<${name}> ${from === undefined ? 'is defined in this file' : `is imported from ${fromPackage ? 'the package ' : ''}'${from}'`}, and Folio does not run MDX code: it is shown as its content, without the component`,
    where,
    fix:
      from !== undefined
        ? `re-export it from a file of your site (src/components/${name}.js: export { default } from '${from}';) and import that file (import ${name} from '@site/src/components/${name}'), or use a theme component (${themeComponents.join(', ')})`
        : `move it into a file of your site and import it (import ${name} from '@site/src/components/${name}'), or use a theme component (${themeComponents.join(', ')})`,
    plugin: 'markdown',
  };
}

/**
 * The error for a component imported from a file that is not there (see missingModuleFile):
 * webpack stops a Docusaurus build on it, and the tags would otherwise show their content with
 * a warning that hides the typo.
 */
export function missingComponentError(component: EsmComponent, file: string, missingFile: string): Diagnostic {
  return {
    what: `Cannot import <${component.name}> from '${component.from}': there is no file ${missingFile} (nor with .js, .jsx, .ts, .tsx, .md or .mdx, nor an index file in such a folder)`,
    where: { file, line: component.line },
    fix: 'correct the path (relative to this file, or @site/… from the site folder), or remove the import and its tags',
    plugin: 'markdown',
  };
}
