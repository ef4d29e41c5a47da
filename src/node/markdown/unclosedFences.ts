// A code fence with no closing line makes the rest of the file code, as CommonMark and MDX read
// it: the headings and text below it are gone from the page (and its table of contents) without
// a word, where an unclosed comment, tag or admonition is reported. The parser marks the root
// (tokensToMdast.ts `unclosedFence`), so pages without one cost a property read.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

export function remarkUnclosedFences() {
  return (tree: Root, file: VFile): void => {
    const line = (tree.data as { unclosedFence?: number } | undefined)?.unclosedFence;
    if (line === undefined) return;
    const message = file.message('A code fence is never closed, so everything after it to the end of the file is shown as code', { place: { line, column: 1 } });
    message.note = 'close the code block with a line of the same fence characters (```), at least as many as open it';
  };
}
