import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { markdownInput } from './helpers.js';

/** About 1,500 words in the shape of a real doc page: headings, prose, lists, code, an admonition. */
function typicalPage(): string {
  const words = 'Folio renders every route to static HTML and hydrates it with a small client bundle'.split(' ');
  const sentence = (seed: number, length: number) =>
    Array.from({ length }, (_, i) => words[(seed + i) % words.length]).join(' ');
  let source = '---\ntitle: A typical page\ndescription: Benchmark input\n---\n\n';
  for (let section = 0; section < 12; section++) {
    source += `## Section ${section}\n\n`;
    source += `${sentence(section, 45)} with \`inline code\`, **strong** text and a [link](#section-${section}).\n\n`;
    source += `${sentence(section + 3, 40)}.\n\n- ${sentence(section, 8)}\n- ${sentence(section + 1, 8)}\n\n`;
    if (section % 3 === 0) source += `:::tip\n${sentence(section, 20)}.\n:::\n\n`;
    source += '```ts title="example.ts" {2}\nimport { build } from "folio";\nconst site = await build({ root: "." });\nconsole.log(site.routes.length);\n```\n\n';
  }
  return source;
}

describe('createMarkdownCompiler', () => {
  it('returns plain JSON data', () => {
    const output = createMarkdownCompiler().compile(markdownInput(typicalPage()));
    expect(JSON.parse(JSON.stringify(output))).toEqual(output);
    expect(structuredClone(output)).toEqual(output);
  });

  it('gives the same output when the same compiler compiles a file twice', () => {
    const compiler = createMarkdownCompiler();
    const input = markdownInput('## A\n\n## A\n\nText[^1]\n\n[^1]: n');
    expect(compiler.compile(input)).toEqual(compiler.compile(input));
  });

  it('reports the lines of a part of a file (a changelog entry) as lines of that file', () => {
    const compiler = createMarkdownCompiler();
    const source = 'Intro\n\nSee [docs](/docs/x) and [gone](./gone.md).\n\n<script>alert(1)</script>';
    const output = compiler.compile(markdownInput(source, { firstLine: 101 }));
    expect(output.links).toEqual([expect.objectContaining({ url: '/docs/x', line: 103 }), expect.objectContaining({ line: 103, brokenMarkdown: true })]);
    expect(output.brokenMarkdownLinks).toEqual([{ url: './gone.md', line: 103 }]);
    expect(output.warnings).toEqual([expect.objectContaining({ where: { file: 'content/docs/guide/page.md', line: 105 } })]);
    // The page itself is what the same text compiles to on its own.
    expect(output.body).toEqual(compiler.compile(markdownInput(source)).body);
    let thrown: unknown;
    try {
      compiler.compile(markdownInput('Text\n\n<Foo />', { firstLine: 51 }));
    } catch (error) {
      thrown = error;
    }
    expect((thrown as { diagnostics: unknown[] }).diagnostics).toEqual([expect.objectContaining({ where: { file: 'content/docs/guide/page.md', line: 53 } })]);
  });

  it('compiles a typical 1,500-word page quickly (prints the mean; no assertion on time)', () => {
    const compiler = createMarkdownCompiler();
    const input = markdownInput(typicalPage());
    const output = compiler.compile(input);
    expect(output.wordCount).toBeGreaterThan(1400);
    expect(output.wordCount).toBeLessThan(1700);
    for (let i = 0; i < 5; i++) compiler.compile(input);
    const runs = 50;
    const start = performance.now();
    for (let i = 0; i < runs; i++) compiler.compile(input);
    const mean = (performance.now() - start) / runs;
    console.log(`markdown: ${output.wordCount}-word page compiled in ${mean.toFixed(2)} ms on average over ${runs} runs`);
  }, 60_000);
});
