import type { MdNode } from '../../shared/types.js';

/**
 * Points in-page anchor links (`#fn-1`, `#setup`) of an excerpt at the full post: on a list
 * page the footnote or heading they name is not there, it is on the post's own page.
 */
export function rebaseAnchors(nodes: MdNode[], pageUrl: string): MdNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const next = { ...node };
    if (next.h !== undefined) next.h = next.h.replace(/href="#/g, `href="${pageUrl}#`);
    if (next.p && typeof next.p.href === 'string' && next.p.href.startsWith('#')) next.p = { ...next.p, href: pageUrl + next.p.href };
    if (next.c) next.c = rebaseAnchors(next.c, pageUrl);
    return next;
  });
}
