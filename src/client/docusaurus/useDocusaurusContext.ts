// `@docusaurus/useDocusaurusContext`: the parts of Docusaurus's site context a page reads
// (`siteConfig.title`, `tagline`, `customFields` …), from Folio's site data.
import { useMemo } from 'react';
import type { SiteData } from '../../shared/types.js';
import { useSiteData } from '../context.js';

export function docusaurusContextOf(site: SiteData) {
  return {
    siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl, favicon: site.favicon, trailingSlash: site.trailingSlash, customFields: site.customFields, organizationName: site.organizationName, projectName: site.projectName },
    siteMetadata: { docusaurusVersion: site.frameworkVersion },
    i18n: { defaultLocale: site.locale.current, currentLocale: site.locale.current, locales: Object.keys(site.locale.all), localeConfigs: site.locale.all },
  };
}

export default function useDocusaurusContext(): ReturnType<typeof docusaurusContextOf> {
  const site = useSiteData();
  return useMemo(() => docusaurusContextOf(site), [site]);
}
