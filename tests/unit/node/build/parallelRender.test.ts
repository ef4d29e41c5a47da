// Rendering is split between the main thread and worker threads (renderPool.ts). However the
// pages are shared out, the output must be what rendering every page on the main thread writes.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../../src/node/bench/generateCorpus.js';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-parallel-'));
const siteDir = path.join(temp, 'site');
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function files(dir: string): Map<string, Buffer> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(entries.map((entry) => [path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name))]));
}

describe('parallel rendering', () => {
  beforeAll(async () => {
    // More pages than one batch, so the main thread and the workers each render some.
    await generateCorpus(siteDir, { pages: 150 });
  });

  it('writes the same files and bytes on the main thread with workers as on the main thread alone', async () => {
    const build = (name: string, threads: number) => buildSite({ configPath: path.join(siteDir, 'site.config.ts'), outDir: path.join(temp, name), cache: false, threads, logger: createLogger({ quiet: true }) });
    const alone = await build('alone', 0);
    const shared = await build('shared', 3);
    expect(shared.routes).toBe(alone.routes);
    expect(alone.routes).toBeGreaterThan(100);
    const a = files(path.join(temp, 'alone'));
    const b = files(path.join(temp, 'shared'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    const differing = [...a].filter(([file, bytes]) => !bytes.equals(b.get(file)!)).map(([file]) => file);
    expect(differing).toEqual([]);
  }, 120_000);
});
