import { describe, expect, it } from 'vitest';
import { renderCodeBlock } from '../../../../src/node/markdown/codeBlocks.js';
import { hastToHtml } from '../../../../src/node/markdown/toMdTree.js';
import { createHighlighter } from '../../../../src/node/markdown/highlightCode.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { compile, compileToHtml, markdownInput, nodesToHtml } from './helpers.js';

const highlighter = createHighlighter();
const block = (source: string, language?: string, meta?: string) =>
  hastToHtml([renderCodeBlock({ source, language, meta, highlighter })]);

describe('code blocks', () => {
  it('renders the block structure with title and buttons', () => {
    const html = block('let a = 1;', 'ts', 'title="file.ts"');
    expect(html).toMatch(
      /^<div class="code-block language-ts" data-lang="ts"><div class="code-block-title">file.ts<\/div><div class="code-block-content"><pre class="prism-code" tabindex="0"><code><span class="code-line">/,
    );
    expect(html).toContain('<button type="button" class="code-copy" aria-label="Copy code to clipboard" title="Copy">');
    expect(html).toContain('<button type="button" class="code-wrap" aria-label="Toggle word wrap" title="Toggle word wrap" aria-pressed="false">');
  });

  it('puts the wrap button before the copy button, the order they are drawn in, so Tab goes left to right', () => {
    const html = block('let a = 1;', 'ts');
    expect(html.indexOf('class="code-wrap"')).toBeGreaterThan(0);
    expect(html.indexOf('class="code-wrap"')).toBeLessThan(html.indexOf('class="code-copy"'));
  });

  it('ships an empty status region for the copy button to announce Copied in', () => {
    expect(block('let a = 1;', 'ts')).toContain('<span class="code-copy-status visually-hidden" role="status"></span></div></div>');
  });

  it('highlights with Prism at build time', () => {
    expect(block('const a = 1;', 'js')).toContain('<span class="token keyword">const</span>');
  });

  it('renders unknown languages as plain text without error', () => {
    const html = block('<x> & y', 'klingon');
    expect(html).toContain('class="code-block language-klingon"');
    expect(html).toContain('<span class="code-line">&lt;x> &amp; y\n</span>');
  });

  it('highlights lines from meta ranges or magic comments', () => {
    const highlightedLines = (html: string) => html.match(/<span class="code-line[^"]*">/g)!.map((line) => line.includes('highlighted'));
    expect(highlightedLines(block('a\nb\nc\nd', 'text', '{2,4}'))).toEqual([false, true, false, true]);
    expect(highlightedLines(block('a\n// highlight-next-line\nb\nc\nd', 'text'))).toEqual([false, true, false, false]);
  });

  it('keeps magic comments as written when the meta gives a line range, which counts the lines as written, as Docusaurus does', () => {
    const source = 'const a = 1;\n// highlight-next-line\nconst b = 2;\n// highlight-start\nconst c = 3;\n// highlight-end\nconst d = 4;';
    const html = block(source, 'jsx', '{1,4-6} showLineNumbers');
    const lines = [...html.matchAll(/<span class="code-line( highlighted)?">(.*?)\n<\/span>/g)].map(([, highlighted, line]) => [line!.replace(/<[^>]+>/g, ''), highlighted !== undefined]);
    expect(lines).toEqual([
      ['const a = 1;', true],
      ['// highlight-next-line', false],
      ['const b = 2;', false],
      ['// highlight-start', true],
      ['const c = 3;', true],
      ['// highlight-end', true],
      ['const d = 4;', false],
    ]);
  });

  it('shows the JavaScript highlight comments of a markdown block as written', () => {
    const html = compileToHtml('````md\n```ts\n// highlight-next-line\nlet a = 1;\n```\n````');
    expect(html).toContain('// highlight-next-line');
    expect(html).not.toContain('highlighted');
  });

  it('numbers lines from the given start, outside the code text', () => {
    const html = block('a\nb', undefined, 'showLineNumbers=7');
    expect(html).toContain('class="code-block language-text code-block--line-numbers"');
    expect(html).toContain('<span class="code-line"><span class="code-line-number" data-line="7"></span>a\n</span>');
    expect(html).toContain('<span class="code-line-number" data-line="8"></span>b');
  });

  it('turns a fence in markdown into a block and keeps its meta', () => {
    const html = compileToHtml('```py title="run.py" {1}\nprint(1)\n```');
    expect(html).toContain('<div class="code-block-title">run.py</div>');
    expect(html).toContain('<span class="code-line highlighted"><span class="token keyword">print</span>');
  });

  it("warns at the fence's line about a range naming no line of the block, and a title left open", () => {
    const output = compile('# T\n\nIntro.\n\n```js {2,9-10}\nconst a = 1;\nconst b = 2;\n```\n\n```js title="app.js {1-}\nx\n```\n');
    expect(output.warnings).toEqual([
      { plugin: 'markdown', where: { file: 'content/docs/guide/page.md', line: 5 }, what: "The code block's highlighted lines 9, 10 are past its last line (2): a range counts the block's lines from 1" },
      { plugin: 'markdown', where: { file: 'content/docs/guide/page.md', line: 10 }, what: '`{1-}` highlights no line for `1-`: write line numbers from 1 (`{3}`) or ranges (`{3-5}`), separated by commas' },
      { plugin: 'markdown', where: { file: 'content/docs/guide/page.md', line: 10 }, what: 'The code block\'s `title="…` has no closing `"`, so the block has no title' },
    ]);
    expect(compileToHtml('```js title="app.js\nx\n```')).not.toContain('code-block-title');
    expect(compile('```js {1,2} title="a.js"\nx\ny\n```').warnings).toBeUndefined();
  });

  it('turns ```mermaid into a Mermaid component and marks the feature', () => {
    const output = compile('```mermaid\ngraph TD;\n  A-->B;\n```');
    expect(output.body).toEqual([{ t: 'Mermaid', p: { code: 'graph TD;\n  A-->B;' } }]);
    expect(output.features).toEqual(['mermaid']);
  });

  it('marks the code feature', () => {
    expect(compile('```\nx\n```').features).toEqual(['code']);
  });
});

