import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';

const mdx = { isMdx: true, file: 'content/docs/a.mdx' };
const page = `import TOCInline from '@theme/TOCInline';

TOC_TAG

## Install {#install}

### With npm

#### Deep

## Use \`folio\` [now](/docs/x)
`;

describe('<TOCInline>', () => {
  it("lists the page's headings as nested links, at the site's levels", () => {
    const html = compileToHtml(page.replace('TOC_TAG', '<TOCInline toc={toc} />'), mdx);
    expect(html).toMatch(
      /^<div class="toc-inline"><ul><li><a href="#install">Install<\/a><ul><li><a href="#with-npm">With npm<\/a><\/li><\/ul><\/li><li><a href="#use-folio-now">Use <code>folio<\/code> now<\/a><\/li><\/ul><\/div>/,
    );
  });

  it('takes its levels from minHeadingLevel and maxHeadingLevel, not from the front matter', () => {
    const source = `---\ntoc_max_heading_level: 2\n---\n${page.replace('TOC_TAG', '<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} />')}`;
    const output = compile(source, mdx);
    expect(output.toc.map((item) => item.id)).toEqual(['install', 'use-folio-now']);
    expect(JSON.stringify(output.body[0])).toBe(
      JSON.stringify({ t: 'div', p: { className: 'toc-inline' }, h: '<ul><li><a href="#with-npm">With npm</a><ul><li><a href="#deep">Deep</a></li></ul></li></ul>' }),
    );
  });

  it('is left out of the search text, which has the headings where they are', () => {
    const output = compile(page.replace('TOC_TAG', 'Intro.\n\n<TOCInline toc={toc} />'), mdx);
    expect(output.searchText?.[0]).toEqual({ heading: '', id: '', level: 1, text: 'Intro.' });
  });

  it('keeps the levels a filter on the level keeps, as Docusaurus\'s docs write it', () => {
    const html = compileToHtml(page.replace('TOC_TAG', '<TOCInline toc={toc.filter((node) => node.level === 2 || node.level === 4)} minHeadingLevel={2} maxHeadingLevel={4} />'), mdx);
    expect(html).toMatch(/^<div class="toc-inline"><ul><li><a href="#install">Install<\/a><ul><li><a href="#deep">Deep<\/a><\/li><\/ul><\/li><li><a href="#use-folio-now">Use <code>folio<\/code> now<\/a><\/li><\/ul><\/div>/);
    const block = compileToHtml(page.replace('TOC_TAG', '<TOCInline toc={toc.filter(function (item) { return !(item.level > 2); })} />'), mdx);
    expect(block).toMatch(/^<div class="toc-inline"><ul><li><a href="#install">Install<\/a><\/li><li><a href="#use-folio-now">/);
  });

  it('lists the headings `toc[n]` names, in the order given, at the levels it shows, as Docusaurus\'s docs write it (audit: it showed every heading)', () => {
    // The page's h2–h6 in order: 0 Install, 1 With npm, 2 Deep, 3 Use folio now.
    const html = compileToHtml(page.replace('TOC_TAG', '<TOCInline toc={[toc[0], toc[3], toc[9]]} />'), mdx);
    expect(html).toMatch(/^<div class="toc-inline"><ul><li><a href="#install">Install<\/a><\/li><li><a href="#use-folio-now">Use <code>folio<\/code> now<\/a><\/li><\/ul><\/div>/);
    // The h4 at index 2 shows once the levels reach it.
    expect(compileToHtml(page.replace('TOC_TAG', '<TOCInline toc={[toc[2]]} maxHeadingLevel={4} />'), mdx)).toMatch(/^<div class="toc-inline"><ul><li><a href="#deep">Deep<\/a><\/li><\/ul><\/div>/);
  });

  it('lists the headings `toc.slice(…)` keeps, as Jest\'s API pages write it (BYO audit: the build stopped)', () => {
    // From the second heading on: With npm, Use folio now (Deep is below the levels shown).
    expect(compileToHtml(page.replace('TOC_TAG', '<TOCInline toc={toc.slice(1)} />'), mdx)).toMatch(/^<div class="toc-inline"><ul><li><a href="#with-npm">With npm<\/a><\/li><li><a href="#use-folio-now">Use <code>folio<\/code> now<\/a><\/li><\/ul><\/div>/);
    expect(compileToHtml(page.replace('TOC_TAG', '<TOCInline toc={toc.slice(0, -1)} />'), mdx)).toMatch(/^<div class="toc-inline"><ul><li><a href="#install">Install<\/a><ul><li><a href="#with-npm">With npm<\/a><\/li><\/ul><\/li><\/ul><\/div>/);
  });

  it('warns at its line that it shows the whole table of contents for a toc prop it cannot read', () => {
    const output = compile(page.replace('TOC_TAG', '<TOCInline toc={[1, 2]} />'), mdx);
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'content/docs/a.mdx', line: 3 }, what: expect.stringContaining('<TOCInline> shows the whole table of contents') })]);
  });

  it("accepts only the page's own toc, or a filter of it on the level", () => {
    expect(() => compile('<TOCInline toc={toc.filter((item) => item.value.includes("x"))} />', mdx)).toThrow(/Cannot evaluate \{toc\.filter[\s\S]*filter on the level alone/);
    expect(() => compile('<Tabs values={toc} />', mdx)).toThrow(/Cannot evaluate \{toc\} in attribute "values" of <Tabs>/);
  });
});
