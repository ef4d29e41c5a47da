// `themeConfig.prism.additionalLanguages` names Prism components: one Prism does not have was
// left out without a word, and the code blocks of that language were shown plain.
import { closestMatch } from '../closestMatch.js';
import type { Diagnostic } from '../errors.js';
import { lineOfKeyPath } from './lineOfKeyPath.js';
import { isPrismLanguage, prismAliases, prismComponents } from '../markdown/prismComponents.js';

/** The problems of the languages Prism has no component for, each at its line of the config. */
export function unknownPrismLanguages(languages: readonly string[], place: { file: string; source?: string }, defaultLanguage?: string): Diagnostic[] {
  const ids = Object.keys(prismComponents().languages).filter(isPrismLanguage);
  const problem = (language: string, keyPath: (string | number)[], fix: string): Diagnostic => {
    // An alias (`sh`, `dotnet`) names the component it belongs to.
    const meant = ids.find((id) => prismAliases(id).includes(language)) ?? closestMatch(language, ids);
    return {
      plugin: 'config',
      where: { file: place.file, line: lineOfKeyPath(place.source, keyPath) },
      what: `Prism has no language "${language}" (${keyPath.filter((key) => typeof key === 'string').join('.')})`,
      fix: `${meant ? `Did you mean "${meant}"? ` : ''}${fix}`,
    };
  };
  const problems = languages.flatMap((language, index) =>
    isPrismLanguage(language) ? [] : [problem(language, ['themeConfig', 'prism', 'additionalLanguages', index], 'Use the id of a Prism component, as prismjs/components/prism-<id>.js names it (https://prismjs.com/#supported-languages).')],
  );
  // A code block may name a language by an alias (`js`), and so may the default.
  const known = (language: string) => isPrismLanguage(language) || ids.some((id) => prismAliases(id).includes(language));
  if (defaultLanguage !== undefined && !known(defaultLanguage)) {
    problems.push(problem(defaultLanguage, ['themeConfig', 'prism', 'defaultLanguage'], 'Use a language a code block could name (a Prism component id or alias), loaded by default or listed in additionalLanguages.'));
  }
  return problems;
}
