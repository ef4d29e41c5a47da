import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../../src/node/errors.js';
import { BUILTIN_COMPONENTS, componentMap, rewriteComponentTags } from '../../../../src/node/markdown/componentTags.js';

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

  it("makes Docusaurus's <Link> (to or href) a plain link", () => {
    expect(rewrite('<Link to="/docs/next/cli">CLI via Link</Link>')).toEqual({ text: '<a href="/docs/next/cli">CLI via Link</a>', errors: [] });
    expect(rewrite('<Link className="button" href="https://example.com" />').text).toBe('<a class="button" href="https://example.com"></a>');
  });

  it('keeps a multi-line tag on its lines', () => {
    expect(rewrite('<Tabs\n  groupId="os">\nnext').text).toBe('<tabs data-props="{&quot;groupId&quot;:&quot;os&quot;}">\n\nnext');
  });

  it('leaves code spans, comments, types in prose and plain tags alone', () => {
    const text = 'Use `<Tabs values={x}>` or List<String>. <!-- <Foo> --> <b>bold</b>';
    expect(rewrite(text)).toEqual({ text, errors: [] });
  });

  it('reports an unknown component with its line and the known ones', () => {
    const { errors } = rewrite('text\n<Foo bar="1" />');
    expect(errors).toEqual([
      {
        what: 'Unknown component <Foo>: markdown can only use the theme components it knows.',
        where: { file: 'a.mdx', line: 11 },
        fix: 'use one of <Admonition>, <CodeBlock>, <Details>, <DocCardList>, <Highlight>, <Link>, <TOCInline>, <TabItem>, <Tabs>, or write the tag in lowercase to keep it as plain HTML',
        plugin: 'markdown',
      },
    ]);
  });

  it('reports an expression that is not a literal', () => {
    const { errors } = rewrite('<Tabs values={items.map(x => x)}>');
    expect(errors[0]).toMatchObject({
      what: 'Cannot evaluate {items.map(x => x)} in attribute "values" of <Tabs>: markdown is compiled, never run, so only literal values are accepted.',
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
