// The Docusaurus modules a React page brought over from a Docusaurus site imports most, and the
// files of Folio's stand-ins for them (in src/client/docusaurus/), so such a page builds as it is.
export const DOCUSAURUS_PAGE_MODULES: Readonly<Record<string, string>> = {
  '@theme/Layout': 'Layout.tsx',
  '@theme/Heading': 'Heading.tsx',
  '@docusaurus/Link': 'Link.ts',
  '@docusaurus/Head': 'Head.tsx',
  '@docusaurus/BrowserOnly': 'BrowserOnly.tsx',
  '@docusaurus/useBaseUrl': 'useBaseUrl.ts',
  '@docusaurus/useDocusaurusContext': 'useDocusaurusContext.ts',
  '@docusaurus/useIsBrowser': 'useIsBrowser.ts',
  '@docusaurus/router': 'router.tsx',
  '@docusaurus/ExecutionEnvironment': 'ExecutionEnvironment.ts',
  '@docusaurus/Translate': 'Translate.tsx',
  '@docusaurus/theme-common': 'themeCommon.ts',
  // What a site's own src/theme/MDXComponents.js extends.
  '@theme-original/MDXComponents': 'MDXComponents.ts',
  '@theme/MDXComponents': 'MDXComponents.ts',
};

/**
 * Docusaurus theme components Folio has for markdown only (as MDX tags), not as modules a React
 * page imports: the fix for such an import says so.
 */
export const MARKDOWN_ONLY_COMPONENTS: readonly string[] = ['@theme/Admonition', '@theme/CodeBlock', '@theme/Details', '@theme/DocCardList', '@theme/TOCInline', '@theme/TabItem', '@theme/Tabs', '@theme/ThemedImage'];
