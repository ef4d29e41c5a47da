// The links a React page writes as string literals (`<Link to="/docs">`, `href: '/blog'`), with
// their lines, so that the link check names the line of a broken one as it does in markdown. The
// page is never run at build time: a link made by an expression is still checked, only without
// a line.
import { applyTrailingSlash, encodeHref, isExternal, withBase } from '../../shared/url.js';
import type { SourceLink } from '../markdown/types.js';

const LINK_LITERAL = /\b(?:to|href)\s*[=:]\s*\{?\s*(["'`])([^"'`\n$]+)\1/g;

/**
 * Pure: the string-literal `to`/`href` values of `source` (a .tsx or .jsx page) and their lines.
 * The checker finds a link by the href the page renders: `<Link to="/docs">` renders
 * `/base/docs/` below a base URL with trailing slashes, so that form is listed too, at the same
 * line (a plain `<a href>` renders the literal as written).
 */
export function reactPageLinks(source: string, site: { baseUrl: string; trailingSlash?: boolean } = { baseUrl: '/' }): SourceLink[] {
  const links: SourceLink[] = [];
  let line = 1;
  let counted = 0;
  for (const match of source.matchAll(LINK_LITERAL)) {
    for (let at = source.indexOf('\n', counted); at !== -1 && at < match.index; at = source.indexOf('\n', at + 1)) line++;
    counted = match.index;
    const url = match[2]!;
    links.push({ url, line });
    if (isExternal(url) || url.startsWith('#') || url.startsWith('mailto:')) continue;
    // As Link resolves it (linkTarget.ts).
    const rendered = encodeHref(withBase(applyTrailingSlash(url, site.trailingSlash), site.baseUrl));
    if (rendered !== url) links.push({ url: rendered, line });
  }
  return links;
}
