// Pure: the head tags a hosted search crawler reads on every page (shared by the search plugin,
// for every page, and the docs and blog plugins, whose pages carry their version's or list's tag).
import type { HeadTag } from '../../shared/types.js';

/**
 * The search metadata of a page, named as DocSearch's crawler and Docusaurus sites name them:
 * `docsearch:language` and `docsearch:docusaurus_tag` (and `docusaurus_locale`, `docusaurus_tag`),
 * plus the docs version on docs pages.
 */
export function searchMetadata({ locale, tag, version }: { locale?: string; tag: string; version?: string }): HeadTag[] {
  const meta = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
  return [
    ...(locale ? [meta('docusaurus_locale', locale), meta('docsearch:language', locale)] : []),
    ...(version ? [meta('docusaurus_version', version), meta('docsearch:version', version)] : []),
    meta('docusaurus_tag', tag),
    meta('docsearch:docusaurus_tag', tag),
  ];
}
