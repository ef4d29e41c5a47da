import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useCurrentPage } from 'folio/client';
import requestsJson from '../feature-requests/requests.json';
import { FeatureRequestCard } from './_components/FeatureRequestCard.js';
import { FeatureRequestDetail, FeatureRequestNotFound } from './_components/FeatureRequestDetail.js';
import {
  STATUSES,
  countByStatus,
  requestPath,
  slugFromPath,
  sortByVotes,
  statusFromSearch,
  statusToSearch,
  type FeatureRequest,
  type StatusFilter,
} from './_components/featureRequests.js';
import { useFiltersInQuery } from './_components/useFiltersInQuery.js';

export const meta = {
  title: 'Feature requests',
  description: 'What Folio users have asked for, how many votes each idea has, and where it stands: under consideration, planned, in progress or complete.',
};

const requests = sortByVotes(requestsJson as FeatureRequest[]);

/** Every request gets its own prerendered page, rendered by this same component. */
export const subPaths: string[] = requests.map(requestPath);

/** A request's page is titled and described by the request (`Blog series | Folio`). */
export function metaFor(path: string): { title: string; description: string } | undefined {
  const request = requests.find((entry) => entry.slug === slugFromPath(path));
  return request && { title: request.title, description: request.description };
}

/**
 * The board at `/feature-requests`, and one request's page below it. Paths below the board
 * that name no request show a "not found" message rather than the site's 404 page.
 */
export default function FeatureRequests() {
  const { page } = useCurrentPage();
  const location = useLocation();
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  // A host that answers every path below the board with the board's HTML hands us the
  // board's page data; the slug is then only in the address bar. It is read after hydration
  // so the first render matches that HTML.
  const slug = slugFromPath(page.path) ?? (isHydrated ? slugFromPath(location.pathname) : undefined);

  if (slug === undefined) return <Board />;
  const request = requests.find((entry) => entry.slug === slug);
  return request ? <FeatureRequestDetail request={request} /> : <FeatureRequestNotFound slug={slug} />;
}

const counts = countByStatus(requests);
const filters: { value: StatusFilter; label: string; count: number }[] = [
  { value: 'all', label: 'All', count: requests.length },
  ...STATUSES.map((entry) => ({ ...entry, count: counts[entry.value] })),
];

function Board() {
  // In the query, so Back from a request's page comes back to the status the reader chose.
  const [status, setStatus] = useFiltersInQuery<StatusFilter>({ initial: 'all', parse: statusFromSearch, toSearch: statusToSearch });
  const shown = status === 'all' ? requests : requests.filter((request) => request.status === status);

  return (
    <main className="container page-padding feature-board">
      <header className="pages-header">
        <h1>Feature requests</h1>
        <p className="pages-header__lead">
          Ideas from people who build with Folio, most voted first: a request's votes are the people who asked for it or
          seconded it in the Ideas category of Discussions, counted by the maintainers. The board itself is read-only. The
          maintainers review it before planning each minor release.
        </p>
      </header>
      <div className="feature-board__filters" role="group" aria-label="Filter by status">
        {filters.map((filter) => (
          <button
            key={filter.value}
            type="button"
            className="feature-board__filter"
            aria-pressed={status === filter.value}
            onClick={() => setStatus(filter.value)}
          >
            {filter.label} <span className="feature-board__filter-count">{filter.count}</span>
          </button>
        ))}
      </div>
      <p className="feature-board__summary" aria-live="polite">
        {shown.length === 1 ? '1 request' : `${shown.length} requests`}
      </p>
      <ul className="feature-board__list">
        {shown.map((request) => (
          <FeatureRequestCard key={request.slug} request={request} />
        ))}
      </ul>
    </main>
  );
}
