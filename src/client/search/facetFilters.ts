// Pure: facet filters as the hosted service reads them, for the local index. `[[a, b], c]`
// keeps what matches (a OR b) AND c; `attribute:-value` negates.
import type { FacetFilters } from './searchClient.js';

export type FacetValues = Readonly<Record<string, string>>;

function parseFilter(filter: string): (values: FacetValues) => boolean {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  return (values) => (values[attribute] === value) !== negated;
}

/** A predicate over a record's facet values; no filters keep everything. */
export function facetPredicate(filters: FacetFilters | string | undefined): (values: FacetValues) => boolean {
  const list: FacetFilters = typeof filters === 'string' ? (JSON.parse(filters) as FacetFilters) : (filters ?? []);
  const groups = list.map((group) => (Array.isArray(group) ? group : [group]).map(parseFilter));
  return (values) => groups.every((group) => group.length === 0 || group.some((test) => test(values)));
}
