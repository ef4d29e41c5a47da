// The client API a site's own pages and components import as `folio/client`
// (documented at /docs/docusaurus-core).
export { Link, type LinkProps } from './Link.js';
export { useSiteData, useCurrentPage, usePageData, invariant } from './context.js';
export type { PageProps } from './pageProps.js';
export { readStored, writeStored } from './storage.js';
export { useColorMode, type ColorMode } from './colorMode.js';
export { useDocsData, useActiveDocsPlugin, useActiveVersion, usePreferredVersion, useDocById, useSidebarById, type DocsIndexEntry } from './docs.js';
export { useCurrentSidebarCategory } from './sidebarCategory.js';
export { useIsomorphicLayoutEffect } from './layoutEffect.js';
export type { MdNode, TocItem } from '../shared/types.js';
