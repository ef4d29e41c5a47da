// Offline mode: an offline fallback page and a service worker that precaches the app shell
// (the web app manifest among it, written by webManifestPlugin.ts before this plugin's post build)
// and keeps every page the reader visits (see src/client/offline/serviceWorker.ts). The browser
// side registers it (src/client/offline/).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { withBase } from '../../../shared/url.js';
import { resolveLocaleConfig, storageSuffixFor } from '../../build/siteData.js';
import { outputFileFor } from '../../prerender/outputPaths.js';
import type { SiteConfig } from '../../config/schema.js';
import { BuildError } from '../../errors.js';
import type { Plugin } from '../types.js';
import { loadedUrls, outputFilesOf, siteStylesheetsOf } from './appShell.js';
import { bundleRecordFile, bundleServiceWorker, buildServiceWorker, SERVICE_WORKER_FILE } from './buildServiceWorker.js';
import { OFFLINE_PAGE_FILE, offlinePageHtml } from './offlinePage.js';
import { MANIFEST_FILE } from './webManifest.js';

/** The page the worker renders any page from when it has the page's data but not its HTML. */
const APP_SHELL_PAGE = '404.html';
/** Pages whose HTML, and everything it loads, is precached. */
const SHELL_PAGES = ['index.html', APP_SHELL_PAGE];

/**
 * The shell's route paths beyond the home and 404 pages: with the local search, its page, so
 * "See all results" in the search modal (whose index the worker keeps whole) still leads
 * somewhere offline.
 */
function shellRoutesOf(config: Pick<SiteConfig, 'search'>): string[] {
  return config.search.algolia ? [] : [`/${config.search.searchPagePath.replace(/^\/+|\/+$/g, '')}`];
}

/** The shell's pages for `config`, as files of the output. */
export function shellPagesOf(config: Pick<SiteConfig, 'search' | 'trailingSlash'>): string[] {
  return [...SHELL_PAGES, ...shellRoutesOf(config).map((route) => outputFileFor(route, config.trailingSlash))];
}

/** The service worker's URL when offline mode is enabled (it goes into the site data). */
export function serviceWorkerUrl(config: Pick<SiteConfig, 'offline' | 'baseUrl'>): string | undefined {
  return config.offline.enabled ? withBase(`/${SERVICE_WORKER_FILE}`, config.baseUrl) : undefined;
}

/** Where a production build with the cache on remembers its service worker. */
const recordFileOf = (cacheDir: string) => path.join(cacheDir, 'service-worker.json');

export function offlinePlugin(config: SiteConfig): Plugin {
  /**
   * The worker's code, bundled while content loads: it depends on no page, and esbuild runs in
   * its own process, so post build (after rendering, when every core is busy) only injects.
   */
  let bundled: Promise<Uint8Array> | undefined;
  return {
    name: 'offline',
    async loadContent({ mode, reuse }) {
      if (mode !== 'production') return;
      bundled = bundleServiceWorker(reuse && bundleRecordFile(recordFileOf(reuse.cacheDir)));
      // Awaited in post build; a build that fails before never reads it.
      bundled.catch(() => undefined);
    },
    postBuildReads: ['/', ...shellRoutesOf(config)],
    async postBuild(ctx) {
      const pages = shellPagesOf(config).filter((file) => existsSync(path.join(ctx.outDir, file)));
      const html = await Promise.all(pages.map((file) => readFile(path.join(ctx.outDir, file), 'utf8')));
      const appShellHtml = html[pages.indexOf(APP_SHELL_PAGE)];
      await ctx.writeFile(
        OFFLINE_PAGE_FILE,
        offlinePageHtml({
          siteTitle: config.title,
          titleDelimiter: config.titleDelimiter,
          htmlLang: resolveLocaleConfig(config, config.i18n.defaultLocale).htmlLang,
          homeUrl: config.baseUrl,
          offline: config.offline,
          site: { storageSuffix: storageSuffixFor(config), colorMode: config.themeConfig.colorMode },
          // The app shell's: precached below, as every page needs them.
          stylesheets: appShellHtml ? siteStylesheetsOf(appShellHtml, config.baseUrl) : [],
        }),
      );
      const loaded = outputFilesOf(html.flatMap(loadedUrls), config.baseUrl);
      const shell = [...new Set([...pages, OFFLINE_PAGE_FILE, MANIFEST_FILE, ...loaded])].filter((file) => existsSync(path.join(ctx.outDir, file)));
      const reuse = ctx.reuse && { previousDir: ctx.reuse.previousDir, recordFile: recordFileOf(ctx.reuse.cacheDir) };
      const { warnings } = await buildServiceWorker({ outDir: ctx.outDir, shell, reuse, bundled });
      // A shell file left out of the precache (too large, unreadable) breaks offline reading.
      if (warnings.length) {
        throw new BuildError(warnings.map((warning) => ({ plugin: 'offline', where: { file: SERVICE_WORKER_FILE }, what: `The service worker's precache is incomplete: ${warning}`, fix: 'Make the app shell (home page, entry script, stylesheet) smaller, or disable `offline` in site.config.ts.' })));
      }
    },
  };
}
