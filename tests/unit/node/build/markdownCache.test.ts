import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMarkdownCache, filesReadUnchanged, pipelineSourceFiles, pruneUnusedVersions, UNUSED_VERSION_MS } from '../../../../src/node/build/markdownCache.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { contentNameOf } from '../../../../src/node/prerender/contentKeys.js';
import { markdownInput } from '../markdown/helpers.js';

const compiler = createMarkdownCompiler();
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function cache() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-md-cache-'));
  dirs.push(dir);
  return createMarkdownCache(dir, {});
}

describe('the cache version', () => {
  it('covers every file the compiler imports, in its folder or outside it', () => {
    // An entry compiled by older code must not survive a change to it: links.ts applies the
    // trailing-slash rule of src/shared/url.ts, and a cached link kept the old rule's address.
    const sources = new Set(pipelineSourceFiles());
    const markdownFiles = [...sources].filter((file) => file.includes(`${path.sep}markdown${path.sep}`) && file.endsWith('.ts'));
    expect(markdownFiles.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const file of markdownFiles) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '(\.{1,2}\/[^']+)'/gm)) {
        const imported = path.resolve(path.dirname(file), specifier!.replace(/\.js$/, '.ts'));
        if (!sources.has(imported) && !sources.has(imported.replace(/\.ts$/, '.d.ts')) && !existsSync(imported.replace(/\.ts$/, '.js'))) missing.push(`${path.basename(file)} → ${specifier}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('markdown cache', () => {
  const source = 'See [the setup](./setup.md) and [a missing page](./later.md).';
  const linkMap = { 'content/docs/guide/setup.md': '/docs/guide/setup' };

  it('keeps an entry when pages the file does not link to are added', async () => {
    const store = cache();
    const input = markdownInput(source, { linkMap });
    await store.set(input, compiler.compile(input));
    const withMore = markdownInput(source, { linkMap: { ...linkMap, 'content/docs/guide/other.md': '/docs/guide/other' } });
    expect(await store.get(withMore)).toMatchObject({ links: [{ url: '/docs/guide/setup' }, { url: './later.md' }] });
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

  it('misses once a partial the file imports changed, though the file did not', async () => {
    const store = cache();
    const site = mkdtempSync(path.join(os.tmpdir(), 'folio-md-partial-'));
    dirs.push(site);
    writeFileSync(path.join(site, '_note.md'), 'Shared text.\n');
    const input = markdownInput("import Note from './_note.md';\n\n<Note />\n", { absFile: path.join(site, 'page.mdx'), isMdx: true });
    await store.set(input, compiler.compile(input));
    expect(await store.get(input)).toMatchObject({ body: [{ t: 'p', h: 'Shared text.' }] });
    writeFileSync(path.join(site, '_note.md'), 'Edited text.\n');
    utimesSync(path.join(site, '_note.md'), new Date(), new Date(Date.now() + 5_000));
    expect(await store.get(input)).toBeUndefined();
  });

  it("misses once a file whose text it imports through raw-loader changed, though the file did not", async () => {
    const store = cache();
    const site = mkdtempSync(path.join(os.tmpdir(), 'folio-md-raw-'));
    dirs.push(site);
    writeFileSync(path.join(site, 'example.js'), 'let a = 1;\n');
    const input = markdownInput("import source from '!!raw-loader!./example.js';\n\n<CodeBlock>{source}</CodeBlock>\n", { absFile: path.join(site, 'page.mdx'), isMdx: true });
    await store.set(input, compiler.compile(input));
    expect(JSON.stringify(await store.get(input))).toContain('let a = 1;');
    writeFileSync(path.join(site, 'example.js'), 'let a = 2;\n');
    utimesSync(path.join(site, 'example.js'), new Date(), new Date(Date.now() + 5_000));
    expect(await store.get(input)).toBeUndefined();
  });

  it('misses once a static image the file measured changed, went or came, though the file did not', async () => {
    // Each look-up as a new build makes it (a build reads each static file's time once).
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'folio-md-cache-'));
    dirs.push(cacheDir);
    const build = () => createMarkdownCache(cacheDir, {});
    const site = mkdtempSync(path.join(os.tmpdir(), 'folio-md-static-'));
    dirs.push(site);
    const [first, second] = [path.join(site, 'static-a'), path.join(site, 'static-b')];
    mkdirSync(path.join(second, 'img'), { recursive: true });
    const box = (width: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="200"/>`;
    writeFileSync(path.join(second, 'img/box.svg'), box(400));
    const input = markdownInput('![Box](/img/box.svg)\n', { absFile: path.join(site, 'page.md'), staticDirs: [first, second] });
    const compiled = async () => {
      const output = compiler.compile(input);
      await build().set(input, output);
      return output;
    };
    const later = (file: string) => utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(JSON.stringify((await compiled()).body)).toMatch(/width=\\"400\\"/);
    expect(await build().get(input)).toBeDefined();
    // Resized in place: the page's width and height are the new ones.
    writeFileSync(path.join(second, 'img/box.svg'), box(600));
    later(path.join(second, 'img/box.svg'));
    expect(await build().get(input)).toBeUndefined();
    await compiled();
    // An image of the same path added to an earlier static folder, which wins.
    mkdirSync(path.join(first, 'img'), { recursive: true });
    writeFileSync(path.join(first, 'img/box.svg'), box(800));
    expect(await build().get(input)).toBeUndefined();
    await compiled();
    // And gone again.
    rmSync(path.join(first, 'img/box.svg'));
    expect(await build().get(input)).toBeUndefined();
  });

  it('misses once a file a link named and did not find is added, though the file did not change (commit c09f103 audit)', async () => {
    // Each look-up as a new build makes it (a build reads each file's time once).
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'folio-md-cache-'));
    dirs.push(cacheDir);
    const build = () => createMarkdownCache(cacheDir, {});
    const site = mkdtempSync(path.join(os.tmpdir(), 'folio-md-linked-'));
    dirs.push(site);
    const input = markdownInput('Get [the sheet](./files/sheet.csv).\n', { absFile: path.join(site, 'dl.md') });
    const missing = compiler.compile(input);
    expect(missing.links).toEqual([{ url: './files/sheet.csv', line: 1 }]);
    await build().set(input, missing);
    expect(await build().get(input), 'still missing: the entry serves').toBeDefined();
    mkdirSync(path.join(site, 'files'));
    writeFileSync(path.join(site, 'files/sheet.csv'), 'a,b\n');
    expect(await build().get(input)).toBeUndefined();
    expect(compiler.compile(input).links).toEqual([{ url: expect.stringMatching(/^\/assets\/files\/sheet-[0-9a-f]{8}\.csv$/), line: 1 }]);
  });

  it('keeps an entry whose link names a folder, which is not a file to copy', async () => {
    const store = cache();
    const site = mkdtempSync(path.join(os.tmpdir(), 'folio-md-linked-'));
    dirs.push(site);
    mkdirSync(path.join(site, 'v1.0'));
    const input = markdownInput('See [v1.0](./v1.0).\n', { absFile: path.join(site, 'page.md') });
    await store.set(input, compiler.compile(input));
    expect(await store.get(input)).toBeDefined();
  });

  it('serves a part of a file moved down by lines added above it, with its lines moved (a changelog entry below an edit)', async () => {
    const store = cache();
    const entry = (firstLine: number) => markdownInput('- fixed [the guide](/docs/guide)\n', { file: 'CHANGELOG.md', firstLine });
    const compiled = compiler.compile(entry(10));
    expect(compiled.links).toEqual([expect.objectContaining({ url: '/docs/guide', line: 10 })]);
    await store.set(entry(10), compiled);
    // The same text two lines further down the file: no compile, and the link's line is its new one.
    const moved = await store.get(entry(12));
    expect(moved?.links).toEqual([expect.objectContaining({ url: '/docs/guide', line: 12 })]);
    expect(moved).toEqual(compiler.compile(entry(12)));
    expect((await store.get(entry(10)))?.links[0]?.line).toBe(10);
  });

  it('names a body the same when it writes the entry and when a later build reads it back, and differently once the source changes', async () => {
    const store = cache();
    const input = markdownInput(source, { linkMap });
    const output = compiler.compile(input);
    await store.set(input, output);
    const written = contentNameOf(output.body);
    expect(written).toMatch(/^[0-9a-f]{64}:body$/);
    const read = await store.get(input);
    expect(read!.body).not.toBe(output.body);
    expect(contentNameOf(read!.body)).toBe(written);
    const changed = markdownInput(`${source}\n\nMore.`, { linkMap });
    const other = compiler.compile(changed);
    await store.set(changed, other);
    expect(contentNameOf(other.body)).not.toBe(written);
  });
});

