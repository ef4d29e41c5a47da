// The default theme's component for each route kind, as module paths relative to this folder.
// The build turns this into the client registry (one lazy chunk per kind) and the server
// registry; a site replaces any entry with `themeComponents` in its config.

export const defaultKindModules: Record<string, string> = {
  notFound: './NotFound.tsx',
  mdPage: './pages/MarkdownPage.tsx',
  redirect: './pages/RedirectPage.tsx',
  doc: './docs/DocPage.tsx',
  docCategory: './docs/DocCategoryPage.tsx',
  docTags: './docs/DocTagsPage.tsx',
  docTag: './docs/DocTagPage.tsx',
  blogList: './blog/BlogListPage.tsx',
  blogPost: './blog/BlogPostPage.tsx',
  blogArchive: './blog/BlogArchivePage.tsx',
  blogTags: './blog/BlogTagsPage.tsx',
  blogAuthors: './blog/BlogAuthorsPage.tsx',
  debug: './debug/DebugPage.tsx',
  search: './search/SearchPage.tsx',
};

/**
 * Components of compiled markdown that only some pages use, by the page feature that needs them
 * (`PageData.features`, set by the markdown compiler). In the browser each module is its own
 * chunk, loaded with the page that uses it, so a doc page without tabs never downloads Tabs; the
 * server imports them all. Every capitalised export of a module is a component markdown names.
 */
export const markdownFeatureModules: Record<string, string> = {
  details: './markdown/Details.tsx',
  tabs: './markdown/Tabs.tsx',
  mermaid: './markdown/Mermaid.tsx',
};

/** The app shell pieces, loaded with the entry (not per kind). */
export const shellModules = {
  Layout: './Layout/Layout.tsx',
  ErrorPage: './ErrorPage.tsx',
  Loading: './Loading.tsx',
} as const;

/** Functions run once in the browser before hydration (default export of each module). */
export const clientModulePaths: string[] = ['./clientStart.ts'];

/** The theme's stylesheet (bundled into one CSS file loaded by every page). */
export const stylesheet = './index.css';

/**
 * Stylesheets of compiled markdown that only some pages need, by the page feature that needs them
 * (`PageData.features`): each is bundled on its own and linked by those pages alone, as KaTeX's
 * is for math.
 */
export const featureStylesheets: Record<string, string> = {
  infima: './markdown/infima.css',
};
