// Parts of the bench site's config, as source text: the same in its site.config.ts and in its
// Docusaurus twin (docusaurusSite.ts), so the two build the same site.

/** How the changelog lists and shows its entries, one option per line, each line led by `indent`. */
export function changelogDisplayOptions(indent: string): string {
  return [
    "blogTitle: 'Changelog',",
    "blogDescription: 'Every release, newest first.',",
    'postsPerPage: 20,',
    "blogSidebarTitle: 'Releases',",
    "blogSidebarCount: 'ALL',",
    "onUntruncatedBlogPosts: 'ignore',",
    'feedOptions: { type: null },',
  ]
    .map((line) => `${indent}${line}`)
    .join('\n');
}

/** The navbar and footer; the Docusaurus twin has no search item (Docusaurus has no local search of its own). */
export function benchThemeConfig({ search }: { search: boolean }): string {
  const searchItem = search ? "\n        { type: 'search', position: 'right' }," : '';
  return `themeConfig: {
    navbar: {
      title: 'Bench Site',
      items: [
        { type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { to: '/changelog', label: 'Changelog', position: 'left' },
        { type: 'docsVersionDropdown', position: 'right' },${searchItem}
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: '/docs/intro' }] },
        { title: 'More', items: [{ label: 'Blog', to: '/blog' }, { label: 'Changelog', to: '/changelog' }] },
      ],
      copyright: 'Bench Site, generated content.',
    },
  },`;
}
