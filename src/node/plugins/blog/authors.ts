// Blog authors: the authors.yml map plus inline authors written in front matter.
import { INLINE_AUTHOR_KEYS } from './frontMatter.js';
import type { BlogAuthor } from '../../../shared/blogTypes.js';
import { joinUrl, normalizePath } from '../../../shared/url.js';
import { lineOfKeyPath } from '../../config/lineOfKeyPath.js';
import { lineOfValue } from '../../content/lineOfValue.js';
import { closestMatch, didYouMean } from '../../closestMatch.js';
import type { Diagnostic, Place } from '../../errors.js';
import type { SourceLink } from '../../markdown/types.js';
import { frontMatterKeyLine } from '../../content/frontMatterKeyLine.js';
import kebabCase from 'lodash-es/kebabCase.js';

export interface AuthorDefinition {
  name: string;
  title?: string;
  url?: string;
  /** authors.yml `email`: the name links to it (`mailto:`) when the author has no page and no `url`. */
  email?: string;
  imageUrl?: string;
  /**
   * Where the author's page is, below the blog's authors path (`/blog/authors`): the key for
   * authors.yml `page: true`, the `permalink` of `page: { permalink }`. None: no page.
   */
  page?: string;
  socials?: Record<string, string>;
  /** authors.yml `description`: shown on the author's page, as Docusaurus shows it. */
  description?: string;
  /** Where `url` is written (authors.yml or the post's front matter): a broken one is reported there. */
  urlAt?: Place;
}

// The platforms whose handle becomes a profile URL: those of Docusaurus 3.6, with its URLs,
// except `twitter`, linked to x.com as the theme shows it (as X).
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  github: (h) => `https://github.com/${h}`,
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://x.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/** A social value that makes no profile URL, and why: a platform with no known profile URL, or a value that is no handle. */
export interface SocialProblem {
  platform: string;
  handle: string;
  reason: 'platform' | 'handle';
}

/**
 * A social value is a full URL (kept as written; `mailto:` too, which the theme shows as an
 * envelope) or a handle that becomes the platform's profile URL, the platform named in any case
 * as Docusaurus reads it. A problem otherwise: a handle of a platform with no known profile URL
 * (kept as written it was a relative link, reported as broken on every page showing the author),
 * or a value that is no handle, a path (`linkedin.com/in/ada`, which made
 * `https://www.linkedin.com/in/linkedin.com/in/ada/`) or nothing, which Docusaurus 3.5+ rejects.
 */
export function socialUrl(platform: string, value: string): { platform: string; url: string } | SocialProblem {
  if (/^(https?:\/\/|mailto:)/.test(value)) return { platform, url: value };
  const known = platform.toLowerCase();
  if (!Object.hasOwn(SOCIAL_URLS, known)) return { platform, handle: value, reason: 'platform' };
  const handle = value.replace(/^@/, '');
  if (!handle || handle.includes('/')) return { platform, handle: value, reason: 'handle' };
  return { platform: known, url: SOCIAL_URLS[known]!(handle) };
}

/**
 * An author's `socials` (platform → handle or URL) as profile URLs: the same for authors.yml and
 * for an author written in a post's front matter, as Docusaurus 3.5+ normalises both. A number
 * (a Stack Overflow user id, as YAML reads it) is its digits. `unknown`: the values that make no
 * URL, left out of `socials` for the caller to report where they are written.
 */
export function normalizeSocials(socials: unknown): { socials?: Record<string, string>; unknown: SocialProblem[] } {
  if (!socials || typeof socials !== 'object') return { unknown: [] };
  const links: Record<string, string> = {};
  const unknown: SocialProblem[] = [];
  for (const [platform, value] of Object.entries(socials as Record<string, unknown>)) {
    const link = socialUrl(platform, value === null || value === undefined ? '' : String(value));
    if ('url' in link) links[link.platform] = link.url;
    else unknown.push(link);
  }
  return { socials: links, unknown };
}

