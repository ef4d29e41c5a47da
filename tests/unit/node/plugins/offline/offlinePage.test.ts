import { describe, expect, it } from 'vitest';
import { offlinePageHtml, type OfflinePageOptions } from '../../../../../src/node/plugins/offline/offlinePage.js';
import { themeInitScript } from '../../../../../src/node/prerender/themeInitScript.js';

const options: OfflinePageOptions = {
  siteTitle: 'Folio',
  titleDelimiter: '|',
  htmlLang: 'en-US',
  homeUrl: '/base/',
  offline: { enabled: true, activationStrategies: ['always'], debug: false, manifest: { themeColor: '#2e8555', backgroundColor: '#ffffff' } },
  site: { storageSuffix: '', colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true } },
  stylesheets: ['/base/__folio/assets/styles-AB12.css'],
};

describe('offlinePageHtml', () => {
  it('says the reader is offline, links home and needs no script bundle', () => {
    const html = offlinePageHtml(options);
    expect(html).toContain('<html lang="en-US">');
    expect(html).toContain('<title>You are offline | Folio</title>');
    expect(html).toContain('<a href="/base/">Go to the home page</a>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  });

  it('sets the colour mode before the first paint as every page does, in the colours of the site', () => {
    const html = offlinePageHtml(options);
    // The offline page had neither: white in dark mode.
    expect(html).toContain(`<script>${themeInitScript(options.site)}</script>`);
    expect(html).toContain('<link rel="stylesheet" href="/base/__folio/assets/styles-AB12.css">');
    expect(html).toMatch(/body\{[^}]*background:var\(--c-bg,#ffffff\);color:var\(--c-text,/);
  });
});
