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

  it('reads shared parts from its cache and still answers as for the whole page, in document order', () => {
    const year = (n: number) => `<li><a class="l" href="/changelog/${n}">${n}</a></li><li><a class="l" href="/shared">s</a></li>`;
    const parts = [year(1), year(2)];
    const html = `<nav id="n"><a href="/first">f</a><ul>${parts[0]}</ul><p id="mid"><a href="/between">b</a></p><ul>${parts[1]}</ul></nav><a href="/shared">again</a><h2 id="end">E</h2>`;
    const whole = pageLinks(html);
    expect(whole.hrefs).toEqual(['/first', '/changelog/1', '/shared', '/between', '/changelog/2']);
    expect(pageLinks(html, parts)).toEqual(whole);
    // Answered from the cache the second time: the same, for another page holding the same parts.
    const other = `<a href="/other">o</a><ul>${parts[1]}</ul><ul>${parts[0]}</ul>`;
    expect(pageLinks(other, [parts[1]!, parts[0]!])).toEqual(pageLinks(other));
    // A part the page does not hold (or an empty one) changes nothing.
    expect(pageLinks(html, ['<li>absent</li>', ''])).toEqual(whole);
  });
});
