import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../../../../../src/client/search/indexFormat.js';
import { searchPages } from '../../../../../src/node/plugins/search/searchRecords.js';
import { indexInputKey, linkUnchangedIndex, type IndexRecord } from '../../../../../src/node/plugins/search/unchangedIndex.js';
import { writeOrLinkSearchIndex, writeSearchIndex } from '../../../../../src/node/plugins/search/writeSearchIndex.js';
import { filesBelow } from '../../../../../src/node/content/filesBelow.js';
import { nameContent } from '../../../../../src/node/prerender/contentKeys.js';
import { RECORD_OPTIONS, searchRoute } from './helpers.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'folio-unchanged-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const routes = (installText: string) => [
  searchRoute('/docs/intro', 'Intro', 'docs-default-current', [['Intro', '', 1, 'Welcome to the docs.'], ['Install', 'install', 2, installText]]),
  searchRoute('/blog/hello', 'Hello', 'blog-default', [['Hello', '', 1, 'A first post.']]),
];
const pagesOf = (installText: string) => searchPages(routes(installText), RECORD_OPTIONS);
const keyOf = (installText: string) => indexInputKey(routes(installText), RECORD_OPTIONS);

/** Writes the index of `installText` into `<root>/<name>` as a build does, recording it in `record`. */
function writeIndex(name: string, installText: string, record: string): string {
  const dir = path.join(root, name);
  writeSearchIndex(pagesOf(installText), 'en', dir, { recordFile: record, inputKey: keyOf(installText) });
  return dir;
}

const contents = (dir: string) => Object.fromEntries(filesBelow(dir).map((file) => [file.rel, readFileSync(file.abs, 'utf8')]));

describe('linking an unchanged search index', () => {
  it('keys equal routes alike, and any change to what the index is made of apart', () => {
    expect(keyOf('Run the installer.')).toBe(keyOf('Run the installer.'));
    expect(keyOf('Run the installer twice.')).not.toBe(keyOf('Run the installer.'));
    expect(indexInputKey(routes('Run the installer.'), { ...RECORD_OPTIONS, language: 'fr' })).not.toBe(keyOf('Run the installer.'));
    expect(indexInputKey(routes('Run the installer.'), { ...RECORD_OPTIONS, baseUrl: '/folio/' })).not.toBe(keyOf('Run the installer.'));
    const [intro, hello] = routes('Run the installer.');
    expect(indexInputKey([intro!, { ...hello!, noindex: true }], RECORD_OPTIONS)).not.toBe(keyOf('Run the installer.'));
    expect(indexInputKey([intro!, { ...hello!, title: 'Hi' }], RECORD_OPTIONS)).not.toBe(keyOf('Run the installer.'));
  });

  it('takes a search text named by the markdown cache by its name', () => {
    const named = routes('Run the installer.');
    const sections = named[0]!.search!.sections;
    nameContent(sections, 'entry-hash:search');
    const key = indexInputKey(named, RECORD_OPTIONS);
    // Another array under the same name is the same entry: its text is not read again.
    const renamed = routes('Run the installer.');
    nameContent(renamed[0]!.search!.sections, 'entry-hash:search');
    expect(indexInputKey(renamed, RECORD_OPTIONS)).toBe(key);
    expect(key).not.toBe(keyOf('Run the installer.'));
  });

  it('links every file of the previous index when its pages are the same, and records what it was built from', () => {
    const record = path.join(root, 'same.json');
    const previous = writeIndex('same-previous', 'Run the installer.', record);
    const stored = JSON.parse(readFileSync(record, 'utf8')) as IndexRecord;
    expect(stored.key).toBe(keyOf('Run the installer.'));
    expect(stored.files).toContain(MANIFEST_FILE);
    expect(stored.files.length).toBe(filesBelow(previous).length);

    const next = path.join(root, 'same-next');
    expect(linkUnchangedIndex(keyOf('Run the installer.'), record, previous, next)).toBe(true);
    expect(contents(next)).toEqual(contents(previous));
    // Hard links: no file was written again.
    for (const file of stored.files) expect(statSync(path.join(next, file)).ino).toBe(statSync(path.join(previous, file)).ino);
  });

  it('builds afresh (links nothing) when a page changed', () => {
    const record = path.join(root, 'edited.json');
    const previous = writeIndex('edited-previous', 'Run the installer.', record);
    const next = path.join(root, 'edited-next');
    expect(linkUnchangedIndex(keyOf('Run the installer twice.'), record, previous, next)).toBe(false);
    expect(existsSync(next)).toBe(false);
  });

  it('trusts the record only while the previous output holds the index it names', () => {
    const record = path.join(root, 'replaced.json');
    const previous = writeIndex('replaced-previous', 'Run the installer.', record);
    // Another build (without the cache) replaced the output with another index since.
    const manifest = JSON.parse(readFileSync(path.join(previous, MANIFEST_FILE), 'utf8'));
    writeFileSync(path.join(previous, MANIFEST_FILE), JSON.stringify({ ...manifest, base: '0123456789/' }));
    expect(linkUnchangedIndex(keyOf('Run the installer.'), record, previous, path.join(root, 'replaced-next'))).toBe(false);
  });

  it('leaves nothing half-linked when a file of the previous index is gone', () => {
    const record = path.join(root, 'partial.json');
    const previous = writeIndex('partial-previous', 'Run the installer.', record);
    const stored = JSON.parse(readFileSync(record, 'utf8')) as IndexRecord;
    rmSync(path.join(previous, stored.files[stored.files.length - 1]!));
    const next = path.join(root, 'partial-next');
    expect(linkUnchangedIndex(keyOf('Run the installer.'), record, previous, next)).toBe(false);
    expect(existsSync(next)).toBe(false);
  });

  it('builds afresh without a record', () => {
    const previous = writeIndex('none-previous', 'Run the installer.', path.join(root, 'none.json'));
    expect(linkUnchangedIndex(keyOf('Run the installer.'), path.join(root, 'missing.json'), previous, path.join(root, 'none-next'))).toBe(false);
  });

  it('writeOrLinkSearchIndex: links an unchanged index without reading the pages, and builds a changed one', () => {
    const record = path.join(root, 'either.json');
    const previous = writeIndex('either-previous', 'Run the installer.', record);
    let asked = 0;
    const options = (text: string) => ({ previousDir: previous, recordFile: record, inputKey: keyOf(text) });
    const same = path.join(root, 'either-same');
    writeOrLinkSearchIndex(() => (asked++, pagesOf('Run the installer.')), 'en', same, options('Run the installer.'));
    expect(asked).toBe(0);
    expect(contents(same)).toEqual(contents(previous));
    const changed = path.join(root, 'either-changed');
    writeOrLinkSearchIndex(() => (asked++, pagesOf('Run the installer twice.')), 'en', changed, options('Run the installer twice.'));
    expect(asked).toBe(1);
    expect(contents(changed)).not.toEqual(contents(previous));
    expect(Object.values(contents(changed)).some((file) => file.includes('twice'))).toBe(true);
  });
});
