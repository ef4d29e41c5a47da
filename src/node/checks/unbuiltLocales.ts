// Folio builds a site in its default locale only (/docs/i18n/introduction). A locale that
// `i18n.locales` lists besides it gets no pages: it is reported once, at its line of the config,
// and the locale dropdown lists built locales only (siteData.ts), so no entry named "Français"
// leads to the English pages.
import type { SiteConfig } from '../config/schema.js';
import type { WrittenConfig } from '../config/loadConfig.js';
import { lineOfKeyPath } from '../config/lineOfKeyPath.js';
import type { Diagnostic } from '../errors.js';

/** Pure: a warning naming the locales of `i18n.locales` that get no pages, if any. */
export function unbuiltLocales(i18n: SiteConfig['i18n'], config: WrittenConfig): Diagnostic[] {
  const unbuilt = i18n.locales.filter((locale) => locale !== i18n.defaultLocale).map((locale) => JSON.stringify(locale));
  if (!unbuilt.length) return [];
  const listed = unbuilt.length > 1 ? `locales ${unbuilt.join(', ')}` : `locale ${unbuilt[0]}`;
  return [
    {
      plugin: 'config',
      where: { file: config.file, line: lineOfKeyPath(config.source, ['i18n', 'locales']) },
      what: `\`i18n.locales\` lists the ${listed}, but Folio builds only the default locale ${JSON.stringify(i18n.defaultLocale)}: ${unbuilt.length > 1 ? 'they get' : 'it gets'} no pages and the locale dropdown leaves ${unbuilt.length > 1 ? 'them' : 'it'} out`,
      fix: `Set \`locales: [${JSON.stringify(i18n.defaultLocale)}]\`; translated builds are not available yet (see /docs/i18n/introduction).`,
    },
  ];
}
