import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex } from '../../../../../src/node/plugins/search/buildSearchIndex.js';
import { searchPages } from '../../../../../src/node/plugins/search/searchRecords.js';
import { openTermsCache } from '../../../../../src/node/plugins/search/termsCacheFile.js';
import { RECORD_OPTIONS, searchRoute } from './helpers.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-search-terms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const routes = [
  searchRoute('/docs/intro', 'Intro', 'docs-default-current', [['Intro', '', 1, "Welcome to Folio's docs, in every version."], ['Install', 'install', 2, 'Run the installer once; then éditer the config.']]),
  searchRoute('/blog/hello', 'Hello', 'blog-default', [['Hello', '', 1, 'A first post about the installer and the installer again.']]),
];
const pages = () => searchPages(routes, RECORD_OPTIONS);

describe('the search terms cache', () => {
  it('gives the same index as tokenizing every text, and a rebuild tokenizes nothing it met before', () => {
    const file = path.join(dir, 'terms.json');
    const plain = buildSearchIndex(pages(), { language: 'en' }).files;

    const first = openTermsCache(file);
    const set = vi.spyOn(first, 'set');
    expect(buildSearchIndex(pages(), { language: 'en', termsCache: first }).files).toEqual(plain);
    expect(set).toHaveBeenCalled();
    first.save();

    const second = openTermsCache(file);
    const setAgain = vi.spyOn(second, 'set');
    expect(buildSearchIndex(pages(), { language: 'en', termsCache: second }).files).toEqual(plain);
    expect(setAgain).not.toHaveBeenCalled();
  });

  it('keeps only the words of the pages the last build had, and still gives the same index', () => {
    const file = path.join(dir, 'edited.json');
    const first = openTermsCache(file);
    buildSearchIndex(pages(), { language: 'en', termsCache: first });
    first.save();
    expect(JSON.parse(readFileSync(file, 'utf8')).vocabulary).toContain('welcome');

    // The intro page is rewritten: its old words go, the blog post's stay, new ones come.
    const edited = [searchRoute('/docs/intro', 'Intro', 'docs-default-current', [['Intro', '', 1, 'Start here: a zebra crossing.']]), routes[1]!];
    const second = openTermsCache(file);
    const editedIndex = buildSearchIndex(searchPages(edited, RECORD_OPTIONS), { language: 'en', termsCache: second }).files;
    second.save();
    const { vocabulary } = JSON.parse(readFileSync(file, 'utf8'));
    expect(vocabulary).not.toContain('welcome');
    expect(vocabulary).toEqual(expect.arrayContaining(['zebra', 'installer', 'post']));
    expect(editedIndex).toEqual(buildSearchIndex(searchPages(edited, RECORD_OPTIONS), { language: 'en' }).files);

    const third = openTermsCache(file);
    const set = vi.spyOn(third, 'set');
    expect(buildSearchIndex(searchPages(edited, RECORD_OPTIONS), { language: 'en', termsCache: third }).files).toEqual(editedIndex);
    expect(set).not.toHaveBeenCalled();
  });

  it('ignores a file written by other tokenizing code', () => {
    const file = path.join(dir, 'other.json');
    const cache = openTermsCache(file);
    buildSearchIndex(pages(), { language: 'en', termsCache: cache });
    cache.save();
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...stored, version: 'another tokenizer' }));
    const reopened = openTermsCache(file);
    const set = vi.spyOn(reopened, 'set');
    buildSearchIndex(pages(), { language: 'en', termsCache: reopened });
    expect(set).toHaveBeenCalled();
  });

  it('ignores a file of the earlier layout (terms per text, as words)', () => {
    const file = path.join(dir, 'earlier.json');
    const cache = openTermsCache(file);
    buildSearchIndex(pages(), { language: 'en', termsCache: cache });
    cache.save();
    const { version } = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ version, entries: { abc: [1, ['intro'], [1]] } }));
    const reopened = openTermsCache(file);
    const set = vi.spyOn(reopened, 'set');
    expect(buildSearchIndex(pages(), { language: 'en', termsCache: reopened }).files).toEqual(buildSearchIndex(pages(), { language: 'en' }).files);
    expect(set).toHaveBeenCalled();
  });
});
