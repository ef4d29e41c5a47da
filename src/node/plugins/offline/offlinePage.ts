// Pure: the page the service worker shows for a page the reader never visited while online.
// Self-contained (inline style, no script bundle) so it works from the cache alone.
import type { SiteConfig } from '../../config/schema.js';
import { escapeHtml } from '../../prerender/headTags.js';

/** Relative to the output folder (and to the worker's scope). */
export const OFFLINE_PAGE_FILE = '__folio/offline.html';

export function offlinePageHtml(options: { siteTitle: string; titleDelimiter: string; htmlLang: string; homeUrl: string; offline: SiteConfig['offline'] }): string {
  const { themeColor, backgroundColor } = options.offline.manifest;
  const title = escapeHtml(`You are offline ${options.titleDelimiter} ${options.siteTitle}`);
  return `<!doctype html>
<html lang="${escapeHtml(options.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${escapeHtml(themeColor)}">
<title>${title}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:${escapeHtml(backgroundColor)};color:#1c1e21;line-height:1.6}
main{max-width:36rem;margin:15vh auto;padding:0 1.5rem}
h1{font-size:1.8rem;margin:0 0 .5rem}
a,button{color:${escapeHtml(themeColor)};font:inherit;font-weight:600}
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
