// The parser reads any `:::name` fence as a container directive, so a `:::foo` nobody
// registered would silently vanish from the page. Every container no transform claimed is put
// back as the text the author wrote, its content still rendered, with a warning at its line: it
// is most often a misspelt admonition (`:::warnin`). (Inline `:name` and leaf `::name` are never
// parsed as directives, so `10:30` and `:smile:` stay text.)
// A line whose [label]'s brackets do not pair (`:::tip[Unbalanced [ bracket]`) opens no
// container, as in remark-directive (Docusaurus), so it stays text too, warned about at the line
// the parser noted. Taking the text up to the line's last `]` as the title instead would render
// what Docusaurus shows as text, and guess which bracket the author meant as text; the warning
// names the bracket to escape.
import type { Paragraph, Parents, Root, RootContent } from 'mdast';
import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';
import { closestMatch } from '../closestMatch.js';
import { ADMONITION_TYPES } from './admonitions.js';
import type { ContainerDirective } from './parse/mdastSyntax.js';

type Directive = ContainerDirective;

export function remarkLiteralDirectives() {
  return (tree: Root, file: VFile): void => {
    for (const { line, text } of tree.data?.unpairedLabels ?? []) warn(file, unpairedLabel(text), { line, column: 1 });
    for (const { line, text } of tree.data?.unclosedContainers ?? []) warn(file, unclosedContainer(text), { line, column: 1 });
    restoreIn(tree, String(file.value), file);
  };
}

/** A warning's two parts, as a diagnostic prints them: what happened, and how to fix it. */
export interface DirectiveWarning {
  what: string;
  fix?: string;
}

/** Files `warning` at `place`, its fix as the message's note (compileMarkdown.ts prints it as the fix). */
function warn(file: VFile, warning: DirectiveWarning, place: Point | Position | undefined): void {
  const message = file.message(warning.what, { place });
  if (warning.fix) message.note = warning.fix;
}

/**
 * Pure: the warning for an opening line whose label's brackets do not pair, with the line as it
 * would open the container: the label taken to the line's last `]`, its unpaired `[` escaped.
 */
export function unpairedLabel(line: string): DirectiveWarning {
  const written = line.trim();
  const open = written.indexOf('[');
  const close = written.lastIndexOf(']');
  const what = `\`${written}\` is shown as written: the brackets of its [title] do not pair, so it opens no admonition`;
  if (close < open) return { what, fix: 'end the title with `]`' };
  return { what, fix: `write \`\\[\` for a bracket that is text: \`${written.slice(0, open + 1)}${escapeUnpaired(written.slice(open + 1, close))}${written.slice(close)}\`` };
}

/**
 * Pure: the warning for a container no `:::` line closes. It still renders (as in
 * remark-directive), holding everything after it: most often a forgotten closing line, which
 * the reader only notices when the rest of the page sits in the box.
 */
export function unclosedContainer(line: string): DirectiveWarning {
  const written = line.trim();
  const colons = /^:+/.exec(written)![0];
  return {
    what: `\`${written}\` is never closed, so everything after it to the end of the file (or of the list item or quote it is in) is inside it`,
    fix: `end it with a line of \`${colons}\``,
  };
}

/** `a [b` → `a \[b`: each `[` no `]` closes escaped (already escaped brackets left as they are). */
function escapeUnpaired(text: string): string {
  const open: number[] = [];
  for (let at = 0; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === '[') open.push(at);
    else if (text[at] === ']') open.pop();
  }
  let escaped = text;
  for (const at of open.reverse()) escaped = `${escaped.slice(0, at)}\\${escaped.slice(at)}`;
  return escaped;
}

function restoreIn(parent: Parents, source: string, file: VFile): void {
  const children: RootContent[] = [];
  for (const child of parent.children as RootContent[]) {
    if ('children' in child) restoreIn(child, source, file);
    if (isDirective(child) && child.data?.hName === undefined) {
      warn(file, unknownDirective(child.name), child.position);
      children.push(...literal(child, source));
    } else {
      children.push(child);
    }
  }
  (parent as { children: RootContent[] }).children = mergeTexts(children);
}

/** Pure: the warning for a `:::name` no transform knows, naming the admonition it likely meant. */
export function unknownDirective(name: string): DirectiveWarning {
  const meant = closestMatch(name, ADMONITION_TYPES);
  return {
    what: `\`:::${name}\` is not an admonition (${ADMONITION_TYPES.join(', ')}) and is shown as written`,
    fix: meant ? `did you mean \`:::${meant}\`?` : `use one of ${ADMONITION_TYPES.map((type) => `\`:::${type}\``).join(', ')}, or write \`\\:::${name}\` for text`,
  };
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
