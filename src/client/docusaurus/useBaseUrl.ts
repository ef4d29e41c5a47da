// `@docusaurus/useBaseUrl`: a site path with the base URL in front, or the whole URL with `absolute`.
import { baseUrlPath } from '../../shared/url.js';
import { useSiteData } from '../context.js';

export interface BaseUrlOptions {
  absolute?: boolean;
  /** Accepted for Docusaurus pages: a path is always given the base URL here. */
  forcePrependBaseUrl?: boolean;
}

/** Pure: what `useBaseUrl(url, options)` gives on a site at `siteUrl` + `baseUrl`. */
export function withBaseUrl(url: string, { baseUrl, siteUrl }: { baseUrl: string; siteUrl: string }, options: BaseUrlOptions = {}): string {
  const path = baseUrlPath(url, baseUrl);
  return options.absolute && path.startsWith('/') ? siteUrl.replace(/\/$/, '') + path : path;
}

export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const { baseUrl, url: siteUrl } = useSiteData();
  return withBaseUrl(url, { baseUrl, siteUrl }, options);
}

/** `useBaseUrlUtils().withBaseUrl(url)`, Docusaurus's form for use in loops. */
export function useBaseUrlUtils(): { withBaseUrl(url: string, options?: BaseUrlOptions): string } {
  const { baseUrl, url: siteUrl } = useSiteData();
  return { withBaseUrl: (url, options) => withBaseUrl(url, { baseUrl, siteUrl }, options) };
}
