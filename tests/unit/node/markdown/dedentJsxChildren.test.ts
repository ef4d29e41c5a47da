import { describe, expect, it } from 'vitest';
import { BuildError } from '../../../../src/node/errors.js';
import { dedentJsxChildren } from '../../../../src/node/markdown/dedentJsxChildren.js';
import { compile, compileToHtml } from './helpers.js';

const mdx = { isMdx: true, file: 'content/docs/x.mdx' };
/** The HTML without the code block buttons and copy status, which every case would repeat. */
const html = (source: string, overrides = mdx) =>
  compileToHtml(source, overrides)
    .replace(/<button[\s\S]*?<\/button>/g, '')
    .replace(/<span class="code-copy-status[^>]*><\/span>/g, '');

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

describe('JSX elements inside list items in .mdx (commit 7b53594 regression)', () => {
  it('moves an element’s content no further left than its opening tag', () => {
    expect(dedentJsxChildren('1. Install:\n\n   <Tabs>\n   <TabItem>\n\n   text\n\n   </TabItem>\n   </Tabs>')).toBe('1. Install:\n\n   <Tabs>\n   <TabItem>\n\n   text\n\n   </TabItem>\n   </Tabs>');
    expect(dedentJsxChildren('- a\n  <div>\n      ```js\n        b\n      ```\n  </div>')).toBe('- a\n  <div>\n  ```js\n    b\n  ```\n  </div>');
  });

  it('keeps Tabs in a numbered step inside the list, blank lines and all', () => {
    const source = [
      '1. Install:',
      '',
      '   <Tabs>',
      '   <TabItem value="npm" label="npm">',
      '',
      '   ```bash',
      '   npm install folio',
      '   ```',
      '',
      '   </TabItem>',
      '   </Tabs>',
      '',
      '2. Run it.',
    ].join('\n');
    const out = html(source);
    expect(out).toMatch(/^<ol>\n<li>\n<p>Install:<\/p>\n<Tabs>\n<TabItem data-props='\{"value":"npm","label":"npm"\}'>\n<div class="code-block language-bash"[\s\S]*folio\n<\/span><\/code><\/pre><\/div><\/div>\n<\/TabItem>\n<\/Tabs>\n<\/li>\n<li>\n<p>Run it.<\/p>\n<\/li>\n<\/ol>$/);
  });

  it('keeps a div in a bullet item and details in a numbered step inside their items', () => {
    expect(html('- item\n  <div>\n  inside **list** div\n  </div>')).toBe('<ul>\n<li>item\n<div>\ninside <strong>list</strong> div\n</div>\n</li>\n</ul>');
    expect(html('1. Step\n\n   <details>\n   <summary>More</summary>\n\n   Hidden *text*.\n\n   </details>\n\n2. Next')).toBe(
      '<ol>\n<li>\n<p>Step</p>\n<Details>\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</Details>\n</li>\n<li>\n<p>Next</p>\n</li>\n</ol>',
    );
  });

  it('dedents content indented past its tag in a nested list item to the tag’s column', () => {
    const source = ['- outer', '  - inner', '', '    <Tabs>', '      <TabItem value="a">', '', '        - deep', '          - deeper', '', '      </TabItem>', '    </Tabs>', '', '- next'].join('\n');
    expect(html(source)).toBe(
      [
        '<ul>',
        '<li>',
        '<p>outer</p>',
        '<ul>',
        '<li>',
        '<p>inner</p>',
        '<Tabs>',
        '<TabItem data-props=\'{"value":"a"}\'>',
        '<ul>',
        '<li>deep',
        '<ul>',
        '<li>deeper</li>',
        '</ul>',
        '</li>',
        '</ul>',
        '</TabItem>',
        '</Tabs>',
        '</li>',
        '</ul>',
        '</li>',
        '<li>',
        '<p>next</p>',
        '</li>',
        '</ul>',
      ].join('\n'),
    );
  });
});
