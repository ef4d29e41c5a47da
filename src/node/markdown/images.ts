// Relative images are build assets: each is hashed (content-addressed URL, cacheable forever),
// measured (width/height stop layout shift) and returned in `assets` for the build to copy.
// Images after the first load lazily. With `idealImage`, raster images also get a srcset of
// WebP variants whose names are known at compile time, so compiling stays synchronous and
// `writeResponsiveImages` writes exactly the files the srcset names.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { decodeSafely } from '../../shared/url.js';
import { ASSET_FOLDERS, displayedSize, localAsset, readAsset, type AssetCache } from './assets.js';
import { stateOf, type CompileState } from './compileState.js';
import { importedFile } from './importPath.js';
import { visitElements } from './hast.js';
import { withBase } from './links.js';
import type { AssetRef } from './types.js';
import type { Diagnostic } from '../errors.js';
import { linkOrCopy } from '../build/outputDir.js';
import { BuildError, displayPath } from '../errors.js';
import { frontMatterKeyLine } from '../content/frontMatterKeyLine.js';
import { lineOfValue } from '../content/lineOfValue.js';
import { importModule } from '../importModule.js';

export interface IdealImageOptions {
  /** WebP quality of the variants (0–100). */
  quality: number;
  /** Widest variant, in pixels. */
  max: number;
  /** Narrowest variant, in pixels. */
  min: number;
  /** Number of variants between `min` and `max`. */
  steps: number;
}

export const IDEAL_IMAGE_DEFAULTS: IdealImageOptions = { quality: 70, max: 1030, min: 640, steps: 2 };

const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.tif', '.tiff']);
/** Image formats whose size the build reads: a file named so that it cannot read is no image. */
const MEASURED = new Set([...RASTER, '.gif']);
const NOT_A_FILE = /^(?:[a-z][a-z\d+.-]*:|\/|#)/i;
/** `/img/x.png`, not `//cdn.example.com/x.png`. */
const SITE_PATH = /^\/(?!\/)/;

export function rehypeImages(options: { cache: AssetCache; idealImage?: IdealImageOptions }) {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    let count = 0;
    visitElements(tree, (node) => {
      if (MEDIA_ATTRIBUTES[node.tagName]) {
        localMedia(node, state, options.cache);
        return;
      }
      if (node.tagName !== 'img') return;
      if (count++ > 0) {
        node.properties.loading ??= 'lazy';
        node.properties.decoding ??= 'async';
      }
      const src = node.properties.src;
      if (typeof src !== 'string' || !src) return;
      // A markdown image that is not there stops the build, as in Docusaurus; an <img> tag's is
      // a warning, since Docusaurus does not look at tags at all (`<img src={useBaseUrl('/img/x.png')}>`
      // of a file only the deployed server has built there).
      const problems = node.data?.htmlImage ? state.warnings : state.errors;
      if (!NOT_A_FILE.test(src)) localImage(node, src, state, options, problems);
      else if (SITE_PATH.test(src)) staticImage(node, src, state, options.cache, problems);
    });
  };
}

/**
 * The file a `src` written in the page names, its query and hash dropped: `@site/static/img/x.png`
 * from the site folder, as in Docusaurus; any other path from the markdown file's.
 */
