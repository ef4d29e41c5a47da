// The Docusaurus modules a markdown file written for Docusaurus imports, and what Folio makes of
// them. Folio knows its theme components by name, so `import Tabs from '@theme/Tabs'` is simply
// the theme's Tabs (and `useBaseUrl` is read by staticValue.ts); a component the file imports or
// defines that the theme does not have shows its content, with a warning that says which.
import type { Diagnostic } from '../errors.js';
import type { EsmComponent } from './mdxSyntax.js';

/** Module → the theme component (or, lowercase, the helper) it stands for in Folio. */
export const DOCUSAURUS_MODULES: Readonly<Record<string, string>> = {
  '@theme/Admonition': 'Admonition',
  '@theme/CodeBlock': 'CodeBlock',
  '@theme/Details': 'Details',
  '@theme/DocCardList': 'DocCardList',
  '@theme/TOCInline': 'TOCInline',
  '@theme/TabItem': 'TabItem',
  '@theme/Tabs': 'Tabs',
  '@docusaurus/Link': 'Link',
  '@docusaurus/useBaseUrl': 'useBaseUrl',
};

const DOCUSAURUS_MODULE = /^@(theme|docusaurus)\//;

/**
 * The warning for a component `file` imports or defines that the theme does not have (see
 * `ownComponents` in compileMarkdown.ts): its tags show their content without the component.
 * `themeComponents` are the names the theme knows.
 */
export function ownComponentWarning(component: EsmComponent, file: string, themeComponents: readonly string[]): Diagnostic {
  const where = { file, line: component.line };
  const { name, from } = component;
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
  return {
    what: `<${name}> ${from !== undefined ? `is imported from '${from}'` : 'is defined in this file'}, and Folio does not run MDX code: it is shown as its content, without the component`,
    where,
    fix: `use a theme component (${themeComponents.join(', ')}), or move this part into a .tsx page`,
    plugin: 'markdown',
  };
}
