import { describe, expect, it } from 'vitest';
import { pageLinks } from '../../../../src/node/prerender/pageLinks.js';

describe('pageLinks', () => {
  it('reads the href of every anchor and every id, unescaped', () => {
    const html = '<nav id="top"><a class="x" href="/docs/a?b=1&amp;c=2#h">A</a><a\nhref="https://e.com/&quot;q&quot;">B</a><link href="/not-an-anchor"></nav><h2 id="it&#x27;s">T</h2><a>no href</a>';
    expect(pageLinks(html)).toEqual({ hrefs: ['/docs/a?b=1&c=2#h', 'https://e.com/"q"'], ids: ['top', "it's"] });
  });

  it('gives the same answer on every call (no regex state left behind)', () => {
    const html = '<a href="/a">a</a><p id="p"></p>';
    expect(pageLinks(html)).toEqual(pageLinks(html));
  });
});
