import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { findTextExpressions, shownText } from '../../../../src/node/markdown/textExpressions.js';
import { compileToHtml, markdownInput, nodesToHtml } from './helpers.js';

const compiler = createMarkdownCompiler();
const compile = (source: string, isMdx = true) => compiler.compile(markdownInput(source, { file: isMdx ? 'docs/page.mdx' : 'docs/page.md', isMdx }));

describe('expressions in MDX text', () => {
  it('finds each expression to its matching brace, skipping strings, heading ids and comments', () => {
    expect(findTextExpressions("a {' '} b {'}'} c {{x: 1}} {#id} {/* note */} {open")).toEqual([
      { start: 2, end: 7, source: "' '" },
      { start: 10, end: 15, source: "'}'" },
      { start: 18, end: 26, source: '{x: 1}' },
    ]);
  });

  it('shows constants as React shows them', () => {
    expect([shownText('a'), shownText(2024), shownText(true), shownText(null), shownText(['a', 1]), shownText({ a: 1 })]).toEqual(['a', '2024', '', '', 'a1', undefined]);
  });

  it('replaces constant expressions by their value in an .mdx file', () => {
    const output = compile("A <b>b</b>{' '}c, a brace {'{'}, the year {2024}{false}. `{'code'}` and $x^{2}$ stay.\n\n## Heading {#custom}\n");
    const html = nodesToHtml(output.body);
    expect(html).toContain('<p>A <b>b</b> c, a brace {, the year 2024. <code>{\'code\'}</code> and <span class="katex">');
    expect(html).toContain('<h2 id="custom">Heading<a');
    expect(output.warnings).toBeUndefined();
  });

  it("shows contentTitle, the text of the page's # heading, as Docusaurus's MDX exports it (audit)", () => {
    const output = compile('# The `folio` guide {#guide}\n\nThis is <b>{contentTitle}</b>.\n');
    expect(nodesToHtml(output.body)).toContain('<p>This is <b>The folio guide</b>.</p>');
    expect(output.warnings).toBeUndefined();
    // Nothing on a page without one, as in Docusaurus (audit: shown as written, with a warning).
    const untitled = compile('---\ntitle: Front\n---\n\nTitle: [{contentTitle}].\n');
    expect(nodesToHtml(untitled.body)).toBe('<p>Title: [].</p>');
    expect(untitled.warnings).toBeUndefined();
  });

  it('reads a template literal in braces as the expression it is, not as inline code, as MDX does (audit: `{` `}` showed braces around code)', () => {
    const output = compile('<Highlight>a</Highlight>{` `}and {`b c`} and `{x}` in code.\n');
    expect(nodesToHtml(output.body)).toContain('</mark> and b c and <code>{x}</code> in code.</p>');
    expect(output.warnings).toBeUndefined();
    // In a .md file, read as CommonMark, backticks are a code span wherever they are.
    expect(nodesToHtml(compile('Braces {`x`} here.\n', false).body)).toBe('<p>Braces {<code>x</code>} here.</p>');
  });

  it("shows the file's front matter and constant exports, in text and headings (the id made from the text shown)", () => {
    const output = compile('---\ntitle: MDX page\ntags: [a, b]\n---\n\nexport const answer = 42;\nexport const here = window.location.href;\n\n{frontMatter.title}: {answer}, {frontMatter.tags.length} tags{frontMatter.subtitle}.\n\n## Heading {answer}\n\nAt {here}.\n');
    const html = nodesToHtml(output.body);
    expect(html).toContain('<p>MDX page: 42, 2 tags.</p>');
    expect(html).toContain('<h2 id="heading-42">Heading 42<a');
    expect(output.toc).toMatchObject([{ id: 'heading-42', value: 'Heading 42' }]);
    // Known only in the browser: shown as written, with the warning.
    expect(html).toContain('<p>At {here}.</p>');
    expect(output.warnings?.map((warning) => [warning.where?.line, warning.what])).toEqual([[13, expect.stringMatching(/^The expression \{here\} is shown as written: /)]]);
  });

  it('runs an expression over what the build knows, as MDX does as the page renders, and shows one that needs more as written, with a warning at its line', () => {
    const output = compile("---\ntags: [a, b]\n---\n\nCopyright {new Date().getFullYear()}, {frontMatter.tags.map((tag) => tag.toUpperCase()).join(' and ')}.\n\nHello {props.name}, {useState(0)}.\n");
    expect(nodesToHtml(output.body)).toContain(`<p>Copyright ${new Date().getFullYear()}, A and B.</p>`);
    expect(nodesToHtml(output.body)).toContain('<p>Hello {props.name}, {useState(0)}.</p>');
    expect(output.warnings?.map((warning) => [warning.where?.line, warning.what])).toEqual([
      [7, expect.stringMatching(/^The expression \{props\.name\} is shown as written: it reads `props`, and an expression is evaluated as the page compiles, /)],
      [7, expect.stringMatching(/^The expression \{useState\(0\)\} is shown as written: it reads `useState`, and an expression is evaluated as the page compiles, /)],
    ]);
    expect(output.warnings?.[0]?.what).toContain('props are known in a partial only');
    // Not JavaScript at all: said so, as MDX stops on it.
    expect(compile('Version {data.version.} here.\n').warnings?.map((warning) => warning.what)).toEqual([expect.stringMatching(/^The expression \{data\.version\.\} is shown as written: it is not JavaScript \(Unexpected token\)\.$/)]);
    // One that throws, or runs too long, is said to (verification audit: blamed on names it does not read).
    expect(compile('A {null.foo} b {(() => { while (true) {} })()} c.\n').warnings?.map((warning) => warning.what)).toEqual([
      "The expression {null.foo} is shown as written: it throws TypeError (Cannot read properties of null (reading 'foo')) as the page compiles.",
      'The expression {(() => { while (true) {} })()} is shown as written: it runs past the 200 ms an expression has as the page compiles.',
    ]);
    // An element is shown where it is, as MDX shows it (it was shown as written, with a warning);
    // one inside a condition is named as an element, which only a component renders.
    const element = compile('JSX value: {<b>bold</b>} and {  <br />  }.\n');
    expect(nodesToHtml(element.body)).toBe('<p>JSX value: <b>bold</b> and <br>.</p>');
    expect(element.warnings).toBeUndefined();
    expect(compile('JSX value: {ok && <b>bold</b>}.\n').warnings?.map((warning) => warning.what)).toEqual([expect.stringMatching(/is shown as written/)]);
    // undefined shows nothing, as null does (verification audit: it was shown as written).
    const nothing = compile("---\nversion: '3'\n---\n\n[{undefined}] [{frontMatter.version === 'x' ? 'a' : undefined}]\n");
    expect(nodesToHtml(nothing.body)).toBe('<p>[] []</p>');
    expect(nothing.warnings).toBeUndefined();
    // A page whose text read the clock is compiled again by the next build (verification audit: only props were marked).
    expect(compile('Year {new Date().getFullYear()}.\n').volatile).toBe(true);
    expect(compile('Sum {1 + 1}.\n').volatile).toBeUndefined();
    // A value, but not one text can show.
    expect(compile('An {({ a: 1 })} object.\n').warnings?.map((warning) => warning.what)).toEqual(['The expression {({ a: 1 })} is shown as written: its value is an object (or a list holding one), which React cannot show as text.']);
  });

  it('shows an expression never closed as written, with a warning at its line, in JSX children and in prose (dev server audit)', () => {
    const output = compile("Intro.\n\n<div>{foo(</div>\n\n<Tabs>\n  <TabItem value=\"a\">{bar(</TabItem>\n</Tabs>\n\nA { alone, and {'fine'}.\n");
    const html = nodesToHtml(output.body);
    expect(html).toContain('<div>{foo(</div>');
    expect(html).toContain('<p>A { alone, and {\'fine\'}.</p>');
    expect(output.warnings?.map((warning) => [warning.where?.line, warning.what.slice(0, 60), warning.fix])).toEqual([
      [3, 'The expression {foo( is shown as written: it is not closed b', "close it with }, or write a literal brace as \\{ (or {'{'})"],
      [6, 'The expression {bar( is shown as written: it is not closed b', "close it with }, or write a literal brace as \\{ (or {'{'})"],
      [9, "The expression { alone, and {'fine'}. is shown as written: i", "close it with }, or write a literal brace as \\{ (or {'{'})"],
    ]);
  });

  it('shows escaped braces as braces, evaluating nothing, and keeps the backslash where the parser keeps escapes', () => {
    const output = compile("Hello \\{0\\}, \\{true\\}, GET /users/\\{id\\} and {'x'}.\n\nCode `\\{a\\}`, math $\\{x\\}$, [link](/a \"t \\{x\\}\").\n");
    const html = nodesToHtml(output.body);
    expect(html).toContain('<p>Hello {0}, {true}, GET /users/{id} and x.</p>');
    expect(html).toContain('<code>\\{a\\}</code>');
    expect(html).toContain('<annotation encoding="application/x-tex">\\{x\\}</annotation>');
    expect(html).toContain('<a href="/a" title="t {x}">link</a>');
    expect(output.warnings).toBeUndefined();
  });

  it('leaves braces in an .md file as text', () => {
    const output = compile("Braces {' '} and {anything} here.\n", false);
    expect(nodesToHtml(output.body)).toBe("<p>Braces {' '} and {anything} here.</p>");
    expect(output.warnings).toBeUndefined();
  });
});

describe('an expression alone on its lines', () => {
  it('is its value in the flow, not a paragraph, as MDX reads it (BYO audit: a <p> inside a heading link)', () => {
    const mdx = { isMdx: true, file: 'page.mdx' };
    expect(compileToHtml("<h4>\n  <a href=\"https://example.com/789\">\n    {'[RFC] Docusaurus v2'}\n  </a>\n</h4>", mdx)).not.toContain('<p>');
    expect(compileToHtml("Before.\n\n{'Alone'}\n\nAfter.", mdx)).toBe('<p>Before.</p>\nAlone\n<p>After.</p>');
    // In a sentence it stays in its paragraph; one whose value is unknown is shown as written, in one.
    expect(compileToHtml("Say {'hi'} there.", mdx)).toBe('<p>Say hi there.</p>');
    expect(compileToHtml('{unknown}', mdx)).toBe('<p>{unknown}</p>');
  });
});
