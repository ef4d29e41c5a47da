import { describe, expect, it } from 'vitest';
import { tocLevels } from '../../../../src/node/markdown/toc.js';
import { compile } from './helpers.js';

const page = '## Two\n\n### Three `code`\n\n#### Four\n\n## [Linked](https://example.com) *em*';

describe('toc', () => {
  it('lists headings between the configured levels with their inline HTML, without the anchor', () => {
    expect(compile(page).toc).toEqual([
      { id: 'two', value: 'Two', level: 2 },
      { id: 'three-code', value: 'Three <code>code</code>', level: 3 },
      { id: 'linked-em', value: 'Linked <em>em</em>', level: 2 },
    ]);
  });

  it('follows toc_min_heading_level / toc_max_heading_level from front matter', () => {
    const output = compile(`---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 4\n---\n${page}`);
    expect(output.toc.map((item) => item.id)).toEqual(['three-code', 'four']);
  });

  it('ignores invalid levels and never lets max fall under min', () => {
    expect(tocLevels({ toc_min_heading_level: 9, toc_max_heading_level: 'x' }, { min: 2, max: 3 })).toEqual({ min: 2, max: 3 });
    expect(tocLevels({ toc_min_heading_level: 4 }, { min: 2, max: 3 })).toEqual({ min: 4, max: 4 });
  });

  it('lists markdown headings only, not headings written as HTML or JSX, which keep their id', () => {
    const mdx = { isMdx: true, file: 'docs/a.mdx' };
    const source = '## Markdown\n\n<h3>Written as HTML</h3>\n\n<h3 id="custom">With an id</h3>\n\n<details>\n<summary>More</summary>\n\n### Markdown in details\n\n<h2 className="x">JSX in details</h2>\n\n</details>\n';
    const output = compile(source, mdx);
    expect(output.toc.map((item) => item.id)).toEqual(['markdown', 'markdown-in-details']);
    expect(output.anchors).toEqual(expect.arrayContaining(['written-as-html', 'custom', 'jsx-in-details']));
    // The mark that told the two apart is gone from the page.
    expect(JSON.stringify(output.body)).not.toContain('Folio');
    expect(compile('## A\n\n<h2>B</h2>\n').toc.map((item) => item.id)).toEqual(['a']);
  });

  it('leaves the footnotes label out', () => {
    expect(compile('## A\n\nText[^1]\n\n[^1]: Note').toc.map((item) => item.id)).toEqual(['a']);
  });
});
