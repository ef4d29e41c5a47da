import { configBundleOf, type WrittenConfig } from '../config/loadConfig.js';
import type { SiteConfig } from '../config/schema.js';
import { blogPlugin } from '../plugins/blog/index.js';
import { docsPlugin } from '../plugins/docs/index.js';
import { offlinePlugin } from '../plugins/offline/index.js';
import { webManifestPlugin } from '../plugins/offline/webManifestPlugin.js';
import { pagesPlugin } from '../plugins/pages.js';
import { redirectsPlugin } from '../plugins/redirects.js';
import { searchPlugin } from '../plugins/search/index.js';
import { sitemapPlugin } from '../plugins/sitemap.js';
import type { Plugin } from '../plugins/types.js';
import { guardSitePlugin } from '../plugins/sitePluginErrors.js';

/**
 * The plugin instances a config declares: built-ins from their config arrays, then the site's own.
 * `written` is the config file and its text (problems with a redirect or a docs instance's
 * options point at its lines).
 */
export function createPlugins(config: SiteConfig, written?: WrittenConfig): Plugin<any>[] {
  return [...config.docs.map((options, index) => docsPlugin(options, written && { ...written, keyPath: ['docs', index] })), ...config.blog.map((options, index) => blogPlugin(options, written && { ...written, keyPath: ['blog', index] })), ...config.pages.map((options) => pagesPlugin(options)),
    redirectsPlugin(config, written),
    sitemapPlugin(config),
    searchPlugin(config),
    // The manifest first: the service worker precaches it.
    ...(config.offline.enabled ? [webManifestPlugin(config), offlinePlugin(config)] : []),
    // The site's own: what they throw is told as their problem, at their line (sitePluginErrors.ts).
    ...(config.plugins as unknown as Plugin[]).map((plugin) => guardSitePlugin(plugin, configBundleOf(config), written))];
}
