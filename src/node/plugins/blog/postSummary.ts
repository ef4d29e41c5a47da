// The description of a post whose front matter gives none.
import type { MarkdownOutput } from '../../markdown/types.js';

/**
 * The post's first paragraph, as Docusaurus takes it; for a post without one (a changelog entry
 * is headings over lists) the plain text under its first heading, such as the entry's first list
 * of changes. With no description at all, a page gets the site's tagline, and a hundred changelog
 * entries described by the same sentence tell a search engine nothing.
 */
export function postSummary(compiled: Pick<MarkdownOutput, 'summary' | 'searchText'>): string | undefined {
  if (compiled.summary !== undefined) return compiled.summary;
  const section = compiled.searchText?.find((candidate) => candidate.text)?.text;
  return section === undefined ? undefined : shortened(section, SECTION_SUMMARY_LENGTH);
}

/**
 * A section's text can run to thousands of characters (3.0.0's first list of changes is 4,500),
 * and it is the page's meta description, og:description and list excerpt data: kept to about
 * what a search result shows.
 */
const SECTION_SUMMARY_LENGTH = 200;

/** `text` cut at the last word boundary within `max` characters, with an ellipsis when cut. */
function shortened(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
