// Where a path of the site that a static folder serves (`img/logo.svg`, `/img/logo.svg`, or with
// the base URL, as Docusaurus's useBaseUrl keeps it) is on disk: the first static folder holding it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { decodeSafely } from '../../shared/url.js';

/** The path below a static folder that `src` names (query and hash off, the base URL off, decoded). */
export function staticRelativePath(src: string, baseUrl = '/'): string {
  let sitePath = src.replace(/[?#].*$/, '');
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (base !== '/' && sitePath.startsWith(base)) sitePath = sitePath.slice(base.length - 1);
  return decodeSafely(sitePath.replace(/^\/+/, ''), decodeURI);
}

/** The file of the first of `staticDirectories` (from `siteDir`) that holds `src`; undefined when none does. */
export function staticFileOf(staticDirectories: readonly string[], siteDir: string, src: string, baseUrl = '/', exists: (file: string) => boolean = existsSync): string | undefined {
  const relative = staticRelativePath(src, baseUrl);
  return staticDirectories.map((dir) => path.resolve(siteDir, dir, relative)).find((file) => exists(file));
}
