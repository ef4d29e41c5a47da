import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { docsVersion } from '../../../../src/node/commands/docsVersion.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'folio-docs-version-'));
cpSync(path.resolve(__dirname, '../../../fixtures/sites/versioned-docs'), scratch, { recursive: true });
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

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
});
