// `<!-- truncate -->` (or `{/* truncate */}` in MDX, rewritten before parsing) ends the
// excerpt a blog list shows. The marker is swapped for an element early so it survives every
// transform; the compiled tree is then split at it, so the excerpt gets the same heading ids,
// highlighting and links as the full post.
import type { Html, Root } from 'mdast';
import type { ElementContent, Root as HastRoot } from 'hast';

const MARKER = /^<!--\s*truncate\s*-->$/;
const MARKER_TAG = 'folio-truncate';

export function remarkTruncate() {
  return (tree: Root): void => {
    tree.children.forEach((node, index) => {
      if (node.type === 'html' && MARKER.test(node.value.trim())) {
        const marker = { type: 'truncateMarker', data: { hName: MARKER_TAG } };
        tree.children[index] = marker as unknown as Html;
      }
    });
  };
}

/** Splits at the first top-level marker and drops every marker from the body. */
export function splitAtTruncateMarker(tree: HastRoot): { body: ElementContent[]; excerpt?: ElementContent[] } {
  const children = tree.children as ElementContent[];
  const isMarker = (node: ElementContent) => node.type === 'element' && node.tagName === MARKER_TAG;
  const index = children.findIndex(isMarker);
  if (index < 0) return { body: children };
  return { body: children.filter((node) => !isMarker(node)), excerpt: children.slice(0, index) };
}
