import { describe, expect, it } from 'vitest';
import { renderCodeBlock } from '../../../../src/node/markdown/codeBlocks.js';
import { hastToHtml } from '../../../../src/node/markdown/toMdTree.js';
import { createHighlighter } from '../../../../src/node/markdown/highlightCode.js';
import { compile, compileToHtml } from './helpers.js';

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
    expect(html).toContain('<button type="button" class="code-wrap" aria-label="Toggle word wrap" title="Toggle word wrap">');
  });

  it('highlights with Prism at build time', () => {
    expect(block('const a = 1;', 'js')).toContain('<span class="token keyword">const</span>');
  });

  it('renders unknown languages as plain text without error', () => {
    const html = block('<x> & y', 'klingon');
    expect(html).toContain('class="code-block language-klingon"');
    expect(html).toContain('<span class="code-line">&lt;x> &amp; y\n</span>');
  });

  it('highlights lines from meta ranges and magic comments', () => {
    const html = block('a\n// highlight-next-line\nb\nc\nd', 'text', '{4}');
    const lines = html.match(/<span class="code-line[^"]*">/g);
    expect(lines).toEqual([
      '<span class="code-line">',
      '<span class="code-line highlighted">',
      '<span class="code-line">',
      '<span class="code-line highlighted">',
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

  it('turns ```mermaid into a Mermaid component and marks the feature', () => {
    const output = compile('```mermaid\ngraph TD;\n  A-->B;\n```');
    expect(output.body).toEqual([{ t: 'Mermaid', p: { code: 'graph TD;\n  A-->B;' } }]);
    expect(output.features).toEqual(['mermaid']);
  });

  it('marks the code feature', () => {
    expect(compile('```\nx\n```').features).toEqual(['code']);
  });
});
