import { describe, expect, it } from 'vitest';
import type { ElementContent } from 'hast';
import { rawGroups, tagBalance } from '../../../../src/node/markdown/rawHtml.js';
import { compile, compileToHtml } from './helpers.js';

describe('raw HTML', () => {
  it('is parsed into the page, keeping source lines', () => {
    expect(compileToHtml('<section class="hero">\n\n**Bold**\n\n</section>')).toBe(
      '<section class="hero">\n<p><strong>Bold</strong></p>\n</section>',
    );
    expect(compile('Text\n\n<p>\n<a href="/x">x</a>\n</p>').links).toEqual([{ url: '/x', line: 4 }]);
  });

  it('drops HTML comments from the page', () => {
    expect(compileToHtml('A\n\n<!-- note to self -->\n\nB')).toBe('<p>A</p>\n\n<p>B</p>');
  });
});

describe('raw HTML grouping', () => {
  const raw = (value: string) => ({ type: 'raw' as const, value });
  const p = (...children: ElementContent[]) => ({ type: 'element' as const, tagName: 'p', properties: {}, children });
  const text = (value: string) => ({ type: 'text' as const, value });

  it('counts opened minus closed tags, ignoring void elements and comments', () => {
    expect(tagBalance('<details><summary>x</summary>')).toBe(1);
    expect(tagBalance('<br><img src="a>b.png"><!-- <div> -->')).toBe(0);
    expect(tagBalance('</details>')).toBe(-1);
  });

  it('re-parses only the blocks that hold raw HTML, keeping a block that spans several together', () => {
    const groups = rawGroups([p(text('plain')), p(raw('<kbd>'), text('K'), raw('</kbd>')), raw('<details>'), p(text('inside')), raw('</details>'), p(text('after'))]);
    expect(groups?.map((group) => [group.raw, group.nodes.length])).toEqual([[false, 1], [true, 1], [true, 3], [false, 1]]);
  });

  it('gives up grouping when tags do not balance', () => {
    expect(rawGroups([raw('<div>'), p(text('never closed'))])).toBeUndefined();
    expect(rawGroups([raw('</div>')])).toBeUndefined();
  });

  it('renders a page whose raw HTML spans blocks the same as one parsed whole', () => {
    expect(compileToHtml('Intro with <kbd>Ctrl</kbd>.\n\n<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n\nEnd.')).toBe(
      '<p>Intro with <kbd>Ctrl</kbd>.</p>\n<Details>\n<summary>More</summary>\n<p>Hidden <strong>text</strong>.</p>\n</Details>\n<p>End.</p>',
    );
  });
});
