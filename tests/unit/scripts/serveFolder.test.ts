// `npm run serve` on a folder that is no built site: one error and its fix, not "serving" and a
// 404 for every address.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'folio-serve-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function serve(dir: string): { status: number | null; stderr: string } {
  const result = spawnSync('node', ['scripts/folio.mjs', 'serve', '--port', '0', '--dir', dir], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  return { status: result.status, stderr: result.stderr };
}

describe('serve --dir', () => {
  it('refuses an empty folder, a file and a missing folder, each with the fix', () => {
    const file = path.join(scratch, 'a-file.txt');
    writeFileSync(file, 'not a site');
    const fix = '\n  fix: run `npm run build` first, or pass the built folder with --dir.\n';
    expect(serve(scratch)).toEqual({ status: 1, stderr: `error [serve] ${scratch}/ holds no built site (no index.html): every address would answer 404${fix}` });
    expect(serve(file)).toEqual({ status: 1, stderr: `error [serve] ${file} is a file, not a built site's folder${fix}` });
    expect(serve(path.join(scratch, 'missing'))).toEqual({ status: 1, stderr: `error [serve] ${path.join(scratch, 'missing')}/ does not exist${fix}` });
  }, 90_000);
});
