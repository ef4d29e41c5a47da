import { describe, expect, it } from 'vitest';
import { BuildError } from '../../../../src/node/errors.js';
import { dedentJsxChildren } from '../../../../src/node/markdown/dedentJsxChildren.js';
import { compile, compileToHtml } from './helpers.js';

const mdx = { isMdx: true, file: 'content/docs/x.mdx' };
/** The HTML without the code block buttons, which every case would repeat. */
const html = (source: string, overrides = mdx) => compileToHtml(source, overrides).replace(/<button[\s\S]*?<\/button>/g, '');

describe('dedentJsxChildren', () => {
  it('moves the content of elements whose tags stand alone left by its common indentation, from the outside in', () => {
    expect(dedentJsxChildren('<Tabs>\n  <TabItem>\n    - a\n      - b\n  </TabItem>\n</Tabs>')).toBe('<Tabs>\n<TabItem>\n- a\n  - b\n</TabItem>\n</Tabs>');
  });

  it('moves a fenced line no further than its own indentation, and no line at all in a raw-text element', () => {
    expect(dedentJsxChildren('<div>\n    ```js\n      a\n  b\n    ```\n</div>')).toBe('<div>\n```js\n  a\nb\n```\n</div>');
    expect(dedentJsxChildren('<pre>\n    a\n</pre>')).toBe('<pre>\n    a\n</pre>');
  });

  it('reads tags spread over lines and leaves elements closed on a line with text as they are', () => {
    expect(dedentJsxChildren('<Tabs\n    groupId="a">\n    x\n</Tabs>')).toBe('<Tabs\n    groupId="a">\nx\n</Tabs>');
    expect(dedentJsxChildren('<div>\n    x</div>')).toBe('<div>\n    x</div>');
  });
});

describe('indented markdown inside JSX in .mdx (issue 3 audit)', () => {
  it('renders the indented fence, admonition and list of Docusaurus-style Tabs as markdown', () => {
    const source = [
      '<Tabs>',
      '  <TabItem value="npm" label="npm">',
      '    ```bash',
      '    npm install folio',
      '    ```',
      '  </TabItem>',
      '  <TabItem value="yarn" label="yarn">',
      '    :::note',
      '    Yarn **note**.',
      '    :::',
      '',
      '    - item one',
      '    - item two',
      '  </TabItem>',
      '</Tabs>',
    ].join('\n');
    const out = html(source);
    expect(out).toContain('<code><span class="code-line"><span class="token function">npm</span> <span class="token function">install</span> folio\n</span></code>');
    expect(out).toContain('<div class="admonition admonition-note" role="note">');
    expect(out).toContain('<p>Yarn <strong>note</strong>.</p>');
    expect(out).toContain('<ul>\n<li>item one</li>\n<li>item two</li>\n</ul>');
    expect(out).not.toMatch(/```|:::|language-text/);
  });

  it('renders nested Tabs, details and admonitions, keeping a nested list and the code block’s own indentation', () => {
    const source = [
      '<Tabs>',
      '  <TabItem value="a" label="A">',
      '    <Tabs>',
      '      <TabItem value="b" label="B">',
      '',
      '        :::tip',
      '        - outer',
      '          - inner',
      '        :::',
      '',
      '      </TabItem>',
      '    </Tabs>',
      '  </TabItem>',
      '</Tabs>',
      '',
      '<details>',
      '  <summary>More</summary>',
      '',
      '    ```js',
      '    if (a) {',
      '      b();',
      '    }',
      '    ```',
      '</details>',
    ].join('\n');
    const out = html(source);
    expect(out).toMatch(/<TabItem data-props='\{"value":"b","label":"B"\}'>\s*<div class="admonition admonition-tip"/);
    expect(out).toContain('<ul>\n<li>outer\n<ul>\n<li>inner</li>\n</ul>\n</li>\n</ul>');
    expect(out).toContain('<span class="code-line">  <span class="token function">b</span><span class="token punctuation">(</span><span class="token punctuation">)</span><span class="token punctuation">;</span>\n</span>');
    expect(out).not.toMatch(/:::|- outer|```/);
  });

  it('ends a tag line’s block at its line, blank line or not', () => {
    expect(html('<Tabs>\n<TabItem value="a">\n- a\n- b\n</TabItem>\n</Tabs>')).toContain('<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n</TabItem>');
    expect(html('<div>\nSome *text*\n</div>')).toBe('<div>\n<p>Some <em>text</em></p>\n</div>');
  });

  it('reports problems inside indented JSX at their lines of the file', () => {
    let error: unknown;
    try {
      compile('---\ntitle: X\n---\n\n<Tabs>\n  <TabItem value="a">\n    Text.\n\n    <Unknown />\n  </TabItem>\n</Tabs>', mdx);
    } catch (caught) {
      error = caught;
    }
    expect((error as BuildError).diagnostics).toEqual([expect.objectContaining({ where: { file: 'content/docs/x.mdx', line: 9 } })]);
  });

  it('leaves indented code blocks of .md files alone', () => {
    expect(html('<div>\n\n    code\n\n</div>', { isMdx: false, file: 'content/docs/x.md' })).toContain('language-text');
  });
});