/** A social value that makes no profile URL, at `where`. */
function unknownSocialProblem({ platform, handle, reason }: SocialProblem, author: string, where: Place): Diagnostic {
  if (reason === 'handle') {
    return {
      plugin: 'blog',
      where,
      what: `Social \`${platform}\` of author ${author} is ${handle ? `"${handle}"` : 'empty'}: neither a handle nor a full http(s) URL`,
      fix: `Write only the handle (\`${platform}: ada\`) or the profile's full URL (\`${platform}: https://…\`).`,
    };
  }
  return {
    plugin: 'blog',
    where,
    what: `Social \`${platform}\` of author ${author} is a handle ("${handle}"), but \`${platform}\` is not a platform Folio knows the profile URL of`,
    fix: `Write the profile's full URL (\`${platform}: https://…\`), or use one of the known platforms: ${Object.keys(SOCIAL_URLS).join(', ')}.`,
  };
}

/** The keys of an author in authors.yml that Folio reads, and those Docusaurus also accepts (`description`, `imageURL`). */
const AUTHOR_KEYS = ['name', 'title', 'url', 'email', 'image_url', 'imageURL', 'page', 'socials', 'description'];

/**
 * Names other tools give an author's picture, too far from `image_url` to pass for typos. (A
 * `website` or `link` may be a field of the site's own, which Docusaurus accepts: kept quietly.)
 */
const OTHER_NAMES: Readonly<Record<string, string>> = { image: 'image_url', avatar: 'image_url', picture: 'image_url', photo: 'image_url', imageUrl: 'image_url', img: 'image_url' };

/** The author key a key Folio does not read is likely meant for, if any (`titel` → `title`, `avatar` → `image_url`). */
const keyMeant = (name: string): string | undefined => (AUTHOR_KEYS.includes(name) ? undefined : (OTHER_NAMES[name] ?? closestMatch(name, AUTHOR_KEYS)));

/**
 * A key of `author` close to one Folio reads (`titel`): a typo whose value would be dropped without
 * a word. Other keys are the site's own, which Docusaurus accepts too, and are kept quietly.
 */
function misspelledKeys(key: string, author: Record<string, unknown>, file: string, source: string | undefined): Diagnostic[] {
  return Object.keys(author).flatMap((name) => {
    const meant = keyMeant(name);
    if (!meant) return [];
    return [{ plugin: 'blog', where: { file, line: lineOfKeyPath(source, [key, name]) }, what: `Author \`${key}\` has a key \`${name}\`, which Folio does not read`, fix: `Did you mean \`${meant}\`? Rename the key.` }];
  });
}

/**
 * `source`: the text of authors.yml, to place each author's `url` at its line. `problems` fail
 * the build; `warnings` (a misspelled key) do not.
 */
