import { describe, expect, it } from 'vitest';
import { unbuiltLocales } from '../../../../src/node/checks/unbuiltLocales.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';

const source = ["export default defineConfig({", "  title: 'T',", "  i18n: {", "    defaultLocale: 'en',", "    locales: ['en', 'fr'],", "  },", "});"].join('\n');
const withLocales = (locales: string[]) => siteConfigSchema.parse({ title: 'T', url: 'https://example.com', i18n: { defaultLocale: 'en', locales } });

describe('unbuiltLocales', () => {
  it('warns, at the line of `locales`, about a locale other than the default one', () => {
    expect(unbuiltLocales(withLocales(['en', 'fr']).i18n, { file: 'site.config.ts', source })).toEqual([
      {
        plugin: 'config',
        where: { file: 'site.config.ts', line: 5 },
        what: '`i18n.locales` lists the locale "fr", but Folio builds only the default locale "en": it gets no pages and the locale dropdown leaves it out',
        fix: 'Set `locales: ["en"]`; translated builds are not available yet (see /docs/i18n/introduction).',
      },
    ]);
  });

  it('names every unbuilt locale in one warning', () => {
    const [warning] = unbuiltLocales(withLocales(['en', 'fr', 'de']).i18n, { file: 'site.config.ts', source });
    expect(warning!.what).toBe('`i18n.locales` lists the locales "fr", "de", but Folio builds only the default locale "en": they get no pages and the locale dropdown leaves them out');
  });

  it('says nothing when only the default locale is listed', () => {
    expect(unbuiltLocales(withLocales(['en']).i18n, { file: 'site.config.ts', source })).toEqual([]);
  });
});
