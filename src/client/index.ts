// The client API a site's own pages and components import as `folio/client`.
export { Link, type LinkProps } from './Link.js';
export { useSiteData, useCurrentPage, invariant } from './context.js';
export type { PageProps } from './pageProps.js';
export { readStored, writeStored } from './storage.js';
