import { describe, expect, it } from 'vitest';
import { pageLinks } from '../../../../src/node/prerender/pageLinks.js';
import { partMarker, partMarkerPrefix, splitAtMarkers } from '../../../../src/shared/partMarkers.js';

const whole = (html: string) => ({ own: [html], parts: [] });

describe('pageLinks', () => {
  it('reads the href of every anchor and every id, unescaped', () => {
    const html = '<nav id="top"><a class="x" href="/docs/a?b=1&amp;c=2#h">A</a><a\nhref="https://e.com/&quot;q&quot;">B</a><link href="/not-an-anchor"></nav><h2 id="it&#x27;s">T</h2><a>no href</a>';
    expect(pageLinks(whole(html))).toEqual({ hrefs: ['/docs/a?b=1&c=2#h', 'https://e.com/"q"'], ids: ['top', "it's"] });
  });

  it('gives the same answer on every call (no regex state left behind)', () => {
    const html = '<a href="/a">a</a><p id="p"></p>';
    expect(pageLinks(whole(html))).toEqual(pageLinks(whole(html)));
  });

  it('refers to shared parts instead of repeating their links, one object per part for every page holding it', () => {
    const year = (n: number) => `<li><a class="l" href="/changelog/${n}">${n}</a></li><li id="y${n}"><a class="l" href="/shared">s</a></li>`;
    const parts = [year(1), year(2)];
    const prefix = partMarkerPrefix('t1');
    // The page as the server entry writes it: markers where the parts go.
    const marked = `<nav id="n"><a href="/first">f</a><ul>${partMarker(prefix, 0)}</ul><p id="mid"><a href="/between">b</a></p><ul>${partMarker(prefix, 1)}</ul></nav><a href="/shared">again</a><h2 id="end">E</h2>`;
    const inline = `<nav id="n"><a href="/first">f</a><ul>${parts[0]}</ul><p id="mid"><a href="/between">b</a></p><ul>${parts[1]}</ul></nav><a href="/shared">again</a><h2 id="end">E</h2>`;
    const all = pageLinks(whole(inline));
    expect(all.hrefs).toEqual(['/first', '/changelog/1', '/shared', '/between', '/changelog/2']);
    expect(all.parts).toBeUndefined();
    const split = pageLinks(splitAtMarkers(marked, prefix, parts));
    // The page's own links, outside the parts, in document order; each part's links once.
    expect(split.hrefs).toEqual(['/first', '/between', '/shared']);
    expect(split.ids).toEqual(['n', 'mid', 'end']);
    expect(split.parts!.map(({ hrefs, ids }) => ({ hrefs, ids }))).toEqual([
      { hrefs: ['/changelog/1', '/shared'], ids: ['y1'] },
      { hrefs: ['/changelog/2', '/shared'], ids: ['y2'] },
    ]);
    // Together they are the whole page's links and ids.
    expect(new Set([...split.hrefs, ...split.parts!.flatMap((part) => part.hrefs)])).toEqual(new Set(all.hrefs));
    expect(new Set([...split.ids, ...split.parts!.flatMap((part) => part.ids)])).toEqual(new Set(all.ids));
    // Another page holding the same parts (in another order) refers to the same objects.
    const other = pageLinks(splitAtMarkers(`<a href="/other">o</a><ul>${partMarker(prefix, 0)}</ul><ul>${partMarker(prefix, 1)}</ul>`, prefix, [parts[1]!, parts[0]!]));
    expect(other.hrefs).toEqual(['/other']);
    expect(other.parts![0]).toBe(split.parts![1]);
    expect(other.parts![1]).toBe(split.parts![0]);
    expect(new Set(other.parts!.map((part) => part.key)).size).toBe(2);
    // An empty part adds nothing.
    expect(pageLinks({ own: ['<a href="/a">a</a>', ''], parts: [''] })).toEqual({ hrefs: ['/a'], ids: [] });
  });
});
