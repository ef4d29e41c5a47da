// The app bundles are reused while their inputs are untouched, and built again after an edit.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cachedAppBundle } from '../../../../src/node/bundle/appBundleCache.js';
import type { ClientBundle } from '../../../../src/node/bundle/bundleApp.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-app-bundle-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const themeFile = path.join(temp, 'theme.tsx');

/** Writes the theme file with a modification time in the past, as if saved before the build. */
function saveTheme(source: string): void {
  writeFileSync(themeFile, source);
  const past = new Date(Date.now() - 60_000 + source.length * 1000);
  utimesSync(themeFile, past, past);
}

let builds = 0;
/** Stands in for esbuild: writes an entry holding the theme file's content, and a server file. */
function run(name: string) {
  const outDir = path.join(temp, name);
  const serverFile = path.join(temp, `${name}-ssr.cjs`);
  return cachedAppBundle({
    cacheDir: path.join(temp, 'cache'),
    key: { modules: ['doc'] },
    outDir,
    serverFile,
    async build(inputs): Promise<ClientBundle> {
      builds++;
      const source = readFileSync(themeFile, 'utf8');
      const entry = `__folio/assets/main-${source.length}.js`;
      mkdirSync(path.dirname(path.join(outDir, entry)), { recursive: true });
      writeFileSync(path.join(outDir, entry), source);
      writeFileSync(serverFile, `module.exports = ${JSON.stringify(source)};`);
      inputs.add(themeFile);
      return { entry: `/${entry}`, stylesheet: '', featureStyles: {}, kindChunks: {}, entryImports: [], files: [entry] };
    },
  }).then((client) => ({ client, outDir, serverFile }));
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('app bundle cache', () => {
  it('copies the previous bundles while the inputs are untouched, and bundles again after an edit', async () => {
    saveTheme('export const a = 1;');
    const first = await run('first');
    expect(builds).toBe(1);

    const second = await run('second');
    expect(builds).toBe(1);
    expect(second.client).toEqual(first.client);
    expect(read(second.outDir, second.client.files[0]!)).toBe('export const a = 1;');
    expect(readFileSync(second.serverFile, 'utf8')).toBe(readFileSync(first.serverFile, 'utf8'));

    saveTheme('export const a = 22;');
    const third = await run('third');
    expect(builds).toBe(2);
    expect(read(third.outDir, third.client.files[0]!)).toBe('export const a = 22;');
  });

  it('bundles afresh when the recorded entry was deleted meanwhile', async () => {
    const cacheDir = path.join(temp, 'cache');
    for (const entry of readdirSync(cacheDir, { withFileTypes: true })) if (entry.isDirectory()) rmSync(path.join(cacheDir, entry.name), { recursive: true });
    const before = builds;
    const fourth = await run('fourth');
    expect(builds).toBe(before + 1);
    expect(read(fourth.outDir, fourth.client.files[0]!)).toBe('export const a = 22;');
  });
});
