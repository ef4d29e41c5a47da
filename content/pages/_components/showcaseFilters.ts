// The showcase filter state and what it selects. Pure: the page keeps the state in the URL
// query (`?tags=design&tags=i18n&operator=AND&name=foo`), so this module only turns query
// strings into filters, filters into query strings, and filters into a list of sites.

export interface ShowcaseSite {
  title: string;
  description: string;
  website: string;
  /** Repository URL, or null when the site's source is private. */
  source: string | null;
  /** Site path of the preview image, 16:9. */
  preview: string;
  tags: string[];
}

export interface ShowcaseTag {
  label: string;
  description: string;
  /** Chip colour, a CSS colour. */
  color: string;
}

/** How selected tags combine: OR shows sites with any of them, AND sites with all of them. */
export type TagOperator = 'OR' | 'AND';

export interface ShowcaseFilters {
  tags: string[];
  operator: TagOperator;
  /** Case-insensitive part of a site title. */
  name: string;
}

/** The tag that marks a site for the "Our favorites" section. */
export const FAVORITE_TAG = 'favorite';

export const NO_FILTERS: ShowcaseFilters = { tags: [], operator: 'OR', name: '' };

/** Reads filters from a query string; unknown tags are dropped so a stale link still works. */
export function parseFilters(search: string, knownTags: readonly string[]): ShowcaseFilters {
  const params = new URLSearchParams(search);
  const tags = params.getAll('tags').filter((tag, index, all) => knownTags.includes(tag) && all.indexOf(tag) === index);
  return {
    tags,
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/**
 * Writes filters into `current`, keeping any other parameter, and returns the query string
 * (with `?`, or empty). The default operator is left out so an unfiltered page has a clean URL.
 */
export function filtersToSearch(filters: ShowcaseFilters, current = ''): string {
  const params = new URLSearchParams(current);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  for (const tag of filters.tags) params.append('tags', tag);
  if (filters.operator === 'AND') params.set('operator', 'AND');
  if (filters.name) params.set('name', filters.name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(filters: ShowcaseFilters): boolean {
  return filters.tags.length > 0 || filters.name.trim() !== '';
}

export function filterSites(sites: readonly ShowcaseSite[], filters: ShowcaseFilters): ShowcaseSite[] {
  const name = filters.name.trim().toLowerCase();
  return sites.filter((site) => {
    if (name && !site.title.toLowerCase().includes(name)) return false;
    if (filters.tags.length === 0) return true;
    return filters.operator === 'AND'
      ? filters.tags.every((tag) => site.tags.includes(tag))
      : filters.tags.some((tag) => site.tags.includes(tag));
  });
}

/** Alphabetical by title, so a reader scanning for a name finds it where they expect. */
export function sortSites(sites: readonly ShowcaseSite[]): ShowcaseSite[] {
  return [...sites].sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

export function toggleTag(filters: ShowcaseFilters, tag: string): ShowcaseFilters {
  const tags = filters.tags.includes(tag) ? filters.tags.filter((t) => t !== tag) : [...filters.tags, tag];
  return { ...filters, tags };
}
