import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteOfflineCaches, offlineCacheName, readServiceWorkerParams, serviceWorkerScriptUrl } from '../../../../src/client/offline/serviceWorkerProtocol.js';

describe('service worker params', () => {
  it('carries the offline-mode and debug flags in the script URL', () => {
    const url = serviceWorkerScriptUrl('/sw.js', { offlineMode: true, debug: false });
    expect(url).toBe('/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D');
    expect(readServiceWorkerParams(`https://example.com${url}`)).toEqual({ offlineMode: true, debug: false });
  });

  it('reads missing or malformed params as offline mode off', () => {
    expect(readServiceWorkerParams('https://example.com/sw.js')).toEqual({ offlineMode: false, debug: false });
    expect(readServiceWorkerParams('https://example.com/sw.js?params=%7Bnope')).toEqual({ offlineMode: false, debug: false });
    expect(readServiceWorkerParams('https://example.com/sw.js?params=%22true%22')).toEqual({ offlineMode: false, debug: false });
  });
});

describe('offline caches', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("deletes this site's caches only, not another site's on the same origin", async () => {
    const names = new Set([
      offlineCacheName('precache', 'https://example.com/'),
      offlineCacheName('pages', 'https://example.com/'),
      offlineCacheName('pages', 'https://example.com/other/'),
      'someone-elses-cache',
    ]);
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    await deleteOfflineCaches('https://example.com/');
    expect([...names]).toEqual([offlineCacheName('pages', 'https://example.com/other/'), 'someone-elses-cache']);
  });
});
