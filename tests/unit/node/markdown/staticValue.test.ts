import { describe, expect, it } from 'vitest';
import { staticValue } from '../../../../src/node/markdown/staticValue.js';

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
