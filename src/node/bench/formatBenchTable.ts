// The bench report as a Markdown table: one column per measured site, each figure followed by
// PASS/FAIL where the issue sets a target for that site, then the target and the Docusaurus
// reference. Markdown so the same text reads in a terminal and pastes into the README.
import type { BenchReport, BenchResult, Failed } from './runBench.js';
import type { DocusaurusBuild } from './measureDocusaurus.js';
import { formatSearchMeasurement } from '../plugins/search/measureSearchIndex.js';
import { DOCUSAURUS, HUGO, KB, LARGE_CORPUS_PAGES, MB, REFERENCE_CORPUS_PAGES, TARGETS } from './targets.js';

type Mark = 'PASS' | 'FAIL' | undefined;

interface Row {
  metric: string;
  cell(result: BenchResult): string;
  target?: string;
  reference?: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / MB).toLocaleString('en-US')} MB`;
const kilobytes = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const isFailed = (value: object): value is Failed => 'error' in value;

function marked(text: string, mark: Mark): string {
  return mark ? `${text} ${mark}` : text;
}

/** A median's cell with every run it was the median of, as Lighthouse's rows show theirs. */
function withRuns(text: string, runsMs: number[] | undefined): string {
  return runsMs && runsMs.length > 1 ? `${text} (median of ${runsMs.map((ms) => (ms / 1000).toFixed(2)).join(', ')})` : text;
}

function check(pass: boolean, applies: boolean): Mark {
  if (!applies) return undefined;
  return pass ? 'PASS' : 'FAIL';
}

/** The "~480-page" targets apply to this site and to the reference-sized corpus. */
function isReferenceSized(result: BenchResult): boolean {
  return result.kind === 'site' || result.requestedPages === REFERENCE_CORPUS_PAGES;
}

function isLarge(result: BenchResult): boolean {
  return result.requestedPages !== undefined && result.requestedPages >= LARGE_CORPUS_PAGES;
}

/** `3.1× faster` against a reference time, for the sites of the reference's size. */
function versus(result: BenchResult, referenceMs: number): string {
  if (!isReferenceSized(result)) return '';
  return `${(referenceMs / result.coldWallMs).toFixed(1)}×`;
}

/**
 * The phases the issue asks for, by the names the build's logger uses. A phase the build does
 * not time on its own says which phase it is part of; phases the build adds later show up too.
 */
interface PhaseRow {
  label: string;
  /** Timing names to show, the first one present wins; `within`: where that time was spent. */
  keys: { key: string; within?: string }[];
}

const PHASES: PhaseRow[] = [
  { label: 'config', keys: [{ key: 'config' }] },
  { label: 'load', keys: [{ key: 'load content' }] },
  // Summed over the files compiled, on whichever thread compiled them.
  { label: 'markdown', keys: [{ key: 'markdown', within: 'in load' }] },
  { label: 'route table', keys: [{ key: 'route table' }] },
  { label: 'client bundle', keys: [{ key: 'client bundle' }] },
  { label: 'write data', keys: [{ key: 'write data' }] },
  { label: 'render', keys: [{ key: 'render' }] },
  // Summed over the render threads.
  { label: 'write pages', keys: [{ key: 'write', within: 'in render' }] },
  { label: 'checks', keys: [{ key: 'checks' }] },
  // Built on a worker beside rendering up to 3,000 pages, in post build above.
  { label: 'search index', keys: [{ key: 'plugin: search (beside render)', within: 'beside render' }, { key: 'plugin: search', within: 'in post build' }] },
  { label: 'post build', keys: [{ key: 'post build' }] },
];

function phaseRows(results: BenchResult[]): Row[] {
  const known = new Set(PHASES.flatMap((phase) => phase.keys.map(({ key }) => key)));
  // Phases the build adds later show up too (not each plugin's own share of post build).
  const extra = [...new Set(results.flatMap((result) => Object.keys(result.phases)))].filter((key) => !known.has(key) && !key.startsWith('plugin: '));
  return [...PHASES, ...extra.map((key): PhaseRow => ({ label: key, keys: [{ key }] }))].map((phase) => ({
    metric: `  phase: ${phase.label}`,
    cell: (result) => {
      const found = phase.keys.find(({ key }) => result.phases[key] !== undefined);
      if (!found) return '—';
      const ms = seconds(result.phases[found.key]!);
      return found.within ? `${ms} (${found.within})` : ms;
    },
  }));
}

function rows(results: BenchResult[]): Row[] {
  return [
    { metric: 'pages (routes built)', cell: (r) => r.routes.toLocaleString('en-US'), reference: `${DOCUSAURUS.pages} pages (${DOCUSAURUS.largePages.toLocaleString('en-US')} with 4× docs)` },
    { metric: 'load average at cold build (1/5/15 min)', cell: (r) => r.loadAverage.join(' / ') },
    {
      metric: 'cold build, wall time',
      cell: (r) => withRuns(marked(seconds(r.coldWallMs), check(r.coldWallMs < TARGETS.coldBuildMs, isReferenceSized(r))), r.coldRunsMs),
      target: `< ${seconds(TARGETS.coldBuildMs)} (this site, ~480 pages)`,
      reference: `${seconds(DOCUSAURUS.stockColdMs)} stock, ${seconds(DOCUSAURUS.fasterColdMs)} faster; ${seconds(DOCUSAURUS.largeStockColdMs)} stock at ${DOCUSAURUS.largePages.toLocaleString('en-US')} pages`,
    },
    { metric: '  speed-up vs Docusaurus stock (>1: faster)', cell: (r) => versus(r, DOCUSAURUS.stockColdMs), reference: `${seconds(DOCUSAURUS.stockColdMs)} ÷ Folio wall time` },
    { metric: '  speed-up vs Docusaurus faster (>1: faster)', cell: (r) => versus(r, DOCUSAURUS.fasterColdMs), reference: `${seconds(DOCUSAURUS.fasterColdMs)} ÷ Folio wall time` },
    { metric: '  build time reported by the build', cell: (r) => seconds(r.coldBuildMs) },
    {
      metric: 'pages per second',
      cell: (r) => marked(Math.round(r.pagesPerSecond).toLocaleString('en-US'), check(r.pagesPerSecond >= TARGETS.largePagesPerSecond, isLarge(r))),
      target: `≥ ${TARGETS.largePagesPerSecond.toLocaleString('en-US')} (10,000 pages)`,
      reference: `Docusaurus ${(DOCUSAURUS.pages / (DOCUSAURUS.stockColdMs / 1000)).toFixed(1)} stock, ${(DOCUSAURUS.pages / (DOCUSAURUS.fasterColdMs / 1000)).toFixed(1)} faster; Hugo ${Math.round(HUGO.pages / (HUGO.coldMs / 1000)).toLocaleString('en-US')}`,
    },
    { metric: '  ms per page (linear growth: flat)', cell: (r) => (r.coldWallMs / r.routes).toFixed(1) },
    {
      metric: 'peak RSS',
      cell: (r) => marked(megabytes(r.peakRssBytes), isLarge(r) ? check(r.peakRssBytes < TARGETS.largePeakRssBytes, true) : check(r.peakRssBytes < TARGETS.peakRssBytes, isReferenceSized(r))),
      target: `< ${megabytes(TARGETS.peakRssBytes)} (~480 pages), < ${megabytes(TARGETS.largePeakRssBytes)} (10,000)`,
      reference: `${megabytes(DOCUSAURUS.stockPeakRssBytes)} stock, ${megabytes(DOCUSAURUS.fasterPeakRssBytes)} faster`,
    },
    ...phaseRows(results),
    {
      metric: '  markdown compile, per page / per 1,000 words',
      cell: (r) => (r.markdown ? `${r.markdown.msPerPage.toFixed(1)} ms / ${r.markdown.msPer1000Words.toFixed(1)} ms (${r.markdown.files.toLocaleString('en-US')} files)` : '—'),
      target: 'a few ms for a 1,500-word page',
    },
    { metric: 'output', cell: (r) => `${megabytes(r.outputBytes)}, ${r.outputFiles.toLocaleString('en-US')} files` },
    { metric: 'build warnings', cell: (r) => String(r.warnings) },
    {
      metric: 'first visit of a doc page: JS run (gzip)',
      cell: (r) => (isFailed(r.firstVisit) ? 'error' : marked(kilobytes(r.firstVisit.jsGzipBytes), check(r.firstVisit.jsGzipBytes <= TARGETS.firstVisitJsBytes, true))),
      target: `≤ ${kilobytes(TARGETS.firstVisitJsBytes)}`,
      reference: kilobytes(DOCUSAURUS.firstVisitJsBytes),
    },
    {
      metric: 'first visit of a doc page: CSS (gzip)',
      cell: (r) => (isFailed(r.firstVisit) ? 'error' : marked(kilobytes(r.firstVisit.cssGzipBytes), check(r.firstVisit.cssGzipBytes <= TARGETS.firstVisitCssBytes, true))),
      target: `≤ ${kilobytes(TARGETS.firstVisitCssBytes)}`,
    },
    {
      metric: '  JS preloaded for links in view, not run',
      cell: (r) => (isFailed(r.firstVisit) || r.firstVisit.preloadedJsGzipBytes === undefined ? '—' : kilobytes(r.firstVisit.preloadedJsGzipBytes)),
    },
    // Grows with the site when every page carries the whole sidebar: worth watching.
    { metric: '  the page\'s HTML (gzip)', cell: (r) => (isFailed(r.firstVisit) || r.firstVisit.htmlGzipBytes === undefined ? '—' : kilobytes(r.firstVisit.htmlGzipBytes)) },
    { metric: '  page measured', cell: (r) => (isFailed(r.firstVisit) ? 'error' : `${r.firstVisit.page} (${r.firstVisit.assets.length} files)`) },
    { metric: 'warm rebuild, nothing changed', cell: (r) => (isFailed(r.incremental) ? 'error' : withRuns(seconds(r.incremental.unchangedMs), r.incremental.unchangedRunsMs)) },
    {
      metric: 'rebuild after one markdown edit',
      cell: (r) => (isFailed(r.incremental) ? 'error' : withRuns(marked(seconds(r.incremental.oneEditMs), check(r.incremental.oneEditMs < TARGETS.oneEditRebuildMs, r.kind === 'site')), r.incremental.oneEditRunsMs)),
      target: `< ${seconds(TARGETS.oneEditRebuildMs)} (this site)`,
    },
    ...(results.some((r) => r.lighthouse)
      ? [...lighthouseRows('home', 'home page'), ...lighthouseRows('docPage', 'doc page')]
      : [{ metric: 'Lighthouse mobile performance', cell: () => 'not run (add --lighthouse)', target: `≥ ${TARGETS.lighthouseScore}` }]),
    ...(results.some((r) => r.docusaurus || r.docusaurusSkipped)
      ? [...docusaurusRows('stock'), ...docusaurusRows('faster')]
      : [{ metric: `Docusaurus ${DOCUSAURUS.version}, same corpus, this run`, cell: (r: BenchResult) => (r.kind === 'site' ? '—' : 'not run (add --docusaurus)') }]),
  ];
}

/** The same corpus built by Docusaurus in this run (`--docusaurus`), and Folio's ratios to it. */
function docusaurusRows(mode: 'stock' | 'faster'): Row[] {
  const of = (r: BenchResult) => r.docusaurus?.[mode];
  const cell = (r: BenchResult, show: (build: DocusaurusBuild) => string) => {
    const build = of(r);
    if (!build) return r.docusaurusSkipped ? 'not measured' : '—';
    return isFailed(build) ? 'failed' : show(build);
  };
  const name = mode === 'stock' ? 'stock' : 'Faster';
  return [
    {
      metric: `Docusaurus ${DOCUSAURUS.version} ${name}, same corpus, this run: cold build`,
      cell: (r) => cell(r, (build) => `${seconds(build.wallMs)} (${build.pages.toLocaleString('en-US')} HTML pages)`),
      reference: `${seconds(mode === 'stock' ? DOCUSAURUS.stockColdMs : DOCUSAURUS.fasterColdMs)} at ${DOCUSAURUS.pages} pages${mode === 'stock' ? `, ${seconds(DOCUSAURUS.largeStockColdMs)} at ${DOCUSAURUS.largePages.toLocaleString('en-US')}` : ''}`,
    },
    { metric: `  Folio's speed-up over it (>1: faster)`, cell: (r) => cell(r, (build) => `${(build.wallMs / r.coldWallMs).toFixed(1)}×`) },
    {
      metric: '  its peak RSS (process and child processes)',
      cell: (r) => cell(r, (build) => `${megabytes(build.peakRssBytes)} (Folio ${(build.peakRssBytes / r.peakRssBytes).toFixed(1)}× less)`),
      reference: `${megabytes(mode === 'stock' ? DOCUSAURUS.stockPeakRssBytes : DOCUSAURUS.fasterPeakRssBytes)} at ${DOCUSAURUS.pages} pages`,
    },
    {
      metric: '  its first visit of the doc page: JS run / CSS (gzip)',
      cell: (r) => cell(r, (build) => (!build.firstVisit || isFailed(build.firstVisit) ? 'error' : `${kilobytes(build.firstVisit.jsGzipBytes)} / ${kilobytes(build.firstVisit.cssGzipBytes)}`)),
      reference: mode === 'stock' ? `${kilobytes(DOCUSAURUS.firstVisitJsBytes)} JS at ${DOCUSAURUS.pages} pages, ${kilobytes(DOCUSAURUS.largeFirstVisitJsBytes)} at ${DOCUSAURUS.largePages.toLocaleString('en-US')}` : '',
    },
  ];
}

