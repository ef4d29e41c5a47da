import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { workerEntry } from '../../../../src/node/prerender/workerEntry.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-worker-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('workerEntry', () => {
  it('starts a TypeScript worker module, with what it imports, without a loader', async () => {
    writeFileSync(path.join(dir, 'double.ts'), 'export const double = (n: number): number => n * 2;\n');
    writeFileSync(path.join(dir, 'worker.ts'), "import { parentPort, workerData } from 'node:worker_threads';\nimport { double } from './double.js';\nparentPort!.postMessage(double(workerData as number));\n");
    const entry = await workerEntry(pathToFileURL(path.join(dir, 'worker.ts')));
    expect(entry.script.href).toMatch(/\/node_modules\/\.cache\/folio\/workers\/worker-[0-9a-f]{16}\.mjs$/);
    const worker = new Worker(entry.script, { ...entry.options, workerData: 21 });
    const answer = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    await worker.terminate();
    expect(answer).toBe(42);
  });

  it('bundles again only when a file the bundle was made from changed', async () => {
    const run = async (script: URL) => {
      const worker = new Worker(script, { workerData: 5 });
      const answer = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
      await worker.terminate();
      return answer;
    };
    writeFileSync(path.join(dir, 'scale.ts'), 'export const scale = (n: number): number => n * 2;\n');
    writeFileSync(path.join(dir, 'scaling.ts'), "import { parentPort, workerData } from 'node:worker_threads';\nimport { scale } from './scale.js';\nparentPort!.postMessage(scale(workerData as number));\n");
    const first = await workerEntry(pathToFileURL(path.join(dir, 'scaling.ts')));
    expect(await run(first.script)).toBe(10);
    expect((await workerEntry(pathToFileURL(path.join(dir, 'scaling.ts')))).script.href).toBe(first.script.href);

    writeFileSync(path.join(dir, 'scale.ts'), 'export const scale = (n: number): number => n * 3;\n');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'scale.ts'), later, later);
    const edited = await workerEntry(pathToFileURL(path.join(dir, 'scaling.ts')));
    expect(edited.script.href).not.toBe(first.script.href);
    expect(await run(edited.script)).toBe(15);
  });

  it('starts built JavaScript as it is', async () => {
    const url = pathToFileURL(path.join(dir, 'worker.js'));
    expect(await workerEntry(url)).toEqual({ script: url, options: {} });
  });
});
