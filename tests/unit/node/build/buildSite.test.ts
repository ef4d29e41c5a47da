import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { isBuildError } from '../../../../src/node/errors.js';

const fixtures = path.resolve(__dirname, '../../../fixtures/sites');
const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'folio-build-')), 'build');
afterAll(() => rmSync(path.dirname(outDir), { recursive: true, force: true }));

describe('buildSite', () => {
  it('builds a small site: HTML per route, data per route, a 404 page', async () => {
    const summary = await buildSite({ configPath: path.join(fixtures, 'basic/site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
    // Two pages, plus the search page and the seven debug pages every build has.
    expect(summary.routes).toBe(10);
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('<title>Home | Basic</title>');
    expect(home).toContain('href="/about"');
    expect(existsSync(path.join(outDir, 'about/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, '__folio/data/about.json'))).toBe(true);
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).toContain('Page Not Found');
  }, 60_000);

  it('fails on a broken link, naming file and target, and keeps the previous build', async () => {
    const before = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    let error: unknown;
    try {
      await buildSite({ configPath: path.join(fixtures, 'broken-link/site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
    } catch (caught) {
      error = caught;
    }
    expect(isBuildError(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toContain('tests/fixtures/sites/broken-link/pages/index.md:7');
    expect(message).toContain('/does-not-exist');
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(before);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('Home | Basic');
    // Nothing half-written is left beside it.
    expect(readdirSync(path.dirname(outDir)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  }, 60_000);
});
