import { z } from 'zod';
import { didYouMean } from '../closestMatch.js';
import type { Diagnostic } from '../errors.js';
import { frontMatterKeyLine, frontMatterKeyPathLine, frontMatterWrittenValue } from '../content/frontMatterKeyLine.js';

/**
 * A number, also when written as a numeric string (`sidebar_position: "3"`, `"position": "2"`):
 * Docusaurus's Joi schemas convert those, so a site moved from it builds unchanged. Anything else
 * still fails as "expected number".
 */
export const numberLike = z.preprocess((value) => (typeof value === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(value) ? Number(value) : value), z.number());

/** What to do with front matter keys a schema does not know (`onUnknownFrontMatterKeys`). */
export type UnknownKeysPolicy = 'throw' | 'warn' | 'ignore';

/**
 * Checks front matter against a plugin's schema. Unknown keys and wrong types are reported
 * with the file, the key's line and a fix; the valid result has defaults filled in. Unknown keys
 * are problems, or with `unknownKeys` 'warn' / 'ignore' warnings / nothing, and left out of the value.
 */
export function validateFrontMatter<T extends z.ZodType>(
  schema: T,
  frontMatter: Record<string, unknown>,
  where: { file: string; source: string; plugin: string },
  unknownKeys: UnknownKeysPolicy = 'throw',
): { value?: z.output<T>; problems: Diagnostic[]; warnings: Diagnostic[] } {
  const known = Object.keys((schema as unknown as z.ZodObject).shape ?? {});
  const unknown = unknownKeys === 'throw' ? [] : Object.keys(frontMatter).filter((key) => !known.includes(key));
  const warnings = unknownKeys === 'warn' && unknown.length ? [unknownKeysProblem(unknown, known, where, unknownKeys)] : [];
  const checked = unknown.length ? Object.fromEntries(Object.entries(frontMatter).filter(([key]) => !unknown.includes(key))) : frontMatter;
  const result = schema.safeParse(checked);
  if (result.success) return { value: result.data, problems: [], warnings };
  // One problem per key: a list with three wrong items was three problems quoting it whole.
  const reported = new Set<string>();
  const issues = result.error.issues.filter((issue) => {
    const key = issue.code === 'unrecognized_keys' ? `${issue.path.join('.')}:${issue.keys.join(',')}` : String(issue.path[0] ?? '');
    if (reported.has(key)) return false;
    reported.add(key);
    return true;
  });
  const problems = issues.map((issue): Diagnostic => {
    if (issue.code === 'unrecognized_keys' && !issue.path.length) return unknownKeysProblem(issue.keys, known, where, unknownKeys);
    if (issue.code === 'unrecognized_keys') return nestedUnknownKeysProblem(issue.keys, issue.path, schema, where);
    const key = String(issue.path[0] ?? '');
    // The value the issue is about: an item of a list names that item, not the whole list.
    const value = issue.path.reduce<unknown>((at, part) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[part as PropertyKey] : undefined), frontMatter);
    return {
      plugin: where.plugin,
      where: { file: where.file, line: key ? frontMatterKeyPathLine(where.source, issue.path as (string | number)[]) : undefined },
      // The value once: a message that quotes it already is not followed by it again.
      what: `Invalid front matter \`${issue.path.join('.')}\`: ${issue.message}${issue.message.includes(JSON.stringify(value)) ? '' : ` (found ${JSON.stringify(value)})`}`,
      fix:
        issue.code === 'invalid_union' && SHAPE_FIXES[key]
          ? SHAPE_FIXES[key]
          : issue.code === 'invalid_type' && issue.expected === 'string' && (typeof value === 'number' || typeof value === 'boolean') && issue.path.length === 1
            ? `Write it in quotes, which YAML reads as text: \`${key}: "${frontMatterWrittenValue(where.source, key) || String(value)}"\`.`
            : issue.code === 'invalid_type'
            ? `Give \`${key}\` a value of type ${issue.expected}.`
            : issue.code === 'custom' && typeof issue.params?.fix === 'string'
              ? issue.params.fix
              : `Correct the value of \`${key}\`.`,
    };
  });
  // In the order of the file (the schema reports in the order of its own keys).
  problems.sort((a, b) => (a.where?.line ?? 0) - (b.where?.line ?? 0));
  return { problems, warnings };
}