export function normalizeAuthorsFile(data: unknown, file: string, source?: string): { authors: Record<string, AuthorDefinition>; problems: Diagnostic[]; warnings: Diagnostic[] } {
  const authors: Record<string, AuthorDefinition> = {};
  const problems: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  if (data === undefined || data === null) return { authors, problems, warnings };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { authors, warnings, problems: [{ plugin: 'blog', where: { file }, what: 'authors.yml must map author keys to { name, title, url, image_url, page, socials }', fix: 'Write one `key:` per author with its fields below it.' }] };
  }
  for (const [key, value] of Object.entries(data as Record<string, Record<string, unknown>>)) {
    if (!value || typeof value.name !== 'string') {
      const meant = value && typeof value === 'object' ? Object.keys(value).find((name) => keyMeant(name) === 'name') : undefined;
      problems.push({ plugin: 'blog', where: { file, line: lineOfKeyPath(source, [key]) }, what: `Author \`${key}\` has no name`, fix: `${meant ? `Did you mean \`name\` instead of \`${meant}\`? ` : ''}Add \`name:\` under \`${key}:\`.` });
      continue;
    }
    warnings.push(...misspelledKeys(key, value, file, source));
    const page = authorPage(key, value.page);
    if (page === INVALID_PAGE) {
      problems.push({
        plugin: 'blog',
        where: { file, line: lineOfKeyPath(source, [key, 'page']) },
        what: `The \`page\` of author \`${key}\` is ${JSON.stringify(value.page)}: neither true, false nor { permalink }`,
        fix: `Write \`page: true\` for a page at the author's key (in kebab case), or \`page: { permalink: '${typeof value.page === 'string' ? value.page : `/${key}`}' }\` to choose its URL below the authors path.`,
      });
      continue;
    }
    const { socials, unknown } = normalizeSocials(value.socials);
    problems.push(...unknown.map((entry) => unknownSocialProblem(entry, `\`${key}\``, { file, line: lineOfKeyPath(source, [key, 'socials', entry.platform]) })));
    authors[key] = {
      name: value.name,
      title: value.title as string | undefined,
      url: value.url as string | undefined,
      email: value.email as string | undefined,
      imageUrl: (value.image_url ?? value.imageURL) as string | undefined,
      ...(page !== undefined && { page }),
      socials,
      ...(typeof value.description === 'string' && value.description.trim() && { description: value.description.trim() }),
      ...(typeof value.url === 'string' && { urlAt: { file, line: lineOfValue(source, value.url, lineOfKeyPath(source, [key])) } }),
    };
  }
  problems.push(...pageCollisions(authors, file, source));
  return { authors, problems, warnings };
}

const INVALID_PAGE = Symbol('invalid page');

/**
 * An authors.yml `page`: `true` puts the page at the author's key in kebab case (`JMarcey` at
 * `j-marcey`, with lodash's kebabCase, the one Docusaurus uses, so the URLs of a migrated site
 * stay), `{ permalink }` at that permalink, both below the authors path, as Docusaurus 3.5+ does
 * (its classic template gives `slorber` the page `/blog/authors/all-sebastien-lorber-articles`).
 */
function authorPage(key: string, page: unknown): string | undefined | typeof INVALID_PAGE {
  if (page === undefined || page === null || page === false) return undefined;
  if (page === true) return kebabCase(key);
  if (typeof page === 'object' && typeof (page as { permalink?: unknown }).permalink === 'string') return (page as { permalink: string }).permalink;
  return INVALID_PAGE;
}

/** Two authors whose pages share a URL would write one page over the other: an error, as in Docusaurus. */
function pageCollisions(authors: Record<string, AuthorDefinition>, file: string, source: string | undefined): Diagnostic[] {
  const keysByPage = new Map<string, string[]>();
  for (const [key, { page }] of Object.entries(authors)) {
    if (page === undefined) continue;
    const path = normalizePath(page);
    keysByPage.set(path, [...(keysByPage.get(path) ?? []), key]);
  }
  return [...keysByPage].flatMap(([path, keys]) =>
    keys.length < 2
      ? []
      : [
          {
            plugin: 'blog',
            where: { file, line: lineOfKeyPath(source, [keys[1]!, 'page']) },
            what: `Authors ${keys.map((key) => `\`${key}\``).join(', ')} all have their page at ${path} below the authors path`,
            fix: `Give all but one of them another \`page: { permalink }\`.`,
          },
        ],
  );
}

/**
 * Resolves a post's `authors` front matter: keys of authors.yml, or inline objects. An unknown
 * key is an error listing the known ones; the inline authors are one diagnostic, `inline`, for
 * `onInlineAuthors` to decide about.
 */
