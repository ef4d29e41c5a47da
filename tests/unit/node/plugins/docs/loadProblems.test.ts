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

describe('a version the config names that versions.json does not list', () => {
  it('is reported at its key in the config (dev server audit)', async () => {
    site({ 'docs/intro.md': '# Intro\n', 'versions.json': '["2.0"]\n', 'versioned_docs/version-2.0/intro.md': '# Intro\n' });
    const source = "export default {\n  docs: [{\n    path: 'docs',\n    versions: {\n      '2.0': { label: 'Two' },\n      '1.0': { label: 'One' },\n    },\n  }],\n};\n";
    expect(await loadProblems({ versions: { '2.0': { label: 'Two' }, '1.0': { label: 'One' } } }, source)).toEqual([
      expect.objectContaining({ plugin: 'docs', where: { file: 'site.config.ts', line: 6 }, what: 'docs instance "default" configures unknown version "1.0"' }),
    ]);
  });
});
