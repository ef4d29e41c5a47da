// What a zod issue means to an author of a data file (the site config, a `_category_.json`): zod
// names types and unions in its own terms ("Invalid input"), the messages name the value that
// would work.
import type { z } from 'zod';

/**
 * The issue's message and its fix; `reference` is the docs page that lists the accepted values,
 * for an issue with no more precise fix.
 */
export function describeIssue(issue: z.core.$ZodIssue, reference: string): { message: string; fix: string } {
  return unionExpectation(issue, reference) ?? { message: issue.message, fix: fixFor(issue, reference) };
}

/**
 * A value that matches no alternative of a union (`postsPerPage: 5 | 'ALL'`): zod says only
 * "Invalid input". When one alternative has the value's type and failed on something else (a
 * number that is not positive), that is the problem; otherwise the alternatives are named.
 */
function unionExpectation(issue: z.core.$ZodIssue, reference: string): { message: string; fix: string } | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const branches = issue.errors.map((errors) => errors[0]).filter((branch): branch is z.core.$ZodIssue => branch !== undefined);
  // An alternative the value's type matched failed deeper (an item of a list) or on a check.
  const closer = branches.find((branch) => branch.path.length > 0 || (branch.code !== 'invalid_type' && branch.code !== 'invalid_value'));
  if (closer) return { message: `${closer.message}${closer.path.length ? ` at ${formatPath(closer.path)}` : ''}`, fix: fixFor(closer, reference) };
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

function fixFor(issue: z.core.$ZodIssue, reference: string): string {
  if (issue.code === 'invalid_value' && 'values' in issue) {
    return `Use one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.`;
  }
  if (issue.code === 'invalid_type') return `Give it ${typeName(issue.expected)}.`;
  // A check of the schema's own says what to write instead.
  if (issue.code === 'custom' && typeof issue.params?.fix === 'string') return issue.params.fix;
  if (issue.code === 'invalid_format' && issue.format === 'url') return 'Use an absolute URL such as "https://example.com".';
  return `See ${reference} for the accepted values.`;
}

/**
 * An `unrecognized_keys` issue as an author reads it, for a data file whose object at the issue's
 * path takes the `known` keys: the keys as paths (`a.b.c`), a "Did you mean" for those that
 * `meant` names a known key for ('' for none), and the path of the first, whose line is shown.
 */
export function unknownKeys(issue: z.core.$ZodIssue & { code: 'unrecognized_keys' }, known: string[], meant: (key: string, known: string[]) => string | undefined): { plural: boolean; named: string; didYouMean: string; firstPath: PropertyKey[] } {
  const guesses = issue.keys.flatMap((key) => {
    const closest = meant(key, known);
    return closest ? [`\`${key}\` → \`${closest}\``] : [];
  });
  const base = formatPath(issue.path);
  return {
    plural: issue.keys.length > 1,
    named: issue.keys.map((key) => `\`${joinPath(base, key)}\``).join(', '),
    didYouMean: guesses.length ? `Did you mean ${guesses.join(', ')}? ` : '',
    firstPath: [...issue.path, issue.keys[0]!],
  };
}

/** `themeConfig.navbar.items[2].label`: a path as an author writes it. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, part) => joinPath(acc, part), '');
}

export function joinPath(base: string, part: PropertyKey): string {
  if (typeof part === 'number') return `${base}[${part}]`;
  return base ? `${base}.${String(part)}` : String(part);
}

/** The value at `path` of parsed data; undefined where the path leads nowhere. */
export function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = raw;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}
