import type { HeadTag, PageData, SiteData } from '../../shared/types.js';
import { applyTrailingSlash, isExternal, withBase } from '../../shared/url.js';
import { BOOT_GLOBAL, ROOT_ID } from '../../shared/boot.js';
import { formatPageTitle } from '../../shared/pageTitle.js';
import { dedupeHeadTags, escapeHtml, inlineJson, renderHeadTag } from './headTags.js';
import { themeInitScript } from './themeInitScript.js';

export interface DocumentAssets {
  entry: string;
  stylesheet: string;
  /** modulepreload URLs: the entry's imports and the page kind's chunks. */
  modulePreloads: string[];
  siteDataUrl: string;
  /** Extra stylesheets for page features (KaTeX for math). */
  featureStyles: Record<string, string>;
}

export interface DocumentInput {
  site: SiteData;
  page: PageData;
  appHtml: string;
  assets: DocumentAssets;
  /** URL of this page's data JSON (null for 404.html). */
  dataUrl: string | null;
  /** Tags every page gets (config headTags, feed links, manifest ...). */
  globalHead: HeadTag[];
  /** Social card image (absolute URL). */
  image?: string;
  noIndexSite: boolean;
  /** Extra markup at the end of the body (the dev server's live-reload client). */
  extraBody?: string;
}

const SOCIAL_IMAGE_KEYS = new Set(['og:image', 'twitter:image']);

/** A social card given as a site path (front matter `image: img/card.png`) must be absolute for crawlers. */
function withAbsoluteImage(tag: HeadTag, site: SiteData): HeadTag {
  const content = tag.attrs.content;
  if (tag.tag !== 'meta' || !SOCIAL_IMAGE_KEYS.has(tag.attrs.property ?? tag.attrs.name ?? '') || !content || isExternal(content)) return tag;
  const path = site.baseUrl !== '/' && content.startsWith(site.baseUrl) ? content : withBase(`/${content.replace(/^\//, '')}`, site.baseUrl);
  return { ...tag, attrs: { ...tag.attrs, content: site.url + path } };
}

/** Social images must be absolute URLs: `/img/card.png` from front matter gets the site origin. */
function absoluteImageTag(tag: HeadTag, site: SiteData): HeadTag {
  const key = tag.attrs.property ?? tag.attrs.name;
  const content = tag.attrs.content;
  if (tag.tag !== 'meta' || (key !== 'og:image' && key !== 'twitter:image') || !content || /^[a-z]+:/i.test(content)) return tag;
  return { ...tag, attrs: { ...tag.attrs, content: site.url + withBase(content.startsWith('/') ? content : `/${content}`, site.baseUrl) } };
}

/** Builds the whole HTML document of one prerendered route. */
export function htmlDocument(input: DocumentInput): string {
  const { site, page, assets } = input;
  const pageUrl = site.url + withBase(applyTrailingSlash(page.path, site.trailingSlash), site.baseUrl);
  // A `<title>` from the page's own head block replaces the formatted one.
  const title = page.head?.find((tag) => tag.tag === 'title')?.content ?? formatPageTitle(page, site);
  const description = page.description ?? site.tagline;
  const locale = site.locale.config;
  const noindex = input.noIndexSite || page.noindex;
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
  if (input.image) {
    tags.push({ tag: 'meta', attrs: { property: 'og:image', content: input.image } });
    tags.push({ tag: 'meta', attrs: { name: 'twitter:image', content: input.image } });
  }
  if (noindex) tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } });
  tags.push(...input.globalHead, ...(page.head ?? []).map((tag) => withAbsoluteImage(tag, site)));

  const preloads = [
    `<link rel="preload" href="${assets.siteDataUrl}" as="fetch" crossorigin="anonymous">`,
    input.dataUrl ? `<link rel="preload" href="${input.dataUrl}" as="fetch" crossorigin="anonymous">` : '',
    ...Object.values(page.shared ?? {}).map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`),
    ...assets.modulePreloads.map((url) => `<link rel="modulepreload" href="${url}">`),
  ].join('');
  const featureCss = (page.features ?? [])
    .map((feature) => assets.featureStyles[feature])
    .filter(Boolean)
    .map((href) => `<link rel="stylesheet" href="${href}">`)
    .join('');
  const boot = { site: assets.siteDataUrl, data: input.dataUrl, path: page.path };
  const favicon = site.favicon ? `<link rel="icon" href="${withBase(`/${site.favicon.replace(/^\//, '')}`, site.baseUrl)}">` : '';
  const baseUrlBanner =
    site.baseUrlIssueBanner && page.path === '/'
      ? `<div id="__folio-base-url-issue-banner" style="display:none;border:1px solid #c00;padding:1rem;margin:1rem;background:#fee;color:#000">This site was built with base URL <code>${escapeHtml(site.baseUrl)}</code>, but it is served from a different path, so its styles and scripts cannot load. Set <code>baseUrl</code> in site.config.ts to the path the site is served from.</div><script>if(!window.location.pathname.startsWith(${inlineJson(site.baseUrl)}))document.getElementById('__folio-base-url-issue-banner').style.display='block'</script>`
      : '';

  return `<!doctype html>
<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}" data-theme="${site.colorMode.defaultMode}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<script>${themeInitScript(site)}</script>
${dedupeHeadTags(tags)
  // The one <title> is written above (a head block's title already replaced the formatted one).
  .filter((tag) => tag.tag !== 'title')
  .map(renderHeadTag)
  .join('\n')}
${favicon}<link rel="stylesheet" href="${assets.stylesheet}">${featureCss}
${preloads}
</head>
<body>
${baseUrlBanner}<div id="${ROOT_ID}">${input.appHtml}</div>
<script>window.${BOOT_GLOBAL}=${inlineJson(boot)}</script>
<script type="module" src="${assets.entry}"></script>${input.extraBody ?? ''}
</body>
</html>
`;
}
