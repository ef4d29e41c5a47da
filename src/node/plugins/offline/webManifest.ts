// Pure: the web app manifest (`manifest.json`) and the head tags that point browsers at it.
import type { HeadTag } from '../../../shared/types.js';
import { withBase } from '../../../shared/url.js';
import type { SiteConfig } from '../../config/schema.js';

export const MANIFEST_FILE = 'manifest.json';

type ManifestConfig = Pick<SiteConfig, 'title' | 'tagline' | 'baseUrl' | 'offline'>;

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', ico: 'image/x-icon' };

function iconUrl(icon: string, baseUrl: string): string {
  return withBase(`/${icon.replace(/^\//, '')}`, baseUrl);
}

/**
 * The manifest for `config.offline.manifest`, with the site title for missing names. A raster
 * icon needs its pixel size (browsers pick icons by size); an SVG icon fits `any` size.
 */
export function webManifest(config: ManifestConfig, iconSize?: { width: number; height: number }): Record<string, unknown> {
  const { manifest } = config.offline;
  const icon = manifest.icon;
  const extension = icon?.split('.').pop()?.toLowerCase() ?? '';
  return {
    name: manifest.name ?? config.title,
    short_name: manifest.shortName ?? manifest.name ?? config.title,
    ...(config.tagline ? { description: config.tagline } : {}),
    start_url: config.baseUrl,
    scope: config.baseUrl,
    display: 'standalone',
    theme_color: manifest.themeColor,
    background_color: manifest.backgroundColor,
    icons: icon
      ? [{ src: iconUrl(icon, config.baseUrl), sizes: extension === 'svg' ? 'any' : iconSize ? `${iconSize.width}x${iconSize.height}` : undefined, type: ICON_TYPES[extension], purpose: 'any' }]
      : [],
  };
}

/** The manifest link, theme colour and touch icon, for every page's head. */
export function manifestHeadTags(config: Pick<SiteConfig, 'baseUrl' | 'offline'>): HeadTag[] {
  const { manifest } = config.offline;
  const tags: HeadTag[] = [
    { tag: 'link', attrs: { rel: 'manifest', href: withBase(`/${MANIFEST_FILE}`, config.baseUrl) } },
    { tag: 'meta', attrs: { name: 'theme-color', content: manifest.themeColor } },
  ];
  if (manifest.icon) tags.push({ tag: 'link', attrs: { rel: 'apple-touch-icon', href: iconUrl(manifest.icon, config.baseUrl) } });
  return tags;
}
