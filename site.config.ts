// Folio's own website. Every option used here is documented at /docs/api/docusaurus-config.
import { defineConfig } from 'folio';

export default defineConfig({
  title: 'Folio',
  tagline: 'Docs and blogs that build in seconds and load in a blink',
  url: 'https://folio.example.com',
  baseUrl: '/',
  favicon: 'img/favicon.svg',
  siteDir: 'content',
  staticDirectories: ['../public'],
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory', path: 'en' } },
  },
  docs: [
    {
      id: 'default',
      path: 'docs',
      routeBasePath: 'docs',
      sidebarPath: 'sidebars.json',
      lastVersion: 'current',
      versions: {
        current: { label: 'canary', path: '' },
        // Older than the latest (canary): the unmaintained banner, as for every older version.
        '3.6.3': { label: '3.6.3', path: '3.6.3', banner: 'unmaintained' },
        '3.5.2': { label: '3.5.2', path: '3.5.2', banner: 'unmaintained' },
      },
      editUrl: 'https://github.com/folio-ssg/folio/edit/main/content/',
      showLastUpdateTime: true,
    },
    {
      id: 'community',
      path: 'community',
      routeBasePath: 'community',
      sidebarPath: 'community/sidebars.json',
      versions: { current: { label: 'next' } },
      editUrl: 'https://github.com/folio-ssg/folio/edit/main/content/',
    },
    {
      id: 'tests',
      path: 'tests/docs',
      routeBasePath: 'tests/docs',
      sidebarPath: 'tests/sidebars.json',
      onInlineTags: 'warn',
      forceUnlisted: ['visibility/force-unlisted'],
    },
  ],
  blog: [
    {
      id: 'default',
      path: 'blog',
      routeBasePath: 'blog',
      blogTitle: 'Folio blog',
      blogDescription: 'News, release notes and deep dives from the Folio team.',
      postsPerPage: 5,
      blogSidebarTitle: 'All posts',
      blogSidebarCount: 'ALL',
      onUntruncatedBlogPosts: 'throw',
      onInlineTags: 'throw',
      feedOptions: { type: 'all', description: 'News, release notes and deep dives from the Folio team.', copyright: 'Copyright © Folio contributors' },
      editUrl: 'https://github.com/folio-ssg/folio/edit/main/content/',
    },
    {
      id: 'changelog',
      path: 'changelog',
      changelogFile: 'CHANGELOG.md',
      olderReleasesLink: { beforeMajor: 3, label: 'About the 2.x release line', to: '/changelog/v2' },
      routeBasePath: 'changelog',
      blogTitle: 'Changelog',
      blogDescription: 'Every Folio release, newest first.',
      postsPerPage: 20,
      blogSidebarTitle: 'Releases',
      blogSidebarCount: 'ALL',
      onUntruncatedBlogPosts: 'ignore',
      onInlineTags: 'ignore',
      // Release notes are lists of changes: "1 min read" on every entry tells a reader nothing
      // (Docusaurus's changelog turns it off too).
      showReadingTime: false,
      // Feeds as Docusaurus's own changelog has them: readers follow releases in their feed reader.
      feedOptions: { type: 'all', title: 'Folio changelog', description: 'Every Folio release, newest first.', copyright: 'Copyright © Folio contributors' },
    },
    {
      id: 'tests',
      path: 'tests/blog',
      routeBasePath: 'tests/blog',
      blogTitle: 'Test blog',
      blogDescription: 'Posts that exercise the blog: authors, tags, truncation, dates and more.',
      postsPerPage: 3,
      blogSidebarCount: 'ALL',
      // It lists every post, so not the default "Recent posts".
      blogSidebarTitle: 'All posts',
      onUntruncatedBlogPosts: 'ignore',
      onInlineTags: 'warn',
      // The inline-author fixture writes its author in the post on purpose.
      onInlineAuthors: 'ignore',
      // Every feed format, as Docusaurus's test blog, so the test area exercises all three.
      feedOptions: { type: 'all', title: 'Folio test blog', description: 'Posts that exercise the blog: authors, tags, truncation, dates and more.' },
      editUrl: 'https://github.com/folio-ssg/folio/edit/main/content/',
      // Each post's last change under it, from git or its `last_update` front matter.
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
    },
  ],
  pages: [
    { id: 'default', path: 'pages', routeBasePath: '' },
    { id: 'tests', path: 'tests/pages', routeBasePath: 'tests/pages' },
  ],
  redirects: [
    { from: ['/docs/support', '/docs/next/support'], to: '/community/support' },
    { from: ['/docs/team', '/docs/next/team'], to: '/community/team' },
    { from: ['/docs/resources', '/docs/next/resources'], to: '/community/resources' },
    { from: '/docs/docusaurus-init', to: '/docs/create-doc' },
    { from: '/home/query', to: '/?some-query=42' },
    { from: '/home/anchor', to: '/#some-anchor' },
    { from: '/home/absolute', to: 'https://folio.example.com/' },
  ],
  // The test area's fixtures stay out of search and of the sitemap: readers looking for a feature
  // should land on its docs, and crawlers have no business with pages that exist to test Folio.
  search: { searchPagePath: 'search', contextualSearch: true, ignorePatterns: ['/tests/**'] },
  sitemap: { ignorePatterns: ['/tests/**'] },
  // Published, as Docusaurus's own site does: the config holds nothing secret.
  debug: true,
  themeComponents: { 'navbarItem:custom-testItem': 'theme/TestNavbarItem.tsx' },
  offline: {
    enabled: true,
    activationStrategies: ['appInstalled', 'standalone', 'queryString', 'mobile', 'saveData'],
    manifest: { name: 'Folio', shortName: 'Folio', themeColor: '#2e8555', backgroundColor: '#ffffff', icon: 'img/logo.svg' },
  },
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    announcementBar: {
      id: 'folio-3-6-opt-in',
      content: 'Folio 3.6 renders pages on several cores at once: opt-in in 3.6 with the future.parallelRender flag, on by default in canary. <a href="/blog/releases/3.6">Read the release notes</a>.',
      backgroundColor: '#e3f4ea',
      textColor: '#143d26',
      isCloseable: true,
    },
    image: 'img/social-card.png',
    navbar: {
      title: 'Folio',
      logo: { alt: 'Folio logo', src: 'img/logo.svg', width: 32, height: 32 },
      hideOnScroll: true,
      items: [
        { type: 'doc', docId: 'introduction', label: 'Docs', position: 'left' },
        { type: 'docSidebar', sidebarId: 'api', label: 'API', position: 'left' },
        { to: '/blog', label: 'Blog', position: 'left' },
        { to: '/showcase', label: 'Showcase', position: 'left' },
        { to: '/community/support', label: 'Community', position: 'left', activeBasePath: '/community' },
        { to: '/tests', label: 'Tests', position: 'left', activeBaseRegex: '^/tests(/|$)' },
        { type: 'custom-testItem', position: 'left' },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            { type: 'html', value: '<hr class="dropdown-separator">' },
            { to: '/versions', label: 'All versions' },
            { href: 'https://v2.folio.example.com', label: '2.x (archived)' },
          ],
        },
        { type: 'localeDropdown', position: 'right' },
        {
          href: 'https://github.com/folio-ssg/folio',
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'Folio on GitHub',
        },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Learn',
          items: [
            { label: 'Introduction', to: '/docs' },
            { label: 'Installation', to: '/docs/installation' },
            { label: 'Migration from v2', to: '/docs/migration/v3' },
          ],
        },
        {
          title: 'Community',
          items: [
            { label: 'Support', to: '/community/support' },
            { label: 'Contributing', to: '/community/contributing' },
            { label: 'Feature requests', to: '/feature-requests' },
          ],
        },
        {
          title: 'More',
          items: [
            { label: 'Blog', to: '/blog' },
            { label: 'Changelog', to: '/changelog' },
            { label: 'Showcase', to: '/showcase' },
            { label: 'GitHub', href: 'https://github.com/folio-ssg/folio' },
          ],
        },
        {
          title: 'Legal',
          // Only policies the project has: the code of conduct, and GitHub's private
          // vulnerability reporting, which community/support.md sends security problems to.
          items: [
            { label: 'Code of conduct', to: '/community/contributing#code-of-conduct' },
            { label: 'Security reports', href: 'https://github.com/folio-ssg/folio/security' },
          ],
        },
      ],
      logo: { alt: 'Folio', src: 'img/logo.svg', width: 48, height: 48, href: '/' },
      copyright: `Copyright © ${new Date().getFullYear()} Folio contributors. Built with Folio.`,
    },
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    metadata: [{ name: 'keywords', content: 'documentation, blog, static site generator, react' }],
  },
});
