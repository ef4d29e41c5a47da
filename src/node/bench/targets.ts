// The figures `npm run bench` prints next to its measurements: the targets the issue sets, and
// the reference builds (Docusaurus 3.6.3 on a Docusaurus-shaped corpus on the same machine, Hugo
// for scale). Sizes are decimal: 1 kB = 1,000 bytes, 1 MB = 1,000,000 bytes.

export const KB = 1_000;
export const MB = 1_000_000;

/** Size of the corpus that stands for the ~480-page Docusaurus reference. */
export const REFERENCE_CORPUS_PAGES = 500;
/** Size of the corpus the throughput and memory-at-scale targets are about. */
export const LARGE_CORPUS_PAGES = 10_000;

export const TARGETS = {
  /** This site and the ~480-page corpus: cold build wall time. */
  coldBuildMs: 3_500,
  /** This site and the ~480-page corpus: peak resident memory. */
  peakRssBytes: 500 * MB,
  /** 10,000-page corpus: pages per second of a cold build. */
  largePagesPerSecond: 1_000,
  /** 10,000-page corpus: peak resident memory. */
  largePeakRssBytes: 1_000 * MB,
  /** JavaScript loaded by a first visit of a doc page, gzip. */
  firstVisitJsBytes: 100 * KB,
  /** CSS loaded by a first visit of a doc page, gzip. */
  firstVisitCssBytes: 15 * KB,
  /** This site: rebuild after one markdown edit. */
  oneEditRebuildMs: 1_000,
  /** Lighthouse mobile performance score of a doc page. */
  lighthouseScore: 95,
} as const;

export const DOCUSAURUS = {
  version: '3.6.3',
  pages: 478,
  /** Stock cold build, midpoint of the 69–70 s measured. */
  stockColdMs: 69_500,
  stockPeakRssBytes: 1_700 * MB,
  /** With the `faster` options (Rspack, SWC, Lightning CSS). */
  fasterColdMs: 20_000,
  fasterPeakRssBytes: 1_250 * MB,
  firstVisitJsBytes: 203 * KB,
  /** 4× the docs: 1,237 pages in 210–217 s stock. */
  largePages: 1_237,
  largeStockColdMs: 213_500,
  /** First-visit JavaScript at 1,237 pages: the route table ships in the main bundle. */
  largeFirstVisitJsBytes: 293 * KB,
} as const;

export const HUGO = { pages: 4_000, coldMs: 700 } as const;
