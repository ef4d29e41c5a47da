import type { z } from 'zod';
import { closestMatch } from '../closestMatch.js';
import { BuildError, type Diagnostic } from '../errors.js';
import { lineOfKeyPath } from './lineOfKeyPath.js';
import { describeIssue, formatPath, unknownKeys, valueAt } from './schemaIssue.js';
import { schemaKeysAt } from './schemaKeysAt.js';
import { siteConfigSchema, type SiteConfig } from './schema.js';
import { footerLinksFromRoot, navbarItemFromRoot } from './siteRootLinks.js';
import { unknownPrismLanguages } from './prismLanguages.js';
import type { FooterColumn, LinkItem, NavbarItem } from '../../shared/types.js';
import { normalizePath } from '../../shared/url.js';

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
  const problems = [...checkBaseUrl(config, file, source), ...checkDefaultLocale(config, raw, { file, source }), ...checkUniqueIds(config, raw, { file, source }), ...checkDistinctRouteBases(config, raw, { file, source }), ...unknownPrismLanguages(config.themeConfig.prism.additionalLanguages, { file, source }, config.themeConfig.prism.defaultLanguage)];
  if (problems.length) throw new BuildError(problems);
  return withLinksFromSiteRoot(withNavbarTitle(config));
}

/** The navbar's and the footer's `to` paths from the site's root (see siteRootLinks.ts). */
function withLinksFromSiteRoot(config: SiteConfig): SiteConfig {
  const { navbar, footer } = config.themeConfig;
  return {
    ...config,
    themeConfig: {
      ...config.themeConfig,
      navbar: { ...navbar, items: navbar.items.map((item) => navbarItemFromRoot(item as NavbarItem)) as typeof navbar.items },
      ...(footer && { footer: { ...footer, links: footerLinksFromRoot(footer.links as (FooterColumn | LinkItem)[]) as typeof footer.links } }),
    },
  };
}

/**
 * A navbar with neither a title nor a logo shows the site title, rather than an empty brand
 * link. One with a logo and no title shows the logo alone, as in Docusaurus (sites moved from it
 * leave `title` out to get just the logo). Filled here rather than in the theme, so the browser
 * downloads no fallback.
 */
function withNavbarTitle(config: SiteConfig): SiteConfig {
  const { navbar } = config.themeConfig;
  if (navbar.title !== undefined || navbar.logo) return config;
  return { ...config, themeConfig: { ...config.themeConfig, navbar: { ...navbar, title: config.title } } };
}

function issueToDiagnostic(issue: z.core.$ZodIssue, raw: unknown, { file, source }: { file: string; source?: string }): Diagnostic {
  const field = formatPath(issue.path);
  const value = valueAt(raw, issue.path);
  const shown = shownValue(value);
  if (issue.code === 'unrecognized_keys') {
    const unknown = unknownKeys(issue, schemaKeysAt(siteConfigSchema, issue.path), meantKey);
    const notes = issue.keys.flatMap((key) => DOCUSAURUS_ONLY[fieldKind([...issue.path, key])] ?? []);
    // A field copied from a newer Docusaurus is spelt right: "check its spelling" would send the author hunting.
    const generic = `${unknown.didYouMean}Remove it, or check its spelling against ${CONFIG_REFERENCE}.`;
    return {
      plugin: 'config',
      where: { file, line: lineOfKeyPath(source, unknown.firstPath) },
      what: `Unknown config field${unknown.plural ? 's' : ''} ${unknown.named}`,
      fix: [...notes, ...(notes.length < issue.keys.length ? [generic] : [])].join(' '),
    };
  }
  const { message, fix } = describeIssue(issue, CONFIG_REFERENCE);
  return {
    plugin: 'config',
    // A missing field is written nowhere: its name would be found in another object.
    where: { file, line: value === undefined ? undefined : lineOfKeyPath(source, issue.path) },
    what: `Invalid value for \`${field || '(root)'}\`: ${message} (found ${shown})`,
    fix,
  };
}

/**
 * The docs page listing every config field: a page of Folio's own site (and a file of its
 * checkout), not of the site being built, which has no such page.
 */
const CONFIG_REFERENCE = "Folio's configuration reference (/docs/api/docusaurus-config on Folio's site, content/docs/api/docusaurus-config.md in its checkout)";

/**
 * Fields of Docusaurus releases after 3.6 that Folio does not have, by `fieldKind`, with what the
 * author should know: they are spelt right, so the usual fix ("check its spelling") misleads.
 */
const DOCUSAURUS_ONLY: Record<string, string> = {
  'blog.feedOptions.xslt':
    "`feedOptions.xslt` is a Docusaurus 3.8 option (a stylesheet that shows the feeds as a page in a browser), which Folio, like Docusaurus 3.6, does not have: remove it. Folio's feeds are plain RSS, Atom and JSON.",
};

