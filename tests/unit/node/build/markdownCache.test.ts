import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMarkdownCache } from '../../../../src/node/build/markdownCache.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { markdownInput } from '../markdown/helpers.js';

const compiler = createMarkdownCompiler();
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function cache() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-md-cache-'));
  dirs.push(dir);
  return createMarkdownCache(dir, {});
}

describe('markdown cache', () => {
  const source = 'See [the setup](./setup.md) and [a missing page](./later.md).';
  const linkMap = { 'content/docs/guide/setup.md': '/docs/guide/setup' };

  it('keeps an entry when pages the file does not link to are added', async () => {
    const store = cache();
    const input = markdownInput(source, { linkMap });
    await store.set(input, compiler.compile(input));
    const withMore = markdownInput(source, { linkMap: { ...linkMap, 'content/docs/guide/other.md': '/docs/guide/other' } });
    expect(await store.get(withMore)).toMatchObject({ links: [{ url: '/docs/guide/setup' }] });
  });

  it('misses when a linked page moves or a broken link target appears', async () => {
    const store = cache();
    const input = markdownInput(source, { linkMap });
    await store.set(input, compiler.compile(input));
    expect(await store.get(markdownInput(source, { linkMap: { 'content/docs/guide/setup.md': '/docs/setup' } }))).toBeUndefined();
    expect(await store.get(markdownInput(source, { linkMap: { ...linkMap, 'content/docs/guide/later.md': '/docs/later' } }))).toBeUndefined();
  });

  it('misses when the source changes', async () => {
    const store = cache();
    const input = markdownInput(source, { linkMap });
    await store.set(input, compiler.compile(input));
    expect(await store.get(markdownInput(`${source}\n\nMore.`, { linkMap }))).toBeUndefined();
  });
});

describe('markdown cache pack (one file per output)', () => {
  const packDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-md-pack-'));
    dirs.push(dir);
    return dir;
  };
  const packFileIn = (dir: string) => {
    const versions = readdirSync(path.join(dir, 'markdown'));
    return path.join(dir, 'markdown', versions[0]!, 'packs', 'site.jsonl');
  };
  const entryFilesIn = (dir: string) => readdirSync(path.join(dir, 'markdown'), { recursive: true }).map(String).filter((file) => file.endsWith('.json'));
  const inputs = (count: number, text = 'Page') => Array.from({ length: count }, (_, i) => markdownInput(`# ${text} ${i}\n\nBody ${i}.`, { file: `content/docs/p${i}.md` }));

  it('serves the next build from the pack alone', async () => {
    const dir = packDir();
    const first = createMarkdownCache(dir, {}, 'site');
    for (const input of inputs(3)) await first.set(input, compiler.compile(input));
    first.finish!();
    // Without the entry files, only the pack can answer.
    for (const file of entryFilesIn(dir)) rmSync(path.join(dir, 'markdown', file));
    const second = createMarkdownCache(dir, {}, 'site');
    const outputs = await Promise.all(inputs(3).map((input) => second.get(input)));
    expect(outputs.map((output) => output?.title)).toEqual(['Page 0', 'Page 1', 'Page 2']);
  });

  it('appends what a build added, and the newer line of a key wins', async () => {
    const dir = packDir();
    const [input] = inputs(1);
    const first = createMarkdownCache(dir, {}, 'site');
    await first.set(input!, { ...compiler.compile(input!), title: 'Old' });
    first.finish!();
    const second = createMarkdownCache(dir, {}, 'site');
    await second.set(input!, compiler.compile(input!));
    second.finish!();
    expect(readFileSync(packFileIn(dir), 'utf8').trim().split('\n')).toHaveLength(2);
    expect((await createMarkdownCache(dir, {}, 'site').get(input!))?.title).toBe('Page 0');
  });

  it('rewrites the pack with only the entries in use once it holds many more', async () => {
    const dir = packDir();
    const first = createMarkdownCache(dir, {}, 'site');
    for (const input of inputs(40)) await first.set(input, compiler.compile(input));
    first.finish!();
    const second = createMarkdownCache(dir, {}, 'site');
    for (const input of inputs(5)) expect(await second.get(input)).toBeDefined();
    second.finish!();
    expect(readFileSync(packFileIn(dir), 'utf8').trim().split('\n')).toHaveLength(5);
  });

  it('ignores a last line cut short', async () => {
    const dir = packDir();
    const first = createMarkdownCache(dir, {}, 'site');
    for (const input of inputs(2)) await first.set(input, compiler.compile(input));
    first.finish!();
    const file = packFileIn(dir);
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.slice(0, text.length - 20));
    for (const entry of entryFilesIn(dir)) rmSync(path.join(dir, 'markdown', entry));
    const second = createMarkdownCache(dir, {}, 'site');
    expect((await second.get(inputs(2)[0]!))?.title).toBe('Page 0');
    expect(await second.get(inputs(2)[1]!)).toBeUndefined();
  });
});
