// The index writer counts terms itself; the browser reads the shards into MiniSearch. What the
// writer counts must be what MiniSearch's own `add` would count for the same records: the same
// terms, term frequencies per field and field lengths.
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { FIELDS, MINISEARCH_OPTIONS, recordId, type ShardFile } from '../../../../../src/client/search/indexFormat.js';
import { buildSearchIndex, countPageTerms, entryChars, pageTexts, postingsChars, selectKth } from '../../../../../src/node/plugins/search/buildSearchIndex.js';
import { searchPages } from '../../../../../src/node/plugins/search/searchRecords.js';
import { RECORD_OPTIONS, searchRoute } from './helpers.js';

const routes = [
  searchRoute('/docs/intro', 'Introduction', 'docs-default-current', [
    ['Introduction', '', 1, 'Folio builds sites. Folio’s builds are fast, and the build is the build.'],
    ['Éditer les pages', 'editer', 2, 'Editer, éditer, ÉDITER: accents and case fold into one term.'],
    ['The and of', 'stop', 3, 'the and of a an: stop words are left out of body text only'],
  ]),
  searchRoute('/blog/post', 'A post about builds', 'blog-default', [
    ['A post about builds', '', 1, 'Builds, builds, builds: three times in one record.'],
    ['', 'empty', 2, ''],
  ]),
];
// A page's other names (sidebar label, keywords) are a field of their own.
routes[0]!.search!.aliases = ['Getting started', 'builds'];

/** Decodes the one shard of a small index: term → per field, record id → frequency; record id → field lengths. */
function decode(shard: ShardFile) {
  const postings = new Map<string, Map<number, number>[]>();
  for (const [term, ...fields] of shard.t) {
    postings.set(
      term,
      fields.map((flat) => {
        const byRecord = new Map<number, number>();
        let id = 0;
        for (let i = 0; Array.isArray(flat) && i < flat.length; i += 2) byRecord.set((id += flat[i]!), flat[i + 1]!);
        return byRecord;
      }),
    );
  }
  const lengths = new Map<number, number[]>();
  let id = 0;
  for (let i = 0; i < shard.l.length; i += 1 + FIELDS.length) lengths.set((id += shard.l[i]!), shard.l.slice(i + 1, i + 1 + FIELDS.length));
  return { postings, lengths };
}

