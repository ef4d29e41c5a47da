// A relative link to a markdown file names it by its path from the linking file
// (`../guide/install.md#npm`): the link transform looks that file up in the link map, and the
// broken-link report looks for it among other plugins' files, so both read the link one way.
import { posix } from 'node:path';
import { decodeSafely } from '../../shared/url.js';

/** A URL scheme (`https:`, `mailto:`): such a link is not a path. */
export const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The site path of the markdown file `href` points at from `file` (a site path too), and the
 * query and anchor it names (without their `?` and `#`), for the page's URL to keep;
 * `undefined` when `href` is no relative link to a markdown file.
 */
export function markdownLinkTarget(href: string, file: string): { target: string; query?: string; hash?: string } | undefined {
  if (SCHEME.test(href)) return undefined;
  const { path, query, hash } = splitHref(href);
  if (!MARKDOWN_FILE.test(path)) return undefined;
  // A stray `%` is part of the file name.
  const target = posix.normalize(posix.join(posix.dirname(file), decodeSafely(path, decodeURI)));
  const link: { target: string; query?: string; hash?: string } = { target };
  if (query !== undefined) link.query = query;
  if (hash !== undefined) link.hash = hash;
  return link;
}

/** `./a.md?x=1#b` → path `./a.md`, query `x=1`, hash `b` (without their `?` and `#`; absent when not written). */
export function splitHref(href: string): { path: string; query?: string; hash?: string } {
  const [pathAndQuery = '', hash] = splitOnce(href, '#');
  const [path = '', query] = splitOnce(pathAndQuery, '?');
  return { path, query, hash };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}
