// The page title is front matter `title`, else the plain text of the first h1. A doc keeps the
// h1 its title comes from, as Docusaurus keeps a doc's content title, and the theme shows it
// instead of a title of its own: the heading keeps its id (custom or slug), so links to it work,
// and its inline markup (`# The \`foo()\` API`). A blog post drops it, as its header shows
// the title as a link to the post; a markdown page shows its content as written. With a front
// matter title, an h1 that is the first heading of the body is the page's own heading (as in
// Docusaurus): a doc keeps it and hides the theme's title, a blog post drops it.
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { stateOf } from './compileState.js';
import { CUSTOM_ID } from './headingIds.js';

export function remarkTitle() {
  return (tree: Root, file: VFile): void => {
    const state = stateOf(file);
    const mode = state.input.titleHeading;
    const fromFrontMatter = state.frontMatter.title;
    if (typeof fromFrontMatter === 'string' && fromFrontMatter.trim()) {
      state.title = fromFrontMatter;
      const first = tree.children.findIndex((node) => node.type === 'heading');
      if (first < 0 || (tree.children[first] as { depth: number }).depth !== 1 || mode === 'keep') return;
      if (mode === 'remove') tree.children.splice(first, 1);
      else state.contentTitle = true;
      return;
    }
    const index = tree.children.findIndex((node) => node.type === 'heading' && node.depth === 1);
    if (index < 0) return;
    state.title = mdastText(tree.children[index]!).replace(CUSTOM_ID, '').trim();
    if (mode === undefined) state.contentTitle = true;
    else if (mode === 'remove') tree.children.splice(index, 1);
  };
}

export function mdastText(node: Nodes): string {
  if ('value' in node) return node.value;
  if ('children' in node) return node.children.map(mdastText).join('');
  return '';
}
