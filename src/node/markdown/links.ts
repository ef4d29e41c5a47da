// Links are resolved the way readers expect from files on disk: `./install.md#npm` points at
// the page built from that file, found through `input.linkMap`; one that matches no page is
// reported with its line (`brokenMarkdownLinks`). Site-absolute links get the base URL, as do
// Docusaurus's `pathname://` links, which the link check does not look at; links to pages also
// get the site's `trailingSlash` rule.
// A relative link to another file that exists (`./files/guide.pdf`) makes it an asset, as an
// image is, opening in a new tab as Docusaurus's do.
// Every internal link is returned with its line so the build can check it exists.
import { statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { applyTrailingSlash, decodeSafely, pathnameLinkHref, splitSuffix } from '../../shared/url.js';
import { localAsset, type AssetCache } from './assets.js';
import { stateOf, type CompileState } from './compileState.js';
import { visitElements } from './hast.js';
import { markdownLinkTarget, SCHEME, splitHref } from './markdownLinkTarget.js';
import type { MarkdownInput } from './types.js';

/** Linked as a page, not as a file to download (Docusaurus leaves `.html` links as written too). */
const HTML_FILE = /\.html?$/i;
const OPENS_NEW_TAB = /^(https?:)?\/\//i;

export function rehypeLinks(options: { cache: AssetCache }) {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    visitElements(tree, (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string' || isGenerated(node)) return;
      const line = node.position?.start.line;
      const href = node.properties.href;
      if (href.startsWith('#')) {
        state.links.push({ url: href, line });
        return;
      }
      const fileHref = pathnameLinkHref(href, state.input.baseUrl);
      if (fileHref !== undefined) {
        // Rendered as Docusaurus renders it: the path with the base URL, a plain link opening in
        // a new tab (no client-side navigation); listed so the link check knows to leave it.
        node.properties.href = fileHref;
        openInNewTab(node);
        state.links.push({ url: node.properties.href, line, unchecked: true });
        return;
      }
      if (isExternal(href)) {
        openInNewTab(node);
        return;
      }
      const resolved = resolveMarkdownLink(href, state);
      // A site path, unless it names a markdown file that is a page (`/docs/intro.md`). One that
      // names a markdown file no page is built from is a broken markdown link (a warning naming
      // the page of another version or plugin it may mean), unless a static folder serves it.
      if (href.startsWith('/') && !resolved && (resolved === undefined || isStaticFile(href, state))) {
        node.properties.href = pageHref(href, state.input);
        state.links.push({ url: node.properties.href, line });
        return;
      }
      const asset = resolved === undefined ? linkedFileUrl(href, state, options.cache) : undefined;
      if (asset !== undefined) {
        node.properties.href = asset;
        openInNewTab(node);
        state.links.push({ url: asset, line });
      } else if (resolved === undefined) {
        // Kept as written (a relative link to no file, or to a page by its URL), which the
        // link check then resolves: listed with its line all the same.
        if (!SCHEME.test(href)) state.links.push({ url: href, line });
      } else if (resolved === null) {
        state.brokenMarkdownLinks.push({ url: href, line });
        state.links.push({ url: href, line, brokenMarkdown: true });
      } else {
        node.properties.href = resolved;
        state.links.push({ url: resolved, line });
      }
    });
  };
}

/** Heading anchors and footnote links are made by the compiler and always point somewhere. */
function isGenerated(node: Element): boolean {
  const { className, dataFootnoteRef, dataFootnoteBackref } = node.properties;
  const classes = Array.isArray(className) ? className : [];
  return classes.includes('hash-link') || dataFootnoteRef !== undefined || dataFootnoteBackref !== undefined;
}

/** Opened by the browser in a new tab, not by the router. */
function openInNewTab(node: Element): void {
  node.properties.target = '_blank';
  node.properties.rel = ['noopener', 'noreferrer'];
}

function isExternal(href: string): boolean {
  return OPENS_NEW_TAB.test(href);
}

/** `/docs/x` → `/base/docs/x` when the site lives under `/base/`; already-prefixed URLs stay. */
export function withBase(url: string, baseUrl: string): string {
  if (baseUrl === '/' || !url.startsWith('/') || url.startsWith(baseUrl)) return url;
  return baseUrl.replace(/\/$/, '') + url;
}

/**
 * The page URL of a link to a markdown file: `undefined` when the link is not one (a relative
 * link to an image or a PDF is left as written), `null` when no page matches.
 */
function resolveMarkdownLink(href: string, state: CompileState): string | null | undefined {
  const link = markdownLinkTarget(href, state.input.file, state.input.linkRoots);
  if (!link || !link.targets.length) return undefined;
  // Every path tried is recorded, found or not: a cached page is stale once an earlier one appears.
  const target = link.targets.find((candidate) => (state.linkLookups[candidate] = state.input.linkMap[candidate] ?? null) !== null);
  if (target === undefined) return null;
  // The query too (`./other.md?tab=npm#install`): a page may read it (Tabs' `?tab=`).
  return pageHref(state.input.linkMap[target]! + (link.query !== undefined ? `?${link.query}` : '') + (link.hash !== undefined ? `#${link.hash}` : ''), state.input);
}

/** Whether a static folder has the file a site path names (recorded, so a cached page goes stale when it comes or goes). */
function isStaticFile(href: string, state: CompileState): boolean {
  const relative = decodeSafely(splitHref(href).path, decodeURI).replace(/^\/+/, '');
  return (state.input.staticDirs ?? []).some((dir) => lookedForFile(resolve(dir, relative), state) !== null);
}

/**
 * The modification time of a file a link may name (null: none there), recorded found or not: the
 * cached page is stale once the file comes, goes or changes. What is there instead (a folder)
 * counts as found, so it does not make every build compile the page again.
 */
function lookedForFile(absPath: string, state: CompileState): number | null {
  return ((state.staticFiles ??= {})[absPath] = statSync(absPath, { throwIfNoEntry: false })?.mtimeMs ?? null);
}

/**
 * A site-absolute link as the theme writes its own: with the base URL and the site's
 * `trailingSlash` rule (Docusaurus's Link applies it to MDX links too), so following it costs no
 * redirect. Files (`/img/a.png`) and the base URL itself keep the form they were written in.
 */
function pageHref(url: string, input: MarkdownInput): string {
  const href = withBase(url, input.baseUrl);
  const [pathname] = splitSuffix(href);
  return pathname === input.baseUrl || `${pathname}/` === input.baseUrl ? href : applyTrailingSlash(href, input.trailingSlash);
}

/**
 * The asset URL of a relative link to a file beside the markdown file that is not a page
 * (`./files/guide.pdf`, `./img.png`), as Docusaurus copies one, anchor kept (`#page=2`);
 * undefined when the link has no file extension or no such file exists (then the link check
 * reports it at its line). Only a link with an extension is looked for on disk.
 */
function linkedFileUrl(href: string, state: CompileState, cache: AssetCache): string | undefined {
  if (SCHEME.test(href)) return undefined;
  const { path, hash } = splitHref(href);
  if (!extname(path) || HTML_FILE.test(path)) return undefined;
  const absPath = resolve(dirname(state.input.absFile), decodeSafely(path, decodeURI));
  const asset = localAsset(absPath, 'file', state, cache);
  if (asset) return asset.url + (hash === undefined ? '' : `#${hash}`);
  // The cached page, whose link the check reports broken, is stale once the file appears (the
  // link then becomes an asset).
  lookedForFile(absPath, state);
  return undefined;
}
