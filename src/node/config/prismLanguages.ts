// `themeConfig.prism.additionalLanguages` names Prism components: one Prism does not have was
// left out without a word, and the code blocks of that language were shown plain.
import { createRequire } from 'node:module';
import { closestMatch } from '../closestMatch.js';
import type { Diagnostic } from '../errors.js';
import { lineOfKeyPath } from './lineOfKeyPath.js';

interface PrismComponents {
  languages: Record<string, { alias?: string | string[] }>;
}

/** Prism's languages: each component id → its aliases. Read on first use. */
let known: Map<string, string[]> | undefined;
function prismLanguages(): Map<string, string[]> {
  if (known) return known;
  const { languages } = createRequire(import.meta.url)('prismjs/components.js') as PrismComponents;
  known = new Map(Object.entries(languages).filter(([id]) => id !== 'meta').map(([id, { alias }]) => [id, alias === undefined ? [] : [alias].flat()]));
  return known;
}

/** The problems of the languages Prism has no component for, each at its line of the config. */
export function unknownPrismLanguages(languages: readonly string[], place: { file: string; source?: string }): Diagnostic[] {
  const components = prismLanguages();
  return languages.flatMap((language, index): Diagnostic[] => {
    if (components.has(language)) return [];
    // An alias (`sh`, `dotnet`) names the component it belongs to.
    const owner = [...components].find(([, aliases]) => aliases.includes(language))?.[0];
    const meant = owner ?? closestMatch(language, components.keys());
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
