// The dev server reloads only the plugins an edit concerns and keeps the others' content, routes
// and shared data: the result must be what loading everything again gives.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../../src/node/build/loadSite.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { createMarkdownService } from '../../../../src/node/build/markdownService.js';
import { loadConfig } from '../../../../src/node/config/loadConfig.js';
import { createMemoryMarkdownCache } from '../../../../src/node/dev/memoryMarkdownCache.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-load-site-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
cpSync(path.resolve(__dirname, '../../../fixtures/sites/versioned-docs'), temp, { recursive: true });

describe('loadSite with reuse', () => {
  it('reloads one plugin, keeps the others as they were, and matches a full load', async () => {
    const { config, siteDir } = await loadConfig(path.join(temp, 'site.config.ts'));
    const markdown = createMarkdownService({ threads: 0, cache: createMemoryMarkdownCache() });
    const load = (reuse?: Parameters<typeof loadSite>[0]['reuse']) => loadSite({ config, siteDir, mode: 'development', logger: createLogger({ quiet: true }), markdown, reuse });
    const first = await load();
    const pages = first.plugins.findIndex((plugin) => plugin.name === 'pages');
    const docs = first.plugins.findIndex((plugin) => plugin.name === 'docs');

    const file = path.join(temp, 'pages/index.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n\nAdded while the dev server runs.\n`);
    const partial = await load({ previous: first, reload: new Set([pages]) });

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
