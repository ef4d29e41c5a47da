import { describe, expect, it } from 'vitest';
import { rebaseAnchors } from '../../../../src/node/render/rebaseAnchors.js';

describe('rebaseAnchors', () => {
  it('points in-page anchors of an excerpt at the post page', () => {
    const nodes = rebaseAnchors([{ t: 'p', h: 'See<sup><a href="#fn-1">1</a></sup> and <a href="/docs">docs</a>' }, 'text'], '/blog/post');
    expect(nodes).toEqual([{ t: 'p', h: 'See<sup><a href="/blog/post#fn-1">1</a></sup> and <a href="/docs">docs</a>' }, 'text']);
  });
  it('walks into component children', () => {
    const nodes = rebaseAnchors([{ t: 'Tabs', c: [{ t: 'a', p: { href: '#x' }, h: 'x' }] }], '/p');
    expect(nodes).toEqual([{ t: 'Tabs', c: [{ t: 'a', p: { href: '/p#x' }, h: 'x' }] }]);
  });
});
