import type { z } from 'zod';
import { closestMatch } from '../closestMatch.js';
import { BuildError, type Diagnostic } from '../errors.js';
import { lineOfKeyPath } from './lineOfKeyPath.js';
import { schemaKeysAt } from './schemaKeysAt.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';

/**
 * Checks a loaded config object and fills its defaults. Every problem is reported at once,
 * each naming the field path, the value found and what would work; with the file's `source`,
 * at the line where the field is written.
 */
export function validateConfig(raw: unknown, file: string, source?: string): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    throw new BuildError(withoutMisnamedFields(result.error.issues, raw).map((issue) => issueToDiagnostic(issue, raw, { file, source })));
  }
  const config = result.data;
  const problems = [...checkBaseUrl(config, file, source), ...checkDefaultLocale(config, raw, { file, source }), ...checkUniqueIds(config, file)];
  if (problems.length) throw new BuildError(problems);
  return config;
}

function issueToDiagnostic(issue: z.core.$ZodIssue, raw: unknown, { file, source }: { file: string; source?: string }): Diagnostic {
  const field = formatPath(issue.path);
  const value = valueAt(raw, issue.path);
  const shown = value === undefined ? 'nothing' : JSON.stringify(value);
  if (issue.code === 'unrecognized_keys') {
    const known = schemaKeysAt(siteConfigSchema, issue.path);
    const meant = issue.keys.flatMap((key) => {
      const closest = meantKey(key, known);
      return closest ? [`\`${key}\` → \`${closest}\``] : [];
    });
    return {
      plugin: 'config',
      where: { file, line: lineOfKeyPath(source, [...issue.path, issue.keys[0]!]) },
      what: `Unknown config field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${joinPath(field, k)}\``).join(', ')}`,
      fix: `${meant.length ? `Did you mean ${meant.join(', ')}? ` : ''}Remove it, or check its spelling against /docs/api/docusaurus-config.`,
    };
  }
  const union = issue.code === 'invalid_union' ? unionExpectation(issue) : undefined;
  return {
    plugin: 'config',
    // A missing field is written nowhere: its name would be found in another object.
    where: { file, line: value === undefined ? undefined : lineOfKeyPath(source, issue.path) },
    what: `Invalid value for \`${field || '(root)'}\`: ${union?.message ?? issue.message} (found ${shown})`,
    fix: union?.fix ?? fixFor(issue),
  };
}

/** Docusaurus's names of fields Folio names otherwise (a head tag's `tagName` and `attributes`). */
const RENAMED: Record<string, string> = { tagName: 'tag', attributes: 'attrs' };

/** The field an unknown key most likely meant, among the `known` ones of its object. */
function meantKey(key: string, known: string[]): string | undefined {
  const renamed = RENAMED[key];
  return renamed !== undefined && known.includes(renamed) ? renamed : closestMatch(key, known);
}

/**
 * Pure: the issues without a required field reported missing where an unknown key of the same
 * object is that field misnamed (`tagName` for `tag`): one mistake, one problem — the unknown
 * key's, which has a line and names the fix.
 */
export function withoutMisnamedFields(issues: z.core.$ZodIssue[], raw: unknown): z.core.$ZodIssue[] {
  const meant = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const known = schemaKeysAt(siteConfigSchema, issue.path);
    for (const key of issue.keys) {
      const field = meantKey(key, known);
      if (field !== undefined) meant.add(JSON.stringify([...issue.path, field]));
    }
  }
  return issues.filter((issue) => issue.code === 'unrecognized_keys' || valueAt(raw, issue.path) !== undefined || !meant.has(JSON.stringify(issue.path)));
}

/**
 * A value that matches no alternative of a union (`postsPerPage: 5 | 'ALL'`): zod says only
 * "Invalid input". When one alternative has the value's type and failed on something else (a
 * number that is not positive), that is the problem; otherwise the alternatives are named.
 */
