// The Docusaurus modules a React page brought over from a Docusaurus site imports most, and the
// files of Folio's stand-ins for them (from Folio's folder: the client's in src/client/docusaurus/,
// the theme components' in theme/docusaurus/), so such a page builds as it is.
const fromClient = (file: string) => `src/client/docusaurus/${file}`;
const fromTheme = (file: string) => `theme/docusaurus/${file}`;

export const DOCUSAURUS_PAGE_MODULES: Readonly<Record<string, string>> = {
  '@theme/Layout': fromClient('Layout.tsx'),
  '@theme/Heading': fromClient('Heading.tsx'),
  '@docusaurus/Link': fromClient('Link.ts'),
  '@docusaurus/Head': fromClient('Head.tsx'),
  '@docusaurus/BrowserOnly': fromClient('BrowserOnly.tsx'),
  '@docusaurus/useBaseUrl': fromClient('useBaseUrl.ts'),
  '@docusaurus/useDocusaurusContext': fromClient('useDocusaurusContext.ts'),
  '@docusaurus/useIsBrowser': fromClient('useIsBrowser.ts'),
  '@docusaurus/useIsomorphicLayoutEffect': fromClient('useIsomorphicLayoutEffect.ts'),
  '@docusaurus/router': fromClient('router.tsx'),
  '@docusaurus/ExecutionEnvironment': fromClient('ExecutionEnvironment.ts'),
  '@docusaurus/Translate': fromClient('Translate.tsx'),
  '@docusaurus/theme-common': fromClient('themeCommon.ts'),
  '@docusaurus/useGlobalData': fromClient('useGlobalData.ts'),
  '@docusaurus/plugin-content-docs/client': fromClient('docsClient.ts'),
  // What a site's own src/theme/MDXComponents.js extends.
  '@theme-original/MDXComponents': fromClient('MDXComponents.ts'),
  '@theme/MDXComponents': fromClient('MDXComponents.ts'),
  // The elements Docusaurus's theme draws markdown with, which a site's components reuse
  // (React Native's repository links are `@theme/MDXComponents/A`).
  // Under @theme-original/ too, where a site's own element wrapper imports the one it wraps
  // (`import MDXPre from '@theme-original/MDXComponents/Pre'`, React Navigation's site).
  ...Object.fromEntries(['A', 'Code', 'Details', 'Heading', 'Img', 'Li', 'Pre', 'Ul'].flatMap((name) => ['@theme', '@theme-original'].map((scope) => [`${scope}/MDXComponents/${name}`, fromClient(`MDXComponents/${name}.tsx`)]))),
  '@theme/Admonition': fromTheme('Admonition.tsx'),
  '@theme/CodeBlock': fromTheme('CodeBlock.tsx'),
  '@theme/Details': fromTheme('Details.ts'),
  '@theme/TabItem': fromTheme('TabItem.ts'),
  '@theme/Tabs': fromTheme('Tabs.ts'),
};

/**
 * Docusaurus theme components Folio has for markdown only (as MDX tags), not as modules a React
 * page imports: the fix for such an import says so.
 */
export const MARKDOWN_ONLY_COMPONENTS: readonly string[] = ['@theme/DocCardList', '@theme/TOCInline', '@theme/ThemedImage'];

/**
 * Whether a bundle can load the module `specifier` names: Folio's own (`folio/client`), a
 * Docusaurus module Folio has a stand-in for, a package or a file; not Folio's markdown-only
 * components (`@theme/TOCInline`) nor a Docusaurus module without a stand-in, which an MDX page's
 * compile reads or reports (see mdxModuleSource).
 */
export function isBundlable(specifier: string): boolean {
  if (specifier === 'folio/client' || specifier === 'folio/theme' || Object.hasOwn(DOCUSAURUS_PAGE_MODULES, specifier)) return true;
  return !/^@(?:theme|theme-original|docusaurus)\//.test(specifier);
}
