// An HTML comment `<!--` with no `-->` hides everything after it to the end of the page (or of
// the list item or quote it is in), as CommonMark reads it: the build says so, since the reader
// only notices the missing text on the built page.
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';

export function remarkUnclosedComments() {
  return (tree: Root, file: VFile): void => {
    // Most pages have no comment at all: their tree is not walked.
    if (!String(file.value).includes('<!--')) return;
    const walk = (node: Nodes): void => {
      if (node.type === 'html') {
        const value = node.value.trimStart();
        if (!value.startsWith('<!--') || value.includes('-->')) return;
        const message = file.message('An HTML comment `<!--` is never closed, so everything after it to the end of the file (or of the list item or quote it is in) is hidden', { place: node.position?.start });
        message.note = 'end the comment with `-->`';
      } else if ('children' in node) for (const child of node.children) walk(child);
    };
    walk(tree);
  };
}
