import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readManifest, setupKey, writeManifest, type RenderManifest } from '../../../../src/node/prerender/renderReuse.js';
import type { RenderSetup } from '../../../../src/node/prerender/renderBatch.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-render-manifest-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('render manifest', () => {
  const sidebar = Array.from({ length: 200 }, (_, i) => `/changelog/entry-${i}`);
  const manifest: RenderManifest = Object.fromEntries(
    Array.from({ length: 50 }, (_, i) => [`/changelog/entry-${i}`, { key: `k${i}`, files: [`changelog/entry-${i}/index.html`], hrefs: [...sidebar, `#section-${i}`], ids: [`section-${i}`], bytes: 1000 + i }]),
  );

  it('reads back what it wrote', async () => {
    const file = path.join(dir, 'a.json');
    await writeManifest(file, manifest);
    expect(await readManifest(file)).toEqual(manifest);
  });

  it('stores an href shared by many pages once', async () => {
    const file = path.join(dir, 'b.json');
    await writeManifest(file, manifest);
    const plain = JSON.stringify(manifest).length;
    expect(readFileSync(file, 'utf8').length).toBeLessThan(plain / 5);
  });

  it('stores a shared part once and reads it back as one object for every page holding it', async () => {
    const file = path.join(dir, 'parts.json');
    const years = [0, 1].map((year) => ({ key: `2:${year}`, hrefs: sidebar.slice(year * 100, year * 100 + 100), ids: [`year-${year}`] }));
    const withParts: RenderManifest = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`/changelog/entry-${i}`, { key: `k${i}`, files: [`changelog/entry-${i}/index.html`], hrefs: [`#section-${i}`], ids: [`section-${i}`], parts: years, bytes: 1000 + i }]),
    );
    await writeManifest(file, withParts);
    expect(readFileSync(file, 'utf8').length).toBeLessThan(JSON.stringify(withParts).length / 10);
    const read = await readManifest(file);
    const strip = (m: RenderManifest) => Object.values(m).map((entry) => ({ ...entry, parts: entry.parts?.map(({ hrefs, ids }) => ({ hrefs, ids })) }));
    expect(strip(read)).toEqual(strip(withParts));
    expect(read['/changelog/entry-7']!.parts![1]).toBe(read['/changelog/entry-30']!.parts![1]);
  });

  it('treats a manifest in another format, or none, as empty: every page renders again', async () => {
    const file = path.join(dir, 'old.json');
    writeFileSync(file, JSON.stringify(manifest));
    expect(await readManifest(file)).toEqual({});
    expect(await readManifest(path.join(dir, 'missing.json'))).toEqual({});
  });
});

describe('setupKey', () => {
  const setup = { site: { title: 'T' }, assets: {}, kindChunks: {}, globalHead: [], noIndexSite: false } as unknown as RenderSetup;

  it('changes with the build of Folio that renders, so pages another build rendered are rendered again', () => {
    expect(setupKey(setup, 'server code', 'build-a')).toBe(setupKey(setup, 'server code', 'build-a'));
    expect(setupKey(setup, 'server code', 'build-b')).not.toBe(setupKey(setup, 'server code', 'build-a'));
  });

  it('changes with the server bundle', () => {
    expect(setupKey(setup, 'other server code', 'build-a')).not.toBe(setupKey(setup, 'server code', 'build-a'));
  });
});