describe('<CodeBlock>', () => {
  const mdx = { isMdx: true, file: 'content/docs/a.mdx' };
  const code = 'function HelloCodeTitle(props) {\n  return <h1>Hello, {props.name}</h1>;\n}';

  it('renders exactly like a fenced block with the same language and meta, its code untouched by the markdown parser', () => {
    const tag = compile(
      `import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language="jsx" title="/src/components/HelloCodeTitle.js" showLineNumbers>\n  {\`${code}\`}\n</CodeBlock>\n\nSee [gone](./gone.md).`,
      mdx,
    );
    const fence = compile(`\n\n\n\n\`\`\`jsx title="/src/components/HelloCodeTitle.js" showLineNumbers\n${code}\n\`\`\`\n\nSee [gone](./gone.md).`, mdx);
    expect(tag.body).toEqual(fence.body);
    expect(tag.features).toEqual(['code']);
    expect(JSON.stringify(tag.body)).not.toContain('<h1>');
    // The lines below the tag keep their numbers.
    expect(tag.brokenMarkdownLinks).toEqual([{ url: './gone.md', line: 9 }]);
  });

  it('takes the language from className, the code from a string or the text, and numbers from showLineNumbers={n}', () => {
    const fence = compileToHtml('```py {2} showLineNumbers=5\na = 1\nb = 2\n```', mdx);
    expect(compileToHtml(`<CodeBlock className="language-py" metastring="{2}" showLineNumbers={5}>{'a = 1\\nb = 2'}</CodeBlock>`, mdx)).toBe(fence);
    expect(compileToHtml('<CodeBlock language="py">a = 1</CodeBlock>', mdx)).toBe(compileToHtml('```py\na = 1\n```', mdx));
  });

  it('reports code that is not a constant string', () => {
    expect(() => compile('Text\n\n<CodeBlock language="js">{`${answer}`}</CodeBlock>', mdx)).toThrow(/Cannot use \{`\$\{answer\}`\} as the code of <CodeBlock>/);
  });

  it("renders a Docusaurus mdx-code-block fence's content as the page's markdown, not as code", () => {
    const html = compileToHtml("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n````mdx-code-block\n<Tabs>\n<TabItem value=\"npm\">\n\nRun **npm**.\n\n</TabItem>\n</Tabs>\n````\n", { isMdx: true });
    expect(html).toMatch(/^<Tabs[ >]/);
    expect(html).toContain('<strong>npm</strong>');
    expect(html).not.toContain('code-block');
  });
});


describe('themeConfig.prism.defaultLanguage', () => {
  it("highlights a block that names no language in it, and leaves a block's own language alone", () => {
    const compiler = createMarkdownCompiler({ codeBlocks: { defaultLanguage: 'js' } });
    const html = nodesToHtml(compiler.compile(markdownInput('```\nconst a = 1;\n```\n\n```text\nconst b = 2;\n```\n')).body);
    const [first, second] = html.split('<div class="code-block ').slice(1);
    expect(first).toMatch(/^language-js" data-lang="js"/);
    expect(first).toContain('<span class="token keyword">const</span>');
    expect(second).toMatch(/^language-text" data-lang="text"/);
    expect(second).not.toContain('token keyword');
  });
});

describe('themeConfig.prism.magicComments', () => {
  it("mark lines with the site's classes and leave the comments out; a {1,3} range takes the first one's class", () => {
    const compiler = createMarkdownCompiler({ codeBlocks: { magicComments: [{ className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' }, { className: 'code-add-line', block: { start: 'highlight-add-start', end: 'highlight-add-end' } }] } });
    const html = nodesToHtml(compiler.compile(markdownInput('```js\na();\n// highlight-add-start\nb();\n// highlight-add-end\n```\n\n```js {2}\nc();\nd();\n```\n')).body);
    const [first, second] = html.split('<div class="code-block ').slice(1);
    expect(first).not.toContain('highlight-add');
    expect(first).toContain('<span class="code-line code-add-line"><span class="token function">b</span>');
    expect(second).toContain('<span class="code-line highlighted theme-code-block-highlighted-line"><span class="token function">d</span>');
  });
});

describe('a fence indented four columns or more in MDX', () => {
  it("is a fence, as MDX has no indented code (bring-your-own audit: Docusaurus's code blocks page showed garbled inline code)", () => {
    const source = 'Shown as an example of the syntax:\n\n    ```jsx title="/src/Hello.js"\n    function Hello(props) {\n      return <h1>Hello, {props.name}</h1>;\n    }\n    ```\n\nEnd.\n';
    const mdx = compile(source, { isMdx: true, file: 'docs/page.mdx', absFile: '/site/docs/page.mdx' });
    expect(mdx.warnings).toBeUndefined();
    const html = nodesToHtml(mdx.body);
    expect(html).toContain('<div class="code-block language-jsx" data-lang="jsx"><div class="code-block-title">/src/Hello.js</div>');
    expect(html.replace(/<[^>]+>/g, '')).toContain('function Hello(props) {\n  return &lt;h1>Hello, {props.name}&lt;/h1>;\n}');
    // In CommonMark it is indented code, as written.
    expect(nodesToHtml(compile(source).body)).toContain('<div class="code-block language-text" data-lang="text"><div class="code-block-content"><pre class="prism-code" tabindex="0"><code><span class="code-line">```jsx title="/src/Hello.js"');
  });
});
