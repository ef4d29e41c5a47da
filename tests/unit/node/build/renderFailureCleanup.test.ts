// A page that fails to render on a worker thread while the main thread renders its own share:
// the build must report that page's failure and leave no temporary output folder behind. The
// main thread went on writing pages into the folder being deleted, so the deletion failed with
// ENOTEMPTY, which was reported instead, and the folder was left.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { isBuildError } from '../../../../src/node/errors.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-render-failure-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Enough pages that the main thread still has some to render when a worker's page fails. */
const PAGES = 300;

describe('a page that fails to render on a worker thread', () => {
  mkdirSync(path.join(site, 'pages'));
  writeFileSync(path.join(site, 'site.config.ts'), "import { defineConfig } from 'folio';\n\nexport default defineConfig({ title: 'Failing', url: 'https://failing.example.com' });\n");
  for (let index = 0; index < PAGES; index++) writeFileSync(path.join(site, 'pages', `page-${String(index).padStart(3, '0')}.md`), `# Page ${index}\n\nSome text.\n`);
  // Fails on every thread but the main one, so it is a worker's failure whatever batch it is in.
  writeFileSync(
    path.join(site, 'pages', 'page-010-boom.tsx'),
    "export default function Boom() {\n  const threads = (process as unknown as { getBuiltinModule(name: string): { isMainThread: boolean } }).getBuiltinModule('node:worker_threads');\n  if (!threads.isMainThread) throw new Error('failed on a worker');\n  return <p>rendered on the main thread</p>;\n}\n",
  );

  it('reports its own failure, after the other threads stopped writing, and leaves no temporary folder', async () => {
    const outDir = path.join(site, 'build');
    const error = await buildSite({ configPath: path.join(site, 'site.config.ts'), outDir, cache: false, threads: 3, logger: createLogger({ quiet: true }) }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isBuildError(error), String(error)).toBe(true);
    expect((error as Error).message).toContain('Rendering /page-010-boom failed: failed on a worker');
    // Given time to write anything still on its way, the folder must not come back either.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(readdirSync(site).filter((name) => name.includes('.tmp-'))).toEqual([]);
  }, 60_000);
});
