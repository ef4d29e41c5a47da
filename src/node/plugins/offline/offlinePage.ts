// Pure: the page the service worker shows for a page the reader never visited while online.
// It needs nothing the worker does not precache with it (no script bundle). Like every page, it
// sets the colour mode before the first paint and takes its colours from the site's stylesheet,
// so a reader in dark mode gets no white page.
import type { SiteConfig } from '../../config/schema.js';
import { escapeHtml } from '../../prerender/headTags.js';
import { themeInitScript, type ThemeInitSite } from '../../prerender/themeInitScript.js';

/** Relative to the output folder (and to the worker's scope). */
export const OFFLINE_PAGE_FILE = '__folio/offline.html';

export interface OfflinePageOptions {
  siteTitle: string;
  titleDelimiter: string;
  htmlLang: string;
  homeUrl: string;
  offline: SiteConfig['offline'];
  /** The colour mode settings, read by the same script as on every page. */
  site: ThemeInitSite;
  /** The site's stylesheets (precached with the app shell): the colours of both modes. */
  stylesheets: string[];
}

export function offlinePageHtml(options: OfflinePageOptions): string {
  const { themeColor, backgroundColor } = options.offline.manifest;
  const title = escapeHtml(`You are offline ${options.titleDelimiter} ${options.siteTitle}`);
  const stylesheets = options.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  // The theme's colour tokens, with the manifest's colours in case the stylesheet is missing.
  return `<!doctype html>
<html lang="${escapeHtml(options.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${escapeHtml(themeColor)}">
<title>${title}</title>
<script>${themeInitScript(options.site)}</script>
${stylesheets}<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:var(--c-bg,${escapeHtml(backgroundColor)});color:var(--c-text,#1c1e21);line-height:1.6}
main{max-width:36rem;margin:15vh auto;padding:0 1.5rem}
h1{font-size:1.8rem;margin:0 0 .5rem}
a,button{color:var(--c-link,${escapeHtml(themeColor)});font:inherit;font-weight:600}
button{background:none;border:0;padding:0;cursor:pointer;text-decoration:underline}
</style>
</head>
<body>
<main>
<h1>You are offline</h1>
<p>This page was not saved for offline reading. The pages you visited before are still available.</p>
<p><a href="${escapeHtml(options.homeUrl)}">Go to the home page</a> or <button type="button" onclick="location.reload()">try again</button>.</p>
</main>
</body>
</html>
`;
}
