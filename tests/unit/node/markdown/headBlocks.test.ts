import { describe, expect, it } from 'vitest';
import { compile } from './helpers.js';

describe('<head> blocks', () => {
  it('become head tags and leave the body', () => {
    const output = compile(
      'Before\n\n<head>\n  <meta name="keywords" content="folio, docs" />\n  <link rel="canonical" href="https://folio.dev/x" />\n  <title>Custom &amp; title</title>\n</head>\n\nAfter',
    );
    expect(output.head).toEqual([
      { tag: 'meta', attrs: { name: 'keywords', content: 'folio, docs' } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://folio.dev/x' } },
      { tag: 'title', attrs: {}, content: 'Custom & title' },
    ]);
    expect(output.body).toEqual([{ t: 'p', h: 'Before' }, '\n', { t: 'p', h: 'After' }]);
  });

  it('keep the lines below them', () => {
    expect(compile('<head>\n<meta name="a" content="b" />\n</head>\n\n[x](/y)').links).toEqual([{ url: '/y', line: 5 }]);
  });

  it('reject tags that do not belong in a head', () => {
    expect(() => compile('<head>\n  <div>x</div>\n</head>')).toThrowErrorMatchingInlineSnapshot(`
      [BuildError: error [markdown] content/docs/guide/page.md:2
        <div> is not allowed in a <head> block.
        fix: use only <meta>, <link>, <title>, <script>, <style>, <base>, <html>, <body> inside <head>]
    `);
  });

  it("take <html> and <body> with a className or data- attributes for the page's own elements, as Docusaurus's docs show (audit: the build stopped)", () => {
    const output = compile('<head>\n  <html className="docs-wide" data-layout="wide" />\n  <body className="no-toc"></body>\n</head>\n\nText', { isMdx: true, file: 'docs/a.mdx' });
    expect(output.head).toEqual([
      { tag: 'html', attrs: { class: 'docs-wide', 'data-layout': 'wide' } },
      { tag: 'body', attrs: { class: 'no-toc' } },
    ]);
    expect(() => compile('<head>\n  <html lang="fr" />\n</head>')).toThrow(/<html> in a <head> block sets only className and data- attributes of the page's <html> \(found lang\)/);
  });

  it('are not read inside code', () => {
    expect(compile('```html\n<head><title>x</title></head>\n```').head).toEqual([]);
    expect(compile('Write `<head><title>x</title></head>` in markdown.').head).toEqual([]);
  });

  it("include Docusaurus's <Head> (@docusaurus/Head), imported or not, as <head> does, with no warning", () => {
    const source = "import Head from '@docusaurus/Head';\n\n<Head>\n  <title>Custom head title</title>\n  <meta name=\"custom-meta2\" content=\"x\"/>\n</Head>\n\n[x](/y)";
    for (const written of [source, source.replace(/^import.*\n/, '\n')]) {
      const output = compile(written, { isMdx: true });
      expect(output.head).toEqual([
        { tag: 'title', attrs: {}, content: 'Custom head title' },
        { tag: 'meta', attrs: { name: 'custom-meta2', content: 'x' } },
      ]);
      expect(output.body).toEqual([{ t: 'p', h: '<a href="/y">x</a>' }]);
      expect(output.links).toEqual([{ url: '/y', line: 8 }]);
      expect(output.warnings).toBeUndefined();
    }
  });

  it('leave a <Head> the file imports from elsewhere to that component', () => {
    const output = compile("import Head from '@site/src/components/Head';\n\n<Head>\n  <title>x</title>\n</Head>", { isMdx: true });
    expect(output.head).toEqual([]);
    expect(output.warnings).toEqual([expect.objectContaining({ what: expect.stringContaining("<Head> is imported from '@site/src/components/Head'") })]);
  });
});
