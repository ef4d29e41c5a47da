// The feature board keeps its status filter in the URL query, so Back from a request's page, a
// reload or a shared link opens the board on the status the reader chose.
import { describe, expect, it } from 'vitest';
import { slugFromPath, statusFromSearch, statusToSearch } from '../../../content/pages/_components/featureRequests.js';

describe('the feature board status filter in the query', () => {
  it('reads the status a query names', () => {
    expect(statusFromSearch('?status=planned')).toBe('planned');
    expect(statusFromSearch('?ref=news&status=in-progress')).toBe('in-progress');
  });

  it('shows every request for no status, or for one no request can have (a stale link still opens the board)', () => {
    expect(statusFromSearch('')).toBe('all');
    expect(statusFromSearch('?status=rejected')).toBe('all');
  });

  it('writes a status into the query, keeping other parameters, and leaves the unfiltered board with a clean URL', () => {
    expect(statusToSearch('planned')).toBe('?status=planned');
    expect(statusToSearch('complete', '?ref=news&status=planned')).toBe('?ref=news&status=complete');
    expect(statusToSearch('all', '?status=planned')).toBe('');
    expect(statusToSearch('all', '?ref=news&status=planned')).toBe('?ref=news');
  });

  it('reads back every status it writes', () => {
    for (const status of ['all', 'under-consideration', 'planned', 'in-progress', 'complete'] as const) expect(statusFromSearch(statusToSearch(status))).toBe(status);
  });
});

describe('slugFromPath', () => {
  it('reads the request a path names, with or without the .html or index.html a static host may add (audit: /feature-requests/index.html showed "Request not found")', () => {
    expect(slugFromPath('/feature-requests')).toBeUndefined();
    expect(slugFromPath('/feature-requests/')).toBeUndefined();
    expect(slugFromPath('/feature-requests/index.html')).toBeUndefined();
    expect(slugFromPath('/feature-requests.html')).toBeUndefined();
    expect(slugFromPath('/feature-requests/pdf-export')).toBe('pdf-export');
    expect(slugFromPath('/feature-requests/pdf-export.html')).toBe('pdf-export');
    expect(slugFromPath('/feature-requests/pdf-export/index.html')).toBe('pdf-export');
    expect(slugFromPath('/feature-requests/no-such/nested')).toBe('no-such/nested');
  });
});