describe('buildSearchIndex', () => {
  it('counts terms, frequencies and field lengths as MiniSearch does', () => {
    const pages = searchPages(routes, RECORD_OPTIONS);
    const { files, manifest } = buildSearchIndex(pages, { language: 'en' });
    expect(manifest.shards).toEqual([['', 0]]);
    const ours = decode(JSON.parse(files.get(`${manifest.base}s/0.json`)!) as ShardFile);

    const engine = new MiniSearch(MINISEARCH_OPTIONS);
    pages.forEach((page, pageIndex) =>
      page.records.forEach((record, section) => {
        const deepest = (['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const).find((level) => record.hierarchy[level]) ?? 'lvl1';
        engine.add({ id: recordId(pageIndex, section), t: section === 0 ? record.hierarchy.lvl1 : '', h: section === 0 ? '' : (record.hierarchy[deepest] ?? ''), c: record.content ?? '', k: section === 0 ? (page.alias ?? '') : '' });
      }),
    );
    const json = engine.toJSON();
    const idOf = (shortId: string) => json.documentIds[shortId] as number;
    const expected = new Map(json.index.map(([term, byField]) => [term, FIELDS.map((_, fieldId) => new Map(Object.entries(byField[fieldId] ?? {}).map(([shortId, tf]) => [idOf(shortId), tf])))]));
    expect(manifest.documentCount).toBe(json.documentCount);
    expect(new Map([...ours.postings].sort())).toEqual(new Map([...expected].sort()));
    expect(ours.lengths).toEqual(new Map(Object.entries(json.fieldLength).map(([shortId, lengths]) => [idOf(shortId), lengths])));
    // What the cases above are about.
    expect(expected.get('build')?.[2]?.size).toBeGreaterThan(0);
    expect(expected.get('editer')?.[1]?.size).toBe(1);
    expect(expected.has('the')).toBe(true);
    expect(expected.get('started')?.[3]?.size).toBe(1);
  });

  it('writes the same files when runs of pages were counted beforehand, each in a vocabulary of its own', () => {
    const pages = () => searchPages([...routes, searchRoute('/docs/more', 'More builds', 'docs-default-current', [['More builds', '', 1, 'Zebra builds and éditer again.']])], RECORD_OPTIONS);
    const plain = buildSearchIndex(pages(), { language: 'en' });
    const texts = pages().map(pageTexts);
    // Page 0 counted alone, pages 1-2 together (as on the worker), numbered from 0 each time.
    const runs = [{ from: 0, ...countPageTerms(texts.slice(0, 1)) }, { from: 1, ...countPageTerms(texts.slice(1)) }];
    expect(runs[1]!.vocabulary[0]).not.toBe(runs[0]!.vocabulary[0]);
    const counted = buildSearchIndex(pages(), { language: 'en', counted: runs });
    expect([...counted.files].sort()).toEqual([...plain.files].sort());
    // Only the second run counted: the first page is counted by the build itself.
    expect([...buildSearchIndex(pages(), { language: 'en', counted: runs.slice(1) }).files].sort()).toEqual([...plain.files].sort());
  });
});

describe('shard entry sizes', () => {
  // Shards split on these sizes, counted without serialising: they must be the JSON's length.
  it('counts a term entry exactly as long as its JSON, for any postings', () => {
    let seed = 7;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    for (let sample = 0; sample < 200; sample++) {
      const term = ['a', 'zeta', 'naïve', 'x"y', 'back\\slash'][sample % 5]!;
      const fields = [0, 1, 2].map(() => {
        const ids: number[] = [];
        const tfs: number[] = [];
        let id = random(3) === 0 ? 0 : random(50);
        for (let n = random(4) === 0 ? 0 : random(30); n > 0; n--) {
          ids.push(id);
          tfs.push(1 + random(random(2) ? 9 : 12_000));
          id += 1 + random(random(2) ? 5 : 250_000);
        }
        return { ids, tfs };
      });
      const json = JSON.stringify([term, ...fields.map(({ ids, tfs }) => (ids.length ? ids.flatMap((id, index) => [id - (ids[index - 1] ?? 0), tfs[index]!]) : 0))]);
      expect(entryChars(term, fields.map(postingsChars))).toBe(json.length + 1);
    }
  });
});

describe('postings per term', () => {
  it('keeps the records where a word weighs most, ties going to the earlier ones, in record order', () => {
    // "zebra" 1, 3, 2, 3 and 1 times in five records; against their lengths (distinct words) it
    // weighs 0.71, 3, 1.41, 3 and 0.71, and a cap of 3 keeps records 1, 2 and 3.
    const texts = ['zebra ant ant', 'zebra zebra zebra', 'zebra zebra ant', 'zebra zebra zebra', 'zebra ant ant'];
    const pages = searchPages(texts.map((text, index) => searchRoute(`/p${index}`, `Page ${index}`, 'docs', [[`Page ${index}`, '', 1, text]])), RECORD_OPTIONS);
    const limits = { shardChars: 1_000_000, previewChars: 1_000, vocabularyChars: 1_000, postingsPerTerm: 3 };
    const { files, manifest } = buildSearchIndex(pages, { language: 'en', limits });
    const { postings } = decode(JSON.parse(files.get(`${manifest.base}s/0.json`)!) as ShardFile);
    const content = FIELDS.indexOf('c');
    expect([...postings.get('zebra')![content]!]).toEqual([[recordId(1, 0), 3], [recordId(2, 0), 2], [recordId(3, 0), 3]]);
    // Under the cap: every record.
    expect([...postings.get('ant')![content]!].map(([id]) => id)).toEqual([0, 2, 4].map((page) => recordId(page, 0)));
  });
});

describe('selectKth', () => {
  it('finds the value a sort puts at each position, with many values repeated', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (const [length, distinct] of [[1, 1], [2, 2], [9, 3], [200, 5], [1_000, 1_000], [1_001, 2]] as const) {
      const values = Float64Array.from({ length }, () => Math.floor(random() * distinct) / 7);
      const sorted = Float64Array.from(values).sort();
      for (let k = 0; k < length; k += Math.max(1, Math.floor(length / 37))) expect(selectKth(Float64Array.from(values), k), `length ${length}, k ${k}`).toBe(sorted[k]);
      expect(selectKth(Float64Array.from(values), length - 1)).toBe(sorted[length - 1]);
    }
  });
});
