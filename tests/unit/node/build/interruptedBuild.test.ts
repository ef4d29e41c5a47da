import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../../..');
const site = mkdtempSync(path.join(os.tmpdir(), 'folio-interrupted-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('an interrupted build', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('on %s removes its temporary folder and its lock, says so, and leaves the previous build', async (signal) => {
    cpSync(path.join(repoRoot, 'tests/fixtures/sites/basic'), site, { recursive: true });
    // Enough pages that the build is still running when the signal comes.
    for (let page = 0; page < 200; page++) writeFileSync(path.join(site, `pages/page-${page}.md`), `---\ntitle: Page ${page}\n---\n\n# Page ${page}\n\n${'Some words. '.repeat(200)}\n`);
    const outDir = path.join(site, 'build');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'index.html'), 'the previous build');

    const build = spawn('node', ['scripts/folio.mjs', 'build', '--config', path.join(site, 'site.config.ts'), '--no-cache'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    build.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => build.once('exit', resolve));
    const temporary = () => readdirSync(site).filter((name) => name.startsWith('build.tmp-'));
    // Once it has written part of the site into its temporary folder.
    await vi.waitFor(() => expect(temporary().flatMap((name) => readdirSync(path.join(site, name)))).not.toEqual([]), { timeout: 60_000, interval: 10 });
    build.kill(signal);

    expect(await exited).toBe(signal === 'SIGINT' ? 130 : 143);
    expect(stderr).toMatch(new RegExp(`Build interrupted \\(${signal}\\): its temporary folder .*/build\\.tmp-\\d+-\\d+/ is being removed; .*/build/ was left as it was\\.`));
    // Removed by a detached process after the build exits: on a loaded two-core machine that has
    // taken over 5 s (a full unit run beside other builds), so the bound is generous.
    await vi.waitFor(() => expect(temporary()).toEqual([]), { timeout: 30_000, interval: 50 });
    expect(existsSync(path.join(site, 'build.lock'))).toBe(false);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('the previous build');
  }, 90_000);
});