export function resolveAuthors(
  raw: unknown,
  known: Record<string, AuthorDefinition>,
  where: { file: string; source: string; authorsFile?: string },
): { authors: (AuthorDefinition & { key?: string })[]; problems: Diagnostic[]; warnings: Diagnostic[]; inline?: Diagnostic } {
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const authors: (AuthorDefinition & { key?: string })[] = [];
  const problems: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  for (const item of list) {
    if (typeof item === 'string') {
      const author = known[item];
      if (author) authors.push({ ...author, key: item });
      else
        problems.push({
          plugin: 'blog',
          where: { file: where.file, line: frontMatterKeyLine(where.source, 'authors') },
          what: `Unknown author key "${item}"`,
          // Several keys in one string (`authors: alice, bob`) are a list written without brackets.
          fix: item.includes(',')
            ? `Write several authors as a list: \`authors: [${item.split(',').map((part) => part.trim()).filter(Boolean).join(', ')}]\`.`
            : Object.keys(known).length
            ? `Add "${item}" to ${where.authorsFile ?? 'authors.yml'}, or use one of: ${Object.keys(known).join(', ')}.`
            : `Declare "${item}" in ${where.authorsFile ?? 'authors.yml'} (no authors are declared: the file is missing or empty), or write the author inline: \`authors: [{ name: …, url: … }]\`.`,
        });
    } else if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      // A key an author does not have is kept out, as Docusaurus lets it pass; it is most often a
      // typo, so it is warned about, with the key meant (an error below when nothing else is left).
      const unknown = Object.keys(record).filter((key) => !INLINE_AUTHOR_KEYS.includes(key));
      const nothingToShow = record.key === undefined && record.name === undefined && record.image_url === undefined && record.imageURL === undefined;
      if (unknown.length && !nothingToShow) warnings.push(unknownAuthorKeysWarning(unknown, where));
      // What the post writes beside the key wins over authors.yml, as Docusaurus merges them
      // (`{ key: slorber, title: … }` for the title someone had when they wrote the post).
      if (typeof record.key === 'string' && known[record.key]) authors.push({ ...known[record.key]!, ...authorOverrides(record, where, problems), key: record.key });
      else if (typeof record.key === 'string') {
        problems.push({
          plugin: 'blog',
          where: { file: where.file, line: frontMatterKeyLine(where.source, 'authors') },
          what: `Unknown author key "${record.key}"`,
          fix: `Add "${record.key}" to ${where.authorsFile ?? 'authors.yml'}${Object.keys(known).length ? `, or use one of: ${Object.keys(known).join(', ')}` : ''}.`,
        });
      } else if (nothingToShow) {
        // As Docusaurus's schema has it: an author with none of these has nothing to show as one
        // (a misspelt one, `{ nam: Bob }`, named with the key meant).
        problems.push({
          plugin: 'blog',
          where: { file: where.file, line: frontMatterKeyLine(where.source, 'authors') },
          what: `An author written in the post has no name, key or image (found ${JSON.stringify(record)})`,
          fix: `${didYouMean(unknown, INLINE_AUTHOR_KEYS)}Give it \`name:\`, or \`key:\` naming an author of ${where.authorsFile ?? 'authors.yml'}, or \`image_url:\`.`,
        });
      } else {
        const url = typeof record.url === 'string' ? record.url : undefined;
        const urlAt = url === undefined ? undefined : postUrlAt(url, where);
        const name = String(record.name ?? 'Anonymous');
        const socials = postSocials(record.socials, `"${name}"`, where, problems);
        authors.push({ name, title: record.title as string | undefined, url, email: typeof record.email === 'string' ? record.email : undefined, imageUrl: (record.image_url ?? record.imageURL) as string | undefined, socials, ...(urlAt && { urlAt }) });
      }
    }
  }
  const inline = authors.filter((author) => author.key === undefined);
  return { authors, problems, warnings, ...(inline.length && { inline: inlineAuthorsDiagnostic(inline, where) }) };
}

