// CommonMark only starts an HTML block at a line holding one complete tag, so
// `<Tabs><TabItem value="a">` on one line, or a tag spread over several lines, lands inside a
// paragraph. The browser-grade parser then closes the paragraph around it and breaks the
// nesting. A paragraph made only of tags, or holding a block component's tag, or that is one of
// the site's own components, is therefore unwrapped: its tags and text go straight into the parent.
import type { Parents, PhrasingContent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { componentTagName } from './componentTagName.js';
import { stateOf } from './compileState.js';
import type { OneLineElement } from './parse/mdastSyntax.js';

const BLOCK_COMPONENT_TAG = /^<\/?(tabs|tabitem|admonition|details|summary|doccardlist|codeblock|tocinline)[\s>]/i;

export function remarkHtmlBlocks() {
  return (tree: Root, file: VFile): void => {
    // The tag names of the site's own components on this page, as componentTags.ts wrote them.
    const site = stateOf(file).siteComponents;
    unwrapIn(tree, new Set([...LINE_ELEMENTS, ...[...(site?.keys() ?? [])].map(componentTagName)]));
  };
}

/**
 * Elements kept as one line when a paragraph is that element alone: a `<summary>` line (see
 * parse/mdxBlockRules.ts) spread into its `<details>` had a line break between each of its
 * parts, so `<summary>What about <code>x</code>?</summary>` read "What about x ?".
 */
const LINE_ELEMENTS = ['summary'];

function unwrapIn(parent: Parents, wholeTags: ReadonlySet<string>): void {
  if (!parent.children.some((child) => 'children' in child)) return;
  const children: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if (child.type === 'paragraph' && isWholeElement(child.children, wholeTags)) {
      // Its tags and content as one line of inline content (see parse/oneLineElements.ts): spread
      // into the parent, they would be joined with line breaks (`<x>⏎one line⏎</x>`).
      children.push({ type: 'oneLineElement', children: child.children } as OneLineElement as RootContent);
    } else if (child.type === 'paragraph' && shouldUnwrap(child.children)) children.push(...child.children);
    else {
      if ('children' in child) unwrapIn(child, wholeTags);
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

/**
 * A paragraph that is one of `tags` and nothing else: a site's component (`<Counter>Clicks</Counter>`
 * alone on its line), which MDX reads as an element of the flow, not in a paragraph (a component
 * drawing a block (`<div>`) inside a `<p>` breaks hydration), or a summary line.
 */
function isWholeElement(children: PhrasingContent[], tags: ReadonlySet<string>): boolean {
  const first = children[0];
  const name = first?.type === 'html' ? /^<([a-z][\w-]*)[\s>]/.exec(first.value)?.[1] : undefined;
  if (name === undefined || !tags.has(name)) return false;
  // The first tag's element must be the whole paragraph: closed by the last child, not earlier
  // (`<Badge>a</Badge> and <Badge>b</Badge>` is a sentence).
  const open = new RegExp(`^<${name}[\\s>]`);
  const close = new RegExp(`^</${name}\\s*>$`);
  let depth = 0;
  for (const [index, child] of children.entries()) {
    if (child.type !== 'html') continue;
    const value = child.value.trim();
    if (open.test(value)) depth += 1;
    else if (close.test(value)) depth -= 1;
    if (depth === 0) return index === children.length - 1;
  }
  return false;
}
