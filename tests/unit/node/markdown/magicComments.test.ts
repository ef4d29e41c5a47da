import { describe, expect, it } from 'vitest';
import { applyMagicComments } from '../../../../src/node/markdown/magicComments.js';

describe('applyMagicComments', () => {
  it('highlights the next line and removes the comment', () => {
    const result = applyMagicComments('a\n// highlight-next-line\nb\nc', 'ts');
    expect(result.code).toBe('a\nb\nc');
    expect([...result.highlighted]).toEqual([2]);
  });

  it('highlights a start/end range', () => {
    const result = applyMagicComments('a\n  // highlight-start\nb\nc\n  // highlight-end\nd', 'ts');
    expect(result.code).toBe('a\nb\nc\nd');
    expect([...result.highlighted]).toEqual([2, 3]);
  });

  it('accepts every common comment style in a language without an entry of its own', () => {
    const code = '# highlight-next-line\nx: 1\n<!-- highlight-next-line -->\n<p>\n/* highlight-next-line */\ny\n{/* highlight-next-line */}\nz\n// highlight-next-line\nw';
    for (const language of ['yaml', 'text', undefined]) {
      const result = applyMagicComments(code, language);
      expect(result.code).toBe('x: 1\n<p>\ny\nz\nw');
      expect([...result.highlighted]).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('leaves ordinary comments alone', () => {
    expect(applyMagicComments('// highlight the next line please\nx', 'ts').code).toBe('// highlight the next line please\nx');
  });

  it('keeps the comments of other languages in a markdown block, so they can be shown', () => {
    const source = '```ts\n// highlight-next-line\nlet a = 1;\n/* highlight-next-line */\n```';
    for (const language of ['md', 'markdown', 'MD']) {
      const result = applyMagicComments(source, language);
      expect(result.code).toBe(source);
      expect(result.highlighted.size).toBe(0);
    }
  });

  it('reads markdown directives in HTML, MDX and front matter comments', () => {
    const result = applyMagicComments('---\n# highlight-next-line\ntitle: A\n---\n<!-- highlight-next-line -->\nText\n{/* highlight-next-line */}\n<Tabs />', 'md');
    expect(result.code).toBe('---\ntitle: A\n---\nText\n<Tabs />');
    expect([...result.highlighted]).toEqual([2, 4, 5]);
  });

  it('reads each language in its own comment styles only', () => {
    const cases: [string, string, string][] = [
      ['js', '/* highlight-next-line */', '# highlight-next-line'],
      ['tsx', '{/* highlight-next-line */}', '<!-- highlight-next-line -->'],
      ['html', '<!-- highlight-next-line -->', '# highlight-next-line'],
      ['python', '# highlight-next-line', '// highlight-next-line'],
      ['bash', '# highlight-next-line', '<!-- highlight-next-line -->'],
      ['sql', '-- highlight-next-line', '/* highlight-next-line */'],
      ['latex', '% highlight-next-line', '// highlight-next-line'],
      ['wasm', ';; highlight-next-line', '// highlight-next-line'],
      ['vb', "' highlight-next-line", '// highlight-next-line'],
      ['batch', 'REM highlight-next-line', '# highlight-next-line'],
      ['fsharp', '(* highlight-next-line *)', '# highlight-next-line'],
      ['fortran', '! highlight-next-line', '# highlight-next-line'],
      ['cobol', '*> highlight-next-line', '// highlight-next-line'],
    ];
    for (const [language, own, foreign] of cases) {
      expect(applyMagicComments(`${own}\nx`, language), language).toEqual({ code: 'x', highlighted: new Set([1]), lineClasses: new Map([[1, ['highlighted']]]) });
      expect(applyMagicComments(`${foreign}\nx`, language).code, language).toBe(`${foreign}\nx`);
    }
  });

  it("marks lines with a site's own magic comments (themeConfig.prism.magicComments), line and block, each with its class, as Docusaurus does (React Native's highlight-add-start)", () => {
    const comments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
      { className: 'code-add-line', line: 'highlight-add-next-line', block: { start: 'highlight-add-start', end: 'highlight-add-end' } },
      { className: 'code-error-line', line: 'This will error' },
    ];
    const code = 'a\n// highlight-add-start\nb\n// highlight-next-line\nc\n// highlight-add-end\n// This will error\nd\n// highlight-start\ne\n// highlight-end\n// highlight-add-next-line\nf';
    const result = applyMagicComments(code, 'js', comments);
    expect(result.code).toBe('a\nb\nc\nd\ne\nf');
    expect(result.lineClasses).toEqual(new Map([
      [2, ['code-add-line']],
      // Docusaurus's highlight class is Folio's highlight too, and both marks of a line stay.
      [3, ['highlighted', 'theme-code-block-highlighted-line', 'code-add-line']],
      [4, ['code-error-line']],
      [5, ['highlighted', 'theme-code-block-highlighted-line']],
      [6, ['code-add-line']],
    ]));
    // Directives of a comment kind the site did not list are code.
    expect(applyMagicComments('// highlight-next-line\nx', 'js', [comments[1]!]).code).toBe('// highlight-next-line\nx');
  });
});
