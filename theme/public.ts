// Theme pieces a site's own pages may reuse, imported as `folio/theme`.
export { MdContent } from './markdown/MdContent.js';
export { TableOfContents } from './TableOfContents.js';
export { useColorMode } from './hooks/useColorMode.js';
