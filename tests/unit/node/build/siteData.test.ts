import { describe, expect, it } from 'vitest';
import { createSiteData } from '../../../../src/node/build/siteData.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import { docusaurusContextOf } from '../../../../src/client/docusaurus/useDocusaurusContext.js';

const withLocales = (locales: string[]) => siteConfigSchema.parse({ title: 'T', url: 'https://example.com', i18n: { defaultLocale: 'en', locales } });

describe('the site data of a site listing unbuilt locales', () => {
  it('offers the locale dropdown only the locale that is built, so no "Français" links to English pages', () => {
    const site = createSiteData(withLocales(['en', 'fr']), {}, { deployPreview: false, homePage: true, globalHead: [] });
    expect(Object.keys(site.locale.all)).toEqual(['en']);
    expect(site.locale.config.label).toBe('English');
  });
});

describe("the repository's owner and name", () => {
  it("reach a page's useDocusaurusContext().siteConfig when the config gives them, as Docusaurus has them (bring-your-own audit: Relay's versions page linked github.com/undefined/undefined)", () => {
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com', organizationName: 'facebook', projectName: 'relay' });
    const site = createSiteData(config, {}, { deployPreview: false, homePage: true, globalHead: [] });
    expect(docusaurusContextOf(site).siteConfig).toMatchObject({ organizationName: 'facebook', projectName: 'relay' });
    // Left out of every other site's data.
    expect(Object.keys(createSiteData(siteConfigSchema.parse({ title: 'T', url: 'https://example.com' }), {}, { deployPreview: false, homePage: true, globalHead: [] }))).not.toContain('organizationName');
  });
});
