import { applyTrailingSlash, normalizePath, splitSuffix, stripBase, stripHtmlSuffix } from '../../shared/url.js';
import { closestMatch } from '../closestMatch.js';
import type { Diagnostic, Place } from '../errors.js';
import type { SourceLink } from '../markdown/types.js';

export interface PageLinks {
  /** Route path of the page. */
  path: string;
  /** Every href rendered on the page. */
  hrefs: string[];
  /** Every id rendered on the page. */
  ids: string[];
  /**
   * Shared parts the page holds (sidebars), whose hrefs and ids are the page's too: one object
   * for every page holding the part, so the checker reads each part's links once.
   */
  parts?: { hrefs: string[]; ids: string[] }[];
  /**
   * The page's source file and its markdown links with lines, to point at the right line. A link
   * written in another file (a post's excerpt on a list page) names that file.
   */
  source?: { file: string; links?: SourceLink[] };
}

/** Where an href that many pages show (a navbar, footer or sidebar link) is written, and what writes it. */
export interface SharedLink {
  where: Place;
  /** Names the writer in the message: "the layout (navbar, footer or announcement bar) of the site config", "a sidebar". */
  writtenIn: string;
  /** Written as a `pathname://` link (a file the site serves): not checked, as Docusaurus does not check it. */
  unchecked?: boolean;
}

export interface LinkCheckInput {
  pages: PageLinks[];
  baseUrl: string;
  /** Files in the build that are not routes (`/blog/rss.xml`, `/img/logo.svg`), site-relative. */
  files: Set<string>;
  trailingSlash?: boolean;
  /** Paths that exist as routes but render no ids we know (redirect pages ...). */
  extraRoutes?: Set<string>;
  /**
   * Paths two routes want (`onDuplicateRoutes`): the page built there is one of them, and a
   * broken anchor to it names that, pointing the reader at the duplicate rather than the link.
   */
  contested?: ReadonlySet<string>;
  /**
   * Hrefs written once and shown on many pages: the site config's navbar, footer and logos (see
   * layoutLinks.ts), the sidebars' links. A broken one is reported once, where it is written.
   */
  sharedLinks?: ReadonlyMap<string, SharedLink>;
}

export interface LinkCheckResult {
  brokenLinks: Diagnostic[];
  brokenAnchors: Diagnostic[];
}

const IGNORED = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

const ANCHOR_FIX = 'Link to a heading that exists on the target page (heading ids are slugs of their text), or set `onBrokenAnchors`.';

/** Where an href leads: route path, anchor, whether anything is there, and that page's ids. */
interface Target {
  path: string;
  hash?: string;
  found: boolean;
  ids?: Set<string>;
}

/**
 * Finds internal links whose target is neither a route nor a file, and `#anchor`s missing on
 * their target page. Each broken target is reported once per file that writes it: at the
 * markdown line when the link came from markdown (a post's excerpt on five list pages is one
 * problem, in the post), at the config or sidebars line for a shared link, and otherwise at the
 * page's source file; with the number of further pages it appears on.
 */
