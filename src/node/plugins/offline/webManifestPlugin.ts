// The web app manifest (`manifest.json`), the head tags that point browsers at it and, for an SVG
// icon, the PNG icons rendered from it. Every page links the manifest, in development too, so the
// dev server serves it as a build writes it; the service worker, which only a production build
// has, is the offline plugin's (index.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { SiteConfig } from '../../config/schema.js';
import type { Plugin } from '../types.js';
import { iconHash, pngIconsFor, renderPngIcons } from './pngIcons.js';
import { staticFileOf } from '../../content/staticFile.js';
import { MANIFEST_FILE, manifestHeadTags, webManifest, type ManifestIconFacts } from './webManifest.js';

/** The configured icon as found on disk. */
interface IconFile extends ManifestIconFacts {
  /** The SVG the PNG icons are rendered from. */
  svg?: Buffer;
}

async function readIcon(config: SiteConfig, siteDir: string): Promise<IconFile> {
  const { icon, backgroundColor } = config.offline.manifest;
  // Where the build copies it from, and what the dev server serves it from.
  const file = icon && staticFileOf(config.staticDirectories, siteDir, icon, config.baseUrl);
  if (!file) return {};
  const data = await readFile(file);
  if (file.endsWith('.svg')) return { svg: data, pngIcons: pngIconsFor(iconHash(data, backgroundColor)) };
  const { width, height } = imageSize(data);
  return width && height ? { iconSize: { width, height } } : {};
}

export function webManifestPlugin(config: SiteConfig): Plugin<IconFile> {
  let icon: IconFile = {};
  /** Rendered once per load of the icon: the dev server asks again after every edit. */
  let pngs: Promise<{ file: string; data: Uint8Array }[]> | undefined;
  let cacheDir: string | undefined;
  return {
    name: 'web-manifest',
    async loadContent(ctx) {
      icon = await readIcon(config, ctx.siteDir);
      pngs = undefined;
      cacheDir = ctx.cacheDir && path.join(ctx.cacheDir, 'icons');
      return icon;
    },
    contentLoaded: (loaded) => ({ routes: [], headTags: manifestHeadTags(config, loaded.pngIcons) }),
    postBuildInDevelopment: true,
    async postBuild(ctx) {
      const { svg, pngIcons = [] } = icon;
      if (svg) pngs ??= renderPngIcons(svg, pngIcons, { background: config.offline.manifest.backgroundColor, cacheDir });
      for (const png of (await pngs) ?? []) await ctx.writeFile(png.file, png.data);
      await ctx.writeFile(MANIFEST_FILE, `${JSON.stringify(webManifest(config, icon), null, 2)}\n`);
    },
  };
}
