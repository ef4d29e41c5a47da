// `themeConfig.prism.additionalLanguages` names Prism components: one Prism does not have was
// left out without a word, and the code blocks of that language were shown plain.
import { closestMatch } from '../closestMatch.js';
import type { Diagnostic } from '../errors.js';
import { lineOfKeyPath } from './lineOfKeyPath.js';
import { DEFAULT_LANGUAGES } from '../../shared/codeTokens.js';
import { isPrismLanguage, prismAliases, prismComponents } from '../markdown/prismComponents.js';

/** The problems of the languages Prism has no component for, and of a default language not loaded, each at its line of the config. */
export function unknownPrismLanguages(languages: readonly string[], place: { file: string; source?: string }, defaultLanguage?: string): Diagnostic[] {
  const ids = Object.keys(prismComponents().languages).filter(isPrismLanguage);
  const problems = languages.flatMap((language, index): Diagnostic[] => {
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
  if (defaultLanguage !== undefined) {
    const problem = defaultLanguageProblem(defaultLanguage.toLowerCase(), languages, ids);
    if (problem) problems.push({ plugin: 'config', where: { file: place.file, line: lineOfKeyPath(place.source, ['themeConfig', 'prism', 'defaultLanguage']) }, ...problem });
  }
  return problems;
}

/** What a code block shows as plain text. */
const PLAIN_TEXT = new Set(['text', 'plaintext', 'plain', 'txt', 'none']);

/**
 * Why `language` (lowercased, as code blocks read their language) cannot be the default: Prism
 * has no such language, or the build does not load it (not a default one, nor added).
 */
function defaultLanguageProblem(language: string, additional: readonly string[], ids: readonly string[]): Pick<Diagnostic, 'what' | 'fix'> | undefined {
  if (PLAIN_TEXT.has(language) || Object.hasOwn(DEFAULT_LANGUAGES, language)) return undefined;
  const component = isPrismLanguage(language) ? language : ids.find((id) => prismAliases(id).includes(language));
  if (component !== undefined && additional.includes(component)) return undefined;
  if (component !== undefined) return { what: `The default code language "${language}" is not loaded (themeConfig.prism.defaultLanguage)`, fix: `Add "${component}" to themeConfig.prism.additionalLanguages.` };
  const meant = closestMatch(language, [...ids, ...Object.keys(DEFAULT_LANGUAGES)]);
  return { what: `Prism has no language "${language}" (themeConfig.prism.defaultLanguage)`, fix: `${meant ? `Did you mean "${meant}"? ` : ''}Use a language a code block could name, loaded by default or listed in additionalLanguages.` };
}
