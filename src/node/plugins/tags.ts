// Tags shared by docs and blog: predefined ones from tags.yml, inline ones written only in
// front matter (allowed, warned or refused per instance with `onInlineTags` when the instance
// has a tags file).
import { closestMatch } from '../closestMatch.js';
import { slug } from 'github-slugger';
import type { TagInfo } from '../../shared/docsTypes.js';
import { joinUrl } from '../../shared/url.js';
import type { Diagnostic } from '../errors.js';
import { frontMatterKeyLine } from '../content/frontMatterKeyLine.js';
import { lineOfKeyPath } from '../config/lineOfKeyPath.js';

export interface TagDefinition {
  label: string;
  permalink: string;
  description?: string;
}

/** lodash's `capitalize`, as Docusaurus labels a tags.yml key without a label: `ops` → `Ops`, `API` → `Api`. */
function capitalize(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
}

/**
 * The words of a name as lodash's `words` finds them (an acronym before a capitalised word, a
 * capitalised or lower-case run, an upper-case run, a number, a run of uncased letters), so
 * `kebabCase` makes the URLs Docusaurus makes.
 */
const WORD = /\p{Lu}+(?=\p{Lu}\p{Ll})|\p{Lu}?\p{Ll}+|\p{Lu}+|\p{Nd}+|[\p{Lo}\p{Lm}]+/gu;

/**
 * lodash's `kebabCase`, with which Docusaurus makes a tag's default permalink:
 * `config_files` → `config-files`, `fooBar` → `foo-bar`, `v2` → `v-2`, `café` → `cafe`.
 */
export function kebabCase(name: string): string {
  // lodash first takes accents off letters (`deburr`) and drops apostrophes.
  const plain = name.normalize('NFD').replace(/[\u0300-\u036f'\u2019]/g, '');
  return (plain.match(WORD) ?? []).join('-').toLowerCase();
}

/** The fields of a tag in a tags file. */
const TAG_FIELDS = ['label', 'permalink', 'description'] as const;

/**
 * Normalises a tags.yml object: `key: { label?, permalink?, description? }` (null allowed). A
 * key without a label or permalink gets Docusaurus's (normalizeTagsFile): `ops:` is labelled
 * "Ops", at `/ops`.
 */
export function normalizeTagsFile(data: unknown, file: string, plugin: string, source?: string): { tags: Record<string, TagDefinition>; problems: Diagnostic[] } {
  const tags: Record<string, TagDefinition> = {};
  const problems: Diagnostic[] = [];
  if (data === null || data === undefined) return { tags, problems };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { tags, problems: [{ plugin, where: { file }, what: 'The tags file must map tag keys to { label, permalink, description }', fix: 'Write it as `key:` lines, each with optional label, permalink and description.' }] };
  }
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const entry = (value ?? {}) as Partial<Record<keyof TagDefinition, unknown>>;
    if (typeof entry !== 'object' || Array.isArray(entry)) {
      problems.push({ plugin, where: { file, line: lineOfKeyPath(source, [key]) }, what: `Tag \`${key}\` must be an object`, fix: `Write \`${key}:\` with label, permalink and description under it.` });
      continue;
    }
    // Only the fields a tag has, as Docusaurus's schema has it: a misspelt one was dropped unseen.
    const unknown = Object.keys(entry).filter((field) => !(TAG_FIELDS as readonly string[]).includes(field));
    for (const field of unknown) {
      const meant = closestMatch(field, TAG_FIELDS);
      problems.push({ plugin, where: { file, line: lineOfKeyPath(source, [key, field]) }, what: `Tag \`${key}\` has an unknown key \`${field}\``, fix: `${meant ? `Did you mean \`${meant}\`? ` : ''}A tag takes label, permalink and description.` });
    }
    if (unknown.length) continue;
    // Each field a string, as Docusaurus's schema has it: a label written as a list or a number
    // would otherwise reach the tags pages, which sort and show labels as text.
    const wrong = TAG_FIELDS.filter((field) => entry[field] !== undefined && entry[field] !== null && typeof entry[field] !== 'string');
    for (const field of wrong) {
      problems.push({
        plugin,
        where: { file, line: lineOfKeyPath(source, [key, field]) },
        what: `The ${field} of tag \`${key}\` must be text (found ${JSON.stringify(entry[field])})`,
        fix: `Write it as plain text after \`${field}:\` (quote it if it holds a colon or starts with a bracket).`,
      });
    }
    if (wrong.length) continue;
    const { label, permalink, description } = entry as Partial<TagDefinition>;
    const tag = { label: label || capitalize(key), permalink: `/${(permalink || kebabCase(key)).replace(/^\/+/, '')}`, description: description ?? undefined };
    // Two keys at one permalink share one page, which shows one label for both: the other tag
    // was gone without a word (bad-input audit). Docusaurus stops at it too.
    const twin = Object.keys(tags).find((other) => tags[other]!.permalink === tag.permalink);
    if (twin !== undefined) {
      problems.push({
        plugin,
        where: { file, line: lineOfKeyPath(source, [key, permalink ? 'permalink' : undefined].filter((part): part is string => part !== undefined)) },
        what: `Tags \`${twin}\` and \`${key}\` have the same permalink ${tag.permalink}, so they would share one page`,
        fix: `Give \`${key}\` a permalink of its own, or tag the posts with \`${twin}\` and remove \`${key}\`.`,
      });
      continue;
    }
    tags[key] = tag;
  }
  return { tags, problems };
}

