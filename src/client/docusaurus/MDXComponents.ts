// `@theme-original/MDXComponents` (and `@theme/MDXComponents`): what a Docusaurus site's own
// `src/theme/MDXComponents.js` spreads before adding its components (`{...MDXComponents, Badge}`).
// Folio's markdown components are compiled by name, not looked up in this map, so it is empty:
// the site's additions are what Folio reads from that file (src/node/content/mdxComponents.ts).
const MDXComponents: Record<string, unknown> = {};
export default MDXComponents;
