// The web app manifest (`manifest.json`) and the head tags that point browsers at it. Every page
// links the manifest, in development too, so the dev server serves it as a build writes it; the
// service worker, which only a production build has, is the offline plugin's (index.ts).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageSize } from 'image-size';
import type { SiteConfig } from '../../config/schema.js';
import type { Plugin } from '../types.js';
import { MANIFEST_FILE, manifestHeadTags, webManifest } from './webManifest.js';

/**
 * The icon's file in the first static folder that holds it: where the build copies it from, and
 * what the dev server serves it from.
 */
function staticFileOf(config: Pick<SiteConfig, 'staticDirectories'>, siteDir: string, icon: string): string | undefined {
  return config.staticDirectories.map((dir) => path.resolve(siteDir, dir, icon.replace(/^\//, ''))).find((file) => existsSync(file));
}

async function rasterIconSize(file: string | undefined): Promise<{ width: number; height: number } | undefined> {
  if (!file || file.endsWith('.svg')) return undefined;
  const { width, height } = imageSize(await readFile(file));
  return width && height ? { width, height } : undefined;
}

export function webManifestPlugin(config: SiteConfig): Plugin {
  return {
    name: 'web-manifest',
    contentLoaded: () => ({ routes: [], headTags: manifestHeadTags(config) }),
    postBuildInDevelopment: true,
    async postBuild(ctx) {
      const { icon } = config.offline.manifest;
      const manifest = webManifest(config, await rasterIconSize(icon ? staticFileOf(config, ctx.siteDir, icon) : undefined));
      await ctx.writeFile(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
