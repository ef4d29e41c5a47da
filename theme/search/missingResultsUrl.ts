// Pure: where "Believe this query should return results? Let us know." leads: a new issue in
// the site's GitHub repository (the one its navbar or footer links to), titled with the query.
import type { SiteData } from '../../src/shared/types.js';

const REPOSITORY = /^https:\/\/github\.com\/[^/]+\/[^/#?]+/;

/** Undefined when the site links to no repository (the line is then left out). */
export function missingResultsUrl(site: Pick<SiteData, 'navbar' | 'footer'>): ((params: { query: string }) => string) | undefined {
  const footer = (site.footer?.links ?? []).flatMap((link) => ('items' in link ? link.items : [link]));
  const repository = [...site.navbar.items, ...footer].map((item) => (typeof item.href === 'string' ? REPOSITORY.exec(item.href)?.[0] : undefined)).find(Boolean);
  if (!repository) return undefined;
  return ({ query }) => `${repository}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;
}
