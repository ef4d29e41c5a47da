// Raw HTML in markdown (tags, comments, component tags) is parsed into the tree by rehype-raw.
// That re-parses the whole page with parse5, so it only runs on pages that hold raw HTML.
import type { Nodes, Root } from 'hast';
import rehypeRaw from 'rehype-raw';
import type { VFile } from 'vfile';

type Transform = (tree: Root, file: VFile) => Root;

export function rehypeRawWhenNeeded() {
  const parse = (rehypeRaw as unknown as (options: object) => Transform)({});
  return (tree: Root, file: VFile): Root => (containsRaw(tree) ? parse(tree, file) : tree);
}

function containsRaw(node: Nodes): boolean {
  if (node.type === 'raw') return true;
  return 'children' in node && node.children.some(containsRaw);
}
