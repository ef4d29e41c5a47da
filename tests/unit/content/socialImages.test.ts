// Link previews (og:image, twitter:image) are drawn from a raster image: most social networks and
// chat apps show nothing for an SVG. Every social image the site names must be a PNG or JPEG that
// exists, and the site's own card the 1200 × 630 pixels previews are drawn at.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/loadConfig.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const contentDir = path.join(root, 'content');
const staticDir = path.join(root, 'public');
const RASTER_TYPES = ['png', 'jpg'];

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return /\.mdx?$/.test(entry.name) ? [file] : [];
  });
}

/** The file an `image` names: relative to its markdown file, or a path in the static folder. */
function imageFile(image: string, from: string): string {
  return image.startsWith('.') ? path.resolve(path.dirname(from), image) : path.join(staticDir, image);
}

describe("the site's social images", () => {
  it('give a 1200 × 630 PNG as the site-wide card', async () => {
    const { config } = await loadConfig(path.join(root, 'site.config.ts'));
    expect(config.themeConfig.image).toBeDefined();
    const size = imageSize(readFileSync(path.join(staticDir, config.themeConfig.image!)));
    expect(size).toMatchObject({ type: 'png', width: 1200, height: 630 });
  });

  it('are PNG or JPEG wherever front matter sets one', () => {
    const images = markdownFiles(contentDir).flatMap((file) => {
      const { image } = matter(readFileSync(file, 'utf8')).data as { image?: unknown };
      return typeof image === 'string' ? [{ file: path.relative(root, file), image, type: imageSize(readFileSync(imageFile(image, file))).type }] : [];
    });
    expect(images.length).toBeGreaterThan(3);
    expect(images.filter(({ type }) => !RASTER_TYPES.includes(type ?? ''))).toEqual([]);
  });
});
