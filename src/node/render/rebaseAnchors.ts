import type { MdNode } from '../../shared/types.js';

/** `<h2 … id="setup"` (any heading level): the id attribute of a heading's opening tag. */
const HEADING_ID = /(<h[1-6]\b[^>]*?)\s+id="[^"]*"/g;
const HEADING_TAG = /^h[1-6]$/;
/**
 * A footnote reference's `aria-describedby`, naming the "Footnotes" heading of the footnotes
 * section: an excerpt leaves that section on the post's page, and a description pointing at an
 * element the list page lacks is one a screen reader cannot read.
 */
const FOOTNOTE_DESCRIBEDBY = /\s+aria-describedby="[^"]*footnote-label"/g;

const rebaseHtml = (html: string, pageUrl: string) => html.replace(/href="#/g, `href="${pageUrl}#`).replace(HEADING_ID, '$1').replace(FOOTNOTE_DESCRIBEDBY, '');

/**
 * Points in-page anchor links (`#fn-1`, `#setup`) of an excerpt at the full post: on a list
 * page the footnote or heading they name is not there, it is on the post's own page. For the
 * same reason footnote references lose their description (see FOOTNOTE_DESCRIBEDBY) and
 * headings their ids: a list page showing several posts would otherwise carry the same id once
 * per post (every changelog entry has its `#-bug-fix`).
 */
export function rebaseAnchors(nodes: MdNode[], pageUrl: string): MdNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node.replace(HEADING_ID, '$1').replace(FOOTNOTE_DESCRIBEDBY, '');
    const next = { ...node };
    if (next.h !== undefined) next.h = rebaseHtml(next.h, pageUrl);
    if (next.p && typeof next.p.href === 'string' && next.p.href.startsWith('#')) next.p = { ...next.p, href: pageUrl + next.p.href };
    if (next.p && HEADING_TAG.test(next.t) && 'id' in next.p) {
      const { id: _id, ...rest } = next.p;
      next.p = rest;
    }
    if (next.c) next.c = rebaseAnchors(next.c, pageUrl);
    return next;
  });
}