/**
 * Resolves the tags front matter of one file. A string names a predefined tag by key; a string
 * that is not a key, or an object `{ label, permalink }`, is an inline tag, reported in `inline`
 * only when the instance has a tags file (`where.tagsFile`). Without one (none where the default
 * `tags.yml` would be, or `tags: false`) every tag is inline by design, as in Docusaurus, whose
 * `normalizeTags` calls `reportInlineTags` only when a tags file was read: a site that never
 * wrote one got the warning on every tag of every post.
 */
export function resolveTags(
  raw: unknown,
  defined: Record<string, TagDefinition>,
  where: { file: string; source: string; plugin: string; /** The instance's tags file as shown in messages; none when it has none. */ tagsFile?: string },
): { tags: TagDefinition[]; inline: Diagnostic[] } {
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const tags: TagDefinition[] = [];
  const inline: Diagnostic[] = [];
  for (const item of list) {
    if (typeof item === 'string' && defined[item]) {
      tags.push(defined[item]!);
      continue;
    }
    const label = typeof item === 'string' ? item : String((item as { label?: unknown })?.label ?? '');
    const permalink = typeof item === 'object' && item && 'permalink' in item ? `/${String((item as { permalink: unknown }).permalink).replace(/^\/+/, '')}` : `/${kebabCase(label)}`;
    tags.push({ label, permalink });
    if (where.tagsFile === undefined) continue;
    inline.push({
      plugin: where.plugin,
      where: { file: where.file, line: frontMatterKeyLine(where.source, 'tags') },
      what: `Tag "${label}" is not declared in ${where.tagsFile}`,
      fix: inlineTagFix(label, Object.keys(defined), where.tagsFile),
    });
  }
  return { tags, inline };
}

/** Most tags files are short: all their keys are listed; a long one is cut, saying how many more it has. */
const LISTED_TAGS = 30;

function inlineTagFix(label: string, declared: string[], tagsFile: string): string {
  const closest = closestMatch(slug(label), declared);
  const listed = declared.length > LISTED_TAGS ? `${declared.slice(0, LISTED_TAGS).join(', ')} … and ${declared.length - LISTED_TAGS} more in ${tagsFile}` : declared.join(', ');
  return `${closest ? `Did you mean "${closest}"? ` : ''}Add \`${slug(label)}:\` with a label and description to ${tagsFile}, or use one of: ${listed || '(no tags declared)'}.`;
}

export function tagHref(tagsBase: string, tag: TagDefinition): string {
  return joinUrl(tagsBase, tag.permalink);
}

export function toTagInfo(tagsBase: string, tag: TagDefinition): TagInfo {
  return { label: tag.label, permalink: tagHref(tagsBase, tag), description: tag.description };
}

/**
 * The items (posts, docs) a tag's or an author's page lists, and whether that page is unlisted,
 * as Docusaurus decides it for tags (getTagVisibility): the listed items when there are any;
 * when every item is unlisted, all of them, on a page that is itself unlisted (noindex, left out
 * of the sitemap, search and the tags and authors indexes). An unlisted item links to its tags
 * (and a post to its authors), so their pages must exist, without showing in any list what the
 * item keeps out of lists.
 */
export function visibleGroup<T extends { unlisted: boolean }>(items: T[]): { items: T[]; unlisted: boolean } {
  const listed = items.filter((item) => !item.unlisted);
  return listed.length ? { items: listed, unlisted: false } : { items, unlisted: true };
}
