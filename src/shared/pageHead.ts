// The head tags that belong to one page (title, description, canonical URL, social and
// structured data): written into the prerendered HTML, and put in place again by the browser
// after a client-side navigation, so both always carry the same tags.
import { formatPageTitle } from './pageTitle.js';
import type { HeadTag, PageData, SiteData } from './types.js';
import { absoluteImageUrl, applyTrailingSlash, encodeHref, withBase } from './url.js';

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
  if (tag.tag !== 'meta' || !SOCIAL_IMAGE_KEYS.has(tag.attrs.property ?? tag.attrs.name ?? '') || !content) return tag;
  return { ...tag, attrs: { ...tag.attrs, content: absoluteImageUrl(content, site) } };
}

/** The document title: a `<title>` from the page's own head block replaces the formatted one. */
export function pageTitleOf(page: PageData, site: HeadSite): string {
  return page.head?.find((tag) => tag.tag === 'title')?.content ?? formatPageTitle(page, site);
}

/** Pure: the page's head tags in document order, the page's own replacing the site's (`dedupeHeadTags`). */
export function pageHeadTags(page: PageData, site: HeadSite, options: PageHeadOptions): HeadTag[] {
  // Percent-encoded, as the sitemap writes it: a path with a space or a zero-width character is
  // not a valid URL as it is.
  const pageUrl = site.url + encodeHref(withBase(applyTrailingSlash(page.path, site.trailingSlash, true), site.baseUrl));
  const title = pageTitleOf(page, site);
  const description = page.description ?? site.tagline;
  const locale = site.locale.config;
  // The not-found page is served at every address that has no page, and has none of its own: a
  // canonical URL, og:url or hreflang link would name `/404`, itself answered with status 404.
  const ofAddress = (addressTags: HeadTag[]): HeadTag[] => (page.kind === 'notFound' ? [] : addressTags);
  const tags: HeadTag[] = [
    { tag: 'meta', attrs: { name: 'generator', content: `Folio v${site.frameworkVersion}` } },
    { tag: 'meta', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', attrs: { property: 'og:type', content: page.kind === 'blogPost' ? 'article' : 'website' } },
    ...ofAddress([{ tag: 'meta', attrs: { property: 'og:url', content: pageUrl } }]),
    { tag: 'meta', attrs: { property: 'og:locale', content: locale.htmlLang.replace('-', '_') } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    ...ofAddress([
      { tag: 'link', attrs: { rel: 'canonical', href: pageUrl } },
      { tag: 'link', attrs: { rel: 'alternate', href: pageUrl, hreflang: locale.htmlLang } },
      { tag: 'link', attrs: { rel: 'alternate', href: pageUrl, hreflang: 'x-default' } },
    ]),
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
  return dedupeHeadTags([tags, options.globalHead, (page.head ?? []).map((tag) => withAbsoluteImage(tag, site))]);
}

// Open Graph properties that are arrays (https://ogp.me/#array): a post with three tags has three
// article:tag metas, which must not replace one another.
const REPEATABLE_PROPERTIES = new Set(['og:locale:alternate', 'article:author', 'article:tag', 'book:author', 'book:tag', 'video:actor', 'video:director', 'video:writer', 'video:tag']);

/**
 * Later tags replace earlier ones with the same identity (same meta name/property, same title).
 * `layers` are the sources in order (Folio's defaults, the site's global tags, the page's own):
 * the values of a repeatable property are all kept within one layer, and a later layer's
 * replace an earlier layer's, as a page's single tags replace the site's.
 */
export function dedupeHeadTags(layers: HeadTag[][]): HeadTag[] {
  const keyOf = (tag: HeadTag): string | undefined => {
    if (tag.tag === 'title' || tag.tag === 'html' || tag.tag === 'body') return tag.tag;
    if (tag.tag === 'meta') return tag.attrs.name ? `meta:name:${tag.attrs.name}` : tag.attrs.property ? `meta:property:${tag.attrs.property}` : undefined;
    if (tag.tag === 'link' && tag.attrs.rel === 'canonical') return 'canonical';
    return undefined;
  };
  // Where the tags of each key are in `out`, and the layer that put them there.
  const byKey = new Map<string, { layer: number; at: number[] }>();
  const out: (HeadTag | null)[] = [];
  layers.forEach((tags, layer) => {
    for (const tag of tags) {
      const key = keyOf(tag);
      const earlier = key === undefined ? undefined : byKey.get(key);
      if (earlier?.layer === layer && REPEATABLE_PROPERTIES.has(tag.attrs.property ?? '')) earlier.at.push(out.length);
      else if (key !== undefined) {
        for (const at of earlier?.at ?? []) out[at] = null;
        byKey.set(key, { layer, at: [out.length] });
      }
      out.push(tag);
    }
  });
  return out.filter((tag): tag is HeadTag => tag !== null);
}
