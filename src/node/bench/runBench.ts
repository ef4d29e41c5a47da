// `npm run bench`: for each corpus size (and this repo's own site on request) generate the
// content, build it cold in a child process, open a doc page in Chromium, rebuild after one
// edit, and collect the figures. Figures are printed, never asserted: the machine is shared
// and timings are noisy, so each result records the load average it was measured under.
import os from 'node:os';
import { measureSearchIndex, type SearchIndexMeasurement } from '../plugins/search/measureSearchIndex.js';
import { measureDevServer, type DevServerMeasurement } from './measureDevServer.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Corpus } from './generateCorpus.js';
import { generateCorpus } from './generateCorpus.js';
import { measureBuild } from './measureBuild.js';
import { medianRun, repeatRuns } from './medianRun.js';
import { measureFirstVisit, type LoadedAsset } from './measureFirstVisit.js';
import { measureIncremental, type IncrementalMeasurement } from './measureIncremental.js';
import { measureLighthouse, type LighthouseResult } from './measureLighthouse.js';
import { installDocusaurus, measureDocusaurusBuild, type DocusaurusBuild, type DocusaurusMode } from './measureDocusaurus.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const BENCH_DIR = path.join(repoRoot, 'node_modules/.cache/folio-bench');

export interface BenchOptions {
  /** Corpus sizes, in pages. */
  sizes: number[];
  /** Also measure this repo's own site (site.config.ts). */
  site: boolean;
  lighthouse: boolean;
  /** Also build each corpus with Docusaurus 3.6.3, stock and Faster (see measureDocusaurus.ts). */
  docusaurus?: boolean;
  /** Larger corpora are not built with Docusaurus (default `DOCUSAURUS_MAX_PAGES`). */
  docusaurusMaxPages?: number;
  /**
   * How many times the cold build and each warm rebuild are timed, the median reported (default
   * `DEFAULT_REPEAT` up to `REPEAT_MAX_PAGES` pages and for this site, once above).
   */
  repeat?: number;
  /** Progress lines (the report itself is returned). */
  log(line: string): void;
}

interface Subject {
  name: string;
  kind: 'corpus' | 'site';
  configPath: string;
  outDir: string;
  /** The doc page whose first visit is measured. */
  docPage: string;
  /** The markdown file the incremental rebuild edits. */
  editFile: string;
}

export type Failed = { error: string };

export interface BenchResult {
  name: string;
  kind: 'corpus' | 'site';
  /** Pages asked of the generator (corpora only). */
  requestedPages?: number;
  corpus?: { files: number; hash: string; reused: boolean; plan: Corpus['plan'] };
  /** 1-, 5- and 15-minute load averages when the cold build started. */
  loadAverage: number[];
  routes: number;
  outputFiles: number;
  outputBytes: number;
  /** The median cold build's wall time (see medianRun.ts); the other figures of the cold build are that run's. */
  coldWallMs: number;
  /** Every cold build's wall time, in the order they ran, when there was more than one. */
  coldRunsMs?: number[];
  /** The build's own total (without process start-up and module loading). */
  coldBuildMs: number;
  /** The highest of the cold builds' peaks. */
  peakRssBytes: number;
  pagesPerSecond: number;
  /** Per-phase milliseconds as the build reports them (markdown is compiled within "load content"). */
  phases: Record<string, number>;
  /** Markdown compile cost of the cold build (time summed over the threads that compiled). */
  markdown?: { files: number; msPerPage: number; msPer1000Words: number };
  warnings: number;
  firstVisit: { page: string; htmlGzipBytes: number; jsGzipBytes: number; preloadedJsGzipBytes?: number; cssGzipBytes: number; assets: LoadedAsset[] } | Failed;
  search?: SearchIndexMeasurement | Failed;
  devServer?: DevServerMeasurement | Failed;
  incremental: IncrementalMeasurement | Failed;
  /** Both pages the target names: the home page and the doc page of the first visit. */
  lighthouse?: { home: LighthouseResult; docPage: LighthouseResult };
  /** The same corpus built cold by Docusaurus 3.6.3 in this run (`--docusaurus`). */
  docusaurus?: { stock: DocusaurusBuild | Failed; faster: DocusaurusBuild | Failed };
  /** Why Docusaurus was asked for and not measured on this corpus (its size). */
  docusaurusSkipped?: string;
}

