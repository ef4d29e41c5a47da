// The description of a post whose front matter gives none.
import type { MarkdownOutput } from '../../markdown/types.js';

/**
 * The post's first paragraph, as Docusaurus takes it; for a post without one (a changelog entry
 * is headings over lists) the plain text under its first heading, such as the entry's first list
 * of changes. With no description at all, a page gets the site's tagline, and a hundred changelog
 * entries described by the same sentence tell a search engine nothing.
 */
export function postSummary(compiled: Pick<MarkdownOutput, 'summary' | 'searchText'>): string | undefined {
  return compiled.summary ?? compiled.searchText?.find((section) => section.text)?.text;
}
