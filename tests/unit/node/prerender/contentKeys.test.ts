import { describe, expect, it } from 'vitest';
import { contentNameOf, nameContent, stringifyWithNames } from '../../../../src/node/prerender/contentKeys.js';

describe('content keys', () => {
  it('spells out what has no name exactly as JSON.stringify does', () => {
    const value = { path: '/docs/a', props: { body: [{ t: 'p', h: 'Say "hi"' }, '\n'], toc: [] }, n: 1, none: null };
    expect(stringifyWithNames(value)).toBe(JSON.stringify(value));
  });

  it('puts a named value in by its name, without reading inside it', () => {
    const body = [{ t: 'p', h: 'Long text' }];
    nameContent(body, 'abc:body');
    const keyed = stringifyWithNames({ props: { body, toc: [{ id: 'x' }] } });
    expect(keyed).not.toContain('Long text');
    expect(keyed).toContain('abc:body');
    expect(keyed).toContain('"toc":[{"id":"x"}]');
    expect(contentNameOf(body)).toBe('abc:body');
  });

  it('tells apart the same text as data and as a name, and two names', () => {
    const a = [1];
    const b = [1];
    nameContent(a, 'one');
    nameContent(b, 'two');
    expect(stringifyWithNames({ body: a })).not.toBe(stringifyWithNames({ body: b }));
    expect(stringifyWithNames({ body: a })).not.toBe(stringifyWithNames({ body: 'one' }));
  });
});

describe('named values outside a key', () => {
  it('serialise in full with JSON.stringify, and cross a structured clone as plain data', () => {
    const body = [{ t: 'p', h: 'Body text' }];
    nameContent(body, 'def:body');
    expect(JSON.stringify({ body })).toBe('{"body":[{"t":"p","h":"Body text"}]}');
    expect(structuredClone({ body })).toEqual({ body: [{ t: 'p', h: 'Body text' }] });
    expect(Object.keys(body)).toEqual(['0']);
    // And a key made meanwhile still names it.
    expect(stringifyWithNames({ body })).toContain('def:body');
    expect(JSON.stringify(body)).toContain('Body text');
  });
});
