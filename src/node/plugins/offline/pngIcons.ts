// PNG renderings of an SVG app icon. An SVG alone satisfies neither install prompts, which look
// for 192 and 512 px PNGs in the web app manifest, nor iOS, which ignores an SVG touch icon and
// wants a 180 px PNG.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { importModule } from '../../importModule.js';

/** Sizes the manifest lists beside the SVG (what Chromium's install criteria ask for). */
export const MANIFEST_PNG_SIZES = [192, 512] as const;
/** The size of `apple-touch-icon` iOS uses on current iPhones. */
export const TOUCH_ICON_SIZE = 180;

const HASH_LENGTH = 8;

export interface PngIcon {
  /** Width and height in pixels. */
  size: number;
  /** Below the output folder, named for the SVG's content: a new logo is a new URL, so no cache keeps the old one. */
  file: string;
}

/** Pure: the PNGs made from an SVG whose content hash is `hash`. */
export function pngIconsFor(hash: string): PngIcon[] {
  return [TOUCH_ICON_SIZE, ...MANIFEST_PNG_SIZES].map((size) => ({ size, file: `__folio/icons/icon-${size}.${hash}.png` }));
}

/** The short hash the PNGs are named for: of what their pixels are made of, the SVG and the touch icon's background. */
export function iconHash(svg: Uint8Array, background: string): string {
  return createHash('sha256').update(svg).update(background).digest('hex').slice(0, HASH_LENGTH);
}

/**
 * Renders one PNG of `svg`. The SVG is rasterised at the density that makes it `size` pixels
 * (at the default 72 dpi a 64 px logo would be scaled up, blurred); a non-square one is centred
 * on a transparent square. The touch icon gets `background` behind it: iOS shows transparent
 * pixels of a touch icon as black.
 */
async function renderPng(svg: Buffer, icon: PngIcon, background: string): Promise<Buffer> {
  const { default: sharp } = await importModule<typeof import('sharp')>('sharp');
  const { width = icon.size, height = icon.size } = await sharp(svg).metadata();
  const density = Math.min(72 * (icon.size / Math.min(width, height)), 100_000);
  const image = sharp(svg, { density });
  // sharp flattens before it resizes: the margin `contain` adds gets the colour of its own.
  const opaque = icon.size === TOUCH_ICON_SIZE;
  if (opaque) image.flatten({ background });
  return image.resize(icon.size, icon.size, { fit: 'contain', background: opaque ? background : { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
}

/**
 * The PNGs of `svg`, taken from `cacheDir` when an earlier build or dev server rendered them
 * (their names hold the hash of what they are made of, so a cached file is the right one), else
 * rendered and kept there: a build with an unchanged logo does not load sharp.
 */
export async function renderPngIcons(svg: Buffer, icons: PngIcon[], options: { background: string; cacheDir?: string }): Promise<{ file: string; data: Uint8Array }[]> {
  return Promise.all(
    icons.map(async (icon) => {
      const cached = options.cacheDir && path.join(options.cacheDir, path.basename(icon.file));
      if (cached && existsSync(cached)) return { file: icon.file, data: readFileSync(cached) };
      const data = await renderPng(svg, icon, options.background);
      if (cached) {
        mkdirSync(path.dirname(cached), { recursive: true });
        writeFileSync(cached, data);
      }
      return { file: icon.file, data };
    }),
  );
}
