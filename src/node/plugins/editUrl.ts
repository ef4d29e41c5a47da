// The "Edit this page" link of a doc or a post. `editUrl` is the start of the URL, which the
// file's path from the site folder ends; or, as Docusaurus also takes it, a function given where
// the file is, returning the whole URL (undefined for no link). Prettier's docs need the function:
// their docs folder is outside the site folder, so a path from there would climb out of it.
import path from 'node:path';

import type { EditUrlOption } from './editUrlParams.js';

/** A folder the config names from the site folder, as Docusaurus gives it: `/`-separated, normalised (`./docs/` → `docs`, `..\\docs` → `../docs`). */
export function siteFolderPath(folder: string): string {
  return path.posix.normalize(folder.replace(/\\/g, '/')).replace(/\/$/, '') || '.';
}

/** Pure: the edit link for a file at `siteRelPath` (from the site folder), or none. */
export function editUrlFor<Params>(option: EditUrlOption<Params> | undefined, siteRelPath: string, params: Params): string | undefined {
  if (option === undefined) return undefined;
  if (typeof option === 'function') return option(params) || undefined;
  return option.replace(/\/?$/, '/') + siteRelPath;
}