describe('markdown cache versions', () => {
  it('deletes the version folders no build opened for a week, and keeps the others', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'folio-md-versions-'));
    dirs.push(root);
    const now = Date.now();
    for (const [name, age] of [['old', UNUSED_VERSION_MS + 60_000], ['recent', UNUSED_VERSION_MS - 60_000], ['current', UNUSED_VERSION_MS * 2]] as const) {
      mkdirSync(path.join(root, name, 'ab'), { recursive: true });
      writeFileSync(path.join(root, name, 'ab', 'entry.json'), '{}');
      utimesSync(path.join(root, name), new Date(now - age), new Date(now - age));
    }
    pruneUnusedVersions(root, 'current', now);
    expect(existsSync(path.join(root, 'old'))).toBe(false);
    expect(readdirSync(root).filter((name) => !name.startsWith('old.unused-')).sort()).toEqual(['current', 'recent']);
    expect(existsSync(path.join(root, 'current', 'ab', 'entry.json'))).toBe(true);
    // The folder in use counts as used now: the next week's prune keeps it.
    pruneUnusedVersions(root, 'recent', now + UNUSED_VERSION_MS - 1);
    expect(existsSync(path.join(root, 'current'))).toBe(true);
  });
});

describe('a compile that read the clock', () => {
  it('is never taken from the cache: the next build computes its year again', () => {
    const output = compiler.compile(markdownInput('Year {new Date().getFullYear()}.\n', { isMdx: true, file: 'docs/a.mdx' }));
    expect(output.volatile).toBe(true);
    expect(filesReadUnchanged(output)).toBe(false);
    expect(filesReadUnchanged(compiler.compile(markdownInput('Sum {1 + 1}.\n', { isMdx: true, file: 'docs/a.mdx' })))).toBe(true);
  });
});
