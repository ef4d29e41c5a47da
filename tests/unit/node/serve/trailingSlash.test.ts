import { describe, expect, it } from 'vitest';
import { trailingSlashRedirect } from '../../../../src/node/serve/createServer.js';

describe('trailingSlashRedirect', () => {
  it('adds a slash when the site wants one', () => {
    expect(trailingSlashRedirect('/docs', true, false)).toBe('/docs/');
  });
  it('removes it when the site does not', () => {
    expect(trailingSlashRedirect('/docs/', false, false)).toBe('/docs');
  });
  it('serves both forms when unset, and never redirects files', () => {
    expect(trailingSlashRedirect('/docs', undefined, false)).toBeUndefined();
    expect(trailingSlashRedirect('/rss.xml', true, false)).toBeUndefined();
  });
  it('redirects a route ending in a version number, which is no file extension', () => {
    expect(trailingSlashRedirect('/docs/release-1.2', true, false)).toBe('/docs/release-1.2/');
  });
});
