import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryMarkdownCache } from '../../../../src/node/dev/memoryMarkdownCache.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import type { MarkdownInput, MarkdownOutput } from '../../../../src/node/markdown/types.js';

const input = (source: string, linkMap: Record<string, string> = {}, extra: Partial<MarkdownInput> = {}): MarkdownInput => ({
  file: 'docs/a.md',
  absFile: '/site/docs/a.md',
  source,
  isMdx: false,
  linkMap,
  baseUrl: '/',
  tocMinLevel: 2,
  tocMaxLevel: 3,
  ...extra,
});
const output = (title: string, linkLookups: Record<string, string | null> = {}) => ({ title, linkLookups }) as unknown as MarkdownOutput;

describe('createMemoryMarkdownCache', () => {
  it('finds an output by every field of its input and the links it resolved', async () => {
    const cache = createMemoryMarkdownCache();
    const links = { 'docs/b.md': '/docs/b' };
    const compiled = output('A', { 'docs/b.md': '/docs/b' });
    await cache.set(input('# A', links), compiled);
    expect(await cache.get(input('# A', links))).toEqual(compiled);
    expect(await cache.get(input('# A', { ...links }))).toEqual(compiled);
    expect(await cache.get(input('# A', { ...links, 'docs/new.md': '/docs/new' }))).toEqual(compiled);
    expect(await cache.get(input('# A!', links))).toBeUndefined();
    expect(await cache.get(input('# A', { 'docs/b.md': '/docs/b-renamed' }))).toBeUndefined();
    expect(await cache.get(input('# A', links, { idPrefix: 'p-' }))).toBeUndefined();
    expect(await cache.get(input('# A', links, { file: 'docs/c.md' }))).toBeUndefined();
  });

  it('does not serve an output once a partial it imports changed on disk', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-memory-partial-'));
    try {
      const partial = path.join(dir, '_note.md');
      writeFileSync(partial, 'Shared.\n');
      const cache = createMemoryMarkdownCache();
      const compiled = { ...output('A'), importedFiles: { [partial]: statSync(partial).mtimeMs } };
      await cache.set(input('<Note />'), compiled);
      expect(await cache.get(input('<Note />'))).toEqual(compiled);
      utimesSync(partial, new Date(), new Date(Date.now() + 5_000));
      expect(await cache.get(input('<Note />'))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every version of a file, so undoing an edit needs no compile', async () => {
    const cache = createMemoryMarkdownCache();
    await cache.set(input('one'), output('1'));
    await cache.set(input('two'), output('2'));
    expect(await cache.get(input('one'))).toEqual(output('1'));
    expect(await cache.get(input('two'))).toEqual(output('2'));
  });
});

describe('a linked file added while the dev server runs (commit c09f103 audit)', () => {
  it('names the page whose link did not find it, and no longer serves its output', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-memory-linked-'));
    try {
      const page = input('Get [the sheet](./files/sheet.csv).\n', {}, { absFile: path.join(dir, 'dl.md') });
      const cache = createMemoryMarkdownCache();
      await cache.set(page, createMarkdownCompiler().compile(page));
      expect(await cache.get(page)).toBeDefined();
      mkdirSync(path.join(dir, 'files'));
      writeFileSync(path.join(dir, 'files/sheet.csv'), 'a,b\n');
      expect(cache.dependents([path.join(dir, 'files/sheet.csv')])).toEqual([page.absFile]);
      expect(await cache.get(page)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('an image beside the page, changed or deleted while the dev server runs', () => {
  it('names the page that shows it, and no longer serves the output with its old hashed URL', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-memory-asset-'));
    try {
      const image = path.join(dir, 'shot.png');
      writeFileSync(image, 'first');
      const page = input('![Shot](./shot.png)\n', {}, { absFile: path.join(dir, 'page.md') });
      const cache = createMemoryMarkdownCache();
      await cache.set(page, createMarkdownCompiler().compile(page));
      expect(await cache.get(page)).toBeDefined();
      expect(cache.dependents([image])).toEqual([page.absFile]);
      writeFileSync(image, 'second, longer');
      expect(await cache.get(page)).toBeUndefined();
      await cache.set(page, createMarkdownCompiler().compile(page));
      rmSync(image);
      expect(await cache.get(page)).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('createMemoryMarkdownCache with a disk cache behind it', () => {
  it('reads a miss from the backing cache and writes new outputs through to it', async () => {
    const stored = new Map<string, MarkdownOutput>();
    const backing = {
      get: async (value: MarkdownInput) => stored.get(value.source),
      set: async (value: MarkdownInput, result: MarkdownOutput) => void stored.set(value.source, result),
    };
    stored.set('# From disk', output('disk'));
    const cache = createMemoryMarkdownCache(backing);
    expect(await cache.get(input('# From disk'))).toEqual(output('disk'));
    stored.clear();
    expect(await cache.get(input('# From disk')), 'kept in memory after the first read').toEqual(output('disk'));
    await cache.set(input('# New'), output('new'));
    expect(stored.get('# New')).toEqual(output('new'));
    expect(await cache.get(input('# Unknown'))).toBeUndefined();
  });

  it('with holdWrites, writes nothing to the backing cache until startWriting()', async () => {
    const stored = new Map<string, MarkdownOutput>();
    const backing = { get: async () => undefined, set: async (value: MarkdownInput, result: MarkdownOutput) => void stored.set(value.source, result) };
    const cache = createMemoryMarkdownCache(backing, { holdWrites: true });
    await cache.set(input('# Early'), output('early'));
    expect(await cache.get(input('# Early'))).toEqual(output('early'));
    expect(stored.size).toBe(0);
    cache.startWriting();
    await cache.set(input('# Late'), output('late'));
    expect([...stored.keys()]).toEqual(['# Early', '# Late']);
  });

  it('names the markdown files whose outputs read a saved file (a partial, a measured static image), wherever they are', async () => {
    const cache = createMemoryMarkdownCache();
    await cache.set(input('# A'), { ...output('A'), importedFiles: { '/site/docs/_note.mdx': 1 } });
    await cache.set(input('# B', {}, { file: 'pages/b.md', absFile: '/site/pages/b.md' }), { ...output('B'), importedFiles: { '/site/docs/_note.mdx': 1 }, staticFiles: { '/site/public/img/box.svg': 2, '/site/static/img/box.svg': null } });
    await cache.set(input('# C', {}, { file: 'pages/c.md', absFile: '/site/pages/c.md' }), output('C'));
    expect(cache.dependents(['/site/docs/_note.mdx']).sort()).toEqual(['/site/docs/a.md', '/site/pages/b.md']);
    // A static image added where none was looked for in vain, as one resized.
    expect(cache.dependents(['/site/static/img/box.svg'])).toEqual(['/site/pages/b.md']);
    expect(cache.dependents(['/site/public/img/other.svg'])).toEqual([]);
  });
});

