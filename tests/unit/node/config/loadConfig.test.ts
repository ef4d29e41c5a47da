import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/node/config/loadConfig.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-load-config-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const configFile = path.join(temp, 'site.config.ts');
const cacheDir = path.join(temp, 'cache');
const write = (title: string) => {
  writeFileSync(path.join(temp, 'title.ts'), `export const title: string = ${JSON.stringify(title)};\n`);
  writeFileSync(configFile, `import { defineConfig } from 'folio';\nimport { title } from './title';\nexport default defineConfig({ title, url: 'https://example.com', baseUrl: '/' });\n`);
};
const recordFile = () => path.join(cacheDir, 'config', readdirSync(path.join(cacheDir, 'config'))[0]!);

describe('loadConfig with a build cache', () => {
  it('takes the bundled config from the cache while the files it imports keep their times, and bundles again after an edit', async () => {
    write('First');
    // Bundled now; the record is kept only for inputs saved before bundling started.
    const past = new Date(Date.now() - 10_000);
    utimesSync(configFile, past, past);
    utimesSync(path.join(temp, 'title.ts'), past, past);
    expect((await loadConfig(configFile, { cacheDir })).config.title).toBe('First');

    // The record is what the next load runs: altered here, the alteration shows.
    const record = JSON.parse(readFileSync(recordFile(), 'utf8'));
    expect(Object.keys(record.inputs).map((file) => path.basename(file))).toEqual(expect.arrayContaining(['site.config.ts', 'title.ts']));
    writeFileSync(recordFile(), JSON.stringify({ ...record, code: record.code.replace('"First"', '"From the cache"') }));
    expect((await loadConfig(configFile, { cacheDir })).config.title).toBe('From the cache');

    // An imported file changes: bundled again.
    write('Second');
    expect((await loadConfig(configFile, { cacheDir })).config.title).toBe('Second');
    // Without a cache folder, always bundled.
    expect((await loadConfig(configFile)).config.title).toBe('Second');
  });
});
