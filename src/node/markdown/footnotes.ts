// GFM footnotes get ids like `user-content-fn-1`. A blog list page shows several posts, each
// with its own footnote 1, so with `input.idPrefix` every footnote id, link and
// aria-describedby is prefixed (`post-a-fn-1`) and the posts no longer steal each other's links.
import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { stateOf } from './compileState.js';
import { visitElements } from './hast.js';

const FOOTNOTE_ID = /^(?:user-content-fn(?:ref)?-|footnote-label$)/;

export function rehypeFootnotes() {
  return (tree: Root, file: VFile): void => {
    const prefix = stateOf(file).input.idPrefix;
    if (!prefix) return;
    const rename = (id: string) => (FOOTNOTE_ID.test(id) ? prefix + id.replace(/^user-content-/, '') : id);
    visitElements(tree, (node) => {
      const { id, href, ariaDescribedBy } = node.properties;
      if (typeof id === 'string') node.properties.id = rename(id);
      if (typeof href === 'string' && href.startsWith('#')) node.properties.href = `#${rename(href.slice(1))}`;
      if (Array.isArray(ariaDescribedBy)) node.properties.ariaDescribedBy = ariaDescribedBy.map((v) => rename(String(v)));
    });
  };
}