/** The report of front matter keys the schema does not know, at the first one's line. */
function unknownKeysProblem(keys: readonly string[], known: readonly string[], where: { file: string; source: string; plugin: string }, policy: UnknownKeysPolicy): Diagnostic {
  return {
    plugin: where.plugin,
    where: { file: where.file, line: frontMatterKeyLine(where.source, keys[0]!) },
    what: `Unknown front matter key${keys.length > 1 ? 's' : ''} ${keys.map((k) => `\`${k}\``).join(', ')}`,
    fix: `${didYouMean(keys, known)}Remove it or check its spelling (known keys: ${known.join(', ')}), or ${
      policy === 'warn'
        ? "leave it: the page is built without it (`onUnknownFrontMatterKeys: 'warn'`; 'ignore' builds without this warning)."
        : "set `onUnknownFrontMatterKeys` in site.config.ts to 'warn' or 'ignore' for a site whose own components read it."
    }`,
  };
}

/** The keys the object schema at `keyPath` below `schema` knows (through `.optional()`). */
function knownKeysAt(schema: z.ZodType, keyPath: readonly PropertyKey[]): string[] {
  let at: unknown = schema;
  for (const key of [...keyPath, undefined]) {
    while (at && typeof (at as { unwrap?: unknown }).unwrap === 'function') at = (at as { unwrap: () => unknown }).unwrap();
    const shape = (at as { shape?: Record<string, unknown> } | undefined)?.shape;
    if (key === undefined) return Object.keys(shape ?? {});
    at = shape?.[String(key)];
  }
  return [];
}

/** Keys an object inside the front matter does not know (`last_update: { autor }`), at the first one's line. */
function nestedUnknownKeysProblem(keys: readonly string[], keyPath: readonly PropertyKey[], schema: z.ZodType, where: { file: string; source: string; plugin: string }): Diagnostic {
  const known = knownKeysAt(schema, keyPath);
  const owner = keyPath.join('.');
  return {
    plugin: where.plugin,
    where: { file: where.file, line: frontMatterKeyPathLine(where.source, [...keyPath, keys[0]!] as (string | number)[]) },
    what: `Unknown key${keys.length > 1 ? 's' : ''} ${keys.map((k) => `\`${k}\``).join(', ')} in front matter \`${owner}\``,
    fix: `${didYouMean(keys, known)}\`${owner}\` takes ${known.map((k) => `\`${k}\``).join(', ')}.`,
  };
}

/** A tag in `tags:` of a doc or a post: a name, or an inline tag with its label and URL. */
export const tagFrontMatter = z.union([z.string(), z.object({ label: z.string(), permalink: z.string() })], { error: 'expected a tag: its name, or { label, permalink }' });

/** How to write a key whose value has more than one accepted shape, for its fix. */
const SHAPE_FIXES: Readonly<Record<string, string>> = {
  tags: 'Write each tag as a name (`tags: [release, news]`), or as `{ label: …, permalink: … }` with both.',
};

/** Front matter keys every markdown route accepts. */
/** `last_update: { date, author }`, which docs and blog posts accept (git's answer otherwise). */
export const lastUpdateFrontMatter = z
  .object({
    // A date YAML could not read as one stays a string: one no date parser reads either is a
    // mistake (it showed "Invalid Date", or crashed the build where a date is formatted).
    date: z
      .union([z.string(), z.date()])
      .superRefine((date, ctx) => {
        if (Number.isNaN(new Date(date).getTime())) ctx.addIssue({ code: 'custom', message: `${JSON.stringify(date)} is not a date`, params: { fix: 'Write the day of the last update as YYYY-MM-DD, e.g. `date: 2024-05-01`.' } });
      })
      .optional(),
    author: z.string().optional(),
  })
  .strict()
  .optional();

export const commonFrontMatter = {
  title: z.string().optional(),
  description: z.string().optional(),
  keywords: z.array(z.union([z.string(), z.number()]).transform(String)).optional(),
  image: z.string().optional(),
  draft: z.boolean().optional(),
  unlisted: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  // Docusaurus's per-file parser switch (`mdx: { format: md }`): accepted so such files build;
  // Folio reads a file by its extension, .md as markdown and .mdx as markdown with components.
  mdx: z.object({ format: z.enum(['md', 'mdx', 'detect']).optional() }).strict().optional(),
};

/**
 * The check across keys that goes with `commonFrontMatter` (`.superRefine(checkCommonFrontMatter)`).
 * `toc_max_heading_level` below `toc_min_heading_level` leaves the table of contents no level to
 * show, so the page silently had none; Docusaurus's schema rejects it when both are written, at
 * the max's key. With one of them written, the other's default gives way (see `pickLevels`).
 */
export function checkCommonFrontMatter(frontMatter: { toc_min_heading_level?: number; toc_max_heading_level?: number }, ctx: z.RefinementCtx): void {
  const { toc_min_heading_level: min, toc_max_heading_level: max } = frontMatter;
  if (min === undefined || max === undefined || max >= min) return;
  ctx.addIssue({
    code: 'custom',
    path: ['toc_max_heading_level'],
    message: `it is below \`toc_min_heading_level: ${min}\`, which leaves the table of contents empty`,
    params: { fix: `Make \`toc_max_heading_level\` ${min} or more, or \`toc_min_heading_level\` ${max} or less (levels from 2 to 6, min ≤ max).` },
  });
}
