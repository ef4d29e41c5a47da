// The parser reads any `:::name` fence as a container directive, so a `:::foo` nobody
// registered would silently vanish from the page. Every container no transform claimed is put
// back as the text the author wrote, its content still rendered, with a warning at its line: it
// is most often a misspelt admonition (`:::warnin`). (Inline `:name` and leaf `::name` are never
// parsed as directives, so `10:30` and `:smile:` stay text.)
import type { Paragraph, Parents, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { closestMatch } from '../closestMatch.js';
import { ADMONITION_TYPES } from './admonitions.js';
import type { ContainerDirective } from './parse/mdastSyntax.js';

type Directive = ContainerDirective;

export function remarkLiteralDirectives() {
  return (tree: Root, file: VFile): void => restoreIn(tree, String(file.value), file);
}

function restoreIn(parent: Parents, source: string, file: VFile): void {
  const children: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if ('children' in child) restoreIn(child, source, file);
    if (isDirective(child) && child.data?.hName === undefined) {
      file.message(unknownDirective(child.name), child);
      children.push(...literal(child, source));
    } else {
      children.push(child);
    }
  }
  (parent as { children: RootContent[] }).children = mergeTexts(children);
}

/** Pure: the warning for a `:::name` no transform knows, naming the admonition it likely meant. */
export function unknownDirective(name: string): string {
  const meant = closestMatch(name, ADMONITION_TYPES);
  return `\`:::${name}\` is not an admonition (${ADMONITION_TYPES.join(', ')}) and is shown as written${meant ? `: did you mean \`:::${meant}\`?` : ''}`;
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