export interface BenchReport {
  date: string;
  node: string;
  cpus: number;
  /** Load averages when the bench started and ended. */
  loadAverage: { start: number[]; end: number[] };
  results: BenchResult[];
  /** Subjects whose cold build failed, with the build's message. */
  failures: { name: string; error: string }[];
}

function loadAverage(): number[] {
  return os.loadavg().map((value) => Math.round(value * 100) / 100);
}

async function attempt<T>(run: () => Promise<T>): Promise<T | Failed> {
  try {
    return await run();
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! };
  }
}

/**
 * Builds timed this many times by default: a cold build of this site or of a 2,000-page corpus
 * takes 2-6 s, so three cost little and their median is far steadier than one run; a
 * 10,000-page build takes 25-40 s and is timed once unless `--repeat` says otherwise.
 */
export const DEFAULT_REPEAT = 3;
export const REPEAT_MAX_PAGES = 2_000;

function repeatsFor(subject: Subject, options: BenchOptions, requestedPages: number | undefined): number {
  if (options.repeat !== undefined) return options.repeat;
  return subject.kind === 'site' || (requestedPages ?? 0) <= REPEAT_MAX_PAGES ? DEFAULT_REPEAT : 1;
}

async function measureSubject(subject: Subject, options: BenchOptions, extra: Pick<BenchResult, 'requestedPages' | 'corpus'>): Promise<BenchResult> {
  const load = loadAverage();
  const repeat = repeatsFor(subject, options, extra.requestedPages);
  const colds = await repeatRuns(repeat, async (index) => {
    options.log(`${subject.name}: cold build${repeat > 1 ? ` ${index + 1} of ${repeat}` : ''} (load average ${loadAverage().join(' ')})`);
    const run = await measureBuild({ configPath: subject.configPath, outDir: subject.outDir, cache: false });
    options.log(`${subject.name}: ${run.summary.routes} routes in ${(run.wallMs / 1000).toFixed(2)} s`);
    return run;
  });
  const cold = medianRun(colds, (run) => run.wallMs);
  const { summary } = cold;
  options.log(`${subject.name}: first visit of ${subject.docPage}`);
  const visit = await attempt(() => measureFirstVisit(subject.outDir, subject.docPage));
  const firstVisit = 'error' in visit ? visit : { page: visit.url, htmlGzipBytes: visit.htmlGzipBytes, jsGzipBytes: visit.jsGzipBytes, preloadedJsGzipBytes: visit.preloadedJsGzipBytes, cssGzipBytes: visit.cssGzipBytes, assets: visit.assets };
  let lighthouse: BenchResult['lighthouse'];
  if (options.lighthouse) {
    options.log(`${subject.name}: lighthouse / and ${subject.docPage}`);
    lighthouse = { home: await measureLighthouse(subject.outDir, '/'), docPage: await measureLighthouse(subject.outDir, subject.docPage) };
  }
  options.log(`${subject.name}: search index (size, bytes per query, latency)`);
  const search = await attempt(() => measureSearchIndex(subject.outDir));
  options.log(`${subject.name}: dev server (cold start, save to update)`);
  const devServer = await attempt(() => measureDevServer(subject.configPath, subject.editFile));
  // Last, as its builds overwrite the cold build's output.
  options.log(`${subject.name}: warm rebuilds (unchanged, then one edit of ${path.relative(repoRoot, subject.editFile)})`);
  const incremental = await attempt(() => measureIncremental({ configPath: subject.configPath, outDir: subject.outDir, file: subject.editFile, repeat }));
  return {
    name: subject.name,
    kind: subject.kind,
    ...extra,
    loadAverage: load,
    routes: summary.routes,
    outputFiles: cold.output.files,
    outputBytes: cold.output.bytes,
    coldWallMs: cold.wallMs,
    ...(colds.length > 1 ? { coldRunsMs: colds.map((run) => run.wallMs) } : {}),
    coldBuildMs: summary.ms,
    peakRssBytes: Math.max(...colds.map((run) => run.peakRssBytes)),
    pagesPerSecond: summary.routes / (cold.wallMs / 1000),
    phases: summary.timings,
    markdown: summary.markdown && summary.markdown.compiled
      ? { files: summary.markdown.compiled, msPerPage: summary.markdown.compileMs / summary.markdown.compiled, msPer1000Words: (summary.markdown.compileMs / Math.max(1, summary.markdown.words)) * 1000 }
      : undefined,
    warnings: summary.warnings.length,
    firstVisit,
    incremental,
    lighthouse,
    search,
    devServer,
  };
}

