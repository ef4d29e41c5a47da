import { describe, expect, it } from 'vitest';
import { compile, compileToHtml } from './helpers.js';

const mdx = { isMdx: true, file: 'content/docs/a.mdx' };

describe('<style> with an expression in .mdx (issue 3 audit)', () => {
  it('gives a template literal or string child its CSS text', () => {
    expect(compileToHtml('<style>{`.red-h{color:rgb(255,0,0)}`}</style>\n\n<p className="red-h">red</p>', mdx)).toBe('<style>.red-h{color:rgb(255,0,0)}</style>\n<p class="red-h">red</p>');
    expect(compileToHtml("<style>{'.a{color:red}'}</style>", mdx)).toBe('<style>.a{color:red}</style>');
  });

  it('keeps the lines below where they were, whatever the literal’s escapes', () => {
    const output = compile('<style>{`\n.a { color: red; }\n`}</style>\n\n<style>{".b{}\\n.c{}"}</style>\n\n[x](/docs/x)', mdx);
    expect(output.links).toEqual([{ url: '/docs/x', line: 7 }]);
  });

  it('leaves an expression that needs code to run as written, with a warning at its line', () => {
    const output = compile('Text.\n\n<style>{`.a{color:${color}}`}</style>', mdx);
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'content/docs/a.mdx', line: 3 }, what: expect.stringContaining('{`.a{color:${color}}`}') })]);
  });
});

describe('<pre> with an expression in .mdx (bring-your-own audit)', () => {
  it('shows a template literal or string child as its text, escaped as HTML', () => {
    expect(compileToHtml('<pre>{`npm install <pkg>\nnpm run build`}</pre>', mdx)).toBe('<pre>npm install &lt;pkg>\nnpm run build</pre>');
    expect(compileToHtml("<pre className=\"shell\">{'a & b'}</pre>", mdx)).toBe('<pre class="shell">a &amp; b</pre>');
  });

  it('reads the page\u2019s front matter as other expressions do, and keeps a newline of an escape', () => {
    expect(compileToHtml('---\nversion: 2.1\n---\n\n<pre>{`v${frontMatter.version}`}</pre>\n\n<pre>{"one\\ntwo"}</pre>', mdx)).toBe('<pre>v2.1</pre>\n<pre>one\ntwo</pre>');
  });

  it('makes <pre><code> with an expression a code block of its text', () => {
    const html = compileToHtml('<pre><code className="language-js">{`const a = 1;`}</code></pre>', mdx);
    expect(html).toContain('const');
    expect(html).not.toContain('`');
    expect(html).toContain('code-block');
  });

  it('leaves an expression that needs code to run as written, with a warning at its line', () => {
    const output = compile('Text.\n\n<pre>{`v${getCurrentVersion()}`}</pre>', mdx);
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'content/docs/a.mdx', line: 3 }, what: expect.stringContaining('The <pre> content {`v${getCurrentVersion()}`} stays as written') })]);
  });

  it("warns of a partial's prop in <pre>, which is not filled there (review)", () => {
    expect(compile('<pre>{props.cmd}</pre>', { ...mdx, partial: true }).warnings).toHaveLength(1);
  });

  it('leaves <pre> alone in CommonMark files', () => {
    expect(compileToHtml("<pre>{'x'}</pre>", { file: 'content/docs/a.md' })).toBe("<pre>{'x'}</pre>");
  });
});
