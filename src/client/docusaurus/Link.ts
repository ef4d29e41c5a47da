// `@docusaurus/Link`: Folio's Link, with Docusaurus's reading of a target that already holds the
// base URL. Folio's `to` is a site path, but pages written for Docusaurus pass
// `to={useBaseUrl('/docs')}`, and Docusaurus's Link adds the base URL only to a path that does not
// start with it: given to Folio's Link as it is, `/base/docs` became `/base/base/docs` (BYO audit:
// Taro's versions page under a sub-path).
import { createElement, forwardRef } from 'react';
import { stripBase } from '../../shared/url.js';
import { useSiteData } from '../context.js';
import { Link, type LinkProps } from '../Link.js';

/** Pure: a Docusaurus Link target as the site path Folio's Link takes (`/base/docs` → `/docs`). */
export function docusaurusLinkTarget(target: string | undefined, baseUrl: string): string | undefined {
  if (target === undefined || baseUrl === '/' || !target.startsWith('/') || target.startsWith('//')) return target;
  return stripBase(target, baseUrl) ?? target;
}

const DocusaurusLink = forwardRef<HTMLAnchorElement, LinkProps>(function DocusaurusLink(props, ref) {
  const { baseUrl } = useSiteData();
  const to = docusaurusLinkTarget(props.to, baseUrl);
  const href = docusaurusLinkTarget(props.href, baseUrl);
  return createElement(Link, to === props.to && href === props.href ? { ...props, ref } : { ...props, to, href, ref });
});

export default DocusaurusLink;
