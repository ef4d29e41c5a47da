// Pure: routes → the pages of the search index, each a list of DocSearch-shaped records (one per
// section: the page's opening text, then one per heading with the heading trail above it).
import { createHash } from 'node:crypto';
import { applyTrailingSlash, encodeHref, withBase } from '../../../shared/url.js';
import { stringifyWithNames } from '../../prerender/contentKeys.js';
import { HIERARCHY_LEVELS, SECTIONS_PER_PAGE, type Hierarchy, type RecordType, type SearchRecord } from '../../../client/search/indexFormat.js';
import { isIndexable, matchesPathPattern } from '../sitemap.js';
import type { RouteInput, SearchDocument } from '../types.js';

export interface SearchPage {
  /** `docusaurus_tag` of every record of the page. */
  tag: string;
  records: SearchRecord[];
  /** Words searched with the page's first record (field `k`) and never shown (SearchDocument.aliases). */
  alias?: string;
  /**
   * With `keyed`: a hash of what the records are made from (the route's path, title and search
   * text, and the options). A rebuild takes the digests of an unchanged page's record files from
   * the previous index by it, rather than writing out and hashing every page's records.
   */
  key?: string;
}

export interface RecordOptions {
  baseUrl: string;
  trailingSlash: boolean | undefined;
  language: string;
  /** `search.ignorePatterns`: paths left out of the index. */
  ignorePatterns?: string[];
}

const DEEPEST_LEVEL = 6;

/**
 * The pages to index, grouped by tag (the index numbers pages tag by tag so a tag filter is a
 * range), the versions of a docs instance newest first, so equal matches list the current docs
 * before older versions; other tags and the pages of a tag keep route order. Unlisted, draft (absent from a production route table)
 * and noindex pages have no search document or are not indexable, and are left out.
 */
export function searchPages(routes: RouteInput[], options: RecordOptions, { keyed = false } = {}): SearchPage[] {
  const seen = new Set<string>();
  const optionsJson = JSON.stringify(options);
  const byTag = new Map<string, SearchPage[]>();
  const orderOf = new Map<string, number>();
  for (const route of routes) {
    if (!route.search || !isIndexable(route) || seen.has(route.path) || matchesPathPattern(route.path, options.ignorePatterns ?? [])) continue;
    seen.add(route.path);
    const page: SearchPage = { tag: route.search.tag, records: pageRecords(route.path, route.title, route.search, options) };
    // The page's section (lvl0: "Changelog", a docs sidebar's category) is searched with it too,
    // as DocSearch searches hierarchy.lvl0: "changelog 3.6.3" finds the entry titled 3.6.3.
    const alias = [...new Set([route.search.lvl0, ...(route.search.aliases ?? [])])].filter((name) => name && name !== route.title).join(' ');
    if (alias) page.alias = alias;
    // A search text named by the markdown cache stands in by its name (see contentKeys.ts).
    if (keyed) page.key = createHash('sha1').update(optionsJson).update(stringifyWithNames([route.path, route.title, route.search])).digest('base64url');
    if (route.search.order !== undefined) orderOf.set(page.tag, route.search.order);
    const tagged = byTag.get(page.tag);
    if (tagged) tagged.push(page);
    else byTag.set(page.tag, [page]);
  }
  // The docs versions' groups, in the places they hold, newest first (route order is by path and
  // put /docs/3.5.2 before /docs/3.6.3); the other tags keep theirs.
  const groups = [...byTag.values()];
  const slots = groups.flatMap((group, index) => (orderOf.has(group[0]!.tag) ? [index] : []));
  const versions = slots.map((slot) => groups[slot]!).sort((a, b) => orderOf.get(a[0]!.tag)! - orderOf.get(b[0]!.tag)!);
  slots.forEach((slot, index) => (groups[slot] = versions[index]!));
  return groups.flat();
}

/** The records of one page: its title with the opening text, then one record per heading. */
export function pageRecords(path: string, title: string, search: SearchDocument, options: RecordOptions): SearchRecord[] {
  const pageUrl = encodeHref(withBase(applyTrailingSlash(path, options.trailingSlash, true), options.baseUrl));
  const [first, ...rest] = search.sections;
  const opening = first && first.level === 1 && first.id === '' ? first.text : '';
  const headings = first && first.level === 1 && first.id === '' ? rest : search.sections;
  const trail: (string | null)[] = [search.lvl0, title, null, null, null, null, null];
  const record = (anchor: string | null, type: RecordType, content: string): SearchRecord => ({
    objectID: '',
    url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
    url_without_anchor: pageUrl,
    anchor,
    type: content ? 'content' : type,
    hierarchy: hierarchyOf(trail),
    content: content || null,
    language: options.language,
    docusaurus_tag: search.tag,
  });
  const records = [record(null, 'lvl1', opening)];
  for (const section of headings) {
    const level = Math.min(Math.max(section.level, 2), DEEPEST_LEVEL);
    trail[level] = section.heading;
    for (let deeper = level + 1; deeper <= DEEPEST_LEVEL; deeper++) trail[deeper] = null;
    // A record id has room for SECTIONS_PER_PAGE sections: a longer page's last sections join
    // the text of the last record rather than being dropped.
    if (records.length === SECTIONS_PER_PAGE) {
      const last = records[records.length - 1]!;
      last.content = [last.content, section.heading, section.text].filter(Boolean).join(' ');
      last.type = 'content';
      continue;
    }
    records.push(record(section.id, `lvl${level}` as RecordType, section.text));
  }
  return records;
}

function hierarchyOf(trail: (string | null)[]): Hierarchy {
  const hierarchy = Object.fromEntries(HIERARCHY_LEVELS.map((level, index) => [level, trail[index] ?? null]));
  return { ...hierarchy, lvl0: trail[0] ?? '', lvl1: trail[1] ?? '' } as Hierarchy;
}
