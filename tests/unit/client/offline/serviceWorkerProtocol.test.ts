import { describe, expect, it } from 'vitest';
import { readServiceWorkerParams, serviceWorkerScriptUrl } from '../../../../src/client/offline/serviceWorkerProtocol.js';

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