/** The keys an author written in a post has that an author does not, at the first one's line, with the keys meant. */
function unknownAuthorKeysWarning(unknown: string[], where: { file: string; source: string }): Diagnostic {
  return {
    plugin: 'blog',
    where: { file: where.file, line: lineOfKeyPath(where.source, ['authors', unknown[0]!]) ?? frontMatterKeyLine(where.source, 'authors') },
    what: `An author written in the post has ${unknown.length > 1 ? 'keys' : 'a key'} ${unknown.map((key) => `\`${key}\``).join(', ')} that an author does not have, left out`,
    fix: `${didYouMean(unknown, INLINE_AUTHOR_KEYS)}An author takes ${INLINE_AUTHOR_KEYS.join(', ')}.`,
  };
}

/** Where a post's front matter writes an author's `url` (checked as a link): its line, else that of `authors`. */
function postUrlAt(url: string, where: { file: string; source: string }): Place {
  const authorsLine = frontMatterKeyLine(where.source, 'authors');
  return { file: where.file, line: lineOfValue(where.source, url, authorsLine) ?? authorsLine };
}

/** The socials a post writes for an author, as links; a handle on a platform Folio has no URL for is a problem at its line. */
function postSocials(socials: unknown, author: string, where: { file: string; source: string }, problems: Diagnostic[]): Record<string, string> | undefined {
  const { socials: links, unknown } = normalizeSocials(socials);
  const authorsLine = frontMatterKeyLine(where.source, 'authors');
  problems.push(...unknown.map((entry) => unknownSocialProblem(entry, author, { file: where.file, line: lineOfKeyPath(where.source, ['authors', 'socials', entry.platform]) ?? authorsLine })));
  return links;
}

/** The fields a post writes for an author of authors.yml it names by key. */
function authorOverrides(record: Record<string, unknown>, where: { file: string; source: string }, problems: Diagnostic[]): Partial<AuthorDefinition> {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const url = text(record.url);
  const overrides: Partial<AuthorDefinition> = {
    name: text(record.name),
    title: text(record.title),
    url,
    // A url the post gives is checked where the post writes it.
    urlAt: url === undefined ? undefined : postUrlAt(url, where),
    email: text(record.email),
    imageUrl: text(record.image_url ?? record.imageURL),
    socials: record.socials === undefined ? undefined : postSocials(record.socials, `\`${String(record.key)}\``, where, problems),
  };
  return Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
}

/** A post's authors written in place: Docusaurus 3.5+ reports them (`onInlineAuthors`), since each copy of an author drifts from the others. */
function inlineAuthorsDiagnostic(inline: AuthorDefinition[], where: { file: string; source: string; authorsFile?: string }): Diagnostic {
  const authorsFile = where.authorsFile ?? 'authors.yml';
  return {
    plugin: 'blog',
    where: { file: where.file, line: frontMatterKeyLine(where.source, 'authors') ?? frontMatterKeyLine(where.source, 'author') },
    what: `Blog author${inline.length > 1 ? 's' : ''} ${inline.map((author) => `"${author.name}"`).join(', ')} written in the post, not declared in ${authorsFile}`,
    fix: `Declare ${inline.length > 1 ? 'them' : 'it'} once in ${authorsFile} and write the key${inline.length > 1 ? 's' : ''} in \`authors:\`, or set \`onInlineAuthors: 'ignore'\` on this blog instance to allow authors written in posts.`,
  };
}

/** Whether the author has a page on the blog, which their name links to rather than to their `url` (see toBlogAuthor). */
export function hasPage(author: AuthorDefinition & { key?: string }): author is AuthorDefinition & { key: string; page: string } {
  return author.page !== undefined && author.key !== undefined;
}

/**
 * The links a post's authors put on every page showing the post: the `url` of each author
 * without a page of their own, as written (the theme renders it as is), where it is written.
 */
export function authorLinks(authors: readonly (AuthorDefinition & { key?: string })[]): SourceLink[] {
  return authors.filter((author) => author.url && author.urlAt && !hasPage(author)).map((author) => ({ url: author.url!, file: author.urlAt!.file, line: author.urlAt!.line }));
}

export function toBlogAuthor(author: AuthorDefinition & { key?: string }, authorsBase: string): BlogAuthor {
  return {
    key: author.key,
    name: author.name,
    title: author.title,
    url: author.url,
    email: author.email,
    imageUrl: author.imageUrl,
    socials: author.socials,
    page: hasPage(author) ? joinUrl(authorsBase, author.page) : undefined,
  };
}
