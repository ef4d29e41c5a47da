// Feature requests as the board shows them: statuses in workflow order, vote ordering, the
// status filter as the board keeps it in the URL query (`?status=planned`), and which request a
// sub path of the board names. Pure, so the board and the request page agree.

export type RequestStatus = 'under-consideration' | 'planned' | 'in-progress' | 'complete';

export interface FeatureRequest {
  /** URL part: the request's page is `/feature-requests/{slug}`. */
  slug: string;
  title: string;
  description: string;
  status: RequestStatus;
  category: string;
  votes: number;
  /** ISO date, `YYYY-MM-DD`. */
  created: string;
  /** Handle of the person who asked. */
  author: string;
}

/** Where the board lives; each request's page is below it. */
export const BOARD_PATH = '/feature-requests';

/** Statuses in the order a request moves through them. */
export const STATUSES: { value: RequestStatus; label: string }[] = [
  { value: 'under-consideration', label: 'Under consideration' },
  { value: 'planned', label: 'Planned' },
  { value: 'in-progress', label: 'In progress' },
  { value: 'complete', label: 'Complete' },
];

/** What the board shows: every request, or those of one status. */
export type StatusFilter = RequestStatus | 'all';

/** The query parameter the board keeps its status filter in. */
const STATUS_PARAM = 'status';

/** The status a query string names; all for none, or for one no request can have (a stale link still opens the board). */
export function statusFromSearch(search: string): StatusFilter {
  const status = new URLSearchParams(search).get(STATUS_PARAM);
  return STATUSES.find((entry) => entry.value === status)?.value ?? 'all';
}

/** Writes `status` into `current`, keeping any other parameter: `?…`, or empty, so the unfiltered board has a clean URL. */
export function statusToSearch(status: StatusFilter, current = ''): string {
  const params = new URLSearchParams(current);
  if (status === 'all') params.delete(STATUS_PARAM);
  else params.set(STATUS_PARAM, status);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function statusLabel(status: RequestStatus): string {
  return STATUSES.find((entry) => entry.value === status)?.label ?? status;
}

export function requestPath(request: Pick<FeatureRequest, 'slug'>): string {
  return `${BOARD_PATH}/${request.slug}`;
}

/** Most votes first; ties by title so the order is the same on every build. */
export function sortByVotes(requests: readonly FeatureRequest[]): FeatureRequest[] {
  return [...requests].sort((a, b) => b.votes - a.votes || a.title.localeCompare(b.title, 'en'));
}

export function countByStatus(requests: readonly FeatureRequest[]): Record<RequestStatus, number> {
  const counts: Record<RequestStatus, number> = { 'under-consideration': 0, planned: 0, 'in-progress': 0, complete: 0 };
  for (const request of requests) counts[request.status] += 1;
  return counts;
}

/**
 * The slug a route path names below the board (`/feature-requests/pdf-export` → `pdf-export`),
 * or undefined for the board itself. Whatever follows the board path counts, so an unknown
 * or nested path still reaches the "not found" message rather than the board.
 */
export function slugFromPath(path: string): string | undefined {
  // `/feature-requests/index.html` is the board and `…/pdf-export.html` the request, as the
  // router reads such paths when no page has them (SPEC: the suffix is stripped).
  const bare = path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  const rest = bare.replace(/\/+$/, '').slice(BOARD_PATH.length);
  if (!bare.startsWith(BOARD_PATH) || !rest.startsWith('/')) return undefined;
  const slug = rest.slice(1);
  try {
    return decodeURIComponent(slug);
  } catch {
    // A malformed escape (`%E0%A4%A`) names no request either; keep it as typed for the message.
    return slug;
  }
}

/** `2024-02-11` → `February 11, 2024`, the same on the server and in every time zone. */
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
