import { describe, expect, it } from 'vitest';
import { joinMarked, partMarker, partMarkerPrefix, splitAtMarkers } from '../../../src/shared/partMarkers.js';

describe('shared part markers', () => {
  const prefix = partMarkerPrefix('a1b2');

  it('puts each part where its marker is, so the page reads as if rendered inline', () => {
    const found = ['<li>one</li>', '<li>two</li>'];
    const html = `<nav><ul>${partMarker(prefix, 1)}</ul><p>x</p><ul>${partMarker(prefix, 0)}</ul></nav>`;
    const page = splitAtMarkers(html, prefix, found);
    expect(page).toEqual({ own: ['<nav><ul>', '</ul><p>x</p><ul>', '</ul></nav>'], parts: ['<li>two</li>', '<li>one</li>'] });
    expect(joinMarked(page)).toBe('<nav><ul><li>two</li></ul><p>x</p><ul><li>one</li></ul></nav>');
  });

  it('leaves a page without markers whole, and a marker naming no part as written', () => {
    expect(splitAtMarkers('<p>plain</p>', prefix, [])).toEqual({ own: ['<p>plain</p>'], parts: [] });
    const stray = `<p>${partMarker(prefix, 5)}</p><!--folio-part:other:0--><i>${partMarker(prefix, 0)}</i>`;
    const page = splitAtMarkers(stray, prefix, ['<b>p</b>']);
    expect(page.parts).toEqual(['<b>p</b>']);
    expect(joinMarked(page)).toBe(`<p>${partMarker(prefix, 5)}</p><!--folio-part:other:0--><i><b>p</b></i>`);
  });

  it('handles parts at the very start and end of the page and next to each other', () => {
    const found = ['A', 'B', 'C'];
    const html = `${partMarker(prefix, 0)}${partMarker(prefix, 1)}mid${partMarker(prefix, 2)}`;
    const page = splitAtMarkers(html, prefix, found);
    expect(page.own).toEqual(['', '', 'mid', '']);
    expect(joinMarked(page)).toBe('ABmidC');
  });
});
