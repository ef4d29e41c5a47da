// CommonMark only starts an HTML block at a line holding one complete tag, so
// `<Tabs><TabItem value="a">` on one line, or a tag spread over several lines, lands inside a
// paragraph. The browser-grade parser then closes the paragraph around it and breaks the
// nesting. A paragraph made only of tags, or holding a block component's tag, is therefore
// unwrapped: its tags and text go straight into the parent.
import type { Parents, PhrasingContent, Root, RootContent } from 'mdast';

const BLOCK_COMPONENT_TAG = /^<\/?(tabs|tabitem|admonition|details|summary|doccardlist|codeblock|tocinline)[\s>]/i;

export function remarkHtmlBlocks() {
  return (tree: Root): void => unwrapIn(tree);
}

function unwrapIn(parent: Parents): void {
  if (!parent.children.some((child) => 'children' in child)) return;
  const children: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if (child.type === 'paragraph' && shouldUnwrap(child.children)) children.push(...child.children);
    else {
      if ('children' in child) unwrapIn(child);
      children.push(child);
    }
  }
  (parent as { children: RootContent[] }).children = children;
}

function shouldUnwrap(children: PhrasingContent[]): boolean {
  const tags = children.filter((child) => child.type === 'html');
  if (tags.length === 0) return false;
  const onlyTags = children.every((child) => child.type === 'html' || (child.type === 'text' && !child.value.trim()));
  return onlyTags || tags.some((tag) => BLOCK_COMPONENT_TAG.test(tag.value));
}
