import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const site = mkdtempSync(path.join(os.tmpdir(), 'folio-build-command-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Runs `folio build` on the site into `outDir`; its exit code and what it printed to stderr. */
function build(outDir: string): { status: number | null; stderr: string } {
  const run = spawnSync('node', ['scripts/folio.mjs', 'build', '--config', path.join(site, 'site.config.ts'), '--out-dir', outDir], { cwd: repoRoot, encoding: 'utf8' });
  return { status: run.status, stderr: run.stderr };
}

describe('npm run build, failing', () => {
  it('names the output folder it left alone: the one --out-dir gave, kept or never written', () => {
    cpSync(path.join(repoRoot, 'tests/fixtures/sites/basic'), site, { recursive: true });
    writeFileSync(path.join(site, 'pages/index.md'), '# Home\n\nSee [gone](/gone).\n');
    const fresh = path.join(site, 'fresh-out');
    const failed = build(fresh);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/Build failed: 1 problem\. Nothing was written to .*fresh-out\/\.\n/);
    const previous = path.join(site, 'previous-out');
    mkdirSync(previous);
    expect(build(previous).stderr).toMatch(/Build failed: 1 problem\. The previous .*previous-out\/ was left as it was\.\n/);
  }, 60_000);
});
