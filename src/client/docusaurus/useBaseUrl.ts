// `@docusaurus/useBaseUrl`: a site path with the base URL in front, or the whole URL with `absolute`.
import { baseUrlPath } from '../../shared/url.js';
import { useSiteData } from '../context.js';

export interface BaseUrlOptions {
  absolute?: boolean;
  /** Accepted for Docusaurus pages: a path is always given the base URL here. */
  forcePrependBaseUrl?: boolean;
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const { baseUrl, url: siteUrl } = useSiteData();
  const path = baseUrlPath(url, baseUrl);
  return options.absolute && path.startsWith('/') ? siteUrl.replace(/\/$/, '') + path : path;
}

/** `useBaseUrlUtils().withBaseUrl(url)`, Docusaurus's form for use in loops. */
export function useBaseUrlUtils(): { withBaseUrl(url: string, options?: BaseUrlOptions): string } {
  const { baseUrl, url: siteUrl } = useSiteData();
  return {
    withBaseUrl(url, options = {}) {
      const path = baseUrlPath(url, baseUrl);
      return options.absolute && path.startsWith('/') ? siteUrl.replace(/\/$/, '') + path : path;
    },
  };
}