function unionExpectation(issue: z.core.$ZodIssue): { message: string; fix: string } | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const branches = issue.errors.map((errors) => errors[0]).filter((branch): branch is z.core.$ZodIssue => branch !== undefined);
  // An alternative the value's type matched failed deeper (an item of a list) or on a check.
  const closer = branches.find((branch) => branch.path.length > 0 || (branch.code !== 'invalid_type' && branch.code !== 'invalid_value'));
  if (closer) return { message: `${closer.message}${closer.path.length ? ` at ${formatPath(closer.path)}` : ''}`, fix: fixFor(closer) };
  const expected = [...new Set(branches.flatMap((branch) => (branch.code === 'invalid_type' ? [typeName(branch.expected)] : branch.code === 'invalid_value' ? branch.values.map((v) => JSON.stringify(v)) : [])))];
  if (!expected.length) return undefined;
  const list = expected.length > 1 ? `${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}` : expected[0]!;
  return { message: `expected ${list}`, fix: `Use ${list}.` };
}

/** How a message names a type zod expected: "an integer", "a list". */
function typeName(expected: string): string {
  const names: Record<string, string> = { int: 'an integer', array: 'a list', object: 'an object', boolean: 'true or false', function: 'a function' };
  return names[expected] ?? `${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
}

function fixFor(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `Use one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
  }
  if (issue.code === 'invalid_type') return `Give it ${typeName(issue.expected)}.`;
  if (issue.code === 'invalid_format' && issue.format === 'url') return 'Use an absolute URL such as "https://example.com".';
  return 'See /docs/api/docusaurus-config for the accepted values.';
}

function checkBaseUrl(config: SiteConfig, file: string, source: string | undefined): Diagnostic[] {
  if (config.baseUrl.startsWith('/') && config.baseUrl.endsWith('/')) return [];
  const fixed = `/${config.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
  return [
    {
      plugin: 'config',
      where: { file, line: lineOfKeyPath(source, ['baseUrl']) },
      what: `Invalid value for \`baseUrl\`: it must start and end with "/" (found ${JSON.stringify(config.baseUrl)})`,
      fix: `Use baseUrl: ${JSON.stringify(fixed)}.`,
    },
  ];
}

/**
 * The default locale is the one the site is built in (its `<html lang>`, its date formats): one
 * that `locales` does not list built a site in a language it does not have, without a word.
 */
function checkDefaultLocale(config: SiteConfig, raw: unknown, { file, source }: { file: string; source?: string }): Diagnostic[] {
  const { defaultLocale, locales } = config.i18n;
  if (locales.includes(defaultLocale)) return [];
  const listed = locales.map((locale) => JSON.stringify(locale));
  // A defaultLocale left to its default ('en') is written nowhere: the list that lacks it is.
  const written = valueAt(raw, ['i18n', 'defaultLocale']) !== undefined;
  return [
    {
      plugin: 'config',
      where: { file, line: lineOfKeyPath(source, ['i18n', written ? 'defaultLocale' : 'locales']) },
      what: `\`i18n.defaultLocale\` is ${JSON.stringify(defaultLocale)}, which \`i18n.locales\` does not list (it lists ${listed.length ? listed.join(', ') : 'nothing'})`,
      fix: `Add ${JSON.stringify(defaultLocale)} to \`i18n.locales\`${listed.length ? `, or set \`defaultLocale\` to ${listed.length > 1 ? `one of ${listed.join(', ')}` : listed[0]}` : ''}.`,
    },
  ];
}

function checkUniqueIds(config: SiteConfig, file: string): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const key of ['docs', 'blog', 'pages'] as const) {
    const seen = new Set<string>();
    for (const instance of config[key]) {
      if (seen.has(instance.id)) {
        problems.push({
          plugin: 'config',
          where: { file },
          what: `Two \`${key}\` instances have the id ${JSON.stringify(instance.id)}`,
          fix: `Give each \`${key}\` instance its own \`id\`.`,
        });
      }
      seen.add(instance.id);
    }
  }
  return problems;
}

function formatPath(path: PropertyKey[]): string {
  return path.reduce<string>((acc, part) => joinPath(acc, part), '');
}

function joinPath(base: string, part: PropertyKey): string {
  if (typeof part === 'number') return `${base}[${part}]`;
  return base ? `${base}.${String(part)}` : String(part);
}

function valueAt(raw: unknown, path: PropertyKey[]): unknown {
  let current: unknown = raw;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}
