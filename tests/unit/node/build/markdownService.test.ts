import { describe, expect, it } from 'vitest';
import { brokenLinkDiagnostic, createMarkdownService, describeMarkdownStats } from '../../../../src/node/build/markdownService.js';
import { MAX_SHARED_PER_WORKER } from '../../../../src/node/build/workerPool.js';
import { markdownInput } from '../markdown/helpers.js';
import { isBuildError, type BuildError } from '../../../../src/node/errors.js';

describe('markdown service', () => {
  it('counts compiled files, their words and the time they took', async () => {
    const service = createMarkdownService({ threads: 0 });
    await service.compile([markdownInput('# A\n\nOne two three.'), markdownInput('Four five.')]);
    const stats = service.stats();
    expect(stats).toMatchObject({ compiled: 2, cached: 0, words: 6 });
    expect(stats.compileMs).toBeGreaterThan(0);
    await service.close();
  });

  it('compiles every file after a broken one and reports all the broken files together', async () => {
    const service = createMarkdownService({ threads: 0 });
    const inputs = [
      markdownInput('---\ntitle: [one\n---\n\nBody', { file: 'content/docs/one.md' }),
      markdownInput('# Fine'),
      markdownInput('---\ntitle: [two\n---\n\nBody', { file: 'content/docs/two.md' }),
    ];
    const error = await service.compile(inputs).catch((failure: unknown) => failure);
    expect(isBuildError(error)).toBe(true);
    expect((error as BuildError).diagnostics.map((problem) => problem.where?.file)).toEqual(['content/docs/one.md', 'content/docs/two.md']);
    await service.close();
  });

  it("keeps the compiler's warnings for the build to print, from cached files as well as compiled ones", async () => {
    const entries = new Map<string, unknown>();
    const cache = { get: async (input: { source: string }) => entries.get(input.source) as never, set: async (input: { source: string }, output: unknown) => void entries.set(input.source, output) };
    const input = markdownInput('Text\n\n<script>alert(1)</script>\n', { file: 'content/docs/s.md' });
    for (const round of [1, 2]) {
      const service = createMarkdownService({ threads: 0, cache: cache as never });
      await service.compile([input]);
      expect(service.stats()).toMatchObject(round === 1 ? { compiled: 1, cached: 0 } : { compiled: 0, cached: 1 });
      expect(service.warnings()).toEqual([expect.objectContaining({ where: expect.objectContaining({ file: 'content/docs/s.md' }), what: expect.stringContaining('<script> in markdown was dropped') })]);
      await service.close();
    }
  });

  it('describes the cost per page and per 1,000 words for the build log', () => {
    expect(describeMarkdownStats({ compiled: 4, cached: 2, compileMs: 10, words: 5000 })).toBe('4 compiled (2.5 ms a page, 2.0 ms per 1,000 words), 2 from cache');
    expect(describeMarkdownStats({ compiled: 0, cached: 3, compileMs: 0, words: 0 })).toBe('0 compiled, 3 from cache');
  });
});

describe('markdown service on worker threads', () => {
  it('compiles large sets on workers, in order, and reports a broken file with its place', async () => {
    const service = createMarkdownService({ threads: 2, minFilesForWorkers: 20 });
    try {
      const inputs = Array.from({ length: 40 }, (_, i) => markdownInput(`# Page ${i}\n\nText of page ${i}.`, { file: `content/docs/p${i}.md` }));
      const outputs = await service.compile(inputs);
      expect(outputs.map((output) => output.title)).toEqual(inputs.map((_, i) => `Page ${i}`));
      expect(service.stats()).toMatchObject({ compiled: 40, words: 40 * 6 });
      const broken = [...inputs.slice(0, 30), markdownInput('---\ntitle: [unclosed\n---\n\nBody', { file: 'content/docs/bad.md' })];
      await expect(service.compile(broken)).rejects.toThrow(/content\/docs\/bad\.md/);
      // Two broken files in different batches: one error names both.
      const twoBroken = [markdownInput('---\ntitle: [a\n---\n', { file: 'content/docs/a.md' }), ...inputs.slice(0, 30), markdownInput('---\ntitle: [b\n---\n', { file: 'content/docs/b.md' })];
      const error = await service.compile(twoBroken).catch((failure: unknown) => failure);
      expect((error as BuildError).diagnostics.map((problem) => problem.where?.file)).toEqual(['content/docs/a.md', 'content/docs/b.md']);
    } finally {
      await service.close();
    }
  });
});