/** Cold Docusaurus builds of a corpus, stock then Faster, each followed by the same first visit as Folio's. */
async function measureWithDocusaurus(cli: string | Failed, subject: Subject, options: BenchOptions): Promise<NonNullable<BenchResult['docusaurus']>> {
  // Not installed: both builds report why, and Folio's own figures stand.
  if (typeof cli !== 'string') return { stock: cli, faster: cli };
  const corpusDir = path.dirname(subject.configPath);
  const build = async (mode: DocusaurusMode) => {
    options.log(`${subject.name}: Docusaurus 3.6.3 ${mode} cold build (load average ${loadAverage().join(' ')})`);
    const result = await attempt(() => measureDocusaurusBuild(cli, corpusDir, mode, subject.docPage));
    options.log(`${subject.name}: Docusaurus ${mode} ${'error' in result ? `failed: ${result.error}` : `built ${result.pages} pages in ${(result.wallMs / 1000).toFixed(1)} s`}`);
    return result;
  };
  return { stock: await build('stock'), faster: await build('faster') };
}

/**
 * The largest corpus built with Docusaurus unless `--docusaurus-max-pages` says otherwise: its
 * stock build took 7 minutes and 3.9 GB at 2,000 pages on this machine and grows faster than the
 * pages, so `npm run bench -- --docusaurus` with the default sizes would otherwise spend hours
 * (and more memory than the machine may have) on the 10,000-page corpus.
 */
export const DOCUSAURUS_MAX_PAGES = 2_000;

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const start = loadAverage();
  const results: BenchResult[] = [];
  const failures: BenchReport['failures'] = [];
  // Installed before any timing starts (npm takes a minute or two the first time).
  const docusaurusCli = options.docusaurus && options.sizes.length ? await attempt(async () => installDocusaurus(BENCH_DIR, options.log)) : undefined;
  if (docusaurusCli && typeof docusaurusCli !== 'string') options.log(`Docusaurus not installed, so not measured: ${docusaurusCli.error}`);
  const docusaurusMax = options.docusaurusMaxPages ?? DOCUSAURUS_MAX_PAGES;
  const measure = async (subject: Subject, extra: Pick<BenchResult, 'requestedPages' | 'corpus'>) => {
    try {
      const result = await measureSubject(subject, options, extra);
      if (docusaurusCli && subject.kind === 'corpus') {
        if ((extra.requestedPages ?? 0) <= docusaurusMax) result.docusaurus = await measureWithDocusaurus(docusaurusCli, subject, options);
        else {
          result.docusaurusSkipped = `not built with Docusaurus: over ${docusaurusMax.toLocaleString('en-US')} pages (its stock build took 7 minutes and 3.9 GB at 2,000); --docusaurus-max-pages ${extra.requestedPages} includes it`;
          options.log(`${subject.name}: ${result.docusaurusSkipped}`);
        }
      }
      results.push(result);
    } catch (error) {
      options.log(`${subject.name}: FAILED\n${(error as Error).message}`);
      failures.push({ name: subject.name, error: (error as Error).message });
    }
  };
  for (const pages of options.sizes) {
    const dir = path.join(BENCH_DIR, String(pages));
    const corpus = await generateCorpus(dir, { pages });
    options.log(`${pages} pages: corpus ${corpus.reused ? 'reused' : 'written'} in ${path.relative(repoRoot, dir)} (${corpus.files.size} files, ${corpus.hash.slice(0, 12)})`);
    const subject: Subject = {
      name: `${pages.toLocaleString('en-US')} pages`,
      kind: 'corpus',
      configPath: path.join(dir, 'site.config.ts'),
      outDir: path.join(dir, 'build'),
      docPage: '/docs/intro',
      editFile: path.join(dir, 'docs/intro.md'),
    };
    await measure(subject, { requestedPages: pages, corpus: { files: corpus.files.size, hash: corpus.hash, reused: corpus.reused, plan: corpus.plan } });
  }
  if (options.site) {
    const subject: Subject = {
      name: 'this site',
      kind: 'site',
      configPath: path.join(repoRoot, 'site.config.ts'),
      outDir: path.join(BENCH_DIR, 'site/build'),
      docPage: '/docs/installation',
      editFile: path.join(repoRoot, 'content/docs/installation.md'),
    };
    await measure(subject, {});
  }
  return { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: { start, end: loadAverage() }, results, failures };
}
