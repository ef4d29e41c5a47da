import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { lockFileFor } from '../../../../src/node/build/outputLock.js';
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

  it('refuses to build while another build is writing the same folder', async () => {
    const before = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFileFor(outDir), String(other.pid));
      const build = buildSite({ configPath: path.join(fixtures, 'basic/site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
      await expect(build).rejects.toThrow(`Another build (process ${other.pid}) is writing build/`);
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(before);
      // The other build's lock is left to it.
      expect(readFileSync(lockFileFor(outDir), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
      rmSync(lockFileFor(outDir), { force: true });
    }
  }, 60_000);

  it('takes over the lock of a build that is no longer running, and releases it', async () => {
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(lockFileFor(outDir), String(gone.pid));
    await buildSite({ configPath: path.join(fixtures, 'basic/site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
    expect(existsSync(lockFileFor(outDir))).toBe(false);
  }, 60_000);
});
