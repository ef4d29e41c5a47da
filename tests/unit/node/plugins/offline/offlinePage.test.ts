import { describe, expect, it } from 'vitest';
import { offlinePageHtml } from '../../../../../src/node/plugins/offline/offlinePage.js';

describe('offlinePageHtml', () => {
  it('says the reader is offline, links home and needs no script bundle', () => {
    const html = offlinePageHtml({
      siteTitle: 'Folio',
      titleDelimiter: '|',
      htmlLang: 'en-US',
      homeUrl: '/base/',
      offline: { enabled: true, activationStrategies: ['always'], debug: false, manifest: { themeColor: '#2e8555', backgroundColor: '#ffffff' } },
    });
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<title>You are offline | Folio</title>');
    expect(html).toContain('<a href="/base/">Go to the home page</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script/);
  });
});
