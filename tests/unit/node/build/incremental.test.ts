// A build that reuses the markdown cache and the previous build's unchanged pages after an
// edit must write exactly what a cold build of the edited content writes: same files, same bytes.
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../../src/node/bench/generateCorpus.js';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger, type Logger } from '../../../../src/node/build/logger.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-incremental-'));
const siteDir = path.join(temp, 'site');
const configPath = path.join(siteDir, 'site.config.ts');
const outDir = (name: string) => path.join(temp, name);
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A logger that keeps its lines, to read the markdown cache statistics from. */
function recordingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) } as unknown as NodeJS.WriteStream;
  return Object.assign(createLogger({ stream }), { lines });
}

function build(name: string, cache: boolean, logger: Logger = createLogger({ quiet: true })) {
  return buildSite({ configPath, outDir: outDir(name), cache, logger });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Files that exist in only one of the two folders or whose bytes differ. */
function differences(a: string, b: string): string[] {
  const filesA = listFiles(outDir(a));
  const filesB = listFiles(outDir(b));
  const inB = new Set(filesB);
  const inA = new Set(filesA);
  return [
    ...filesA.filter((file) => !inB.has(file)).map((file) => `only in ${a}: ${file}`),
    ...filesB.filter((file) => !inA.has(file)).map((file) => `only in ${b}: ${file}`),
    ...filesA.filter((file) => inB.has(file) && !readFileSync(path.join(outDir(a), file)).equals(readFileSync(path.join(outDir(b), file)))).map((file) => `differs: ${file}`),
  ];
}

describe('incremental build', () => {
  beforeAll(async () => {
    await generateCorpus(siteDir, { pages: 20 });
    // With a service worker: its precache lists the home page and what it loads (its data file
    // among them), which a rebuild takes from the previous output.
    const config = readFileSync(configPath, 'utf8');
    writeFileSync(configPath, config.replace('  pages: [', '  offline: { enabled: true },\n  pages: ['));
  });

  it('writes the same bytes from the markdown cache as a cold build', async () => {
    await build('a', false);
    await build('b', true);
    expect(differences('a', 'b')).toEqual([]);
    // Again with nothing changed: every page and the whole search index come from the previous output.
    const indexManifest = () => statSync(path.join(outDir('b'), '__folio/search/manifest.json')).ino;
    const before = indexManifest();
    await build('b', true);
    expect(indexManifest()).toBe(before);
    expect(differences('a', 'b')).toEqual([]);
  }, 120_000);

  it('after one markdown edit, recompiles only that file and matches a cold build byte for byte', async () => {
    appendFileSync(path.join(siteDir, 'docs/intro.md'), '\nThis sentence was added after the first build.\n');
    const logger = recordingLogger();
    await build('b', true, logger);
    const log = logger.lines.join('');
    expect(log).toMatch(/markdown: 1 compiled \([^)]*\), \d+ from cache/);
    // Only the edited page is rendered again; the rest comes from the previous build of 'b'.
    const [, renderedCount, reusedCount] = /render: (\d+) pages rendered, (\d+) unchanged/.exec(log) ?? [];
    expect(Number(renderedCount)).toBeGreaterThan(0);
    expect(Number(renderedCount)).toBeLessThanOrEqual(3);
    expect(Number(reusedCount)).toBeGreaterThan(20);
    await build('c', false);
    expect(readFileSync(path.join(outDir('c'), 'docs/next/intro/index.html'), 'utf8')).toContain('This sentence was added after the first build.');
    expect(differences('b', 'c')).toEqual([]);
  }, 120_000);

  it("after a doc's title and sidebar label change, renders only its version's pages and matches a cold build byte for byte", async () => {
    const page = path.join(siteDir, 'docs/faq.md');
    const original = readFileSync(page, 'utf8');
    expect(original).toMatch(/^title: "Frequently asked questions"$/m);
    expect(original).toMatch(/^sidebar_label: "Frequently asked"$/m);
    // The version's doc list (titles) and sidebar files, and so the site data file that names
    // them, get new addresses. Pages outside that version render as before.
    writeFileSync(page, original.replace(/^title: "Frequently asked questions"$/m, 'title: Questions people ask').replace(/^sidebar_label: "Frequently asked"$/m, 'sidebar_label: Common questions'));
    try {
      const logger = recordingLogger();
      await build('b', true, logger);
      const log = logger.lines.join('');
      const [, renderedCount, reusedCount, retargetedCount] = /render: (\d+) pages rendered, (\d+) unchanged taken from the previous build \((\d+) naming the new site data file\)/.exec(log) ?? [];
      expect(Number(renderedCount)).toBeGreaterThan(0);
      expect(Number(reusedCount)).toBeGreaterThan(Number(renderedCount));
      expect(Number(retargetedCount)).toBe(Number(reusedCount));
      const blog = readFileSync(path.join(outDir('b'), 'blog/index.html'), 'utf8');
      const siteData = /"site":"([^"]+)"/.exec(blog)![1]!;
      expect(statSync(path.join(outDir('b'), siteData.replace(/^\//, ''))).isFile()).toBe(true);
      const intro = readFileSync(path.join(outDir('b'), 'docs/next/intro/index.html'), 'utf8');
      expect(intro).toContain('>Common questions<');
      expect(readFileSync(path.join(outDir('b'), 'docs/next/faq/index.html'), 'utf8')).toContain('<title>Questions people ask');
      await build('f', false);
      expect(differences('b', 'f')).toEqual([]);
    } finally {
      writeFileSync(page, original);
    }
    await build('b', true);
  }, 120_000);

  it('leaves the previous output whole when a rebuild that took pages over from it fails', async () => {
    const before = new Map(listFiles(outDir('b')).map((file) => [file, readFileSync(path.join(outDir('b'), file))]));
    const page = path.join(siteDir, 'docs/intro.md');
    const original = readFileSync(page, 'utf8');
    appendFileSync(page, '\nSee [the missing page](/docs/next/no-such-page).\n');
    try {
      const logger = recordingLogger();
      await expect(build('b', true, logger)).rejects.toThrow(/no-such-page/);
      // The failure came after pages were taken over (rendering ran); they went back.
      expect(logger.lines.join('')).toMatch(/unchanged taken from the previous build/);
    } finally {
      writeFileSync(page, original);
    }
    expect(listFiles(outDir('b'))).toEqual([...before.keys()]);
    for (const [file, bytes] of before) expect(readFileSync(path.join(outDir('b'), file)).equals(bytes), file).toBe(true);
    await build('b', true);
    expect(differences('b', 'c')).toEqual([]);
  }, 120_000);

  it('after a --no-cache build, a cached build still writes what the content says', async () => {
    const page = path.join(siteDir, 'docs/intro.md');
    const original = readFileSync(page, 'utf8');
    await build('d', true);
    appendFileSync(page, '\nA sentence only the --no-cache build saw.\n');
    try {
      await build('d', false);
      expect(readFileSync(path.join(outDir('d'), 'docs/next/intro/index.html'), 'utf8')).toContain('only the --no-cache build saw');
    } finally {
      writeFileSync(page, original);
    }
    // The edit is undone: the cached build must not take the --no-cache build's page as current.
    await build('d', true);
    await build('e', false);
    expect(differences('d', 'e')).toEqual([]);
  }, 120_000);
});
