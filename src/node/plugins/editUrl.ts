// The "Edit this page" link of a doc or a post. `editUrl` is the start of the URL, which the
// file's path from the site folder ends; or, as Docusaurus also takes it, a function given where
// the file is, returning the whole URL (undefined for no link). Prettier's docs need the function:
// their docs folder is outside the site folder, so a path from there would climb out of it.
import path from 'node:path';

import { lineOfKeyPath } from '../config/lineOfKeyPath.js';
import type { OptionsWritten } from '../config/optionsWritten.js';
import { BuildError } from '../errors.js';
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

/**
 * `option` with its function, the site's own code, guarded: one that throws stops the build at
 * the option's line of the config, naming the file it was called for (bad-input audit: "unexpected
 * error" and a stack trace whose first frame was the config's data: URL).
 */
export function guardedEditUrl<Params>(option: EditUrlOption<Params> | undefined, written: OptionsWritten | undefined, plugin: 'docs' | 'blog', fileOf: (params: Params) => string): EditUrlOption<Params> | undefined {
  if (typeof option !== 'function') return option;
  return (params) => {
    try {
      return option(params);
    } catch (error) {
      const line = written && lineOfKeyPath(written.source, [...written.keyPath, 'editUrl']);
      throw new BuildError({
        plugin,
        where: written ? { file: written.file, line } : undefined,
        what: `The editUrl function threw for ${fileOf(params)}: ${error instanceof Error ? error.message : String(error)}`,
        fix: `Make it return the URL, or undefined for no edit link, for every ${plugin === 'docs' ? 'doc' : 'post'}: it is called once for each.`,
      });
    }
  };
}
