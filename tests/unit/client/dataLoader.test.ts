import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPageData, PageNotFound, resolvePageData } from '../../../src/client/dataLoader.js';

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

describe('resolvePageData', () => {
  const doc = { path: '/docs/intro', kind: 'doc', title: 'Intro', props: {} };

  it('asks for a .html address without its suffix first, with no request that 404s', async () => {
    const fetch = vi.fn(async (url: string) => (url === '/__folio/data/docs/intro.json' ? respond(200, doc) : respond(404)));
    vi.stubGlobal('fetch', fetch);
    await expect(resolvePageData('/docs/intro.html', '/')).resolves.toMatchObject({ title: 'Intro' });
    await expect(resolvePageData('/docs/intro/index.html', '/')).resolves.toMatchObject({ title: 'Intro' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/__folio/data/docs/intro.json']);
  });

  it('still finds a route whose path ends in .html', async () => {
    const page = { path: '/legacy.html', kind: 'page', title: 'Legacy', props: {} };
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url === '/__folio/data/legacy.html.json' ? respond(200, page) : respond(404))));
    await expect(resolvePageData('/legacy.html', '/')).resolves.toMatchObject({ title: 'Legacy' });
  });

  it('is the not-found page when neither exists', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => respond(404)));
    await expect(resolvePageData('/nowhere.html', '/')).resolves.toMatchObject({ kind: 'notFound', path: '/nowhere' });
  });
});
