// `@docusaurus/theme-common`: the parts of it pages and components written for Docusaurus use
// most. `useColorMode` (`{ colorMode, setColorMode }`, and Docusaurus's `isDarkTheme`, `setLightTheme`, `setDarkTheme`); `useThemeConfig` (the navbar, footer,
// colour mode and announcement bar of the config, as Folio's site data has them); `useWindowSize`
// ('desktop' or 'mobile' at Docusaurus's 996 px breakpoint, 'ssr' on the server and in the render
// that hydrates); `ThemeClassNames`, the class names Docusaurus gives its theme's parts.
import { useEffect, useState } from 'react';
import { useSiteData } from '../context.js';

import { useColorMode as useFolioColorMode, type ColorMode } from '../colorMode.js';

/**
 * Folio's colour mode with what Docusaurus 3's hook still returns beside it (deprecated there,
 * but in use: `const {isDarkTheme} = useColorMode()` picks a site's dark logo, and without it
 * the light one stayed on a dark page, silently).
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode) => void; isDarkTheme: boolean; setLightTheme: () => void; setDarkTheme: () => void } {
  const { colorMode, setColorMode } = useFolioColorMode();
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark', setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') };
}

export function useThemeConfig() {
  const site = useSiteData();
  return { navbar: site.navbar, footer: site.footer, colorMode: site.colorMode, announcementBar: site.announcementBar };
}

const DESKTOP_QUERY = '(min-width: 997px)';

export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  // 'ssr' first in the browser too, so the render that hydrates matches the server's.
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const update = () => setSize(query.matches ? 'desktop' : 'mobile');
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return size;
}

export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: { main: 'main-wrapper', blogPages: 'blog-wrapper', docsPages: 'docs-wrapper', mdxPages: 'mdx-wrapper' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated', backToTopButton: 'theme-back-to-top-button', codeBlock: 'theme-code-block', admonition: 'theme-admonition', unlistedBanner: 'theme-unlisted-banner', admonitionType: (type: string) => `theme-admonition-${type}` },
  layout: { navbar: { container: 'navbar', containerLeft: 'navbar__items', containerRight: 'navbar__items--right', mobileSidebar: { container: 'navbar-sidebar', panel: 'navbar-sidebar__item' } } },
  docs: { docVersionBanner: 'theme-doc-version-banner', docVersionBadge: 'theme-doc-version-badge', docBreadcrumbs: 'theme-doc-breadcrumbs', docMarkdown: 'theme-doc-markdown', docTocMobile: 'theme-doc-toc-mobile', docTocDesktop: 'theme-doc-toc-desktop', docFooter: 'theme-doc-footer', docSidebarContainer: 'theme-doc-sidebar-container', docSidebarMenu: 'theme-doc-sidebar-menu', docSidebarItemCategory: 'theme-doc-sidebar-item-category', docSidebarItemLink: 'theme-doc-sidebar-item-link' },
  blog: { blogFooterTagsRow: 'theme-blog-footer-tags-row', blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row' },
} as const;
