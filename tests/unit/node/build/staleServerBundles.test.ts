import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { processRuns } from '../../../../src/node/build/processRuns.js';
import { removeStaleServerBundles } from '../../../../src/node/build/staleServerBundles.js';
import { testTempDir } from '../../../support/testTempDir.js';

describe('stale server bundles', () => {
  const dir = testTempDir('ssr');

  it('deletes the hour-old bundles of processes that are gone, and nothing else', () => {
    const files = ['ssr-111-1795607358778.cjs', 'ssr-111-1795607358778.cjs.map', 'dev-ssr-111-1-abc.mjs', 'ssr-222-1795607362397.cjs', `ssr-${process.pid}-1.cjs`, 'module-routes.json', 'ssr-notes.txt', 'ssr-333-1.cjs'];
    for (const file of files) writeFileSync(path.join(dir, file), '');
    const now = Date.now();
    const twoHoursAgo = new Date(now - 2 * 60 * 60 * 1000);
    for (const file of files.filter((name) => name !== 'ssr-333-1.cjs')) utimesSync(path.join(dir, file), twoHoursAgo, twoHoursAgo);
    // 222 runs; 111 and 333 are gone, but 333's bundle was written just now.
    const removed = removeStaleServerBundles(dir, { runs: (pid) => pid === 222, now });
    expect(removed.sort()).toEqual(['dev-ssr-111-1-abc.mjs', 'ssr-111-1795607358778.cjs', 'ssr-111-1795607358778.cjs.map']);
    expect(readdirSync(dir).sort()).toEqual(['module-routes.json', `ssr-${process.pid}-1.cjs`, 'ssr-222-1795607362397.cjs', 'ssr-333-1.cjs', 'ssr-notes.txt'].sort());
  });

  it('tells a running process from one that is gone', () => {
    expect(processRuns(process.pid)).toBe(true);
    // Above Linux's highest possible pid (2^22).
    expect(processRuns(5_000_000)).toBe(false);
  });

  it('does nothing when the cache folder does not exist yet', () => {
    expect(removeStaleServerBundles(path.join(tmpdir(), 'folio-no-such-folder'))).toEqual([]);
  });
});
