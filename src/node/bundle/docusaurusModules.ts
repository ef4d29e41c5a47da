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
};
