// Pages rendered on worker threads see the environment the plugins left (a worker copies
// process.env when it starts, and render workers start while content still loads), and a
// worker's console output names the page it was rendering.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { forwardConsole, type ConsoleLine } from '../../../../src/node/prerender/forwardConsole.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-render-workers-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.FOLIO_WORKER_ENV_TEST;
});

describe('render workers', () => {
  it('render with the environment the plugins set while content loaded', async () => {
    mkdirSync(path.join(dir, 'pages'));
    // One component for 60 addresses, so the worker renders some of them (the main thread takes small batches).
    writeFileSync(
      path.join(dir, 'pages/env.tsx'),
      "export const subPaths = Array.from({ length: 60 }, (_, i) => `/env/${i}`);\nexport default function Env() { return <p id=\"env\">{process.env.FOLIO_WORKER_ENV_TEST ?? 'unset'}</p>; }\n",
    );
    writeFileSync(
      path.join(dir, 'site.config.ts'),
      `import { defineConfig } from 'folio';
export default defineConfig({
  title: 'Env',
  url: 'https://env.example.com',
  plugins: [{ name: 'env-setter', async loadContent() { await new Promise((resolve) => setTimeout(resolve, 1500)); process.env.FOLIO_WORKER_ENV_TEST = 'set by loadContent'; } }],
});
`,
    );
    delete process.env.FOLIO_WORKER_ENV_TEST;
    // The delay lets the render workers start (with the app bundle) before the variable is set.
    const outDir = path.join(dir, 'build');
    await buildSite({ configPath: path.join(dir, 'site.config.ts'), outDir, threads: 2, cache: false, logger: createLogger({ quiet: true }) });
    const values = Array.from({ length: 60 }, (_, i) => /<p id="env">([^<]*)<\/p>/.exec(readFileSync(path.join(outDir, `env/${i}/index.html`), 'utf8'))?.[1]);
    expect(new Set(values)).toEqual(new Set(['set by loadContent']));
  }, 60_000);

  it('forward console output as lines labelled with the route being rendered, and only while one is', () => {
    const lines: ConsoleLine[] = [];
    const target = { log: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() };
    let rendering: string | undefined = '/docs/intro';
    forwardConsole(() => rendering, (line) => lines.push(line), target as unknown as Console);
    target.warn('careful: %d', 42, { a: 1 });
    rendering = undefined;
    target.log('idle');
    expect(lines).toEqual([
      { method: 'warn', text: '[render /docs/intro] careful: 42 { a: 1 }' },
      { method: 'log', text: 'idle' },
    ]);
  });
});
