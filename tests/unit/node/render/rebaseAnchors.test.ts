import { describe, expect, it } from 'vitest';
import { rebaseAnchors } from '../../../../src/node/render/rebaseAnchors.js';

describe('rebaseAnchors', () => {
  it('points in-page anchors of an excerpt at the post page', () => {
    const nodes = rebaseAnchors([{ t: 'p', h: 'See<sup><a href="#fn-1">1</a></sup> and <a href="/docs">docs</a>' }, 'text'], '/blog/post');
    expect(nodes).toEqual([{ t: 'p', h: 'See<sup><a href="/blog/post#fn-1">1</a></sup> and <a href="/docs">docs</a>' }, 'text']);
  });
  it('drops the description of a footnote reference, whose footnotes stay on the post page', () => {
    const html = '<sup><a href="#p-fn-1" id="p-fnref-1" data-footnote-ref aria-describedby="p-footnote-label">1</a></sup>';
    expect(rebaseAnchors([{ t: 'p', h: html }], '/blog/post')).toEqual([{ t: 'p', h: '<sup><a href="/blog/post#p-fn-1" id="p-fnref-1" data-footnote-ref>1</a></sup>' }]);
  });
  it('walks into component children', () => {
    const nodes = rebaseAnchors([{ t: 'Tabs', c: [{ t: 'a', p: { href: '#x' }, h: 'x' }] }], '/p');
    expect(nodes).toEqual([{ t: 'Tabs', c: [{ t: 'a', p: { href: '/p#x' }, h: 'x' }] }]);
  });
  it('drops the ids of headings, whose links lead to the post: a list of posts would repeat them', () => {
    const nodes = rebaseAnchors(
      [
        { t: 'h4', p: { id: '-bug-fix' }, h: 'Bug Fix<a href="#-bug-fix" class="hash-link">#</a>' },
        { t: 'div', h: '<h3 class="x" id="setup">Setup</h3><p id="keep">text</p>' },
        '<h2 id="raw">Raw</h2>',
      ],
      '/changelog/3.6.3',
    );
    expect(nodes).toEqual([
      { t: 'h4', p: {}, h: 'Bug Fix<a href="/changelog/3.6.3#-bug-fix" class="hash-link">#</a>' },
      { t: 'div', h: '<h3 class="x">Setup</h3><p id="keep">text</p>' },
      '<h2>Raw</h2>',
    ]);
  });
});
