// Pure: the web app manifest (`manifest.json`) and the head tags that point browsers at it.
import type { HeadTag } from '../../../shared/types.js';
import { baseUrlPath, withBase } from '../../../shared/url.js';
import type { SiteConfig } from '../../config/schema.js';
import { MANIFEST_PNG_SIZES, TOUCH_ICON_SIZE, type PngIcon } from './pngIcons.js';

export const MANIFEST_FILE = 'manifest.json';

type ManifestConfig = Pick<SiteConfig, 'title' | 'tagline' | 'baseUrl' | 'offline'>;

const ICON_TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', ico: 'image/x-icon' };

function iconUrl(icon: string, baseUrl: string): string {
  return baseUrlPath(icon, baseUrl);
}

/** What is known of the configured icon's file. */
export interface ManifestIconFacts {
  /** A raster icon's pixel size (browsers pick icons by size); an SVG icon fits `any` size. */
  iconSize?: { width: number; height: number };
  /** PNGs rendered from an SVG icon (see pngIcons.ts), listed beside it. */
  pngIcons?: PngIcon[];
}

/** The manifest for `config.offline.manifest`, with the site title for missing names. */
export function webManifest(config: ManifestConfig, { iconSize, pngIcons = [] }: ManifestIconFacts = {}): Record<string, unknown> {
  const { manifest } = config.offline;
  const icon = manifest.icon;
  const extension = icon?.split('.').pop()?.toLowerCase() ?? '';
  const pngs = pngIcons.filter((png) => (MANIFEST_PNG_SIZES as readonly number[]).includes(png.size));
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
      ? [
          { src: iconUrl(icon, config.baseUrl), sizes: extension === 'svg' ? 'any' : iconSize ? `${iconSize.width}x${iconSize.height}` : undefined, type: ICON_TYPES[extension], purpose: 'any' },
          ...pngs.map((png) => ({ src: iconUrl(png.file, config.baseUrl), sizes: `${png.size}x${png.size}`, type: ICON_TYPES.png, purpose: 'any' })),
        ]
      : [],
  };
}

/**
 * The manifest link, theme colour and touch icon, for every page's head. The touch icon is the
 * PNG rendered for it when the configured icon is an SVG (iOS ignores SVG touch icons).
 */
export function manifestHeadTags(config: Pick<SiteConfig, 'baseUrl' | 'offline'>, pngIcons: PngIcon[] = []): HeadTag[] {
  const { manifest } = config.offline;
  const tags: HeadTag[] = [
    { tag: 'link', attrs: { rel: 'manifest', href: withBase(`/${MANIFEST_FILE}`, config.baseUrl) } },
    { tag: 'meta', attrs: { name: 'theme-color', content: manifest.themeColor } },
  ];
  const touchIcon = pngIcons.find((png) => png.size === TOUCH_ICON_SIZE)?.file ?? manifest.icon;
  if (touchIcon) tags.push({ tag: 'link', attrs: { rel: 'apple-touch-icon', href: iconUrl(touchIcon, config.baseUrl) } });
  return tags;
}
