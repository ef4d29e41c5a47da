import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeBundleOptions } from '../../../../src/node/bundle/nodeBundleOptions.mjs';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const runner = path.join(repoRoot, 'src/node/bundle/runCodeCached.mjs');
// Inside the repository, as the CLI's bundles are: the bundle requires a package left external.
const dir = mkdtempSync(path.join(repoRoot, 'node_modules/.cache/folio-code-cache-test-'));
const bundle = path.join(dir, 'command.cjs');
const cache = `${bundle}.v8-cache`;
const prepared = `${bundle}.prepared.v8-cache`;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the bundle the way scripts/folio.mjs does (or prepares its cache) in a new process; its output. */
const run = (mode: 'run' | 'prepare' = 'run') => {
  const launcher = path.join(dir, 'launch.mjs');
  writeFileSync(
    launcher,
    `import { prepareCodeCache, runCodeCached } from ${JSON.stringify(runner)};\n` +
      (mode === 'prepare' ? `prepareCodeCache(${JSON.stringify(bundle)});\n` : `runCodeCached(${JSON.stringify(bundle)}, (specifier) => import(specifier));\n`),
  );
  return execFileSync(process.execPath, [launcher], { encoding: 'utf8' }).trim();
};

beforeAll(async () => {
  // A command that requires an external package, imports through importModule.ts (the config,
  // a server bundle) and lazily runs a module of its own, as the build command does.
  writeFileSync(path.join(dir, 'lazy.ts'), 'export const answer = (n: number): number => n * 2;\n');
  writeFileSync(
    path.join(dir, 'command.ts'),
    `import { version } from 'esbuild';\nimport { importModule } from ${JSON.stringify(path.join(repoRoot, 'src/node/importModule.ts'))};\n` +
      "async function main(): Promise<void> {\n  const config = await importModule<{ default: number }>('data:text/javascript,export default 21');\n" +
      "  const { answer } = await import('./lazy.js');\n  console.log(`${answer(config.default)} ${typeof version}`);\n}\nvoid main();\n",
  );
  await build({ ...nodeBundleOptions, entryPoints: [path.join(dir, 'command.ts')], outfile: bundle, absWorkingDir: repoRoot });
});

describe('runCodeCached', () => {
  it('runs a CommonJS command bundle and writes a code cache when the process exits', () => {
    expect(run()).toBe('42 string');
    expect(statSync(cache).size).toBeGreaterThan(0);
  });

  it('runs from the cache, importing through the launcher, and leaves an accepted cache as it is', () => {
    const written = readFileSync(cache);
    const mtime = statSync(cache).mtimeMs;
    expect(run()).toBe('42 string');
    expect(statSync(cache).mtimeMs).toBe(mtime);
    expect(readFileSync(cache).equals(written)).toBe(true);
  });

  it('replaces a cache V8 rejects', () => {
    writeFileSync(cache, 'not a code cache');
    expect(run()).toBe('42 string');
    expect(readFileSync(cache, 'utf8')).not.toBe('not a code cache');
  });

  it('prepares a cache of the whole bundle that runs use until they write their own', () => {
    rmSync(cache);
    run('prepare');
    expect(existsSync(prepared)).toBe(true);
    expect(existsSync(cache)).toBe(false);
    expect(run()).toBe('42 string');
    expect(existsSync(cache)).toBe(true);
  });
});
