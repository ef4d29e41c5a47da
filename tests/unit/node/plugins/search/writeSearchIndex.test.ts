import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../../src/node/plugins/search/buildSearchIndex.js';
import { searchPages } from '../../../../../src/node/plugins/search/searchRecords.js';
import { indexInputKey, type IndexRecord } from '../../../../../src/node/plugins/search/unchangedIndex.js';
import { writeSearchIndex } from '../../../../../src/node/plugins/search/writeSearchIndex.js';
import { filesBelow } from '../../../../../src/node/content/filesBelow.js';
import { RECORD_OPTIONS, searchRoute } from './helpers.js';
import { FILE_LIST, indexFiles, MANIFEST_FILE, type FileList, type SearchManifest } from '../../../../../src/client/search/indexFormat.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-write-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Enough different words that the index splits into many shards by prefix.
const glossary = Array.from({ length: 3000 }, (_, index) => `term${index.toString(36)}word`).join(' ');
const routes = (installText: string) => [
  searchRoute('/docs/glossary', 'Glossary', 'docs-default-current', [['Glossary', '', 1, glossary]]),
  searchRoute('/docs/install', 'Install', 'docs-default-current', [['Install', '', 1, installText]]),
];
const pagesOf = (text: string, keyed = false) => searchPages(routes(text), RECORD_OPTIONS, { keyed });
const contents = (dir: string) => Object.fromEntries(filesBelow(dir).map((file) => [file.rel, readFileSync(file.abs, 'utf8')]));

/** Writes the index of `text` into `<root>/<name>`, after `previous` (an index of the same record) if given. */
function writeIndex(name: string, text: string, record: string, previous?: string): string {
  const dir = path.join(root, name);
  writeSearchIndex(pagesOf(text, true), 'en', dir, { recordFile: record, inputKey: indexInputKey(routes(text), RECORD_OPTIONS), previousDir: previous });
  return dir;
}

describe('writing a changed search index after a previous one', () => {
  it('links the files whose digest the previous index recorded, and comes out as a build without one', () => {
    const record = path.join(root, 'record.json');
    const previous = writeIndex('previous', 'Run the installer.', record);
    const stored = JSON.parse(readFileSync(record, 'utf8')) as IndexRecord;
    expect(Object.keys(stored.digests!).filter((file) => file.includes('/s/')).length).toBeGreaterThan(10);

    const next = writeIndex('next', 'Run the zebra installer.', record, previous);
    const alone = writeIndex('alone', 'Run the zebra installer.', path.join(root, 'alone.json'));
    expect(contents(next)).toEqual(contents(alone));
    expect(Object.values(contents(next)).some((file) => file.includes('zebra'))).toBe(true);
    // Most shards and the unchanged page's records are the previous files themselves (hard links).
    const nextStored = JSON.parse(readFileSync(record, 'utf8')) as IndexRecord;
    const previousFileOf = new Map(Object.entries(stored.digests!).map(([file, digest]) => [digest, file]));
    const linked = Object.entries(nextStored.digests!).filter(([file, digest]) => {
      const before = previousFileOf.get(digest);
      return before !== undefined && statSync(path.join(next, file)).ino === statSync(path.join(previous, before)).ino;
    });
    expect(linked.length).toBeGreaterThan(10);
    expect(linked.length).toBeLessThan(Object.keys(nextStored.digests!).length);
  });

  it('leaves the shards an earlier index has out of the JSON it writes, and makes them on request', () => {
    const first = buildSearchIndex(pagesOf('Run the installer.'), { language: 'en' });
    const reusable = new Set(first.digests.values());
    const second = buildSearchIndex(pagesOf('Run the zebra installer.'), { language: 'en', reusable });
    const plain = buildSearchIndex(pagesOf('Run the zebra installer.'), { language: 'en' });
    expect(second.deferred.size).toBeGreaterThan(10);
    for (const [file, content] of second.deferred) {
      expect(second.files.has(file)).toBe(false);
      expect(content()).toBe(plain.files.get(file));
    }
    expect(second.digests).toEqual(plain.digests);
    expect(second.manifest).toEqual(plain.manifest);
  });

  it("takes an unchanged page's record digests by its key, at the same place only", () => {
    const first = buildSearchIndex(pagesOf('Run the installer.', true), { language: 'en' });
    const reusable = new Set(first.digests.values());
    const second = buildSearchIndex(pagesOf('Run the zebra installer.', true), { language: 'en', reusable, knownPages: first.pageDigests });
    const plain = buildSearchIndex(pagesOf('Run the zebra installer.'), { language: 'en' });
    // The glossary (page 0) is unchanged: its records were not written out; the edited page's were.
    const glossaryFiles = [...second.digests.keys()].filter((file) => file.includes('/p/0-'));
    expect(glossaryFiles.length).toBeGreaterThan(0);
    for (const file of glossaryFiles) expect(second.deferred.get(file)?.()).toBe(plain.files.get(file));
    expect([...second.files.keys()].some((file) => file.includes('/p/1-'))).toBe(true);
    expect(second.digests).toEqual(plain.digests);
    // The same pages in another order: nothing is taken by key (record ids name the place).
    const swapped = [...pagesOf('Run the installer.', true)].reverse();
    const moved = buildSearchIndex(swapped, { language: 'en', reusable, knownPages: first.pageDigests });
    expect([...moved.deferred.keys()].filter((file) => file.includes('/p/'))).toEqual([]);
  });

  it('compares files byte for byte when the record has no digests (an older build), with the same result', () => {
    const record = path.join(root, 'old-record.json');
    const previous = writeIndex('old-previous', 'Run the installer.', record);
    const stored = JSON.parse(readFileSync(record, 'utf8')) as IndexRecord;
    writeFileSync(record, JSON.stringify({ ...stored, digests: undefined }));
    const next = writeIndex('old-next', 'Run the zebra installer.', record, previous);
    expect(contents(next)).toEqual(contents(writeIndex('old-alone', 'Run the zebra installer.', path.join(root, 'old-alone.json'))));
  });
});

describe("the index's file list", () => {
  it('names every file of the index, so the offline worker can keep it whole', () => {
    const dir = writeIndex('listed', 'Run the installer.', path.join(root, 'listed.json'));
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as SearchManifest;
    const list = JSON.parse(readFileSync(path.join(dir, manifest.base, FILE_LIST), 'utf8')) as FileList;
    const written = filesBelow(dir).map((file) => file.rel).filter((file) => file !== MANIFEST_FILE && file !== `${manifest.base}${FILE_LIST}`);
    expect(indexFiles(manifest, list).sort()).toEqual(written.sort());
    expect(written.length).toBeGreaterThan(10);
  });
});
