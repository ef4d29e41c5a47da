import type { Element, ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { component, element, text } from '../../../../src/node/markdown/hast.js';
import { reactProps, styleObject, toMdTree } from '../../../../src/node/markdown/toMdTree.js';

describe('toMdTree', () => {
  it('collapses an element without components to its inner HTML', () => {
    const tree: ElementContent[] = [
      element('p', { className: ['lead'] }, [text('A '), element('strong', {}, [text('<b>')])]),
      text('\n'),
    ];
    expect(toMdTree(tree)).toEqual([{ t: 'p', p: { className: 'lead' }, h: 'A <strong>&lt;b></strong>' }, '\n']);
  });

  it('keeps the path to a component as a tree and collapses its siblings', () => {
    const tabs = component('Tabs', { groupId: 'x' }, [component('TabItem', { value: 'a' }, [element('p', {}, [text('A')])])]);
    const tree = [element('div', { className: ['wrap'] }, [element('p', {}, [text('intro')]), tabs])];
    expect(toMdTree(tree)).toEqual([
      {
        t: 'div',
        p: { className: 'wrap' },
        c: [
          { t: 'p', h: 'intro' },
          { t: 'Tabs', p: { groupId: 'x' }, c: [{ t: 'TabItem', p: { value: 'a' }, c: [{ t: 'p', h: 'A' }] }] },
        ],
      },
    ]);
  });

  it("keeps a site component's content a tree of elements without the line breaks between its blocks, as MDX hands it over", () => {
    const table = element('table', {}, [text('\n'), element('tbody', {}, [text('\n'), element('tr', {}, [element('td', {}, [text('a')])]), text('\n')]), text('\n')]);
    const site = component('Site:src/APITable.js#default', {}, [text('\n'), table, text('\n'), element('p', {}, [text('x '), element('em', {}, [text('y')])]), text('\n')]);
    expect(toMdTree([site, text('\n'), element('p', {}, [text('z')])])).toEqual([
      {
        t: 'Site:src/APITable.js#default',
        p: {},
        c: [{ t: 'table', c: [{ t: 'tbody', c: [{ t: 'tr', c: [{ t: 'td', c: ['a'] }] }] }] }, { t: 'p', c: ['x ', { t: 'em', c: ['y'] }] }],
      },
      '\n',
      // Outside it, elements collapse as before.
      { t: 'p', h: 'z' },
    ]);
    // Inline content keeps its spaces; a theme component's content collapses.
    expect(toMdTree([component('Site:src/Badge.js#default', {}, [text(' a '), element('b', {}, [text('b')])])])).toEqual([{ t: 'Site:src/Badge.js#default', p: {}, c: [' a ', { t: 'b', c: ['b'] }] }]);
    expect(toMdTree([component('TabItem', {}, [text('\n'), element('p', {}, [text('A')])])])).toEqual([{ t: 'TabItem', p: {}, c: ['\n', { t: 'p', h: 'A' }] }]);
  });

  it("keeps as HTML, inside a site component's tree, what React cannot create: a stylesheet's text and an inline handler (code review)", () => {
    const button = element('button', { onClick: '(() => alert(1)).call(this, event)' }, [text('Go')]);
    const site = component('Site:src/W.js#default', {}, [element('p', {}, [text('a '), button]), element('style', {}, [text('.a > b {}')])]);
    expect(toMdTree([site])).toEqual([
      {
        t: 'Site:src/W.js#default',
        p: {},
        c: [
          { t: 'p', h: 'a <button onclick="(() => alert(1)).call(this, event)">Go</button>' },
          { t: 'style', h: '.a > b {}' },
        ],
      },
    ]);
  });

  it('gives void elements no inner HTML and merges adjacent text', () => {
    expect(toMdTree([element('hr'), text('a'), text('b')])).toEqual([{ t: 'hr' }, 'ab']);
  });

  it('is smaller than one node per element', () => {
    const paragraphs = Array.from({ length: 50 }, (_, i) =>
      element('p', {}, [text(`Paragraph ${i} with `), element('em', {}, [text('emphasis')]), text(' and more.')]),
    );
    const oneNodePerElement = paragraphs.map((p) => ({ t: 'p', c: [`Paragraph with `, { t: 'em', c: ['emphasis'] }, ' and more.'] }));
    expect(JSON.stringify(toMdTree(paragraphs)).length).toBeLessThan(JSON.stringify(oneNodePerElement).length);
  });
});

describe('reactProps', () => {
  const props = (properties: Element['properties'], tagName = 'div') => reactProps(element(tagName, properties));

  it('uses React spellings', () => {
    expect(
      props({ className: ['a', 'b'], htmlFor: ['x'], tabIndex: 0, dataLang: 'ts', ariaLabel: 'L', ariaHidden: 'true', style: 'color: red; --gap: 1px' }),
    ).toEqual({ className: 'a b', htmlFor: 'x', tabIndex: 0, 'data-lang': 'ts', 'aria-label': 'L', 'aria-hidden': 'true', style: { color: 'red', '--gap': '1px' } });
  });

  it('keeps booleans, drops false and makes inputs uncontrolled', () => {
    expect(props({ hidden: true, disabled: false, dataFoo: true })).toEqual({ hidden: true, 'data-foo': '' });
    expect(props({ type: 'checkbox', checked: true }, 'input')).toEqual({ type: 'checkbox', defaultChecked: true });
  });

  it('camel-cases CSS properties, vendor prefixes included', () => {
    expect(styleObject('-webkit-line-clamp: 2; -ms-flex: 1; background-color:#fff')).toEqual({
      WebkitLineClamp: '2',
      msFlex: '1',
      backgroundColor: '#fff',
    });
  });
});

describe('inline event handlers', () => {
  it('stay in the HTML of a plain subtree and are left out of props React creates (it takes only functions)', async () => {
    const { compile } = await import('./helpers.js');
    const plain = compile(`<button onClick={() => alert('hi')}>Hi</button>\n`, { file: 'a.mdx', isMdx: true });
    expect(plain.body).toEqual([{ t: 'p', h: '<button onclick="(() => alert(&#x27;hi&#x27;)).call(this, event)">Hi</button>' }]);
    // Inside a component, a plain subtree is still HTML, handler included.
    const inTabs = compile(`<Tabs>\n<TabItem value="a">\n\n<button onClick={() => alert('hi')}>Hi</button>\n\n</TabItem>\n</Tabs>\n`, { file: 'a.mdx', isMdx: true });
    expect(JSON.stringify(inTabs.body)).toContain('onclick');
    // An element holding a component is created by React: it goes without.
    const around = compile(`<div onClick={() => alert('hi')}>\n\n<Tabs>\n<TabItem value="a">A</TabItem>\n</Tabs>\n\n</div>\n`, { file: 'a.mdx', isMdx: true });
    expect(around.body[0]).toMatchObject({ t: 'div' });
    expect(JSON.stringify(around.body)).not.toMatch(/onclick/i);
  });
});