/** A field's path without its array indices (`blog.feedOptions.xslt` for every blog instance's). */
function fieldKind(path: readonly PropertyKey[]): string {
  return path.filter((part) => typeof part === 'string').join('.');
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

/** What a URL path may hold written out, as RFC 3986 allows in a path segment (no `%` escapes). */
const PLAIN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/]*$/;

function checkBaseUrl(config: SiteConfig, file: string, source: string | undefined): Diagnostic[] {
  // `/my docs/` built, and every page was written under it, but no request URL (`/my%20docs/`)
  // matched it: the site served nothing but 404s (bad-input audit).
  if (!PLAIN_PATH.test(config.baseUrl)) {
    return [
      {
        plugin: 'config',
        where: { file, line: lineOfKeyPath(source, ['baseUrl']) },
        what: `Invalid value for \`baseUrl\`: it must be a URL path written with letters, digits and - . _ ~ (found ${JSON.stringify(config.baseUrl)}, whose ${describeOdd(config.baseUrl)} a browser would send encoded)`,
        fix: `Use baseUrl: ${JSON.stringify(plainBaseUrl(config.baseUrl))}, and serve the site from that folder.`,
      },
    ];
  }
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
 * A base URL of plain characters close to `baseUrl`: escapes decoded, spaces as `-`, other
 * characters dropped (`/my docs/` and `/my%20docs/` → `/my-docs/`), `/site/` when nothing is left.
 */
function plainBaseUrl(baseUrl: string): string {
  let decoded = baseUrl;
  try {
    decoded = decodeURIComponent(baseUrl);
  } catch {
    // A bare `%`: dropped below.
  }
  const segments = decoded
    .split('/')
    .map((segment) => segment.trim().replace(/\s+/g, '-').replace(/[^A-Za-z0-9\-._~]+/g, '').replace(/-{2,}/g, '-').replace(/^-|-$/g, ''))
    .filter(Boolean);
  return `/${(segments.length ? segments : ['site']).join('/')}/`;
}

/** `a space`, `the character "#"`: the first character of `baseUrl` outside PLAIN_PATH. */
function describeOdd(baseUrl: string): string {
  const odd = [...baseUrl].find((char) => !PLAIN_PATH.test(char))!;
  return /\s/.test(odd) ? 'space' : `character ${JSON.stringify(odd)}`;
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

/** Two instances of a plugin with one id: reported at the second one's `id`, or the instance itself when it leaves `id` to its default. */
function checkUniqueIds(config: SiteConfig, raw: unknown, { file, source }: { file: string; source?: string }): Diagnostic[] {
  const problems: Diagnostic[] = [];
  for (const key of ['docs', 'blog', 'pages'] as const) {
    const seen = new Set<string>();
    for (const [index, instance] of config[key].entries()) {
      if (seen.has(instance.id)) {
        const written = valueAt(raw, [key, index, 'id']) !== undefined;
        problems.push({
          plugin: 'config',
          where: { file, line: lineOfKeyPath(source, written ? [key, index, 'id'] : [key, index]) },
          what: `Two \`${key}\` instances have the id ${JSON.stringify(instance.id)}`,
          fix: `Give each \`${key}\` instance its own \`id\`.`,
        });
      }
      seen.add(instance.id);
    }
  }
  return problems;
}

/**
 * Two docs or blog instances under one URL path: each page of one clashed with a page of the
 * other, five duplicate-route warnings blaming pages and tags.yml, and the build went on (bad-input
 * audit). Told once, at the second instance's `routeBasePath` (or the instance, when it leaves it
 * to its default).
 */
function checkDistinctRouteBases(config: SiteConfig, raw: unknown, { file, source }: { file: string; source?: string }): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const seen = new Map<string, string>();
  for (const key of ['docs', 'blog'] as const) {
    const ids = new Set<string>();
    for (const [index, instance] of config[key].entries()) {
      // A second instance with the same id is told as that (checkUniqueIds), not twice.
      if (ids.has(instance.id)) continue;
      ids.add(instance.id);
      const base = normalizePath(instance.routeBasePath);
      const first = seen.get(base);
      if (first !== undefined) {
        const written = valueAt(raw, [key, index, 'routeBasePath']) !== undefined;
        problems.push({
          plugin: 'config',
          where: { file, line: lineOfKeyPath(source, written ? [key, index, 'routeBasePath'] : [key, index]) },
          what: `The ${key} instance ${JSON.stringify(instance.id)} serves its pages under ${base}, as ${first} does, so their URLs would clash`,
          fix: `Give it a \`routeBasePath\` of its own (e.g. ${JSON.stringify(`${base.slice(1) || key}-${instance.id}`)}).`,
        });
      } else seen.set(base, `the ${key} instance ${JSON.stringify(instance.id)}`);
    }
  }
  return problems;
}

/** A config value as an error message shows it: JSON where JSON can say it (a BigInt would throw). */
function shownValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'function') return 'a function';
  if (value instanceof Map || value instanceof Set) return `a ${value instanceof Map ? 'Map' : 'Set'}`;
  try {
    return JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item)) ?? String(value);
  } catch {
    return String(value);
  }
}
