import type { HeadTag, PageData, SiteData } from '../../shared/types.js';
import { baseUrlPath } from '../../shared/url.js';
import { BOOT_GLOBAL, ROOT_ID, SITE_STYLESHEET_ATTRIBUTE } from '../../shared/boot.js';
import { documentAttributes, isDocumentElementTag } from '../../shared/documentAttributes.js';
import { pageHeadTags, pageTitleOf } from '../../shared/pageHead.js';
import { escapeHtml, inlineJson, renderHeadTag } from './headTags.js';
import { themeInitScript } from './themeInitScript.js';

export interface DocumentAssets {
  entry: string;
  stylesheet: string;
  /** The CSS the site's own pages import (see ClientBundle.siteStylesheet). */
  siteStylesheet?: string;
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

/** Builds the whole HTML document of one prerendered route. */
export function htmlDocument(input: DocumentInput): string {
  const { site, page, assets } = input;
  const title = pageTitleOf(page, site);
  const locale = site.locale.config;
  const tags = pageHeadTags(page, site, { image: input.image, noindex: input.noIndexSite || Boolean(page.noindex), globalHead: input.globalHead });

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
  const favicon = site.favicon ? `<link rel="icon" href="${escapeHtml(baseUrlPath(site.favicon, site.baseUrl))}">` : '';
  const baseUrlBanner =
    site.baseUrlIssueBanner && page.path === '/'
      ? `<div id="__folio-base-url-issue-banner" style="display:none;border:1px solid #c00;padding:1rem;margin:1rem;background:#fee;color:#000">This site was built with base URL <code>${escapeHtml(site.baseUrl)}</code>, but it is served from a different path, so its styles and scripts cannot load. Set <code>baseUrl</code> in site.config.ts to the path the site is served from.</div><script>${baseUrlCheck(site.baseUrl)}</script>`
      : '';

  return `<!doctype html>
<html lang="${escapeHtml(locale.htmlLang)}" dir="${locale.direction}" data-theme="${site.colorMode.defaultMode}"${attributesOf(documentAttributes(tags, 'html'))}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<script>${themeInitScript(site)}</script>
${tags
  // The one <title> is written above (a head block's title already replaced the formatted one).
  .filter((tag) => tag.tag !== 'title' && !isDocumentElementTag(tag))
  .map(renderHeadTag)
  .join('\n')}
${favicon}<link rel="stylesheet" href="${assets.stylesheet}">${featureCss}${assets.siteStylesheet ? `<link rel="stylesheet" href="${assets.siteStylesheet}" ${SITE_STYLESHEET_ATTRIBUTE}>` : ''}
${preloads}
</head>
<body${attributesOf(documentAttributes(tags, 'body'))}>
${baseUrlBanner}<div id="${ROOT_ID}">${input.appHtml}</div>
<script>window.${BOOT_GLOBAL}=${inlineJson(boot)}</script>
<script type="module" src="${assets.entry}"></script>${input.extraBody ?? ''}
</body>
</html>
`;
}

/**
 * The banner's inline script: it shows the banner when the page is served outside the base URL,
 * or when the site's stylesheet came back empty — a site built for `/` served from `/repo/`
 * starts with the base, but its `/assets/…` requests miss (Docusaurus shows its banner whenever
 * its own code failed to load). A script after a stylesheet runs once that stylesheet loaded or
 * failed, and a failed one is an empty sheet, so reading its rules here is reliable.
 */
function baseUrlCheck(baseUrl: string): string {
  return `var s=document.querySelector('link[rel=stylesheet]');if(!location.pathname.startsWith(${inlineJson(baseUrl)})||!(s&&s.sheet&&s.sheet.cssRules.length))document.getElementById('__folio-base-url-issue-banner').style.display='block'`;
}

/** ` name="value"` for each attribute a page gives its `<html>` or `<body>` (after the site's own on `<html>`). */
function attributesOf(attributes: Record<string, string>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}