export function checkLinks(input: LinkCheckInput): LinkCheckResult {
  const ids = new Map<string, Set<string>>();
  for (const page of input.pages) ids.set(page.path, new Set(page.parts ? [...page.ids, ...page.parts.flatMap((part) => part.ids)] : page.ids));
  const builtFrom = (path: string) => input.pages.find((page) => page.path === path)?.source?.file;
  const missingId = (path: string, hash: string | undefined) =>
    `${path} has no element with id "${hash}"${input.contested?.has(path) ? `; two routes want ${path}, and the page built there is ${builtFrom(path) ?? 'another one'}: see the duplicate route warning` : ''}`;
  const exists = (path: string) => ids.has(path) || input.extraRoutes?.has(path) || input.files.has(path) || input.files.has(`${path}/index.html`);
  const brokenLinks = new Map<string, Diagnostic>();
  const brokenAnchors = new Map<string, Diagnostic>();
  // A site-absolute href resolves the same on every page, and the sidebar, navbar and footer put
  // the same ones on most pages: each is resolved and looked up once, with the ids of its target
  // page. (null: not to check.) A 10,000-page site has millions of hrefs (a changelog sidebar
  // lists every entry on every entry page), so the loop below does nothing else for a good link.
  const absolute = new Map<string, Target | null>();
  const target = (href: string, page: PageLinks): Target | null => {
    const cached = absolute.get(href);
    if (cached !== undefined) return cached;
    if (!href || IGNORED.test(href)) return null;
    const resolved = resolveHref(href, page.path, input.baseUrl, applyTrailingSlash(page.path, input.trailingSlash, true));
    // Built field by field, one shape for every target: an object spread here gave V8 objects it
    // read on a slow path, a third of the check's time at 10,000 pages.
    const result: Target | null = resolved ? { path: resolved.path, hash: resolved.hash, found: exists(resolved.path) || exists(stripHtmlSuffix(resolved.path)), ids: ids.get(resolved.path) } : null;
    if (href.startsWith('/') || result === null) absolute.set(href, result);
    return result;
  };

  // A part's site-absolute hrefs resolve the same on every page holding it: those that are fine
  // are dropped once per part, and each page checks only the rest (relative ones, broken ones).
  const toCheck = new Map<object, string[]>();
  const partHrefsToCheck = (part: { hrefs: string[] }, page: PageLinks): string[] => {
    let hrefs = toCheck.get(part);
    if (!hrefs) {
      hrefs = part.hrefs.filter((href) => {
        if (!href.startsWith('/') || href.startsWith('//')) return !IGNORED.test(href) && href !== '';
        const resolved = target(href, page);
        return resolved !== null && !leadsSomewhere(resolved);
      });
      toCheck.set(part, hrefs);
    }
    return hrefs;
  };

  /** Broken shared links (a missing page or a missing anchor): reported once each, with the pages they are on. */
  const brokenShared = new Map<string, { target: Target; pages: number }>();
  /** The pages a report covers, by report (the first one is named in it). */
  const pagesOf = new Map<Diagnostic, Set<string>>();
  const report = (reports: Map<string, Diagnostic>, key: string, pagePath: string, create: () => Diagnostic) => {
    let found = reports.get(key);
    if (!found) reports.set(key, (found = create()));
    const pages = pagesOf.get(found);
    if (pages) pages.add(pagePath);
    else pagesOf.set(found, new Set([pagePath]));
  };

  for (const page of input.pages) {
    const links = page.source?.links;
    const hrefs = page.parts ? [...page.hrefs, ...page.parts.flatMap((part) => partHrefsToCheck(part, page))] : page.hrefs;
    for (const href of hrefs) {
      const resolved = target(href, page);
      if (!resolved) continue;
      if (leadsSomewhere(resolved)) continue;
      const exact = links?.find((link) => link.url === href);
      // A markdown link to a missing file was reported as such (`onBrokenMarkdownLinks`: a
      // warning by default); reporting it again here would fail the build for it. A
      // `pathname://` link is not to be checked.
      if (exact?.brokenMarkdown || exact?.unchecked) continue;
      // Written once for many pages (navbar, footer, sidebar), unless the page's own markdown
      // writes this very href: reported where it is written.
      if (!exact && input.sharedLinks?.get(href)?.unchecked) continue;
      if (!exact && input.sharedLinks?.has(href)) {
        const seen = brokenShared.get(href) ?? { target: resolved, pages: 0 };
        seen.pages++;
        brokenShared.set(href, seen);
        continue;
      }
      // Else the link written with this very href, or one to the same page without the anchor
      // (a markdown link written with an anchor the page lacks, then resolved).
      const link = exact ?? links?.find((candidate) => candidate.url === href.split('#')[0]);
      const where: Place = { file: link?.file ?? page.source?.file ?? `(page ${page.path})`, line: link?.line };
      // Repeated hrefs (pages reused from an older render manifest may carry some) and the same
      // link on several pages are reported once: the reports are keyed by file, line and href.
      const key = `${where.file}\u0000${where.line ?? ''}\u0000${href}`;
      if (!resolved.found) {
        report(brokenLinks, key, page.path, () => ({
          plugin: 'links',
          where,
          what: `Broken link on ${page.path}: ${href} (no page or file at ${resolved.path})`,
          fix: 'Point it at an existing page (check the spelling and the version), or set `onBrokenLinks` in site.config.ts.',
        }));
        continue;
      }
      report(brokenAnchors, key, page.path, () => ({
        plugin: 'links',
        where,
        what: `Broken anchor on ${page.path}: ${href} (${missingId(resolved.path, resolved.hash)})`,
        fix: ANCHOR_FIX,
      }));
    }
  }
  const withPages = (diagnostic: Diagnostic): Diagnostic => {
    const more = (pagesOf.get(diagnostic)?.size ?? 1) - 1;
    return more > 0 ? { ...diagnostic, what: `${diagnostic.what}, and on ${more} more page${more === 1 ? '' : 's'}` } : diagnostic;
  };
  const sharedLinkProblems: Diagnostic[] = [];
  const sharedAnchorProblems: Diagnostic[] = [];
  for (const [href, { target: broken, pages }] of brokenShared) {
    const shared = input.sharedLinks!.get(href)!;
    const onPages = `on ${pages} page${pages === 1 ? '' : 's'}`;
    if (broken.found) {
      sharedAnchorProblems.push({ plugin: 'links', where: shared.where, what: `Broken anchor in ${shared.writtenIn}: ${href} (${missingId(broken.path, broken.hash)}), ${onPages}`, fix: ANCHOR_FIX });
      continue;
    }
    const closest = closestMatch(broken.path, ids.keys());
    sharedLinkProblems.push({
      plugin: 'links',
      where: shared.where,
      what: `Broken link in ${shared.writtenIn}: ${href} (no page or file at ${broken.path}), ${onPages}`,
      fix: `${closest ? `Did you mean ${closest}? ` : ''}Point it at an existing page (check the spelling, and a doc's \`slug\`), remove it, or set \`onBrokenLinks\` in site.config.ts.`,
    });
  }
  return { brokenLinks: [...sharedLinkProblems, ...[...brokenLinks.values()].map(withPages)], brokenAnchors: [...sharedAnchorProblems, ...[...brokenAnchors.values()].map(withPages)] };
}

/** Whether a target exists and so does its anchor (when it names one on a page whose ids are known). */
function leadsSomewhere(target: Target): boolean {
  return target.found && (!target.hash || !target.ids || target.ids.has(target.hash));
}

/** Resolves an href found on `pagePath` to a route path and anchor; undefined when outside the site. */
export function resolveHref(href: string, pagePath: string, baseUrl: string, servedPath = pagePath): { path: string; hash?: string } | undefined {
  const [pathPart, suffix] = splitSuffix(href);
  const hashIndex = suffix.indexOf('#');
  const hash = hashIndex === -1 ? undefined : decodeSafe(suffix.slice(hashIndex + 1)) || undefined;
  if (!pathPart) return { path: pagePath, hash };
  let absolute: string;
  if (pathPart.startsWith('/')) {
    const stripped = stripBase(pathPart, baseUrl);
    if (stripped === undefined) return undefined;
    absolute = stripped;
  } else {
    // Resolved the way a browser would against the page's served URL.
    absolute = new URL(pathPart, `http://x${servedPath}`).pathname;
  }
  return { path: normalizePath(decodeSafe(absolute)), hash };
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
