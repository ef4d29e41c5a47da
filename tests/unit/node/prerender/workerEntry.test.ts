import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { workerEntry, type WorkerEntry } from '../../../../src/node/prerender/workerEntry.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-worker-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('workerEntry', () => {
  it('starts a TypeScript worker module, with what it imports, without a loader', async () => {
    writeFileSync(path.join(dir, 'double.ts'), 'export const double = (n: number): number => n * 2;\n');
    writeFileSync(path.join(dir, 'worker.ts'), "import { parentPort, workerData } from 'node:worker_threads';\nimport { double } from './double.js';\nparentPort!.postMessage(double(workerData as number));\n");
    const entry = await workerEntry(pathToFileURL(path.join(dir, 'worker.ts')));
    expect(entry.options.argv?.[0]).toMatch(/\/node_modules\/\.cache\/folio\/workers\/worker-[0-9a-f]{16}\.cjs$/);
    const worker = new Worker(entry.script, { ...entry.options, workerData: 21 });
    const answer = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(answer).toBe(42);
  });

  it('bundles again only when a file the bundle was made from changed', async () => {
    const run = async (entry: WorkerEntry) => {
      const worker = new Worker(entry.script, { ...entry.options, workerData: 5 });
      const answer = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
      await worker.terminate();
      return answer;
    };
    writeFileSync(path.join(dir, 'scale.ts'), 'export const scale = (n: number): number => n * 2;\n');
    writeFileSync(path.join(dir, 'scaling.ts'), "import { parentPort, workerData } from 'node:worker_threads';\nimport { scale } from './scale.js';\nparentPort!.postMessage(scale(workerData as number));\n");
    const first = await workerEntry(pathToFileURL(path.join(dir, 'scaling.ts')));
    expect(await run(first)).toBe(10);
    expect((await workerEntry(pathToFileURL(path.join(dir, 'scaling.ts')))).options.argv).toEqual(first.options.argv);

    writeFileSync(path.join(dir, 'scale.ts'), 'export const scale = (n: number): number => n * 3;\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'scale.ts'), later, later);
    const edited = await workerEntry(pathToFileURL(path.join(dir, 'scaling.ts')));
    expect(edited.options.argv).not.toEqual(first.options.argv);
    expect(await run(edited)).toBe(15);
  });

  it('runs a worker bundle from a code cache once the worker has saved one, imports included', async () => {
    writeFileSync(
      path.join(dir, 'caching.ts'),
      `import { parentPort } from 'node:worker_threads';\nimport { importModule } from ${JSON.stringify(fileURLToPath(new URL('../../../../src/node/importModule.ts', import.meta.url)))};\n` +
        `import { saveCodeCache } from ${JSON.stringify(fileURLToPath(new URL('../../../../src/node/saveCodeCache.ts', import.meta.url)))};\n` +
        // A bundle of its own on every run (bundles are named by their content).
        `(globalThis as Record<string, unknown>).testRun = ${JSON.stringify(path.basename(dir))};\n` +
        "void importModule<{ default: number }>('data:text/javascript,export default 7').then((config) => {\n  saveCodeCache();\n  parentPort!.postMessage(config.default * 6);\n});\n",
    );
    const entry = await workerEntry(pathToFileURL(path.join(dir, 'caching.ts')));
    const bundle = entry.options.argv![0]!;
    const answer = async () => {
      const worker = new Worker(entry.script, entry.options);
      const value = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
      await worker.terminate();
      return value;
    };
    expect(existsSync(`${bundle}.v8-cache`)).toBe(false);
    expect(await answer()).toBe(42);
    const cache = readFileSync(`${bundle}.v8-cache`);
    expect(cache.length).toBeGreaterThan(0);
    // From the cache now (a script restored from one cannot import by itself), and left as it is.
    expect(await answer()).toBe(42);
    expect(readFileSync(`${bundle}.v8-cache`).equals(cache)).toBe(true);
  });

  it('starts built JavaScript as it is', async () => {
    const url = pathToFileURL(path.join(dir, 'worker.js'));
    expect(await workerEntry(url)).toEqual({ script: url, options: {} });
  });
});
