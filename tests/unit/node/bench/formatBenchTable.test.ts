import { describe, expect, it } from 'vitest';
import { formatBenchTable } from '../../../../src/node/bench/formatBenchTable.js';
import type { BenchReport, BenchResult } from '../../../../src/node/bench/runBench.js';

function result(name: string, phases: Record<string, number>): BenchResult {
  return {
    name,
    kind: 'corpus',
    loadAverage: [1, 1, 1],
    routes: 500,
    outputFiles: 1000,
    outputBytes: 1_000_000,
    coldWallMs: 4000,
    coldBuildMs: 3800,
    peakRssBytes: 300_000_000,
    pagesPerSecond: 125,
    phases,
    warnings: 0,
    firstVisit: { error: 'not measured' },
    incremental: { error: 'not measured' },
  };
}

const report = (results: BenchResult[]): BenchReport => ({ date: '2026-11-22', node: 'v20', cpus: 2, loadAverage: { start: [1, 1, 1], end: [1, 1, 1] }, results, failures: [] });
const row = (table: string, label: string) => table.split('\n').find((line) => line.startsWith(`|   phase: ${label} `))!.split('|').map((cell) => cell.trim());

describe('the bench table', () => {
  it('gives every phase the issue names a figure, saying where the overlapping ones ran', () => {
    const small = result('500 pages', { 'load content': 2000, markdown: 1600, render: 1500, write: 400, 'post build': 30, 'plugin: search (beside render)': 700, 'plugin: search': 25, 'plugin: sitemap': 5 });
    const large = result('10,000 pages', { 'load content': 16000, markdown: 22000, render: 46000, write: 9000, 'post build': 7000, 'plugin: search': 5200 });
    const table = formatBenchTable(report([small, large]));
    expect(row(table, 'markdown').slice(2, 4)).toEqual(['1.60 s (in load)', '22.0 s (in load)']);
    expect(row(table, 'write pages').slice(2, 4)).toEqual(['0.40 s (in render)', '9.00 s (in render)']);
    expect(row(table, 'search index').slice(2, 4)).toEqual(['0.70 s (beside render)', '5.20 s (in post build)']);
    // A plugin's own share of post build is not a phase row of its own.
    expect(table).not.toContain('plugin: sitemap');
  });
});

describe('the bench table with builds timed more than once', () => {
  it('shows the median with every run, and marks the target on the median', () => {
    const site = { ...result('this site', {}), kind: 'site' as const, coldWallMs: 3320, coldRunsMs: [3300, 3320, 3710] };
    site.incremental = { file: 'content/docs/installation.md', unchangedMs: 590, oneEditMs: 770, oneEditLoadMs: 200, unchangedRunsMs: [600, 590, 580], oneEditRunsMs: [770, 1220, 760] };
    const table = formatBenchTable(report([site]));
    const cell = (metric: string) => table.split('\n').find((line) => line.startsWith(`| ${metric}`))!.split('|')[2]!.trim();
    expect(cell('cold build, wall time')).toBe('3.32 s PASS (median of 3.30, 3.32, 3.71)');
    expect(cell('warm rebuild, nothing changed')).toBe('0.59 s (median of 0.60, 0.59, 0.58)');
    expect(cell('rebuild after one markdown edit')).toBe('0.77 s PASS (median of 0.77, 1.22, 0.76)');
    // Timed once: the figure alone.
    expect(formatBenchTable(report([result('10,000 pages', {})]))).toContain('| 4.00 s ');
  });
});

describe('the bench table with Docusaurus measured in the same run', () => {
  const cells = (table: string, metric: string) => table.split('\n').find((line) => line.startsWith(`| ${metric}`))!.split('|').map((cell) => cell.trim());

  it('divides the Docusaurus builds of the same corpus by Folio\'s, and says which one failed', () => {
    const measured = result('500 pages', {});
    measured.docusaurus = {
      stock: { mode: 'stock', wallMs: 100_000, peakRssBytes: 1_800_000_000, pages: 510, output: { files: 900, bytes: 30_000_000 }, firstVisit: { jsGzipBytes: 216_400, cssGzipBytes: 16_200 } },
      faster: { error: 'Docusaurus (faster) failed to build' },
    };
    const table = formatBenchTable(report([measured, result('2,000 pages', {})]));
    expect(cells(table, 'Docusaurus 3.6.3 stock, same corpus, this run: cold build').slice(2, 4)).toEqual(['100.0 s (510 HTML pages)', '—']);
    // 100 s against Folio's 4 s; 1,800 MB against 300 MB.
    expect(table).toContain('| 25.0×');
    expect(table).toContain('1,800 MB (Folio 6.0× less)');
    expect(table).toContain('216.4 kB / 16.2 kB');
    expect(cells(table, 'Docusaurus 3.6.3 Faster, same corpus, this run: cold build')[2]).toBe('failed');
    expect(table).toContain('500 pages: Docusaurus faster: failed: Docusaurus (faster) failed to build');
  });

  it('says why a corpus over --docusaurus-max-pages was not built with Docusaurus', () => {
    const large = result('10,000 pages', {});
    large.docusaurusSkipped = 'not built with Docusaurus: over 2,000 pages';
    const table = formatBenchTable(report([large]));
    expect(cells(table, 'Docusaurus 3.6.3 stock, same corpus, this run: cold build')[2]).toBe('not measured');
    expect(table).toContain('10,000 pages: not built with Docusaurus: over 2,000 pages');
  });

  it('says how to measure Docusaurus and Lighthouse when this run did not', () => {
    const table = formatBenchTable(report([result('500 pages', {})]));
    expect(table).not.toContain('Docusaurus 3.6.3 stock, same corpus, this run: cold build');
    expect(table).toMatch(/Docusaurus 3\.6\.3, same corpus, this run\s*\|\s*not run \(add --docusaurus\)/);
    expect(table).toMatch(/Lighthouse mobile performance\s*\|\s*not run \(add --lighthouse\)/);
  });
});
