// The links a React page writes as string literals (`<Link to="/docs">`, `href: '/blog'`), with
// their lines, so that the link check names the line of a broken one as it does in markdown. The
// page is never run at build time: a link made by an expression is still checked, only without
// a line.
import type { SourceLink } from '../markdown/types.js';

const LINK_LITERAL = /\b(?:to|href)\s*[=:]\s*\{?\s*(["'`])([^"'`\n$]+)\1/g;

/** Pure: the string-literal `to`/`href` values of `source` (a .tsx or .jsx page) and their lines. */
export function reactPageLinks(source: string): SourceLink[] {
  const links: SourceLink[] = [];
  let line = 1;
  let counted = 0;
  for (const match of source.matchAll(LINK_LITERAL)) {
    for (let at = source.indexOf('\n', counted); at !== -1 && at < match.index; at = source.indexOf('\n', at + 1)) line++;
    counted = match.index;
    links.push({ url: match[2]!, line });
  }
  return links;
}
