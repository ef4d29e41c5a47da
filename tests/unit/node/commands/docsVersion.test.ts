import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { docsVersion } from '../../../../src/node/commands/docsVersion.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'folio-docs-version-'));
cpSync(path.resolve(__dirname, '../../../fixtures/sites/versioned-docs'), scratch, { recursive: true });
const siteCopy = mkdtempSync(path.join(os.tmpdir(), 'folio-docs-version-site-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(siteCopy, { recursive: true, force: true });
});

describe('docs:version', () => {
  it('snapshots the current docs as a new version that builds at /docs/{version}', async () => {
    await docsVersion({ configPath: path.join(scratch, 'site.config.ts'), version: '3.7.0', pluginId: 'default' });
    expect(JSON.parse(readFileSync(path.join(scratch, 'versions.json'), 'utf8'))).toEqual(['3.7.0']);
    expect(existsSync(path.join(scratch, 'versioned_docs/version-3.7.0/guide.md'))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(scratch, 'versioned_sidebars/version-3.7.0-sidebars.json'), 'utf8'))).toEqual({ docs: ['intro', 'guide'] });

    const outDir = path.join(scratch, 'build');
    await buildSite({ configPath: path.join(scratch, 'site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
    // The released version becomes the latest (served at /docs); the current one moves to /docs/next.
    expect(readFileSync(path.join(outDir, 'docs/guide/index.html'), 'utf8')).toContain('Guide | Versioned');
    expect(existsSync(path.join(outDir, 'docs/next/guide/index.html'))).toBe(true);
  }, 60_000);

  it('refuses a version that already exists', async () => {
    await expect(docsVersion({ configPath: path.join(scratch, 'site.config.ts'), version: '3.7.0', pluginId: 'default' })).rejects.toThrow(/Version 3.7.0 already exists/);
  });

  it('refuses a version whose folder is left behind though versions.json does not list it, instead of copying into it (bad-input audit)', async () => {
    mkdirSync(path.join(scratch, 'versioned_docs/version-3.8.0'), { recursive: true });
    writeFileSync(path.join(scratch, 'versioned_docs/version-3.8.0/old.md'), '# Old\n');
    await expect(docsVersion({ configPath: path.join(scratch, 'site.config.ts'), version: '3.8.0', pluginId: 'default' })).rejects.toThrow(/The folder of version 3\.8\.0 already exists, though .*versions\.json does not list the version/);
    expect(JSON.parse(readFileSync(path.join(scratch, 'versions.json'), 'utf8'))).toEqual(['3.7.0']);
    rmSync(path.join(scratch, 'versioned_docs/version-3.8.0'), { recursive: true });
  });

  it('refuses "current" as the name the docs being written have, not as an invalid name (bad-input audit)', async () => {
    await expect(docsVersion({ configPath: path.join(scratch, 'site.config.ts'), version: 'current', pluginId: 'default' })).rejects.toThrow(/"current" is the name of the docs being written/);
    await expect(docsVersion({ configPath: path.join(scratch, 'site.config.ts'), version: 'a b', pluginId: 'default' })).rejects.toThrow(/"a b" is not a valid version name/);
  });

  it("adds a version to this repository's own site that builds, its release not yet published", async () => {
    const repo = path.resolve(__dirname, '../../../..');
    for (const entry of ['site.config.ts', 'content', 'public']) cpSync(path.join(repo, entry), path.join(siteCopy, entry), { recursive: true });
    const configPath = path.join(siteCopy, 'site.config.ts');
    await docsVersion({ configPath, version: '3.7.0', pluginId: 'default' });
    const outDir = path.join(siteCopy, 'build');
    // The versions page links each release's notes and changelog entry: not for this one, whose
    // notes do not exist yet (linking them failed the build on broken links).
    await buildSite({ configPath, outDir, logger: createLogger({ quiet: true }) });
    expect(readFileSync(path.join(outDir, 'docs/3.7.0/installation/index.html'), 'utf8')).toContain('Installation | Folio');
    const versionsPage = readFileSync(path.join(outDir, 'versions/index.html'), 'utf8');
    expect(versionsPage).toContain('href="/docs/3.7.0"');
    expect(versionsPage).not.toContain('href="/changelog/3.7.0"');
    expect(versionsPage).toContain('href="/changelog/3.6.3"');
  }, 120_000);
});
