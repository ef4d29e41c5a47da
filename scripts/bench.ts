// `npm run bench -- [--sizes 500,2000,10000 | --quick] [--site] [--lighthouse] [--repeat N] [--docusaurus [--docusaurus-max-pages N]] [--json]`
// Generates Docusaurus-shaped corpora, builds each cold, measures a first visit in Chromium and a
// rebuild after one edit, and prints the figures next to their targets (a table, or JSON).
import { formatBenchTable } from '../src/node/bench/formatBenchTable.js';
import { runBench } from '../src/node/bench/runBench.js';
import { commandArgs } from './args.js';

const DEFAULT_SIZES = [500, 2_000, 10_000];
const QUICK_SIZES = [500];

// No top-level await: scripts/folio.mjs bundles commands as CommonJS (see runCodeCached.mjs).
async function main(): Promise<void> {
  const args = commandArgs({
    command: 'npm run bench',
    summary: 'Build generated Docusaurus-shaped sites and print what each costs, next to the performance targets.',
    flags: {
      sizes: ['--sizes 500,2000,10000', 'Corpus sizes in pages (default all three).'],
      quick: ['--quick', 'The 500-page corpus only.'],
      site: ['--site', "Also this repository's own site."],
      lighthouse: ['--lighthouse', 'Also Lighthouse mobile performance of the home page and a doc page.'],
      repeat: ['--repeat N', 'Time each cold build N times (default 3 up to 2,000 pages and for this site).'],
      docusaurus: ['--docusaurus', 'Also build the same corpus with Docusaurus 3.6.3, stock and Faster.'],
      'docusaurus-max-pages': ['--docusaurus-max-pages N', 'Largest corpus Docusaurus builds (default 2000).'],
      json: ['--json', 'Print the report as JSON.'],
    },
  });
  const sizesFlag = args.flags.sizes;
  const sizes = typeof sizesFlag === 'string' ? sizesFlag.split(',').filter(Boolean).map(Number) : args.flags.quick === true ? QUICK_SIZES : DEFAULT_SIZES;
  if (sizes.some((size) => !Number.isInteger(size) || size < 20)) {
    console.error(`error [bench] --sizes ${String(sizesFlag)}: expected whole page counts of at least 20\n  fix: e.g. --sizes 500,2000`);
    process.exit(1);
  }

  const maxFlag = args.flags['docusaurus-max-pages'];
  const docusaurusMaxPages = maxFlag === undefined ? undefined : Number(maxFlag);
  if (docusaurusMaxPages !== undefined && (!Number.isInteger(docusaurusMaxPages) || docusaurusMaxPages < 1)) {
    console.error(`error [bench] --docusaurus-max-pages ${String(maxFlag)}: expected a whole number of pages\n  fix: e.g. --docusaurus-max-pages 10000 to build every corpus with Docusaurus`);
    process.exit(1);
  }

  const repeatFlag = args.flags.repeat;
  const repeat = repeatFlag === undefined ? undefined : Number(repeatFlag);
  if (repeat !== undefined && (!Number.isInteger(repeat) || repeat < 1)) {
    console.error(`error [bench] --repeat ${String(repeatFlag)}: expected how many times to time each build (1 or more)\n  fix: e.g. --repeat 3`);
    process.exit(1);
  }

  const report = await runBench({
    sizes,
    site: args.flags.site === true,
    lighthouse: args.flags.lighthouse === true,
    docusaurus: args.flags.docusaurus === true,
    docusaurusMaxPages,
    repeat,
    // Progress goes to stderr so `--json` output can be piped as it is.
    log: (line) => process.stderr.write(`[bench] ${line}\n`),
  });
  process.stdout.write(args.flags.json === true ? `${JSON.stringify(report, null, 2)}\n` : `\n${formatBenchTable(report)}`);
  if (report.failures.length) process.exitCode = 1;
}

void main();
