// The head tags that belong to one page (title, description, canonical URL, social and
// structured data): written into the prerendered HTML, and put in place again by the browser
// after a client-side navigation, so both always carry the same tags.
import { formatPageTitle } from './pageTitle.js';
import type { HeadTag, PageData, SiteData } from './types.js';
import { applyTrailingSlash, encodeHref, isExternal, withBase } from './url.js';

export type HeadSite = Pick<SiteData, 'url' | 'baseUrl' | 'trailingSlash' | 'title' | 'titleDelimiter' | 'tagline' | 'locale' | 'frameworkVersion'>;

export interface PageHeadOptions {
  /** Social card image (absolute URL) of pages that set none. */
  image?: string;
  noindex: boolean;
  /** Tags every page gets; the page's own head tags come after them and win. */
  globalHead: HeadTag[];
}

const SOCIAL_IMAGE_KEYS = new Set(['og:image', 'twitter:image']);

/** A social card given as a site path (front matter `image: img/card.png`) must be absolute for crawlers. */
function withAbsoluteImage(tag: HeadTag, site: HeadSite): HeadTag {
  const content = tag.attrs.content;
  if (tag.tag !== 'meta' || !SOCIAL_IMAGE_KEYS.has(tag.attrs.property ?? tag.attrs.name ?? '') || !content || isExternal(content)) return tag;
  const path = site.baseUrl !== '/' && content.startsWith(site.baseUrl) ? content : withBase(`/${content.replace(/^\//, '')}`, site.baseUrl);
  return { ...tag, attrs: { ...tag.attrs, content: site.url + path } };
}

/** The document title: a `<title>` from the page's own head block replaces the formatted one. */
export function pageTitleOf(page: PageData, site: HeadSite): string {
  return page.head?.find((tag) => tag.tag === 'title')?.content ?? formatPageTitle(page, site);
}

/** Pure: the page's head tags in document order, before `dedupeHeadTags`. */
export function pageHeadTags(page: PageData, site: HeadSite, options: PageHeadOptions): HeadTag[] {
  // Percent-encoded, as the sitemap writes it: a path with a space or a zero-width character is
  // not a valid URL as it is.
  const pageUrl = site.url + encodeHref(withBase(applyTrailingSlash(page.path, site.trailingSlash), site.baseUrl));
  const title = pageTitleOf(page, site);
  const description = page.description ?? site.tagline;
  const locale = site.locale.config;
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'generator', content: `Folio v${site.frameworkVersion}` } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:type', content: page.kind === 'blogPost' ? 'article' : 'website' } },
    { tag: 'meta', attrs: { property: 'og:url', content: pageUrl } },
    { tag: 'meta', attrs: { property: 'og:locale', content: locale.htmlLang.replace('-', '_') } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'link', attrs: { rel: 'canonical', href: pageUrl } },
    { tag: 'link', attrs: { rel: 'alternate', href: pageUrl, hreflang: locale.htmlLang } },
    { tag: 'link', attrs: { rel: 'alternate', href: pageUrl, hreflang: 'x-default' } },
  ];
  if (description) {
    tags.push({ tag: 'meta', attrs: { name: 'description', content: description } });
    tags.push({ tag: 'meta', attrs: { property: 'og:description', content: description } });
  }
  if (options.image) {
    tags.push({ tag: 'meta', attrs: { property: 'og:image', content: options.image } });
    tags.push({ tag: 'meta', attrs: { name: 'twitter:image', content: options.image } });
  }
  if (options.noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } });
  tags.push(...options.globalHead, ...(page.head ?? []).map((tag) => withAbsoluteImage(tag, site)));
  return tags;
}

/** Later tags replace earlier ones with the same identity (same meta name/property, same title). */
export function dedupeHeadTags(tags: HeadTag[]): HeadTag[] {
  const keyOf = (tag: HeadTag): string | undefined => {
    if (tag.tag === 'title') return 'title';
    if (tag.tag === 'meta') return tag.attrs.name ? `meta:name:${tag.attrs.name}` : tag.attrs.property ? `meta:property:${tag.attrs.property}` : undefined;
    if (tag.tag === 'link' && tag.attrs.rel === 'canonical') return 'canonical';
    return undefined;
  };
  const byKey = new Map<string, number>();
  const out: (HeadTag | null)[] = [];
  for (const tag of tags) {
    const key = keyOf(tag);
    if (key && byKey.has(key)) out[byKey.get(key)!] = null;
    if (key) byKey.set(key, out.length);
    out.push(tag);
  }
  return out.filter((tag): tag is HeadTag => tag !== null);
}
