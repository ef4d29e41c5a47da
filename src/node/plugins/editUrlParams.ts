// What an `editUrl` function is given, as Docusaurus gives it: types only, which the config's
// schema names too (so the config's types need nothing of Node's).

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