function pageFile(src: string, state: CompileState): string {
  const path = decodeSafely(src.replace(/[?#].*$/, ''), decodeURI);
  return importedFile(path, state.input) ?? resolve(dirname(state.input.absFile), path);
}

/** The attributes of media elements that name a file, and the asset kind each file is. */
const MEDIA_ATTRIBUTES: Record<string, Record<string, 'image' | 'file'>> = {
  video: { src: 'file', poster: 'image' },
  audio: { src: 'file' },
  source: { src: 'file' },
  track: { src: 'file' },
};

/**
 * A video, audio, source or track element naming a file beside the page (`<video
 * src={require('./clip.mp4').default}>`, which Docusaurus's webpack turns into an asset URL): the
 * file is an asset of the page, as an image is. One that is not there is an error at its line.
 */
function localMedia(node: Element, state: CompileState, cache: AssetCache): void {
  for (const [attribute, kind] of Object.entries(MEDIA_ATTRIBUTES[node.tagName]!)) {
    const src = node.properties[attribute];
    if (typeof src !== 'string' || !src || NOT_A_FILE.test(src)) continue;
    const absPath = pageFile(src, state);
    const asset = localAsset(absPath, kind, state, cache);
    if (asset) {
      node.properties[attribute] = asset.url + src.slice(src.search(/[?#]|$/));
      continue;
    }
    state.errors.push({
      what: `Media file not found: ${src} (looked for ${absPath}).`,
      where: { file: state.input.file, line: node.position?.start.line },
      fix: 'check the path: it is resolved relative to the markdown file (or to the site folder after @site/); files in a static folder are linked by their site path (/video/clip.mp4)',
      plugin: 'markdown',
    });
  }
}

function localImage(
  node: Element,
  src: string,
  state: CompileState,
  options: { cache: AssetCache; idealImage?: IdealImageOptions },
  problems: Diagnostic[],
): void {
  const absPath = pageFile(src, state);
  const asset = localAsset(absPath, 'image', state, options.cache);
  if (!asset) {
    problems.push({
      what: `Image not found: ${src} (looked for ${absPath}).`,
      where: { file: state.input.file, line: node.position?.start.line },
      fix: `check the path: images are resolved relative to the markdown file (or to the site folder after @site/); put site-wide images in ${siteImageFolder(state.input.staticDirs)} and link them as /img/…`,
      plugin: 'markdown',
    });
    return;
  }
  const { url, info } = asset;
  // A file named like a picture whose bytes are none (a text file saved as .png) showed a broken
  // image without a word (bad-input audit).
  if (!info.width && MEASURED.has(extname(absPath).toLowerCase())) {
    state.warnings.push({
      what: `Image ${src} is named like a ${extname(absPath).slice(1).toUpperCase()} file, but its content is not an image this build can read: browsers will show it broken.`,
      where: { file: state.input.file, line: node.position?.start.line },
      fix: 'replace the file with the real image, or correct the path',
      plugin: 'markdown',
    });
  }
  node.properties.src = url;
  if (info.width && info.height && node.properties.width === undefined && node.properties.height === undefined) {
    node.properties.width = info.width;
    node.properties.height = info.height;
  }
  if (options.idealImage && info.width && RASTER.has(extname(absPath).toLowerCase())) {
    const srcSet = responsiveSrcSet(url, info.width, options.idealImage);
    if (srcSet) node.properties.srcSet = srcSet;
  }
}

/**
 * An image written as a site path (`/img/logo.png`) that one of the static folders holds: it is
 * served from there at the base URL, and measured like a relative one. One written with the base
 * URL already (`/base/img/logo.png`) is looked for without it. One that no static folder holds is
 * an error, as in Docusaurus: it was left as written and the page showed a broken image (the
 * link check does not look at images); for an <img> tag, a warning (see rehypeImages). Without static folders to look in (a compile outside a
 * site) nothing is checked.
 */
function staticImage(node: Element, src: string, state: CompileState, cache: AssetCache, problems: Diagnostic[]): void {
  const staticDirs = state.input.staticDirs;
  if (!staticDirs) return;
  const [path = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(src)!.slice(1);
  const { baseUrl } = state.input;
  const written = decodeSafely(path, decodeURI).replace(/^\/+/, '');
  const relatives = baseUrl !== '/' && path.startsWith(baseUrl) ? [written, decodeSafely(path.slice(baseUrl.length), decodeURI)] : [written];
  if (written.split('/').includes('..')) return;
  for (const relative of relatives) {
    for (const dir of staticDirs) {
      const absPath = join(dir, relative);
      const info = readAsset(absPath, cache);
      // Recorded found or not: the cached page is stale once the file changes, goes or comes.
      (state.staticFiles ??= {})[absPath] = info?.mtime ?? null;
      if (!info) continue;
      node.properties.src = withBase(path, baseUrl) + suffix;
      if (info.width && info.height && node.properties.width === undefined && node.properties.height === undefined) {
        node.properties.width = info.width;
        node.properties.height = info.height;
      }
      return;
    }
  }
  const folders = folderNames(staticDirs);
  // Where the file would go: the first static folder there is.
  const home = staticDirs.find((dir) => existsSync(dir)) ?? staticDirs[0];
  problems.push({
    what: `Image not found: ${src} (no static folder holds ${relatives.at(-1)}; looked in ${folders.join(', ') || 'no folder: staticDirectories is empty'}).`,
    where: { file: state.input.file, line: node.position?.start.line },
    fix: `check the path: a site path is served from the static folders${home ? ` (${displayPath(join(home, relatives.at(-1)!))} for this one)` : ''}; an image beside the markdown file is written relative to it (./img/…), one on another server with its full URL (https://…).`,
    plugin: 'markdown',
  });
}

function folderNames(dirs: string[]): string[] {
  return dirs.map((dir) => `${displayPath(dir)}/`);
}

/**
 * Where a site-wide image goes, for a fix: the site's static folders as `staticDirectories`
 * names them (`static/`), not always the default public/; public/ for a compile outside a site.
 */
function siteImageFolder(staticDirs: string[] | undefined): string {
  if (!staticDirs) return 'public/';
  return folderNames(staticDirs).join(' or ') || 'a static folder (staticDirectories is empty)';
}

/**
 * A front matter `image:` given relative to the markdown file (`./cover.png`) is an asset like an
 * image in the body: its hashed URL, for the social card. Site paths and URLs are left as they are
 * (the page's head makes them absolute); a missing file is reported at the front matter's place.
 */
export function frontMatterImageUrl(image: string, state: CompileState, cache: AssetCache, key = 'image', named = 'Front matter image'): string {
  if (NOT_A_FILE.test(image)) return image;
  const absPath = resolve(dirname(state.input.absFile), decodeSafely(image.replace(/[?#].*$/, ''), decodeURI));
  const asset = localAsset(absPath, 'image', state, cache);
  if (!asset) {
    // At the line that writes it (an author's picture under `authors:`), else at its key's.
    const keyLine = frontMatterKeyLine(state.input.source, key);
    state.errors.push({
      what: `${named} not found: ${image} (looked for ${absPath}).`,
      where: { file: state.input.file, line: lineOfValue(state.input.source, image, keyLine) ?? keyLine },
      fix: `check the path: it is resolved relative to the markdown file; a site-wide image goes in ${siteImageFolder(state.input.staticDirs)} and is written as /img/…`,
      plugin: 'markdown',
    });
    return image;
  }
  return asset.url;
}

/** The keys of a post author's picture, written in `authors` or as the older single-author keys. */
const AUTHOR_IMAGE_KEYS = ['image_url', 'imageURL'] as const;
const SINGLE_AUTHOR_IMAGE_KEYS = ['author_image_url', 'authorImageURL'] as const;

/**
 * A blog author's picture written relative to the post (`image_url: ./img/ann.png`) is an asset
 * too, as Docusaurus makes it one. In place in `frontMatter`; a missing one is reported at the
 * key holding it.
 */
export function resolveAuthorImages(frontMatter: Record<string, unknown>, state: CompileState, cache: AssetCache): void {
  const { authors } = frontMatter;
  for (const author of Array.isArray(authors) ? authors : [authors]) {
    if (!author || typeof author !== 'object') continue;
    const record = author as Record<string, unknown>;
    for (const key of AUTHOR_IMAGE_KEYS) {
      const image = record[key];
      if (typeof image === 'string') record[key] = frontMatterImageUrl(image, state, cache, 'authors', 'Author image');
    }
  }
  for (const key of SINGLE_AUTHOR_IMAGE_KEYS) {
    const image = frontMatter[key];
    if (typeof image === 'string') frontMatter[key] = frontMatterImageUrl(image, state, cache, key, 'Author image');
  }
}

/** Widths of the variants for an image `originalWidth` wide: never wider than the original. */
export function responsiveWidths(originalWidth: number, options: IdealImageOptions): number[] {
  const steps = Math.max(1, options.steps);
  const widths = Array.from({ length: steps }, (_, i) =>
    Math.round(steps === 1 ? options.max : options.min + ((options.max - options.min) * i) / (steps - 1)),
  );
  return [...new Set(widths.filter((width) => width < originalWidth))];
}

export function variantUrl(url: string, width: number): string {
  return `${url.replace(/\.[^./]+$/, '')}-${width}w.webp`;
}

export function responsiveSrcSet(url: string, originalWidth: number, options: IdealImageOptions): string {
  const candidates = responsiveWidths(originalWidth, options).map((width) => `${variantUrl(url, width)} ${width}w`);
  if (candidates.length === 0) return '';
  if (originalWidth <= options.max) candidates.push(`${url} ${originalWidth}w`);
  return candidates.join(', ');
}

/**
 * Writes the WebP variants of one raster asset next to its copy in `outDir` and returns the
 * srcset naming them (the one the compiler put on the `<img>`). Existing variants are kept.
 * With `reuseFrom` (an earlier output, made under the same options), a variant already there is
 * hard-linked (copied where the file system cannot link): its name holds the source's content
 * hash, so the same name is the same image, and a rebuild does not load sharp at all (~0.1 s of
 * a one-edit rebuild of Folio's site).
 */
export async function writeResponsiveImages(
  asset: AssetRef,
  outDir: string,
  options: IdealImageOptions = IDEAL_IMAGE_DEFAULTS,
  reuseFrom?: string,
): Promise<string> {
  if (!RASTER.has(extname(asset.absPath).toLowerCase())) return '';
  // As the compiler measured it for the srcset.
  const { width } = displayedSize(readFileSync(asset.absPath));
  if (!width) return '';
  const at = asset.url.indexOf(ASSET_FOLDERS.image);
  // A file a page links to (/assets/files/…) is downloaded as it is, never shown at a width.
  if (at < 0) return '';
  const relative = asset.url.slice(at);
  const missing: { width: number; target: string }[] = [];
  const made = new Set<string>();
  for (const variantWidth of responsiveWidths(width, options)) {
    const name = variantUrl(relative, variantWidth);
    const target = join(outDir, name);
    if (existsSync(target)) continue;
    const earlier = reuseFrom === undefined ? undefined : join(reuseFrom, name);
    if (earlier !== undefined && existsSync(earlier)) linkOrCopy(earlier, target, made);
    else missing.push({ width: variantWidth, target });
  }
  if (missing.length) {
    const { default: sharp } = await importModule<typeof import('sharp')>('sharp');
    await Promise.all(
      missing.map(async ({ width: variantWidth, target }) => {
        mkdirSync(dirname(target), { recursive: true });
        // A file sharp cannot read (corrupt, or above its pixel limit) is the image's problem, named
        // as such: it was "an unexpected error" with sharp's stack (bad-input audit).
        await sharp(asset.absPath)
          .rotate()
          .resize({ width: variantWidth })
          .webp({ quality: options.quality })
          .toFile(target)
          .catch((error: unknown) => {
            throw new BuildError({
              plugin: 'images',
              where: { file: displayPath(asset.absPath) },
              what: `Cannot make the ${variantWidth}px WebP variant of this image for idealImage: ${error instanceof Error ? error.message : String(error)}`,
              fix: 'Replace it with an image sharp can read (a file that is not corrupt, under 268 megapixels): shrink it, or link it as a file to download rather than show it.',
            });
          });
      }),
    );
  }
  return responsiveSrcSet(asset.url, width, options);
}
