// The parser reads any `:::name` fence as a container directive, so a `:::foo` nobody
// registered would silently vanish from the page. Every container no transform claimed is put
// back as the text the author wrote, its content still rendered. (Inline `:name` and leaf
// `::name` are never parsed as directives, so `10:30` and `:smile:` stay text.)
import type { Paragraph, Parents, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type { ContainerDirective } from './parse/mdastSyntax.js';

type Directive = ContainerDirective;

export function remarkLiteralDirectives() {
  return (tree: Root, file: VFile): void => restoreIn(tree, String(file.value));
}

function restoreIn(parent: Parents, source: string): void {
  const children: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if ('children' in child) restoreIn(child, source);
    if (isDirective(child) && child.data?.hName === undefined) children.push(...literal(child, source));
    else children.push(child);
  }
  (parent as { children: RootContent[] }).children = mergeTexts(children);
}

function isDirective(node: RootContent): node is Directive {
  return node.type === 'containerDirective';
}

function literal(node: Directive, source: string): RootContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return [];
  const written = source.slice(start, end);
  // A container keeps its parsed content between its opening and closing fence lines.
  const lines = written.split('\n');
  const opening = lines[0]!;
  const closing = lines.length > 1 && /^\s*:{3,}\s*$/.test(lines.at(-1)!) ? lines.at(-1)!.trim() : undefined;
  const [first, ...rest] = node.children;
  const content = first?.type === 'paragraph' && first.data?.directiveLabel ? rest : node.children;
  return [paragraph(opening), ...(content as RootContent[]), ...(closing ? [paragraph(closing)] : [])];
}

function paragraph(value: string): Paragraph {
  return { type: 'paragraph', children: [{ type: 'text', value }] };
}

function mergeTexts(nodes: RootContent[]): RootContent[] {
  const merged: RootContent[] = [];
  for (const node of nodes) {
    const previous = merged.at(-1);
    if (node.type === 'text' && previous?.type === 'text') previous.value += node.value;
    else merged.push(node);
  }
  return merged;
}
