import { createHash } from 'node:crypto';
import type { DocsGlobalData, HeadTag, LocaleConfig, SiteData } from '../../shared/types.js';
import type { SiteConfig } from '../config/schema.js';
import { withBase } from '../../shared/url.js';

/** The version Folio reports in metadata, the generator tag and the search agent string. */
export const FRAMEWORK_VERSION = '3.6.3';

const LOCALE_LABELS: Record<string, string> = { en: 'English', fr: 'Français', de: 'Deutsch', es: 'Español', ja: '日本語', fa: 'فارسی' };

export function resolveLocaleConfig(config: SiteConfig, locale: string): LocaleConfig {
  const given = config.i18n.localeConfigs[locale];
  return {
    label: given?.label ?? LOCALE_LABELS[locale] ?? locale,
    direction: given?.direction ?? 'ltr',
    htmlLang: given?.htmlLang ?? locale,
    calendar: given?.calendar ?? 'gregory',
    path: given?.path ?? locale,
  };
}

/** A short suffix unique to this site, so stored preferences of two sites on one origin differ. */
export function storageSuffixFor(config: Pick<SiteConfig, 'url' | 'baseUrl'>): string {
  return `-${createHash('sha256').update(config.url + config.baseUrl).digest('hex').slice(0, 4)}`;
}

/**
 * Pure: the paths of the non-exact routes (a board answering any `/board/{slug}`), for the
 * client to ask only those for an address with no page of its own (`SiteData.prefixRoutes`).
 */
export function prefixRoutesOf(routes: readonly { path: string; exact?: boolean }[]): string[] {
  return routes.filter((route) => route.exact === false).map((route) => route.path);
}

/** Pure: whether a route answers at the site's root (route paths are below the base URL). */
export function hasHomePage(routes: readonly { path: string }[]): boolean {
  return routes.some((route) => route.path === '/');
}

/** Feature → the stylesheet its pages need, served from the build, besides those the client bundle has (`bundledStyles`). */
export function featureStylesFor(baseUrl: string): Record<string, string> {
  return { math: withBase('/__folio/katex/katex.min.css', baseUrl) };
}

/** Everything the theme needs on every page, from the config and the plugins' global data. */
export function createSiteData(config: SiteConfig, docs: Record<string, DocsGlobalData>, options: { deployPreview: boolean; homePage: boolean; searchIndexUrl?: string; swUrl?: string; globalHead: HeadTag[]; /** Page feature → its stylesheet in the client bundle (`ClientBundle.featureStyles`). */ bundledStyles?: Record<string, string> }): SiteData {
  const locale = config.i18n.defaultLocale;
  const theme = config.themeConfig;
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url.replace(/\/$/, ''),
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    favicon: config.favicon,
    titleDelimiter: config.titleDelimiter,
    locale: {
      current: locale,
      config: resolveLocaleConfig(config, locale),
      // The locales the site is built in: the default one alone (see checks/unbuiltLocales.ts).
      all: { [locale]: resolveLocaleConfig(config, locale) },
    },
    storageSuffix: storageSuffixFor(config),
    colorMode: theme.colorMode,
    navbar: {
      title: theme.navbar.title,
      logo: theme.navbar.logo,
      hideOnScroll: theme.navbar.hideOnScroll,
      style: theme.navbar.style,
      // A `doc` item naming a draft stays: the theme shows nothing for it (no version lists it).
      items: theme.navbar.items,
    },
    footer: theme.footer,
    announcementBar: theme.announcementBar,
    baseUrlIssueBanner: config.baseUrlIssueBanner,
    docs,
    homePage: options.homePage,
    search: {
      provider: config.search.algolia ? 'algolia' : 'local',
      searchPagePath: config.search.searchPagePath,
      contextualSearch: config.search.contextualSearch,
      indexUrl: options.searchIndexUrl,
      appId: config.search.algolia?.appId,
      apiKey: config.search.algolia?.apiKey,
      indexName: config.search.algolia?.indexName,
    },
    offline: config.offline.enabled && options.swUrl
      ? { enabled: true, strategies: config.offline.activationStrategies, swUrl: options.swUrl, debug: config.offline.debug }
      : undefined,
    deployPreview: process.env.CONTEXT === 'deploy-preview',
    image: theme.image ? `${config.url.replace(/\/$/, '')}${withBase(`/${theme.image.replace(/^\//, '')}`, config.baseUrl)}` : undefined,
    noIndex: config.noIndex,
    frameworkVersion: FRAMEWORK_VERSION,
    customFields: config.customFields,
    ...(theme.prism.defaultLanguage !== undefined && { defaultCodeLanguage: theme.prism.defaultLanguage }),
    ...(config.organizationName !== undefined && { organizationName: config.organizationName }),
    ...(config.projectName !== undefined && { projectName: config.projectName }),
    globalHead: options.globalHead,
    featureStyles: { ...featureStylesFor(config.baseUrl), ...options.bundledStyles },
    tableOfContents: theme.tableOfContents,
    docsSidebar: theme.docs.sidebar,
  };
}
