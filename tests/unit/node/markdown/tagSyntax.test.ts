import { describe, expect, it } from 'vitest';
import { matchBrace, parseLiteral, scanTag } from '../../../../src/node/markdown/tagSyntax.js';

describe('scanTag', () => {
  it('reads string, boolean and expression attributes', () => {
    const tag = scanTag(`<Tabs groupId="os" default values={[{"a":"}"}]} n={2} q='x'>`, 0);
    expect(tag).toEqual({
      name: 'Tabs',
      isClosing: false,
      isSelfClosing: false,
      attributes: [
        { name: 'groupId', value: { kind: 'string', value: 'os' } },
        { name: 'default', value: { kind: 'boolean' } },
        { name: 'values', value: { kind: 'expression', source: '[{"a":"}"}]' } },
        { name: 'n', value: { kind: 'expression', source: '2' } },
        { name: 'q', value: { kind: 'string', value: 'x' } },
      ],
      end: 60,
    });
  });

  it('reads self-closing and closing tags across lines', () => {
    expect(scanTag('<DocCardList\n  />', 0)).toMatchObject({ name: 'DocCardList', isSelfClosing: true, end: 17 });
    expect(scanTag('x </Tabs>', 2)).toMatchObject({ name: 'Tabs', isClosing: true, end: 9 });
  });

  it('returns nothing for what is not a tag', () => {
    expect(scanTag('< b', 0)).toBeUndefined();
    expect(scanTag('<a href="x', 0)).toBeUndefined();
    expect(scanTag('<a b={unbalanced>', 0)).toBeUndefined();
  });
});

describe('matchBrace', () => {
  it('skips braces inside strings', () => {
    expect(matchBrace('{"}" + `{`}', 0)).toBe(10);
    expect(matchBrace('{{', 0)).toBe(-1);
  });
});

describe('parseLiteral', () => {
  it('accepts JSON and single-quoted strings without escapes only', () => {
    expect(parseLiteral('{"a":[1,true,null]}')).toEqual({ value: { a: [1, true, null] } });
    expect(parseLiteral("'its'")).toEqual({ value: 'its' });
    // `\n` is a newline: read by staticValue's parser, not guessed here.
    expect(parseLiteral("'it\\'s\\n'")).toBeUndefined();
    expect(parseLiteral('props.value')).toBeUndefined();
  });
});
