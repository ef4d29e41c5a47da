// A link to a markdown file names it by its path (`../guide/install.md#npm`, `/docs/intro.md`):
// the link transform looks that file up in the link map, and the broken-link report looks for it
// among other plugins' files, so both read the link one way.
import { posix } from 'node:path';
import { decodeSafely } from '../../shared/url.js';

/** A URL scheme (`https:`, `mailto:`): such a link is not a path. */
export const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * The site paths the markdown file `href` may point at from `file` (a site path too), in the
 * order they are tried, and the query and anchor it names (without their `?` and `#`), for the
 * page's URL to keep; `undefined` when `href` is no link to a markdown file.
 *
 * As Docusaurus resolves them (resolveMarkdownLinkPathname): `./a.md` and `../a.md` are relative
 * to the linking file only; any other path is looked for first in each of `roots` (the plugin's
 * content folder, then the site folder: `/docs/intro.md` in a Docusaurus tree), and then, unless
 * it starts with `/`, beside the linking file.
 */
export function markdownLinkTarget(href: string, file: string, roots: readonly string[] = []): { targets: string[]; query?: string; hash?: string } | undefined {
  if (SCHEME.test(href)) return undefined;
  const { path, query, hash } = splitHref(href);
  if (!MARKDOWN_FILE.test(path)) return undefined;
  // A stray `%` is part of the file name.
  const decoded = decodeSafely(path, decodeURI);
  const fromFile = decoded.startsWith('./') || decoded.startsWith('../');
  const folders = [...(fromFile ? [] : roots), ...(decoded.startsWith('/') ? [] : [posix.dirname(file)])];
  const targets = [...new Set(folders.map((folder) => posix.normalize(posix.join(folder, decoded.replace(/^\/+/, '')))))];
  const link: { targets: string[]; query?: string; hash?: string } = { targets };
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
