// Links are resolved the way readers expect from files on disk: `./install.md#npm` points at
// the page built from that file, found through `input.linkMap`; one that matches no page is
// reported with its line (`brokenMarkdownLinks`). Site-absolute links get the base URL, as do
// Docusaurus's `pathname://` links, which the link check does not look at.
// Every internal link is returned with its line so the build can check it exists.
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { stateOf, type CompileState } from './compileState.js';
import { visitElements } from './hast.js';
import { markdownLinkTarget, SCHEME } from './markdownLinkTarget.js';

const OPENS_NEW_TAB = /^(https?:)?\/\//i;
/** Docusaurus's mark of a link to a file the site serves rather than a page (`pathname:///files/a.pdf`). */
const PATHNAME = 'pathname://';

export function rehypeLinks() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    visitElements(tree, (node) => {
      if (node.tagName !== 'a' || typeof node.properties.href !== 'string' || isGenerated(node)) return;
      const line = node.position?.start.line;
      const href = node.properties.href;
      if (href.startsWith('#')) {
        state.links.push({ url: href, line });
      } else if (href.startsWith(PATHNAME)) {
        // Rendered as Docusaurus renders it: the path with the base URL, a plain link opening in
        // a new tab (no client-side navigation); listed so the link check knows to leave it.
        node.properties.href = withBase(href.slice(PATHNAME.length), state.input.baseUrl);
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
        state.links.push({ url: node.properties.href, line, unchecked: true });
      } else if (isExternal(href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      } else if (href.startsWith('/')) {
        node.properties.href = withBase(href, state.input.baseUrl);
        state.links.push({ url: node.properties.href, line });
      } else {
        const resolved = resolveMarkdownLink(href, state);
        // Kept as written (a relative link to a file, or a markdown link to no file, which the
        // link check then reports too): listed with its line all the same.
        if (resolved === undefined) {
          if (!SCHEME.test(href)) state.links.push({ url: href, line });
        } else if (resolved === null) {
          state.brokenMarkdownLinks.push({ url: href, line });
          state.links.push({ url: href, line, brokenMarkdown: true });
        } else {
          node.properties.href = resolved;
          state.links.push({ url: resolved, line });
        }
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

function isExternal(href: string): boolean {
  return OPENS_NEW_TAB.test(href);
}

/** `/docs/x` → `/base/docs/x` when the site lives under `/base/`; already-prefixed URLs stay. */
export function withBase(url: string, baseUrl: string): string {
  if (baseUrl === '/' || !url.startsWith('/') || url.startsWith(baseUrl)) return url;
  return baseUrl.replace(/\/$/, '') + url;
}

/**
 * The page URL of a relative link to a markdown file: `undefined` when the link is not one
 * (a relative link to an image or a PDF is left as written), `null` when no page matches.
 */
function resolveMarkdownLink(href: string, state: CompileState): string | null | undefined {
  const link = markdownLinkTarget(href, state.input.file);
  if (!link) return undefined;
  const url = state.input.linkMap[link.target];
  state.linkLookups[link.target] = url ?? null;
  if (url === undefined) return null;
  return withBase(url, state.input.baseUrl) + (link.hash !== undefined ? `#${link.hash}` : '');
}
