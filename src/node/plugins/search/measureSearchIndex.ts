// What the local search index costs, measured on a built site: its size (files, bytes, gzip),
// and for a few queries the bytes a reader downloads (gzip, as a static host serves them) and
// how long the query takes once its files are loaded. For `npm run bench`, and runnable alone:
//   npx tsx src/node/plugins/search/measureSearchIndex.ts [build]
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { MANIFEST_FILE, queryTerms, type SearchManifest, type SearchRecord } from '../../../client/search/indexFormat.js';
import { createLocalSearchClient } from '../../../client/search/localSearchClient.js';
import { SEARCH_INDEX_DIR } from './index.js';
import { filesBelow } from '../../content/filesBelow.js';

export interface QueryMeasurement {
  query: string;
  hits: number;
  /** Manifest and shards fetched (gzip bytes). */
  indexGzipBytes: number;
  /** Record files of the first page of hits (gzip bytes). */
  recordsGzipBytes: number;
  files: number;
  /** First query of a visit, its files already downloaded: parse, load, rank, highlight. */
  firstMs: number;
  /** The same query again (shards already loaded). */
  repeatMs: number;
}

export interface SearchIndexMeasurement {
  pages: number;
  records: number;
  files: number;
  bytes: number;
  gzipBytes: number;
  shards: number;
  largestShardGzipBytes: number;
  manifestGzipBytes: number;
  queries: QueryMeasurement[];
}

const HITS_PER_QUERY = 20;
const REPEATS = 5;

function listFiles(dir: string): string[] {
  return filesBelow(dir).map((file) => file.rel);
}

/**
 * Queries that exercise the index whatever the site: a title word, two words of one title, the
 * same word with a typo, a two-letter prefix, and a word of body text.
 */
export function sampleQueries(titles: string[], bodyText: string): string[] {
  const words = (text: string) => queryTerms(text).filter((word) => word.length >= 5 && /^[a-z]+$/.test(word));
  const titleWords = titles.flatMap(words);
  const word = titleWords[Math.floor(titleWords.length / 3)] ?? 'search';
  const pair = titles.map(words).find((list) => list.length >= 2)?.slice(0, 2).join(' ') ?? `${word} page`;
  const typo = word.slice(0, 2) + word.slice(3);
  const body = words(bodyText)[7] ?? word;
  return [word, pair, typo, word.slice(0, 2), body];
}

export async function measureSearchIndex(outDir: string, queries?: string[]): Promise<SearchIndexMeasurement> {
  const indexDir = path.join(outDir, SEARCH_INDEX_DIR);
  const names = listFiles(indexDir);
  const contents = new Map(await Promise.all(names.map(async (name) => [name, await readFile(path.join(indexDir, name), 'utf8')] as const)));
  const gzipped = new Map([...contents].map(([name, text]) => [name, gzipSync(text).length]));
  const manifest = JSON.parse(contents.get(MANIFEST_FILE) ?? 'null') as SearchManifest | null;
  if (!manifest) throw new Error(`No search index in ${indexDir}: build the site with local search first.`);
  const shardNames = names.filter((name) => name.startsWith(`${manifest.base}s/`));
  const pageNames = names.filter((name) => name.startsWith(`${manifest.base}p/`));
  const firstRecords = pageNames.filter((name) => name.endsWith('-0.json')).slice(0, 200).map((name) => (JSON.parse(contents.get(name)!) as SearchRecord[])[0]!);

  const measureQuery = async (query: string): Promise<QueryMeasurement> => {
    const fetched: string[] = [];
    // Files come from memory: what is timed is the work after the download.
    const client = createLocalSearchClient('/', async (url) => {
      const name = url.slice(1);
      fetched.push(name);
      return JSON.parse(contents.get(name)!);
    });
    const request = { requests: [{ query, hitsPerPage: HITS_PER_QUERY, attributesToSnippet: ['content:10'] }] };
    let started = performance.now();
    const { results } = await client.search(request);
    const firstMs = performance.now() - started;
    started = performance.now();
    for (let i = 0; i < REPEATS; i++) await client.search(request);
    const repeatMs = (performance.now() - started) / REPEATS;
    const bytes = (filter: (name: string) => boolean) => [...new Set(fetched)].filter(filter).reduce((sum, name) => sum + (gzipped.get(name) ?? 0), 0);
    return {
      query,
      hits: results[0]!.nbHits,
      indexGzipBytes: bytes((name) => !name.startsWith(`${manifest.base}p/`)),
      recordsGzipBytes: bytes((name) => name.startsWith(`${manifest.base}p/`)),
      files: new Set(fetched).size,
      firstMs,
      repeatMs,
    };
  };

  const chosen = queries ?? sampleQueries(firstRecords.map((record) => record.hierarchy.lvl1), firstRecords.map((record) => record.content ?? '').join(' '));
  const measured: QueryMeasurement[] = [];
  for (const query of chosen) measured.push(await measureQuery(query));
  const sum = (list: number[]) => list.reduce((total, n) => total + n, 0);
  return {
    pages: manifest.pageCount,
    records: manifest.documentCount,
    files: names.length,
    bytes: sum([...contents.values()].map((text) => Buffer.byteLength(text))),
    gzipBytes: sum([...gzipped.values()]),
    shards: shardNames.length,
    largestShardGzipBytes: Math.max(0, ...shardNames.map((name) => gzipped.get(name) ?? 0)),
    manifestGzipBytes: gzipped.get(MANIFEST_FILE) ?? 0,
    queries: measured,
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function formatSearchMeasurement(measurement: SearchIndexMeasurement): string {
  const lines = [
    `search index: ${measurement.pages} pages, ${measurement.records} records, ${measurement.files} files, ${kb(measurement.bytes)} (${kb(measurement.gzipBytes)} gzip)`,
    `  ${measurement.shards} shards, largest ${kb(measurement.largestShardGzipBytes)} gzip; manifest ${kb(measurement.manifestGzipBytes)} gzip`,
    `  ${'query'.padEnd(24)} ${'hits'.padStart(6)} ${'index gz'.padStart(9)} ${'records gz'.padStart(11)} ${'files'.padStart(6)} ${'first'.padStart(8)} ${'again'.padStart(8)}`,
    ...measurement.queries.map(
      (q) =>
        `  ${JSON.stringify(q.query).padEnd(24)} ${String(q.hits).padStart(6)} ${kb(q.indexGzipBytes).padStart(9)} ${kb(q.recordsGzipBytes).padStart(11)} ${String(q.files).padStart(6)} ${`${q.firstMs.toFixed(1)} ms`.padStart(8)} ${`${q.repeatMs.toFixed(1)} ms`.padStart(8)}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const outDir = process.argv[2] ?? 'build';
  void measureSearchIndex(outDir, process.argv.length > 3 ? process.argv.slice(3) : undefined).then((measurement) => process.stdout.write(formatSearchMeasurement(measurement)));
}
