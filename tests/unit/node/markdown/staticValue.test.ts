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
    // The module webpack gives: a component reading `src.default` (Relay's) gets the URL there.
    expect(staticValue("require('./img/pic.png')", scope)).toEqual({ value: { default: 'path:./img/pic.png' } });
    expect(staticValue('toc', { toc: true })).toEqual({ value: PAGE_TOC });
    for (const source of [
      "useBaseUrl('/x', {absolute: true})",
      'useBaseUrl(path)',
      "require('./img/missing.gif')",
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
    for (const source of ['frontMatter.subtitle.length', 'frontMatter.constructor', 'frontMatter.title.toUpperCase', 'frontMatter[key]', 'other.title']) {
      expect(staticValue(source, { values }), source).toBeUndefined();
    }
  });

  it('runs any other expression over the values it knows and JavaScript\'s built-ins, as MDX does, when its value is data', () => {
    const values = new Map<string, unknown>([
      ['source', 'line 1\n\n// drop\nline 2\n'],
      ['frontMatter', { tags: ['a', 'b'], date: new Date('2024-03-05T00:00:00Z') }],
    ]);
    const scope = { values, baseUrl: '/base/', requireValue: (specifier: string) => (specifier.startsWith('!!raw-loader!') ? 'one\ntwo' : undefined) };
    // What Docusaurus's own docs do with a raw-loader file (guides/docs/sidebar): lines filtered and joined.
    expect(staticValue("source.split('\\n').filter((line) => line && !line.startsWith('//')).join('\\n')", scope)).toEqual({ value: 'line 1\nline 2' });
    expect(staticValue("require('!!raw-loader!./x.js').default.split('\\n').map((line) => line.toUpperCase()).join('+')", scope)).toEqual({ value: 'ONE+TWO' });
    expect(staticValue('JSON.stringify(frontMatter.tags)', scope)).toEqual({ value: '["a","b"]' });
    expect(staticValue('frontMatter.date.getUTCFullYear()', scope)).toEqual({ value: 2024 });
    expect(staticValue('frontMatter?.tags.map((tag) => ({ tag }))', scope)).toEqual({ value: [{ tag: 'a' }, { tag: 'b' }] });
    expect(staticValue("useBaseUrl('/img/' + 'x.png')", scope)).toEqual({ value: '/base/img/x.png' });
    expect(staticValue('1 + 1')).toEqual({ value: 2 });
    expect(staticValue('!true')).toEqual({ value: false });
    // It runs on copies: the next expression sees the page's values as they were.
    expect(staticValue("frontMatter.tags.push('c')", scope)).toEqual({ value: 3 });
    expect(staticValue('frontMatter.tags.length', scope)).toEqual({ value: 2 });
  });

  it("keeps the build's own objects out of an expression's reach, and bounds everything it runs (code review)", () => {
    const values = new Map<string, unknown>([['frontMatter', { title: 'T' }]]);
    const scope = { values, baseUrl: '/', requireValue: () => 'text' };
    // Functions reached from its values are the context's own: no `process` there.
    for (const source of ["frontMatter.constructor.constructor('return typeof process')()", "require.constructor.constructor('return typeof process')()", "useBaseUrl.constructor('return typeof process')()"]) {
      expect(staticValue(source, scope), source).toEqual({ value: 'undefined' });
    }
    // A getter of the value, or a promise callback, that never ends is cut off like the expression.
    const started = Date.now();
    expect(staticValue('({ get a() { while (true) {} } })', scope)).toBeUndefined();
    expect(staticValue('(Promise.resolve().then(() => { while (true) {} }), 1)', scope)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('tells when a value read the clock or chance, which the next build must compute again', () => {
    let volatile = 0;
    const scope = { values: new Map<string, unknown>([['frontMatter', { date: new Date('2024-03-05T00:00:00Z') }]]), onVolatile: () => (volatile += 1) };
    expect(staticValue('frontMatter.date.getUTCFullYear()', scope)).toEqual({ value: 2024 });
    expect(volatile).toBe(0);
    expect(staticValue('new Date().getFullYear()', scope)).toEqual({ value: new Date().getFullYear() });
    expect(volatile).toBe(1);
  });

  it('gives undefined for anything that names what the build does not have, or whose value is not data', () => {
    const scope = { baseUrl: '/', requireValue: (specifier: string) => (specifier.endsWith('.png') ? `path:${specifier}` : undefined) };
    for (const source of [
      'items',
      'items.map((x) => x)',
      '`a ${b}`',
      '{...rest}',
      '{toc}',
      '{[key]: 1}',
      '{a() {}}',
      '{__proto__: {polluted: true}}',
      '[...list]',
      '/re/g',
      '10n',
      '-x',
      'alert(1)',
      'window.location.href',
      'process.env.HOME',
      'new Date(0)',
      '() => 1',
      '1 / 0',
      'props.name',
      "require('./img/pic.gif')",
      "useBaseUrl('/x', {absolute: true})",
      '(() => { while (true) {} })()',
      '{a: 1} b',
      '<b>jsx</b>',
      '{a: ',
    ]) {
      expect(staticValue(source, scope), source).toBeUndefined();
    }
  });
});

describe('require(…) alone', () => {
  it("is webpack's module only for a file whose value is its URL or text, not for data, components or SVGs (review: each was passed on as { default: path })", () => {
    const scope = { requireValue: (specifier: string) => `path:${specifier}` };
    expect(staticValue("require('./pic.png')", scope)).toEqual({ value: { default: 'path:./pic.png' } });
    expect(staticValue("require('!!raw-loader!./code.js')", scope)).toEqual({ value: { default: 'path:!!raw-loader!./code.js' } });
    for (const source of ["require('./data.json')", "require('./components/Widget')", "require('./logo.svg')"]) expect(staticValue(source, scope), source).toBeUndefined();
    // With .default, as before: the file's value.
    expect(staticValue("require('./logo.svg').default", scope)).toEqual({ value: 'path:./logo.svg' });
  });
});
