import { describe, expect, it } from 'vitest';
import { PAGE_TOC, staticValue } from '../../../../src/node/markdown/staticValue.js';

describe('staticValue', () => {
  it('evaluates JS object and array literals as MDX content writes them', () => {
    expect(staticValue("{textAlign: 'center', padding: '1rem'}")).toEqual({ value: { textAlign: 'center', padding: '1rem' } });
    expect(staticValue("[\n    {label: 'Apple', value: 'apple'},\n    {label: 'Orange', value: 'orange'},\n  ]")).toEqual({
      value: [
        { label: 'Apple', value: 'apple' },
        { label: 'Orange', value: 'orange' },
      ],
    });
  });

  it('reads every constant form: quoted keys, both quotes, templates, signed numbers, nesting, trailing commas', () => {
    expect(staticValue(`{"a": 'x', 'b': "y", 3: \`z\`, c: -1.5, d: +2, e: true, f: false, g: null, h: [[1, -0x10], {i: {}}],}`)).toEqual({
      value: { a: 'x', b: 'y', 3: 'z', c: -1.5, d: 2, e: true, f: false, g: null, h: [[1, -16], { i: {} }] },
    });
    expect(staticValue("'it\\'s\\n' /* a comment */")).toEqual({ value: "it's\n" });
    expect(staticValue('`line 1\nline 2`')).toEqual({ value: 'line 1\nline 2' });
  });

  it('knows the Docusaurus idioms whose value the build has: useBaseUrl, require(…).default, toc', () => {
    const scope = { baseUrl: '/base/', requireValue: (specifier: string) => (specifier.endsWith('.png') ? `path:${specifier}` : undefined) };
    expect(staticValue("useBaseUrl('/img/logo.png')", scope)).toEqual({ value: '/base/img/logo.png' });
    expect(staticValue("useBaseUrl('img/logo.png')", scope)).toEqual({ value: '/base/img/logo.png' });
    expect(staticValue("useBaseUrl('/base/img/logo.png')", scope)).toEqual({ value: '/base/img/logo.png' });
    expect(staticValue("useBaseUrl('https://example.com/x.png')", scope)).toEqual({ value: 'https://example.com/x.png' });
    expect(staticValue("useBaseUrl('/img/logo.png')", { baseUrl: '/' })).toEqual({ value: '/img/logo.png' });
    expect(staticValue("require('./img/pic.png').default", scope)).toEqual({ value: 'path:./img/pic.png' });
    expect(staticValue('toc', { toc: true })).toEqual({ value: PAGE_TOC });
    for (const source of [
      "useBaseUrl('/x', {absolute: true})",
      'useBaseUrl(path)',
      "useBaseUrl?.('/x')",
      "require('./img/pic.png')",
      "require('./img/pic.png').src",
      "require('some-package').default",
      "require(`./img/${name}.png`).default",
      'toc',
    ]) {
      expect(staticValue(source, scope), source).toBeUndefined();
    }
  });

  it('reads the known values a scope names, and their own properties, as JavaScript does', () => {
    const values = new Map<string, unknown>([['frontMatter', { title: 'MDX page', tags: ['a', 'b'], 'sidebar-label': 'x' }], ['answer', 42]]);
    expect(staticValue('frontMatter.title', { values })).toEqual({ value: 'MDX page' });
    expect(staticValue('frontMatter.tags.length', { values })).toEqual({ value: 2 });
    expect(staticValue("frontMatter['sidebar-label']", { values })).toEqual({ value: 'x' });
    expect(staticValue('frontMatter.tags[1]', { values })).toEqual({ value: 'b' });
    expect(staticValue('answer', { values })).toEqual({ value: 42 });
    // A name the object lacks is undefined (React shows nothing), as in JavaScript.
    expect(staticValue('frontMatter.subtitle', { values })).toEqual({ value: undefined });
    for (const source of ['frontMatter.subtitle.length', 'frontMatter.constructor', 'frontMatter.title.toUpperCase', 'frontMatter[key]', 'frontMatter?.title', 'other.title', 'answer.toFixed(1)']) {
      expect(staticValue(source, { values }), source).toBeUndefined();
    }
  });

  it('gives undefined for anything that names or runs code', () => {
    for (const source of [
      'items',
      'items.map((x) => x)',
      '`a ${b}`',
      '{...rest}',
      '{toc}',
      '{[key]: 1}',
      '{get a() { return 1 }}',
      '{a() {}}',
      '{__proto__: {polluted: true}}',
      '[1, , 2]',
      '[...list]',
      '/re/g',
      '10n',
      '-x',
      '!true',
      'alert(1)',
      '1 + 1',
      "{a: 1} + ''",
      '{a: 1} b',
      '<b>jsx</b>',
      '{a: ',
    ]) {
      expect(staticValue(source), source).toBeUndefined();
    }
  });
});
