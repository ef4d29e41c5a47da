import { describe, expect, it } from 'vitest';
import { BuildError } from '../../../../src/node/errors.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { readableTextOn } from '../../../../src/node/markdown/components.js';
import { compile, compileToHtml, markdownInput } from './helpers.js';
import type { MdElement } from '../../../../src/shared/types.js';

const mdx = (source: string) => compile(source, { isMdx: true, file: 'content/docs/a.mdx' });

describe('theme components in markdown', () => {
  it('turns Tabs and TabItems into component nodes with exact props and markdown inside', () => {
    const output = mdx(
      '<Tabs groupId="pm" defaultValue="yarn" queryString className="x" values={[{"label":"npm","value":"npm"}]}>\n' +
        '  <TabItem value="npm" label="npm" default>\n\nRun **npm**\n\n  </TabItem>\n' +
        '  <TabItem value="yarn" label="Yarn">Plain</TabItem>\n</Tabs>',
    );
    const tabs = output.body[0];
    expect(tabs).toMatchObject({
      t: 'Tabs',
      p: { groupId: 'pm', defaultValue: 'yarn', queryString: true, className: 'x', values: [{ label: 'npm', value: 'npm' }] },
    });
    const items = typeof tabs === 'object' ? tabs.c!.filter((c) => typeof c === 'object') : [];
    expect(items).toEqual([
      { t: 'TabItem', p: { value: 'npm', label: 'npm', default: true }, c: ['\n', { t: 'p', h: 'Run <strong>npm</strong>' }, '\n'] },
      { t: 'TabItem', p: { value: 'yarn', label: 'Yarn' }, c: ['\nPlain\n'] },
    ]);
    expect(output.features).toContain('tabs');
  });

  it('rejects Tabs values that are not a list of { value, label }, at the line of the tag, instead of failing the render', () => {
    for (const values of ['{5}', '{["npm"]}', '{[{"label":"npm"}]}', '{[{"value":"npm","label":3}]}']) {
      let error: unknown;
      try {
        mdx(`# Install\n\n<Tabs values=${values}>\n  <TabItem value="npm">npm i</TabItem>\n</Tabs>`);
      } catch (caught) {
        error = caught;
      }
      expect(error, values).toBeInstanceOf(BuildError);
      expect((error as BuildError).diagnostics).toEqual([
        expect.objectContaining({ where: { file: 'content/docs/a.mdx', line: 3 }, what: expect.stringMatching(/^<Tabs values> must be a list of \{ value, label \} \(found /), fix: expect.stringContaining("values={[{ value: 'npm', label: 'npm' }") }),
      ]);
    }
    // A label is optional.
    expect(mdx('<Tabs values={[{"value":"npm"}]}>\n<TabItem value="npm">npm i</TabItem>\n</Tabs>').body[0]).toMatchObject({ t: 'Tabs', p: { values: [{ value: 'npm' }] } });
  });

  it('rejects a TabItem without a value and two TabItems with one value, at the TabItem, as Docusaurus does', () => {
    const diagnostics = (source: string) => {
      try {
        mdx(source);
      } catch (caught) {
        return (caught as BuildError).diagnostics;
      }
      return [];
    };
    expect(diagnostics('# Tabs\n\n<Tabs>\n<TabItem label="No value">a</TabItem>\n<TabItem value="y">b</TabItem>\n</Tabs>')).toEqual([
      {
        what: '<TabItem label="No value"> has no value: the tab and its content would not be shown.',
        where: { file: 'content/docs/a.mdx', line: 4 },
        fix: 'give it value="…", a string no other TabItem of its <Tabs> has (the label defaults to it)',
        plugin: 'markdown',
      },
    ]);
    expect(diagnostics('<Tabs>\n  <TabItem value="x">one</TabItem>\n\n  <TabItem value="x">\n\ntwo\n\n  </TabItem>\n</Tabs>')).toEqual([
      {
        what: 'Two TabItems of one <Tabs> have value="x" (the first on line 2): both would show as selected, with the same ids.',
        where: { file: 'content/docs/a.mdx', line: 4 },
        fix: 'give each TabItem of a <Tabs> a different value',
        plugin: 'markdown',
      },
    ]);
    // The same value in two Tabs (a synced group) is fine.
    expect(diagnostics('<Tabs groupId="g"><TabItem value="x">one</TabItem></Tabs>\n\n<Tabs groupId="g"><TabItem value="x">two</TabItem></Tabs>')).toEqual([]);
  });

  it('handles both tags on one line and tags spread over lines', () => {
    const output = mdx('<Tabs><TabItem\n  value="a">\nA\n</TabItem></Tabs>');
    expect(output.body).toEqual([{ t: 'Tabs', p: {}, c: [{ t: 'TabItem', p: { value: 'a' }, c: ['\n', { t: 'p', h: 'A' }, '\n'] }] }]);
  });

  it('renders <Admonition> exactly like the directive', () => {
    const tag = compileToHtml('<Admonition type="tip" title="Hello">\n\nBody **md**\n\n</Admonition>');
    const directive = compileToHtml(':::tip[Hello]\nBody **md**\n:::');
    expect(tag.replace(/\n/g, '')).toBe(directive.replace(/\n/g, ''));
  });

  it('shows the icon an <Admonition> names in place of its type’s glyph, as Docusaurus does (issue 3 audit)', () => {
    expect(compileToHtml('<Admonition type="tip" icon="💡" title="Idea">\n\nBody\n\n</Admonition>')).toContain('<span class="admonition-icon">💡</span>Idea</div>');
    expect(compileToHtml('<Admonition type="tip">\n\nBody\n\n</Admonition>')).toMatch(/<span class="admonition-icon"><svg /);
  });

  it('rejects an unknown admonition type', () => {
    expect(() => compile('<Admonition type="shout">x</Admonition>')).toThrow(BuildError);
  });

  it('renders <Highlight> as a static mark, its text black or white as reads better on the colour', () => {
    expect(compileToHtml('Some <Highlight color="#25c2a0">green</Highlight> text')).toBe(
      '<p>Some <mark class="highlight" style="background-color:#25c2a0;color:#000">green</mark> text</p>',
    );
    expect(compileToHtml('<Highlight color="#1c1e21">dark</Highlight>')).toContain('style="background-color:#1c1e21;color:#fff"');
    expect(compileToHtml('<Highlight color="rebeccapurple">named</Highlight>')).toContain('style="background-color:rebeccapurple"');
    expect(() => compile('<Highlight color="red;background:url(x)">x</Highlight>')).toThrow(/not a CSS colour/);
  });

  it('turns <details> into a Details component with its summary', () => {
    const output = compile('<details open>\n<summary>More **info**</summary>\n\nHidden *text*\n\n</details>');
    expect(output.body).toEqual([
      {
        t: 'Details',
        p: { open: true },
        c: ['\n', { t: 'summary', h: 'More **info**' }, '\n', { t: 'p', h: 'Hidden <em>text</em>' }, '\n'],
      },
    ]);
  });

  it("passes a <details>'s attributes on (an id to link to) and keeps an MDX summary line on one line", () => {
    const source = '<details id="node-env" className="note" data-kind="faq">\n<summary>What about <code>NODE_ENV</code>?</summary>\n\nBody\n\n</details>\n';
    for (const output of [compile(source), mdx(source)]) {
      expect(output.body[0]).toMatchObject({ t: 'Details', p: { id: 'node-env', className: 'note', 'data-kind': 'faq' } });
    }
    // Spread into the details, each part of the line was joined by a line break ("What about ⏎x⏎?").
    expect((mdx(source).body[0] as MdElement).c).toContainEqual({ t: 'summary', h: 'What about <code>NODE_ENV</code>?' });
  });

  it('turns <DocCardList /> into an empty component node', () => {
    expect(mdx('<DocCardList />').body).toEqual([{ t: 'DocCardList', p: {} }]);
  });

  it("tells where each <DocCardList /> is, for the docs plugin to check the doc's sidebar category", () => {
    expect(mdx('# Title\n\n<DocCardList />\n\nText\n\n<DocCardList items={useCurrentSidebarCategory().items} />\n').docCardLists).toEqual([
      { file: 'content/docs/a.mdx', line: 3 },
      { file: 'content/docs/a.mdx', line: 7 },
    ]);
    expect(mdx('Text').docCardLists).toBeUndefined();
  });

  it('strips MDX imports and comments before reading tags', () => {
    const output = mdx("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n{/* a comment */}\n\nText");
    expect(output.body).toEqual([{ t: 'p', h: 'Text' }]);
  });

  it('throws one error listing every unknown component with its line', () => {
    let error: unknown;
    try {
      mdx('<Foo />\n\ntext\n\n<Bar>x</Bar>');
    } catch (caught) {
      error = caught;
    }
    expect((error as BuildError).diagnostics.map((d) => [d.what.slice(0, 24), d.where?.line])).toEqual([
      ['Unknown component <Foo>:', 1],
      ['Unknown component <Bar>:', 5],
    ]);
  });

  it('accepts components a site registers', () => {
    const output = createMarkdownCompiler({ components: ['BrowserWindow'] }).compile(
      markdownInput('<BrowserWindow url="http://localhost">\n\nHi\n\n</BrowserWindow>'),
    );
    expect(output.body).toEqual([{ t: 'BrowserWindow', p: { url: 'http://localhost' }, c: ['\n', { t: 'p', h: 'Hi' }, '\n'] }]);
  });

  it('drops <script> with a warning: markdown never runs code', () => {
    const output = compile('Text\n\n<script>alert(1)</script>\n\n<div>kept</div>');
    expect(JSON.stringify(output.body)).not.toContain('alert');
    expect(output.body).toContainEqual({ t: 'div', h: 'kept' });
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'content/docs/guide/page.md', line: 3 } })]);
  });

  it('keeps raw HTML such as iframes and spans', () => {
    expect(compileToHtml('<iframe src="https://example.com/embed" title="Demo"></iframe>')).toBe(
      '<iframe src="https://example.com/embed" title="Demo"></iframe>',
    );
  });
});

describe('readableTextOn', () => {
  it('picks the text colour with the higher contrast on a hex background', () => {
    expect(readableTextOn('#fff')).toBe('#000');
    expect(readableTextOn('#000000')).toBe('#fff');
    expect(readableTextOn('#1877f2')).toBe('#000'); // black 4.8:1 against white 4.4:1
    expect(readableTextOn('#205d3b')).toBe('#fff');
    expect(readableTextOn('red')).toBeUndefined();
  });
});

describe('form controls', () => {
  it('selects the option of a <select defaultValue>, as React renders it on the server (HTML has no value attribute there)', () => {
    const html = compileToHtml('<select defaultValue="b">\n  <option value="a">A</option>\n  <option value="b">B</option>\n  <option>c</option>\n</select>\n', { isMdx: true, file: 'content/docs/a.mdx' });
    expect(html).not.toContain('<select value=');
    expect(html).toMatch(/<option value="b" selected>B<\/option>/);
    expect(html).not.toMatch(/<option value="a" selected/);
    // An option without a value is matched by its text.
    expect(compileToHtml('<select defaultValue="c"><option>b</option><option>c</option></select>\n', { isMdx: true, file: 'content/docs/a.mdx' })).toContain('<option selected>c</option>');
  });
});
