// A page's filters kept in the URL query (the showcase's tags, the feature board's status), so a
// reload, a shared link or Back from a page the list leads to shows the same selection.
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useIsomorphicLayoutEffect } from 'folio/client';

/** Marks history entries a filter change wrote, so the page does not re-read its own query back. */
interface FilterHistoryState {
  filtersInQuery: true;
}

function isOwnEntry(state: unknown): state is FilterHistoryState {
  return typeof state === 'object' && state !== null && (state as Partial<FilterHistoryState>).filtersInQuery === true;
}

export interface FiltersInQueryOptions<Filters> {
  /** What the server renders: it knows no query, so the prerendered HTML shows the whole list. */
  initial: Filters;
  /** The filters a query string names (`location.search`, with its `?`). */
  parse: (search: string) => Filters;
  /** `current` with the filters written in, other parameters kept: `?…`, or empty. */
  toSearch: (filters: Filters, current: string) => string;
}

/**
 * The filters the query names, and a setter that writes them back into the query. The first
 * render is always `initial`, as on the server; the query is read in a layout effect, so on
 * hydration and on Back the filtered list replaces it before the browser paints. Without
 * JavaScript the reader sees the whole list.
 */
export function useFiltersInQuery<Filters>({ initial, parse, toSearch }: FiltersInQueryOptions<Filters>): [Filters, (next: Filters) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const [filters, setFilters] = useState<Filters>(initial);
  const hasRead = useRef(false);
  const ownEntry = isOwnEntry(location.state);

  // Read the query when the page opens, when a link elsewhere changes it and on Back/Forward
  // (to an entry this page wrote too: the page may have stayed mounted since), but not after our
  // own `replace`: while typing, a slower router update would overwrite newer keystrokes.
  // `parse` is left out of the dependencies: a page passes a new function on every render.
  useIsomorphicLayoutEffect(() => {
    if (hasRead.current && ownEntry && navigationType === 'REPLACE') return;
    hasRead.current = true;
    setFilters(parse(location.search));
  }, [location.key, location.search, ownEntry, navigationType]);

  const changeFilters = (next: Filters) => {
    setFilters(next);
    const state: FilterHistoryState = { filtersInQuery: true };
    // Replace, not push: each click is not a page of its own for Back to step through.
    navigate({ pathname: location.pathname, search: toSearch(next, location.search), hash: location.hash }, { replace: true, state });
  };
  return [filters, changeFilters];
}
