// The dev server reloads only the plugins an edit concerns and keeps the others' content, routes
// and shared data: the result must be what loading everything again gives.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../../src/node/build/loadSite.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { createMarkdownService } from '../../../../src/node/build/markdownService.js';
import { loadConfig } from '../../../../src/node/config/loadConfig.js';
import { createMemoryMarkdownCache } from '../../../../src/node/dev/memoryMarkdownCache.js';
import { BuildError } from '../../../../src/node/errors.js';
import type { Plugin } from '../../../../src/node/plugins/types.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-load-site-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
cpSync(path.resolve(__dirname, '../../../fixtures/sites/versioned-docs'), temp, { recursive: true });

describe('loadSite with reuse', () => {
  it('reloads one plugin, keeps the others as they were, and matches a full load', async () => {
    const { config, siteDir } = await loadConfig(path.join(temp, 'site.config.ts'));
    const markdown = createMarkdownService({ threads: 0, cache: createMemoryMarkdownCache() });
    const logged: string[] = [];
    const stream = { write: (text: string) => logged.push(text) } as unknown as NodeJS.WriteStream;
    const load = (reuse?: Parameters<typeof loadSite>[0]['reuse']) => loadSite({ config, siteDir, mode: 'development', logger: createLogger({ stream }), markdown, reuse });
    const first = await load();
    const pages = first.plugins.findIndex((plugin) => plugin.name === 'pages');
    const docs = first.plugins.findIndex((plugin) => plugin.name === 'docs');

    const file = path.join(temp, 'pages/index.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\nAdded while the dev server runs.\n`);
    logged.length = 0;
    const partial = await load({ previous: first, reload: new Set([pages]) });
    // The log counts this load's files (the edited page), not the session's so far.
    expect(logged.find((line) => line.includes('markdown:'))).toMatch(/markdown: 1 compiled \(.*\), \d from cache/);

    expect(partial.plugins).toBe(first.plugins);
    expect(partial.contents[docs]).toBe(first.contents[docs]);
    expect(partial.results[docs]).toBe(first.results[docs]);
    expect(partial.results[pages]).not.toBe(first.results[pages]);
    expect(JSON.stringify(partial.routes.find((route) => route.path === '/')?.props)).toContain('Added while the dev server runs.');
    for (const url of first.sharedByPlugin[docs]!.keys()) expect(partial.shared.has(url)).toBe(true);

    const full = await load();
    expect(JSON.stringify(partial.routes)).toBe(JSON.stringify(full.routes));
    expect([...partial.shared.keys()].sort()).toEqual([...full.shared.keys()].sort());
    expect(partial.docsGlobal).toEqual(full.docsGlobal);
    await markdown.close();
  }, 60_000);
});

describe('loadSite, partial', () => {
  it('leaves older doc versions and the blog out until the deferred plugins are loaded again, then matches a full load', async () => {
    const site = mkdtempSync(path.join(temp, 'partial-'));
    cpSync(path.resolve(__dirname, '../../../fixtures/sites/versioned-docs'), site, { recursive: true });
    // A blog: nothing of it on the home page or in the data every page reads.
    const configFile = path.join(site, 'site.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("docs: [", "blog: [{ path: 'blog', routeBasePath: 'blog' }],\n  docs: ["));
    mkdirSync(path.join(site, 'blog'));
    writeFileSync(path.join(site, 'blog/2024-01-02-hello.md'), '---\ntitle: Hello\n---\n\nFirst post.\n');
    // Two released versions: 2.0 is the last one (served at /docs/), 1.0 only an older one.
    writeFileSync(path.join(site, 'versions.json'), '["2.0", "1.0"]');
    for (const version of ['2.0', '1.0']) {
      mkdirSync(path.join(site, 'versioned_docs', `version-${version}`), { recursive: true });
      mkdirSync(path.join(site, 'versioned_sidebars'), { recursive: true });
      cpSync(path.join(site, 'docs'), path.join(site, 'versioned_docs', `version-${version}`), { recursive: true });
      cpSync(path.join(site, 'sidebars.json'), path.join(site, 'versioned_sidebars', `version-${version}-sidebars.json`));
    }
    // A link into an older version of the same docs by its file, which Docusaurus resolves (audit).
    const guide = path.join(site, 'docs/guide.md');
    writeFileSync(guide, `${readFileSync(guide, 'utf8')}\nSee [the 1.0 intro](../versioned_docs/version-1.0/intro.md).\n`);
    const { config, siteDir } = await loadConfig(path.join(site, 'site.config.ts'));
    const markdown = createMarkdownService({ threads: 0, cache: createMemoryMarkdownCache() });
    const logger = createLogger({ quiet: true });
    const options = { config, siteDir, mode: 'development' as const, logger, markdown };
    const versionsOf = (loaded: Awaited<ReturnType<typeof loadSite>>) => Object.values(loaded.docsGlobal)[0]!.versions.map((version) => version.name);

    const partial = await loadSite({ ...options, partial: true });
    const docs = partial.plugins.findIndex((plugin) => plugin.name === 'docs');
    const blog = partial.plugins.findIndex((plugin) => plugin.name === 'blog');
    expect([...partial.deferred].sort()).toEqual([docs, blog].sort());
    expect(versionsOf(partial)).toEqual(['current', '2.0']);
    expect(partial.routes.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/docs/guide']));
    expect(partial.routes.some((route) => route.path.startsWith('/docs/1.0') || route.path.startsWith('/blog'))).toBe(false);

    const completed = await loadSite({ ...options, reuse: { previous: partial, reload: partial.deferred } });
    expect(completed.deferred.size).toBe(0);
    expect(versionsOf(completed)).toEqual(['current', '2.0', '1.0']);
    expect(completed.routes.map((route) => route.path)).toContain('/blog/2024/01/02/hello');
    const full = await loadSite(options);
    expect(JSON.stringify(completed.routes)).toBe(JSON.stringify(full.routes));
    expect(completed.docsGlobal).toEqual(full.docsGlobal);
    const warnings = logger.warnings.length;
    const cold = await loadSite({ ...options, markdown: createMarkdownService({ threads: 0 }) });
    expect(JSON.stringify(cold.routes.find((route) => route.path === '/docs/next/guide')?.props)).toContain('See <a href=\\"/docs/1.0\\">the 1.0 intro</a>');
    expect(logger.warnings.slice(warnings).filter((warning) => warning.what.includes('version-1.0'))).toEqual([]);
    await markdown.close();
  }, 60_000);
});

describe('loadSite with reuse, a linked doc renamed', () => {
  it('reports the link to its old file as a missing file, not as the URL the file had, and resolves it again once the file is back (dev server audit)', async () => {
    const site = mkdtempSync(path.join(temp, 'renamed-'));
    cpSync(path.resolve(__dirname, '../../../fixtures/sites/versioned-docs'), site, { recursive: true });
    writeFileSync(path.join(site, 'docs/brand-new.md'), '# Brand new\n');
    const guide = path.join(site, 'docs/guide.md');
    writeFileSync(guide, `${readFileSync(guide, 'utf8')}\nSee [BNLINK](./brand-new.md).\n`);
    const { config, siteDir } = await loadConfig(path.join(site, 'site.config.ts'));
    const markdown = createMarkdownService({ threads: 0, cache: createMemoryMarkdownCache() });
    const logger = createLogger({ quiet: true });
    const load = (reuse?: Parameters<typeof loadSite>[0]['reuse']) => loadSite({ config, siteDir, mode: 'development', logger, markdown, reuse });
    const linksOfGuide = (loaded: Awaited<ReturnType<typeof loadSite>>) => JSON.stringify(loaded.routes.find((route) => route.path === '/docs/guide')?.props);
    const warnedAbout = (from: number) => logger.warnings.slice(from).filter((warning) => warning.what.includes('brand-new.md'));

    const first = await load();
    const docs = first.plugins.findIndex((plugin) => plugin.name === 'docs');
    expect(warnedAbout(0)).toEqual([]);
    expect(linksOfGuide(first)).toContain('/docs/brand-new');

    renameSync(path.join(site, 'docs/brand-new.md'), path.join(site, 'docs/brand-renamed.md'));
    let seen = logger.warnings.length;
    const renamed = await load({ previous: first, reload: new Set([docs]) });
    // What a cold build says of that link: the guide was compiled again, and its link found no file.
    expect(warnedAbout(seen)).toEqual([
      { plugin: 'markdown', where: { file: expect.stringMatching(/docs\/guide\.md$/), line: 9 }, what: 'Broken markdown link: ./brand-new.md (no such markdown file)', fix: expect.stringContaining('Point the link at an existing') },
    ]);
    expect(linksOfGuide(renamed)).not.toContain('/docs/brand-new"');

    renameSync(path.join(site, 'docs/brand-renamed.md'), path.join(site, 'docs/brand-new.md'));
    seen = logger.warnings.length;
    const back = await load({ previous: renamed, reload: new Set([docs]) });
    expect(warnedAbout(seen)).toEqual([]);
    expect(linksOfGuide(back)).toContain('/docs/brand-new');
    await markdown.close();
  }, 60_000);
});

describe('loadSite, a partial imported by several pages', () => {
  it('prints each of its warnings once, not once per page importing it (audit)', async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'folio-partial-warnings-'));
    try {
      cpSync(path.resolve(__dirname, '../../../fixtures/sites/versioned-docs'), site, { recursive: true });
      writeFileSync(path.join(site, 'pages/_note.mdx'), 'See [gone](./gone.md).\n\n:::nte\nText.\n:::\n');
      for (const name of ['one', 'two', 'three']) writeFileSync(path.join(site, `pages/${name}.mdx`), `import Note from './_note.mdx';\n\n# ${name}\n\n<Note />\n`);
      const { config, siteDir } = await loadConfig(path.join(site, 'site.config.ts'));
      const markdown = createMarkdownService({ threads: 0, cache: createMemoryMarkdownCache() });
      const logger = createLogger({ quiet: true });
      await loadSite({ config, siteDir, mode: 'production', logger, markdown });
      await markdown.close();
      const warnings = logger.warnings.filter((warning) => warning.where?.file.endsWith('_note.mdx'));
      expect(warnings.map((warning) => warning.what)).toEqual([expect.stringMatching(/^Broken markdown link: \.\/gone\.md/), expect.stringMatching(/^`:::nte` is not an admonition/)]);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('loadSite, tolerating failures (the dev server)', () => {
  /** A plugin serving one page at `/${name}`, whose load or routes throw while `broken` says so. */
  const plugin = (name: string, broken: { load?: boolean; routes?: boolean }, version: { n: number }): Plugin<unknown> => ({
    name,
    servesUnder: `/${name}`,
    async loadContent(ctx) {
      // It compiles its markdown, with the pages it links to, then fails.
      await ctx.compileMarkdown([{ file: `${name}.md`, absFile: path.join(temp, `${name}.md`), source: `# ${name}\n`, isMdx: false, linkMap: { [`${name}.md`]: `/${name}` }, baseUrl: '/', tocMinLevel: 2, tocMaxLevel: 3 }]);
      if (broken.load) throw new BuildError([{ plugin: name, what: `${name} does not load` }]);
      return { text: `${name} v${version.n}` };
    },
    contentLoaded(content, ctx) {
      if (broken.routes) throw new BuildError([{ plugin: name, what: `${name} has no routes` }]);
      const shared = ctx.shareData(name, { content });
      return { routes: [{ path: `/${name}`, kind: 'page', title: (content as { text: string }).text, props: {}, shared: { data: shared } }] };
    },
  });

  it('serves the other plugins, keeps what a failing one last loaded, and leaves it out (deferred) when it never loaded', async () => {
    const { config, siteDir } = await loadConfig(path.join(temp, 'site.config.ts'));
    const markdown = createMarkdownService({ threads: 0, cache: createMemoryMarkdownCache() });
    const logger = createLogger({ quiet: true });
    const good = { n: 1 };
    const flaky = { load: false, routes: false };
    const plugins = [plugin('good', {}, good), plugin('flaky', flaky, { n: 1 })];
    const load = (reuse?: Parameters<typeof loadSite>[0]['reuse']) => loadSite({ config, siteDir, mode: 'development', logger, markdown, plugins, reuse, tolerateFailures: true });
    const titles = (loaded: Awaited<ReturnType<typeof load>>) => loaded.routes.map((route) => route.title);

    // At start, the flaky one fails: the good one is served, the flaky one waits (deferred), with no maps of its own.
    flaky.load = true;
    const first = await load();
    expect(titles(first)).toEqual(['good v1']);
    expect([...first.failures.keys()]).toEqual([1]);
    expect([...first.deferred]).toEqual([1]);
    expect(first.linkMaps[1]!.size).toBe(0);
    // Without tolerateFailures the load fails, as a build does.
    await expect(loadSite({ config, siteDir, mode: 'development', logger, markdown, plugins })).rejects.toThrow('flaky does not load');

    // Fixed: both are served.
    flaky.load = false;
    const second = await load({ previous: first, reload: new Set([0, 1]) });
    expect(titles(second)).toEqual(['flaky v1', 'good v1']);
    expect(second.failures.size).toBe(0);
    expect(second.deferred.size).toBe(0);

    // Its routes fail on a reload: it keeps its previous routes, content, shared data and maps, and is not deferred.
    flaky.routes = true;
    good.n = 2;
    const third = await load({ previous: second, reload: new Set([0, 1]) });
    expect(titles(third)).toEqual(['flaky v1', 'good v2']);
    expect([...third.failures.keys()]).toEqual([1]);
    expect(third.contents[1]).toBe(second.contents[1]);
    expect(third.results[1]).toBe(second.results[1]);
    expect(third.sharedByPlugin[1]).toBe(second.sharedByPlugin[1]);
    expect(third.linkMaps[1]).toBe(second.linkMaps[1]);
    expect(third.deferred.size).toBe(0);
    await markdown.close();
  }, 60_000);
});
