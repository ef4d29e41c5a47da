import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';

describe('math', () => {
  it('typesets inline math on the server', () => {
    const html = compileToHtml('Euler: $e^{i\\pi} + 1 = 0$.');
    expect(html).toMatch(/^<p>Euler: <span class="katex"><span class="katex-mathml"><math/);
    expect(html).toContain('<annotation encoding="application/x-tex">e^{i\\pi} + 1 = 0</annotation>');
  });

  it('gives a heading with a formula the id of its source text, as Docusaurus does', () => {
    const output = compile('## The formula $E = mc^2$ explained\n\n## Sum $\\sum_{i=1}^n x_i$');
    expect(output.toc.map((entry) => entry.id)).toEqual(['the-formula-e--mc2-explained', 'sum-sum_i1n-x_i']);
    expect(compileToHtml('## The formula $E = mc^2$ explained')).toContain('aria-label="Direct link to The formula E = mc^2 explained"');
  });

  it('typesets block math in display mode', () => {
    expect(compileToHtml('$$\n\\int_0^1 x\\,dx\n$$')).toMatch(/^<span class="katex-display">/);
  });

  it('marks the page as needing the math feature only when it has math', () => {
    expect(compile('$x$').features).toEqual(['math']);
    expect(compile('It costs \\$5 and \\$6.').features).toEqual([]);
  });

  it('leaves prices and shell variables as text: a single $ opens before a non-space and closes after one, not before a digit', () => {
    for (const prose of ['The plan costs $5 per month, or $50 per year.', 'Set $HOME and $PATH in your shell.', 'Use the $ref keyword and the $schema keyword.', 'From $ 5 to $ 10.']) {
      expect(compile(prose).features, prose).toEqual([]);
      expect(compileToHtml(prose)).toBe(`<p>${prose}</p>`);
    }
    // Formulas still are.
    expect(compileToHtml('Area $r^2$, sum $a+b$.')).toMatch(/^<p>Area <span class="katex">.*<annotation encoding="application\/x-tex">r\^2<\/annotation>.*sum <span class="katex">/);
    // A dollar before a digit closes nothing.
    expect(compileToHtml('Pay $x$5 now.')).toBe('<p>Pay $x$5 now.</p>');
  });

  it('warns about a formula KaTeX cannot typeset, with its line', () => {
    const output = compile('Text\n\n$\\frac{1}$');
    expect(output.warnings).toEqual([
      expect.objectContaining({ where: { file: 'content/docs/guide/page.md', line: 3 }, what: expect.stringMatching(/KaTeX/) }),
    ]);
  });

  it('warns about a block formula KaTeX cannot typeset at the line of its opening $$', () => {
    const output = compile('Text\n\n$$\n\\begin{matrix} a \\end{pmatrix}\n$$');
    expect(output.warnings).toEqual([
      expect.objectContaining({ where: { file: 'content/docs/guide/page.md', line: 3 }, what: expect.stringMatching(/KaTeX parse error: Mismatch/) }),
    ]);
  });
});
