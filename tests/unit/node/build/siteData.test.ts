import { describe, expect, it } from 'vitest';
import { createSiteData } from '../../../../src/node/build/siteData.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';

const withLocales = (locales: string[]) => siteConfigSchema.parse({ title: 'T', url: 'https://example.com', i18n: { defaultLocale: 'en', locales } });

describe('the site data of a site listing unbuilt locales', () => {
  it('offers the locale dropdown only the locale that is built, so no "Français" links to English pages', () => {
    const site = createSiteData(withLocales(['en', 'fr']), {}, { deployPreview: false, homePage: true, globalHead: [] });
    expect(Object.keys(site.locale.all)).toEqual(['en']);
    expect(site.locale.config.label).toBe('English');
  });
});