function lighthouseRows(page: 'home' | 'docPage', label: string): Row[] {
  const of = (r: BenchResult) => r.lighthouse?.[page];
  return [
    {
      metric: `Lighthouse mobile performance, ${label}`,
      cell: (r) => {
        const result = of(r);
        if (!result) return '—';
        if ('unavailable' in result) return 'unavailable';
        const runs = result.scores.length > 1 ? ` (median of ${result.scores.join(', ')})` : '';
        return `${marked(String(result.score), check(result.score >= TARGETS.lighthouseScore, true))}${runs}`;
      },
      target: `≥ ${TARGETS.lighthouseScore}`,
    },
    {
      metric: '  FCP / LCP / TBT / CLS (median run)',
      cell: (r) => {
        const result = of(r);
        if (!result || 'unavailable' in result) return '—';
        const { metrics } = result;
        return `${seconds(metrics['first-contentful-paint']!)} / ${seconds(metrics['largest-contentful-paint']!)} / ${Math.round(metrics['total-blocking-time']!)} ms / ${metrics['cumulative-layout-shift']!.toFixed(3)}`;
      },
    },
  ];
}

function table(header: string[], body: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...body.map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

export function formatBenchTable(report: BenchReport): string {
  const header = ['metric', ...report.results.map((result) => result.name), 'target', `Docusaurus ${DOCUSAURUS.version}`];
  const body = rows(report.results).map((row) => [row.metric, ...report.results.map((result) => row.cell(result)), row.target ?? '', row.reference ?? '']);
  const notes = [
    `${report.date}, Node ${report.node}, ${report.cpus} cores; load average ${report.loadAverage.start.join(' ')} at start, ${report.loadAverage.end.join(' ')} at end.`,
    'Cold = child process, markdown cache off; wall time includes Node start-up. Peak RSS = VmHWM of the build process (worker threads included), the highest of the runs. Builds timed more than once show the median run and every run (--repeat N).',
    'First visit = every script and stylesheet Chromium loads until network idle, gzipped here (level 6). 1 kB = 1,000 bytes, 1 MB = 1,000,000 bytes.',
  ];
  for (const result of report.results) {
    if (!isFailed(result.firstVisit) && !isFailed(result.incremental)) continue;
    if (isFailed(result.firstVisit)) notes.push(`${result.name}: first visit failed: ${result.firstVisit.error}`);
    if (isFailed(result.incremental)) notes.push(`${result.name}: incremental rebuild failed: ${result.incremental.error}`);
  }
  for (const result of report.results) {
    for (const [page, outcome] of Object.entries(result.lighthouse ?? {})) {
      if ('unavailable' in outcome) notes.push(`${result.name}: lighthouse (${page}): unavailable (${outcome.unavailable})`);
    }
  }
  for (const result of report.results) {
    if (result.devServer) {
      notes.push(
        isFailed(result.devServer)
          ? `${result.name}: dev server: failed: ${result.devServer.error}`
          : `${result.name}: dev server: npm start to the home page served ${(result.devServer.coldStartMs / 1000).toFixed(2)} s (target < 3 s), every page loaded at ${(result.devServer.completeMs / 1000).toFixed(2)} s, ${(result.devServer.warmStartMs / 1000).toFixed(2)} s with the markdown cache on disk, save to page update ${result.devServer.saveToUpdateMs.toFixed(0)} ms (target < 200 ms)`,
      );
    }
    if (result.search) notes.push(isFailed(result.search) ? `${result.name}: search index: failed: ${result.search.error}` : `${result.name}: search index:\n${formatSearchMeasurement(result.search)}`);
  }
  for (const result of report.results) {
    if (result.docusaurusSkipped) notes.push(`${result.name}: ${result.docusaurusSkipped}`);
    for (const [mode, build] of Object.entries(result.docusaurus ?? {})) {
      if (isFailed(build)) notes.push(`${result.name}: Docusaurus ${mode}: failed: ${build.error}`);
      else if (build.firstVisit && isFailed(build.firstVisit)) notes.push(`${result.name}: Docusaurus ${mode}: first visit failed: ${build.firstVisit.error}`);
    }
  }
  for (const failure of report.failures) notes.push(`${failure.name}: BUILD FAILED: ${failure.error.split('\n').slice(0, 6).join(' / ')}`);
  return `${table(header, body)}\n\n${notes.join('\n')}\n`;
}
