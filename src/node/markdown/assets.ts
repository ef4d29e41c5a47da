// A local file a page shows or links to is a build asset: copied into the build under a name
// holding its content hash (so it can be cached forever and is never stale), and returned in
// `assets` for the build to copy. Images go under /assets/images/, other files under
// /assets/files/, as in Docusaurus. Each file is read once per build (see `AssetCache`).
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { imageSize } from 'image-size';
import type { CompileState } from './compileState.js';

const HASH_LENGTH = 8;

/** The build folder of each kind of asset. */
export const ASSET_FOLDERS = { image: 'assets/images/', file: 'assets/files/' } as const;

export interface AssetInfo {
  hash: string;
  /** Modification time of the file read. */
  mtime: number;
  width?: number;
  height?: number;
}

/** Content hash and size per file and modification time: a shared image is read once per build. */
export type AssetCache = Map<string, AssetInfo>;

/**
 * The file at `absPath` as an asset of the page (listed in its `assets` once): its URL and what
 * was read of it; undefined when there is no such file.
 */
export function localAsset(absPath: string, kind: keyof typeof ASSET_FOLDERS, state: CompileState, cache: AssetCache): { url: string; info: AssetInfo } | undefined {
  const info = readAsset(absPath, cache);
  if (!info) return undefined;
  const url = assetUrl(absPath, info.hash, state.input.baseUrl, ASSET_FOLDERS[kind]);
  // By URL: one file may be both an image and a linked file of the page, under two URLs.
  if (!state.assets.some((asset) => asset.url === url)) state.assets.push({ absPath, url });
  return { url, info };
}

export function readAsset(absPath: string, cache: AssetCache): AssetInfo | undefined {
  let key: string;
  let mtime: number;
  try {
    const stat = statSync(absPath);
    if (!stat.isFile()) return undefined;
    key = `${absPath}:${stat.mtimeMs}:${stat.size}`;
    mtime = stat.mtimeMs;
  } catch {
    return undefined;
  }
  const cached = cache.get(key);
  if (cached) return cached;
  const content = readFileSync(absPath);
  const info: AssetInfo = { hash: createHash('sha256').update(content).digest('hex').slice(0, HASH_LENGTH), mtime };
  // Not an image format we can measure: it is still copied, just without width/height.
  Object.assign(info, displayedSize(content));
  cache.set(key, info);
  return info;
}

/** Width and height as displayed (EXIF orientation applied); none for a format image-size cannot read. */
export function displayedSize(content: Buffer): { width?: number; height?: number } {
  try {
    const size = imageSize(content);
    const rotated = (size.orientation ?? 1) >= 5;
    return rotated ? { width: size.height, height: size.width } : { width: size.width, height: size.height };
  } catch {
    return {};
  }
}

/** `/base/assets/images/{name}-{hash}.{ext}` */
function assetUrl(absPath: string, hash: string, baseUrl: string, folder: string): string {
  const ext = extname(absPath);
  const name = basename(absPath, ext).replace(/[^\w.-]+/g, '-');
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${folder}${name}-${hash}${ext.toLowerCase()}`;
}
