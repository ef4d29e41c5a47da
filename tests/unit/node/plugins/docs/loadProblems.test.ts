// What the docs plugin reports while it reads a docs instance's files from disk, and where.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../../src/node/config/validateConfig.js';
import { isBuildError, type Diagnostic } from '../../../../../src/node/errors.js';
import type { MarkdownOutput } from '../../../../../src/node/markdown/types.js';
import { createPlugins } from '../../../../../src/node/build/createPlugins.js';

let siteDir: string;
afterEach(() => rmSync(siteDir, { recursive: true, force: true }));

/** A site of these files (path below the site folder → text). */
function site(files: Record<string, string>): void {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-docs-load-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    writeFileSync(path.join(siteDir, rel), text);
  }
}

/**
 * The problems of loading the site's docs instance (it must fail with a BuildError), created as
 * a build creates it from the config (`source`: the config file's text).
 */
async function loadProblems(docsOptions: Record<string, unknown> = {}, source?: string): Promise<Diagnostic[]> {
  const config = validateConfig({ title: 'T', url: 'https://example.com', docs: [{ path: 'docs', routeBasePath: 'docs', sidebarPath: false, ...docsOptions }] }, 'site.config.ts');
  const plugin = createPlugins(config, source === undefined ? undefined : { file: 'site.config.ts', source })[0]!;
  const error = await plugin.loadContent!({ config, siteDir, mode: 'production', compileMarkdown: async (inputs) => inputs.map(() => ({}) as MarkdownOutput), warn: () => undefined }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(isBuildError(error)).toBe(true);
  return (error as { diagnostics: Diagnostic[] }).diagnostics;
}

describe('a version versions.json lists without a docs folder', () => {
  it('is reported at its line of versions.json, naming the missing folder', async () => {
    site({ 'docs/intro.md': '# Intro\n', 'versions.json': '[\n  "2.0",\n  "1.0"\n]\n', 'versioned_docs/version-2.0/intro.md': '# Intro\n', 'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro"] }' });
    expect(await loadProblems()).toEqual([
      {
        plugin: 'docs',
        where: { file: expect.stringMatching(/versions\.json$/), line: 3 },
        what: expect.stringMatching(/versions\.json lists version 1\.0, whose docs folder .*versioned_docs\/version-1\.0\/ does not exist$/),
        fix: expect.stringMatching(/^Run `npm run docs:version -- 1\.0` again, or remove "1\.0" from .*versions\.json\.$/),
      },
    ]);
  });
});

describe('a version versions.json lists twice', () => {
  it('is one error at its second line (bad-input audit: four clashing-route warnings, one naming the sidebars file)', async () => {
    site({ 'docs/intro.md': '# Intro\n', 'versions.json': '[\n  "1.0",\n  "1.0"\n]\n', 'versioned_docs/version-1.0/intro.md': '# Intro\n', 'versioned_sidebars/version-1.0-sidebars.json': '{ "docs": ["intro"] }' });
    expect(await loadProblems()).toEqual([
      { plugin: 'docs', where: { file: expect.stringMatching(/versions\.json$/), line: 3 }, what: 'versions.json lists version 1.0 twice', fix: 'Remove the second one: each version is listed once, newest first.' },
    ]);
  });
});

describe('a version the config names that versions.json does not list', () => {
  it('is reported at its key in the config (dev server audit)', async () => {
    site({ 'docs/intro.md': '# Intro\n', 'versions.json': '["2.0"]\n', 'versioned_docs/version-2.0/intro.md': '# Intro\n' });
    const source = "export default {\n  docs: [{\n    path: 'docs',\n    versions: {\n      '2.0': { label: 'Two' },\n      '1.0': { label: 'One' },\n    },\n  }],\n};\n";
    expect(await loadProblems({ versions: { '2.0': { label: 'Two' }, '1.0': { label: 'One' } } }, source)).toEqual([
      expect.objectContaining({ plugin: 'docs', where: { file: 'site.config.ts', line: 6 }, what: 'docs instance "default" configures unknown version "1.0"' }),
    ]);
  });
});

describe('a sidebars file the config names that does not exist', () => {
  it("is reported at the config's sidebarPath, naming the file and the one beside it likely meant (audit: at the missing file)", async () => {
    site({ 'docs/intro.md': '# Intro\n', 'sidebars.json': '{ "docs": ["intro"] }' });
    const source = "export default {\n  title: 'T',\n  docs: [{\n    path: 'docs',\n    sidebarPath: 'sidebar.json',\n  }],\n};\n";
    expect(await loadProblems({ sidebarPath: 'sidebar.json' }, source)).toEqual([
      {
        plugin: 'docs',
        where: { file: 'site.config.ts', line: 5 },
        what: expect.stringMatching(/^Sidebars file of docs version current not found: .*sidebar\.json$/),
        fix: 'Did you mean sidebars.json? Correct `sidebarPath` of docs instance "default" in the site config, create the file, or set `sidebarPath: false` on docs instance "default" for one autogenerated sidebar.',
      },
    ]);
  });
});

describe('a version onlyIncludeVersions names that does not exist', () => {
  it('is reported at its line of the config, with the known versions (bad input audit: dropped without a word)', async () => {
    site({ 'docs/intro.md': '# Intro\n', 'versions.json': '["2.0"]\n', 'versioned_docs/version-2.0/intro.md': '# Intro\n' });
    const source = "export default {\n  docs: [{\n    path: 'docs',\n    onlyIncludeVersions: [\n      'current',\n      '1.1',\n    ],\n  }],\n};\n";
    expect(await loadProblems({ onlyIncludeVersions: ['current', '1.1'] }, source)).toEqual([
      { plugin: 'docs', where: { file: 'site.config.ts', line: 6 }, what: 'onlyIncludeVersions of docs instance "default" names unknown version "1.1"', fix: 'Use the versions that exist: current, 2.0.' },
    ]);
  });
});

describe("a released version's missing sidebars file", () => {
  it("is not said to be another version's file (bad input audit: 'Did you mean version-2.0-sidebars.json?' for 1.0)", async () => {
    site({ 'docs/intro.md': '# Intro\n', 'versions.json': '["2.0", "1.0"]\n', 'versioned_docs/version-2.0/intro.md': '# Intro\n', 'versioned_docs/version-1.0/intro.md': '# Intro\n', 'versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro"] }' });
    const [problem] = await loadProblems();
    expect(problem!.what).toBe('Sidebars file of docs version 1.0 not found');
    expect(problem!.fix).not.toContain('version-2.0-sidebars.json');
    expect(problem!.fix).toMatch(/^Create it .*version-1\.0-sidebars\.json/);
  });
});

describe('released versions of docs kept outside the site folder (Jest: website/ reads ../docs)', () => {
  it("are read from the site folder, as Docusaurus reads them, when the docs folder's own has no versions file (BYO audit: every release was dropped without a word)", async () => {
    site({
      'website/site.config.ts': '',
      'docs/intro.md': '# Intro next\n',
      'website/versions.json': '["2.0"]\n',
      'website/versioned_docs/version-2.0/intro.md': '# Intro 2.0\n',
      'website/versioned_sidebars/version-2.0-sidebars.json': '{ "docs": ["intro"] }',
    });
    const config = validateConfig({ title: 'T', url: 'https://example.com', docs: [{ path: '../docs', routeBasePath: 'docs', sidebarPath: false }] }, 'site.config.ts');
    const plugin = createPlugins(config)[0]!;
    const content = (await plugin.loadContent!({ config, siteDir: path.join(siteDir, 'website'), mode: 'production', compileMarkdown: async (inputs) => inputs.map(() => ({ frontMatter: {} }) as MarkdownOutput), warn: () => undefined })) as { versions: { meta: { name: string; path: string; docsDir: string } }[] };
    expect(content.versions.map(({ meta }) => [meta.name, meta.path, meta.docsDir])).toEqual([
      ['current', '/docs/next', '../docs'],
      ['2.0', '/docs', 'versioned_docs/version-2.0'],
    ]);
  });
});
