// The "Edit this page" link of a doc or a post. `editUrl` is the start of the URL, which the
// file's path from the site folder ends; or, as Docusaurus also takes it, a function given where
// the file is, returning the whole URL (undefined for no link). Prettier's docs need the function:
// their docs folder is outside the site folder, so a path from there would climb out of it.

/** The `editUrl` option of a docs or blog instance. */
export type EditUrlOption<Params> = string | ((params: Params) => string | undefined);

/** What Docusaurus's docs plugin gives an `editUrl` function. */
export interface DocEditUrlParams {
  /** The version's name (`current`, `3.6.3`). */
  version: string;
  /** The version's docs folder from the site folder (`docs`, `versioned_docs/version-3.6.3`). */
  versionDocsDirPath: string;
  /** The doc's path from that folder (`guides/intro.md`). */
  docPath: string;
  /** The doc's URL path. */
  permalink: string;
  locale: string;
}

/** What Docusaurus's blog plugin gives an `editUrl` function. */
export interface BlogEditUrlParams {
  /** The blog folder from the site folder (`blog`). */
  blogDirPath: string;
  /** The post's path from that folder (`2024-05-01-hello.md`). */
  blogPath: string;
  /** The post's URL path. */
  permalink: string;
  locale: string;
}

/** Pure: the edit link for a file at `siteRelPath` (from the site folder), or none. */
export function editUrlFor<Params>(option: EditUrlOption<Params> | undefined, siteRelPath: string, params: Params): string | undefined {
  if (option === undefined) return undefined;
  if (typeof option === 'function') return option(params) || undefined;
  return option.replace(/\/?$/, '/') + siteRelPath;
}
