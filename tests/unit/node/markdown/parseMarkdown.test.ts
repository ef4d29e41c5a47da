import type { Nodes } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../src/node/markdown/parse/parseMarkdown.js';

/** The tree without positions, so shapes read plainly. */
function shape(source: string): unknown {
  return JSON.parse(JSON.stringify(parseMarkdown(source).children, (key, value) => (key === 'position' ? undefined : value)));
}

function find(node: Nodes, type: string): Nodes[] {
  const found: Nodes[] = node.type === type ? [node] : [];
  return 'children' in node ? found.concat(...node.children.map((child) => find(child, type))) : found;
}

describe('parseMarkdown (markdown-it → mdast)', () => {
  it('marks tight and loose lists the way mdast does', () => {
    expect(shape('- a\n- b')).toMatchObject([{ type: 'list', spread: false, children: [{ spread: false }, { spread: false }] }]);
    expect(shape('- a\n\n- b')).toMatchObject([{ type: 'list', spread: true }]);
    expect(shape('3. x')).toMatchObject([{ type: 'list', ordered: true, start: 3 }]);
  });

  it('reads GFM task items and removes their marker', () => {
    expect(shape('- [x] done\n- [ ] todo\n- [link](/x)')).toMatchObject([
      {
        type: 'list',
        children: [
          { checked: true, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'done' }] }] },
          { checked: false, children: [{ type: 'paragraph', children: [{ type: 'text', value: 'todo' }] }] },
          { checked: null },
        ],
      },
    ]);
  });

  it('keeps table column alignment from the header row', () => {
    expect(shape('| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |')).toMatchObject([{ type: 'table', align: ['left', 'center', 'right'] }]);
  });

  it('turns `:::name[label]{attrs}` into a container directive with a label paragraph', () => {
    expect(shape(':::tip[Use *this*]{title="x"}\nBody\n:::')).toMatchObject([
      {
        type: 'containerDirective',
        name: 'tip',
        attributes: { title: 'x' },
        children: [
          { type: 'paragraph', data: { directiveLabel: true }, children: [{ type: 'text', value: 'Use ' }, { type: 'emphasis' }] },
          { type: 'paragraph', children: [{ type: 'text', value: 'Body' }] },
        ],
      },
    ]);
  });

  it('pairs nested containers and ignores fences inside code', () => {
    const tree = parseMarkdown(':::note\nA\n:::tip\nB\n:::\n```md\n:::\n```\nC\n:::\n\nafter');
    const [outer, after] = tree.children;
    expect(outer).toMatchObject({ type: 'containerDirective', name: 'note' });
    expect(find(outer!, 'containerDirective').map((node) => (node as { name: string }).name)).toEqual(['note', 'tip']);
    expect(find(outer!, 'code')).toHaveLength(1);
    expect(after).toMatchObject({ type: 'paragraph', children: [{ value: 'after' }] });
  });

  it('reads inline and block math, leaving escaped dollars as text', () => {
    expect(shape('Euler $e^{i\\pi}$ and \\$5')).toMatchObject([
      { type: 'paragraph', children: [{ type: 'text', value: 'Euler ' }, { type: 'inlineMath', value: 'e^{i\\pi}' }, { type: 'text', value: ' and $5' }] },
    ]);
    expect(shape('$$\n\\int x\n$$')).toMatchObject([{ type: 'math', value: '\\int x' }]);
    expect(shape('A lone $ sign')).toMatchObject([{ type: 'paragraph', children: [{ type: 'text', value: 'A lone $ sign' }] }]);
  });

  it('keeps footnote definitions in the tree with normalised identifiers', () => {
    const tree = parseMarkdown('Text[^Note].\n\n[^Note]: The note.');
    expect(find(tree, 'footnoteReference')).toMatchObject([{ identifier: 'note', label: 'Note' }]);
    expect(find(tree, 'footnoteDefinition')).toMatchObject([{ identifier: 'note', children: [{ type: 'paragraph' }] }]);
  });

  it('reads one or two tildes as strikethrough, as GitHub and remark-gfm do, closed by a run of the same length (issue 3 audit)', () => {
    expect(shape('~single~ and ~~double~~')).toMatchObject([
      { type: 'paragraph', children: [{ type: 'delete', children: [{ value: 'single' }] }, { value: ' and ' }, { type: 'delete', children: [{ value: 'double' }] }] },
    ]);
    expect(find(parseMarkdown('~~~three~~~, ~one~~ and ~/a to ~/b'), 'delete')).toEqual([]);
  });

  it('links bare www and https addresses but not bare domains', () => {
    const links = find(parseMarkdown('See www.example.com, https://a.dev/x and example.com.'), 'link');
    expect(links.map((link) => (link as { url: string }).url)).toEqual(['http://www.example.com', 'https://a.dev/x']);
  });

  it('gives block nodes their source line and inline nodes the line they sit on', () => {
    const tree = parseMarkdown('# Title\n\nFirst line\nsecond [link](/x) here\n\n```js\ncode\n```');
    expect(tree.children.map((node) => node.position?.start.line)).toEqual([1, 3, 6]);
    expect(find(tree, 'link')[0]!.position?.start.line).toBe(4);
  });
});