describe('link maps on worker threads', () => {
  it('gives each worker the link map its files resolve links with, once, across more maps than a worker keeps', async () => {
    const service = createMarkdownService({ threads: 2, minFilesForWorkers: 20 });
    try {
      // A map per compile, as a dev server's reloads make them: more than MAX_SHARED_PER_WORKER.
      for (let round = 0; round < MAX_SHARED_PER_WORKER + 3; round++) {
        const linkMap = { 'content/docs/target.md': `/docs/round-${round}` };
        const inputs = Array.from({ length: 40 }, (_, i) => markdownInput(`# Page ${i}\n\nSee [the target](./target.md).`, { file: `content/docs/p${i}.md`, linkMap }));
        const outputs = await service.compile(inputs);
        expect(new Set(outputs.map((output) => JSON.stringify(output.body).match(/href=\\"([^"\\]+)/)?.[1]))).toEqual(new Set([`/docs/round-${round}`]));
      }
    } finally {
      await service.close();
    }
  });
});

describe('broken markdown links', () => {
  it("names the current version's page for a site path written in a versioned doc (a snapshot of a current doc)", async () => {
    const service = createMarkdownService({ threads: 0 });
    const doc = 'content/versioned_docs/version-1.0/guide.md';
    const versionMap = { [doc]: '/docs/1.0/guide' };
    await service.compile([markdownInput('Read [installation](/docs/installation.md#npm).', { file: doc, linkMap: versionMap, linkRoots: ['content/versioned_docs/version-1.0', 'content'] })]);
    const diagnostics = service.brokenMarkdownLinks().map((broken) => brokenLinkDiagnostic(broken, [versionMap, { 'content/docs/installation.md': '/docs/installation' }]));
    expect(diagnostics).toEqual([expect.objectContaining({ where: { file: doc, line: 1 }, what: expect.stringContaining('content/docs/installation.md is the page /docs/installation of another'), fix: "Link to the page's URL instead: /docs/installation#npm" })]);
    await service.close();
  });

  it('names the URL of a page another plugin instance builds, and keeps a missing file a broken link at its line (issue 3 audit)', async () => {
    const service = createMarkdownService({ threads: 0 });
    const post = 'content/blog/2024-01-01-post.md';
    const blogMap = { [post]: '/blog/post' };
    await service.compile([
      markdownInput('See [magic](../docs/code.md#magic-comments), [home](../pages/index.md)\nand [Missing](./does-not-exist.md).', { file: post, linkMap: blogMap }),
    ]);
    const linkMaps: Record<string, string>[] = [blogMap, { 'content/docs/code.md': '/docs/code' }, { 'content/pages/index.md': '/' }];
    expect(service.brokenMarkdownLinks().map((broken) => brokenLinkDiagnostic(broken, linkMaps))).toEqual([
      expect.objectContaining({ where: { file: post, line: 1 }, what: expect.stringContaining('content/docs/code.md is the page /docs/code of another plugin instance'), fix: "Link to the page's URL instead: /docs/code#magic-comments" }),
      expect.objectContaining({ where: { file: post, line: 1 }, fix: "Link to the page's URL instead: /" }),
      { plugin: 'markdown', where: { file: post, line: 2 }, what: 'Broken markdown link: ./does-not-exist.md (no such markdown file)', fix: 'Point the link at an existing .md/.mdx file relative to this one, or set `onBrokenMarkdownLinks`.' },
    ]);
    await service.close();
  });
});
