import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../../src/node/errors.js';
import { BuildError } from '../../../../src/node/errors.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { BUILTIN_COMPONENTS, componentMap, rewriteComponentTags } from '../../../../src/node/markdown/componentTags.js';
import { markdownInput, nodesToHtml } from './helpers.js';

const rewrite = (chunk: string) => {
  const errors: Diagnostic[] = [];
  const text = rewriteComponentTags(chunk, 10, { file: 'a.mdx', components: componentMap(BUILTIN_COMPONENTS), errors });
  return { text, errors };
};

describe('rewriteComponentTags', () => {
  it('carries component props as JSON in one lowercase attribute', () => {
    expect(rewrite('<Tabs groupId="os" values={["a","b"]} lazy>').text).toBe(
      '<tabs data-props="{&quot;groupId&quot;:&quot;os&quot;,&quot;values&quot;:[&quot;a&quot;,&quot;b&quot;],&quot;lazy&quot;:true}">',
    );
    expect(rewrite('</TabItem>').text).toBe('</tabitem>');
  });

  it('expands self-closing tags into open + close', () => {
    expect(rewrite('<DocCardList />').text).toBe('<doccardlist data-props="{}"></doccardlist>');
    expect(rewrite('<div className="x" />').text).toBe('<div class="x"></div>');
    expect(rewrite('<br />').text).toBe('<br />');
  });

  it('rewrites JSX spellings on plain HTML', () => {
    expect(rewrite(`<div style={{textAlign: 'center', padding: '1rem'}}>`)).toEqual({ text: '<div style="text-align:center;padding:1rem">', errors: [] });
    expect(rewrite(`<span style={{"fontSize":12,"--gap":"1rem"}} htmlFor="a" hidden={true} data-n={2}>`).text).toBe(
      '<span style="font-size:12px;--gap:1rem" for="a" hidden data-n="2">',
    );
  });

  it('writes the initial state of a form control as React renders it: defaultChecked as checked, defaultValue as value', () => {
    expect(rewrite('<input id="x" type="checkbox" defaultChecked readOnly />').text).toBe('<input id="x" type="checkbox" checked readOnly>');
    expect(rewrite('<input type="checkbox" defaultChecked={false} /> <input defaultValue="hi" />').text).toBe('<input type="checkbox"> <input value="hi">');
  });

  it("makes Docusaurus's <Link> (to or href) a plain link", () => {
    expect(rewrite('<Link to="/docs/next/cli">CLI via Link</Link>')).toEqual({ text: '<a href="/docs/next/cli">CLI via Link</a>', errors: [] });
    expect(rewrite('<Link className="button" href="https://example.com" />').text).toBe('<a class="button" href="https://example.com"></a>');
  });

  it("makes Docusaurus's <ThemedImage> an image per colour mode, each hidden in the other mode by its class", () => {
    expect(rewrite(`<ThemedImage alt="Logo" className="small" width={64} sources={{light: '/img/logo.png', dark: '/img/logo-dark.png'}} />`)).toEqual({
      text: '<img src="/img/logo.png" alt="Logo" width="64" class="small themed--light"><img src="/img/logo-dark.png" alt="Logo" width="64" class="small themed--dark">',
      errors: [],
    });
    expect(rewrite('<ThemedImage alt="Logo" sources={{light: "/img/logo.png"}} />').errors).toEqual([
      {
        what: '<ThemedImage> needs sources={{ light: …, dark: … }}, the URL of its image in each colour mode (found {"light":"/img/logo.png"}).',
        where: { file: 'a.mdx', line: 10 },
        fix: "write sources={{ light: useBaseUrl('/img/logo.png'), dark: useBaseUrl('/img/logo-dark.png') }} (or require('./img/logo.png').default for an image beside the file)",
        plugin: 'markdown',
      },
    ]);
  });

  it('keeps a multi-line tag on its lines', () => {
    expect(rewrite('<Tabs\n  groupId="os">\nnext').text).toBe('<tabs data-props="{&quot;groupId&quot;:&quot;os&quot;}">\n\nnext');
  });

  it('leaves code spans, comments, types in prose and plain tags alone', () => {
    const text = 'Use `<Tabs values={x}>` or List<String>. <!-- <Foo> --> <b>bold</b>';
    expect(rewrite(text)).toEqual({ text, errors: [] });
  });

  it('says an attribute expression that is not JavaScript is not, rather than unknown', () => {
    const { errors } = rewrite('<Tabs groupId={"a" +}>');
    expect(errors).toEqual([expect.objectContaining({ what: expect.stringMatching(/^Cannot evaluate \{"a" \+\} in attribute "groupId" of <Tabs>: it is not JavaScript \(Unexpected token\)\.$/) })]);
  });

  it("stops at a component's tag that does not parse, as MDX does (dev server audit: <Foo bar={ /> showed a stray <foo>)", () => {
    for (const [chunk, line] of [['text\n<Tabs groupId={ />', 11], ['<TabItem value="a label="A">', 10], ['<Tabs lazy\n\nNext', 10], ['Text <span class="x" oops\n\nmore.', 10]] as const) {
      const { errors } = rewrite(chunk);
      expect(errors, chunk).toEqual([expect.objectContaining({ where: { file: 'a.mdx', line }, what: expect.stringMatching(/^The tag <(Tabs|TabItem|span) .* does not parse: /) })]);
    }
    // Not in a file read as CommonMark, where it is text; nor a lowercase tag, nor a comparison.
    const errors: Diagnostic[] = [];
    rewriteComponentTags('<Tabs groupId={ />', 1, { file: 'a.md', components: componentMap(BUILTIN_COMPONENTS), errors, commonMark: true });
    expect(errors).toEqual([]);
    expect(rewrite('a < b, a <b and c > d, x<y').errors).toEqual([]);
  });

  it("counts a component's tag that does not parse as open, so its closing tag is no second error (bad-input audit)", () => {
    const errors: Diagnostic[] = [];
    rewriteComponentTags('<Details summary={<b>x</b>>\n\nBody.\n\n</Details>', 10, { file: 'a.mdx', components: componentMap(BUILTIN_COMPONENTS), errors, open: [] });
    expect(errors).toEqual([expect.objectContaining({ where: { file: 'a.mdx', line: 10 }, what: expect.stringMatching(/^The tag <Details .* does not parse: /) })]);
    // One meant to close itself opens nothing: no "never closed" beside it (review).
    const selfClosing: Diagnostic[] = [];
    const open: { name: string; line: number }[] = [];
    rewriteComponentTags('<Details summary="a" x={1 />\n\nText.', 10, { file: 'a.mdx', components: componentMap(BUILTIN_COMPONENTS), errors: selfClosing, open });
    expect(selfClosing).toHaveLength(1);
    expect(open).toEqual([]);
    // A `/>` of the content below is another tag's: the broken one still opens its component (review).
    const withBreak: Diagnostic[] = [];
    rewriteComponentTags('<Details summary={<b>x</b>>\nLine<br />\n\n</Details>', 1, { file: 'a.mdx', components: componentMap(BUILTIN_COMPONENTS), errors: withBreak, open: [] });
    expect(withBreak).toHaveLength(1);
  });

  it('reports an unknown component with its line and the known ones', () => {
    const { errors } = rewrite('text\n<Foo bar="1" />');
    expect(errors).toEqual([
      {
        what: 'Unknown component <Foo>: markdown can only use the theme components it knows.',
        where: { file: 'a.mdx', line: 11 },
        fix: 'use one of <Admonition>, <CodeBlock>, <Details>, <DocCardList>, <Highlight>, <Link>, <TOCInline>, <TabItem>, <Tabs>, <ThemedImage>, or write the tag in lowercase to keep it as plain HTML',
        plugin: 'markdown',
      },
    ]);
  });

  it("reads <DocCardList items={useCurrentSidebarCategory().items} /> as <DocCardList />, which shows the current category's items", () => {
    expect(rewrite('<DocCardList items={useCurrentSidebarCategory().items} />')).toEqual({ text: '<doccardlist data-props="{}"></doccardlist>', errors: [] });
    // Only that expression, and only there.
    expect(rewrite('<DocCardList items={useCurrentSidebarCategory().items.slice(1)} />').errors).toHaveLength(1);
    expect(rewrite('<Tabs values={useCurrentSidebarCategory().items} />').errors).toHaveLength(1);
  });

  it('reports an expression that is not a literal', () => {
    const { errors } = rewrite('<Tabs values={items.map(x => x)}>');
    expect(errors[0]).toMatchObject({
      what: expect.stringMatching(/^Cannot evaluate \{items\.map\(x => x\)\} in attribute "values" of <Tabs>: it reads `items`, and an expression is evaluated as the page compiles, from what is known then \(/),
      where: { file: 'a.mdx', line: 10 },
    });
  });

  it('turns an event handler written inline on an HTML tag into its inline handler attribute, as MDX runs it', () => {
    const { text, errors } = rewrite(`<button onClick={() => alert('button clicked!')}>Click me!</button>`);
    expect(errors).toEqual([]);
    expect(text).toBe(`<button onclick="(() =&gt; alert('button clicked!')).call(this, event)">Click me!</button>`);
  });

  it('reports a handler named by reference, which the page has no code for', () => {
    const { text, errors } = rewrite('<button onClick={track}>Go</button>');
    expect(text).toBe('<button>Go</button>');
    expect(errors[0]).toMatchObject({ where: { file: 'a.mdx', line: 10 }, what: expect.stringContaining('Cannot attach {track} as "onClick" of <button>') });
  });
});

describe('component tags left open', () => {
  const compiler = createMarkdownCompiler();
  const problems = (source: string): string[] => {
    try {
      compiler.compile(markdownInput(source, { file: 'docs/page.mdx', isMdx: true }));
      return [];
    } catch (error) {
      return (error as BuildError).diagnostics.map((d) => `${d.where?.line}: ${d.what} | ${d.fix}`);
    }
  };

  it('reports a component never closed at the line it opened, instead of swallowing the rest of the page', () => {
    expect(problems('Intro.\n\n<Tabs>\n<TabItem value="a">A</TabItem>\n\nAfter.\n')).toEqual([
      '3: <Tabs> is never closed: everything after it would become part of the component. | write </Tabs> after its content (before the end of the file), or write it self-closing as <Tabs /> if it has none',
    ]);
  });

  it('reports a tag left open inside another where the outer one closes, and a closing tag that closes nothing', () => {
    expect(problems('<Tabs>\n<TabItem value="a">\nA\n</Tabs>\n')).toEqual([
      '2: <TabItem> is never closed: everything after it would become part of the component. | write </TabItem> after its content (before </Tabs> at line 4), or write it self-closing as <TabItem /> if it has none',
    ]);
    expect(problems('<a href="https://x.com" title="see <Tabs>">x</a> and \\<Tabs> written as text.\n')).toEqual([]);
    expect(problems('Text.\n\n</Details>\n')).toEqual(['3: </Details> closes no open <Details>. | remove it, or open the component above it with <Details>']);
  });

  it('leaves tags in an indented code block alone, but follows indented tags inside a component', () => {
    expect(problems('Example:\n\n    <Tabs>\n    <TabItem value="a">\n\nAfter.\n')).toEqual([]);
    expect(problems('1. Step one:\n\n       <Tabs>\n\nAfter.\n')).toEqual([]);
    expect(problems('<Tabs>\n    <TabItem value="a">\n      A\n    </TabItem>\n</Tabs>\n')).toEqual([]);
    expect(problems('<Tabs>\n    <TabItem value="a">\n      A\n</Tabs>\n')).toHaveLength(1);
  });

  it('warns, in MDX, about an HTML element never closed, where it opened; not about void or closed ones, nor in CommonMark', () => {
    const warnings = (source: string, isMdx = true) => (compiler.compile(markdownInput(source, { file: 'docs/page.mdx', isMdx })).warnings ?? []).map((d) => `${d.where?.line}: ${d.what} | ${d.fix}`);
    expect(warnings('Intro.\n\n<div className="box">\n\nText.\n\n## Next\n')).toEqual([
      '3: <div> is never closed: MDX requires a closing tag, and the HTML parser guesses where the element ends. | write </div> after its content (before the end of the file)',
    ]);
    expect(warnings('<details>\n<summary>More\n\nBody.\n\n</details>\n')).toEqual([
      '2: <summary> is never closed: MDX requires a closing tag, and the HTML parser guesses where the element ends. | write </summary> after its content (before </details> at line 6)',
    ]);
    expect(warnings('<div>\n\nA<br/> `<p>` <img src="/a.png" />\n\n```html\n<section>\n```\n\n</div>\n\n    <span>\n')).toEqual([]);
    expect(warnings('<div>\n\nText.\n', false)).toEqual([]);
    // Tags written inside attribute values, and escaped ones, are text.
    expect(warnings('<a href="https://example.com" title="<b>">link</a> <abbr title="the <html> element">HTML</abbr> <div data-x=\'<span>\'>ok</div>\n\nEscaped \\<div> is text.\n')).toEqual([]);
  });

  it('follows a component across the code blocks inside it', () => {
    expect(problems('<Tabs>\n<TabItem value="a">\n\n```js\nconst a = "<Tabs>";\n```\n\n</TabItem>\n</Tabs>\n\n`<Details>` in code.\n')).toEqual([]);
  });
});

describe('<ThemedImage> in a page', () => {
  it('shows both images in the static HTML, with the base URL useBaseUrl gives, and no warning for its import', () => {
    const source = "import ThemedImage from '@theme/ThemedImage';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n<ThemedImage\n  alt=\"Logo\"\n  sources={{light: useBaseUrl('/img/logo.png'), dark: useBaseUrl('/img/logo-dark.png')}}\n/>\n";
    const output = createMarkdownCompiler().compile(markdownInput(source, { file: 'docs/page.mdx', isMdx: true, baseUrl: '/base/' }));
    expect(nodesToHtml(output.body)).toBe(
      '<img src="/base/img/logo.png" alt="Logo" class="themed--light"><img src="/base/img/logo-dark.png" alt="Logo" class="themed--dark" loading="lazy" decoding="async">',
    );
    expect(output.warnings).toBeUndefined();
  });
});
