import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { removeStaleTempDirs } from '../../../../src/node/build/outputDir.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-output-dir-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The id of a process that has exited. */
async function goneProcessId(): Promise<number> {
  const gone = spawn('true');
  await new Promise((resolve) => gone.once('exit', resolve));
  return gone.pid!;
}

describe('stale temporary output folders', () => {
  it('deletes the temporary folders of the output that builds no longer running left, and nothing else', async () => {
    const gone = await goneProcessId();
    const running = 222;
    const folders = [`build.tmp-${gone}-1795786199592`, `build.tmp-${running}-1795786199593`, `build.tmp-${process.pid}-1795786199594`, `other.tmp-${gone}-1795786199595`, 'build', `build.old-${gone}-1795786199596`];
    for (const folder of folders) mkdirSync(path.join(dir, folder, 'docs'), { recursive: true });
    writeFileSync(path.join(dir, `build.tmp-${gone}-1795786199592/docs/index.html`), '<p>half a site</p>');
    writeFileSync(path.join(dir, 'build.lock'), String(process.pid));

    const removed = await removeStaleTempDirs(path.join(dir, 'build'), { runs: (pid) => pid === running });
    expect(removed).toEqual([`build.tmp-${gone}-1795786199592`]);
    // Deleted by a detached process.
    await vi.waitFor(() => expect(readdirSync(dir).sort()).toEqual(folders.slice(1).concat('build.lock').sort()), { timeout: 5_000 });
  });

  it('does nothing when the output folder has no parent yet', async () => {
    expect(await removeStaleTempDirs(path.join(dir, 'no-such-folder/build'))).toEqual([]);
  });
});
