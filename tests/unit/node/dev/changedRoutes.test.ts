import { describe, expect, it } from 'vitest';
import type { RouteInput } from '../../../../src/node/plugins/types.js';
import { changedRoutes, sameJson } from '../../../../src/node/dev/changedRoutes.js';

describe('sameJson', () => {
  it('compares like JSON.stringify does, whatever the key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1, c: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
  });

  it('does not walk into objects shared by both sides', () => {
    const body = new Proxy([], {
      get() {
        throw new Error('walked into the shared body');
      },
    });
    expect(sameJson({ title: 'A', body }, { title: 'A', body })).toBe(true);
  });
});

const route = (path: string, title: string, props: unknown = {}): RouteInput => ({ path, kind: 'doc', title, props });

describe('changedRoutes', () => {
  it('lists added, removed and edited pages, not unchanged ones', () => {
    const shared = route('/same-object', 'Same');
    const before = new Map([
      ['/a', route('/a', 'A', { body: [1] })],
      ['/b', route('/b', 'B')],
      ['/gone', route('/gone', 'Gone')],
      ['/same-object', shared],
    ]);
    const after = new Map([
      ['/a', route('/a', 'A', { body: [1] })],
      ['/b', route('/b', 'B, edited')],
      ['/new', route('/new', 'New')],
      ['/same-object', shared],
    ]);
    expect(changedRoutes(before, after).sort()).toEqual(['/b', '/gone', '/new']);
  });

  it('ignores what is not page data (the link checker’s source info)', () => {
    const a = { ...route('/a', 'A'), source: { file: 'a.md', links: [] } };
    const b = { ...route('/a', 'A'), source: { file: 'a.md', links: [{ url: '/x' }] } };
    expect(changedRoutes(new Map([['/a', a]]), new Map([['/a', b]]))).toEqual([]);
  });
});
