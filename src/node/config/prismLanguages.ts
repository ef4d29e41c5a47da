// `themeConfig.prism.additionalLanguages` names Prism components: one Prism does not have was
// left out without a word, and the code blocks of that language were shown plain.
import { closestMatch } from '../closestMatch.js';
import type { Diagnostic } from '../errors.js';
import { lineOfKeyPath } from './lineOfKeyPath.js';
import { isPrismLanguage, prismAliases, prismComponents } from '../markdown/prismComponents.js';

/** The problems of the languages Prism has no component for, each at its line of the config. */
export function unknownPrismLanguages(languages: readonly string[], place: { file: string; source?: string }): Diagnostic[] {
  const ids = Object.keys(prismComponents().languages).filter(isPrismLanguage);
  return languages.flatMap((language, index): Diagnostic[] => {
    if (isPrismLanguage(language)) return [];
    // An alias (`sh`, `dotnet`) names the component it belongs to.
    const meant = ids.find((id) => prismAliases(id).includes(language)) ?? closestMatch(language, ids);
    return [
      {
        plugin: 'config',
        where: { file: place.file, line: lineOfKeyPath(place.source, ['themeConfig', 'prism', 'additionalLanguages', index]) },
        what: `Prism has no language "${language}" (themeConfig.prism.additionalLanguages)`,
        fix: `${meant ? `Did you mean "${meant}"? ` : ''}Use the id of a Prism component, as prismjs/components/prism-<id>.js names it (https://prismjs.com/#supported-languages).`,
      },
    ];
  });
}
