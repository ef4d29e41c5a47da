import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPageData, PageNotFound } from '../../../src/client/dataLoader.js';

const respond = (status: number, body: unknown = {}) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('fetchPageData', () => {
  it('asks once for a page whose data file is missing', async () => {
    const fetch = vi.fn(async () => respond(404));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchPageData('/missing-once', '/')).rejects.toBeInstanceOf(PageNotFound);
    await expect(fetchPageData('/missing-once', '/')).rejects.toBeInstanceOf(PageNotFound);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks again after any other failure (a network blip, a server error)', async () => {
    const fetch = vi.fn(async () => respond(500));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchPageData('/flaky', '/')).rejects.toThrow('HTTP 500');
    fetch.mockImplementation(async () => respond(200, { path: '/flaky', kind: 'doc', title: 'Flaky', props: {} }));
    await expect(fetchPageData('/flaky', '/')).resolves.toMatchObject({ title: 'Flaky' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
