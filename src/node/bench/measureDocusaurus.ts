// `npm run bench -- --docusaurus`: builds a bench corpus with Docusaurus 3.6.3 as well, cold,
// stock and with Docusaurus Faster, so the speed-ups are computed from builds of the same content
// on the same machine in the same run (not only against the reference figures).
//
// Docusaurus is installed from bench/docusaurus/package-lock.json (exact versions) into the
// bench folder, where the corpora resolve it from, with `npm install` (which follows the lock;
// `npm ci` refuses this lock, which lists the native @swc/html package of this platform only).
// The lock pins webpack to 5.97.1, the release Docusaurus 3.6.3 shipped against: later webpack
// releases reject the options webpackbar passes to ProgressPlugin, and the build stops before
// compiling anything.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesBelow } from '../content/filesBelow.js';
import { outputSize } from '../build/outputSize.js';
import { settleDisk } from './settleDisk.js';
import { measureFirstVisit } from './measureFirstVisit.js';
import { DOCUSAURUS_FASTER_ENV } from './docusaurusSite.js';
import { processTreeRss } from './processMemory.js';
import { lastLines, runMeasured } from './runMeasured.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const PACKAGE_DIR = path.join(repoRoot, 'bench/docusaurus');
/** The lock's hash once npm installed it (a changed lock installs again). */
const INSTALLED_MARK = 'node_modules/.folio-bench-lock';
/** The process tree's memory is summed this often (children come and go: terser, Rspack). */
const POLL_MS = 100;

export type DocusaurusMode = 'stock' | 'faster';

export interface DocusaurusBuild {
  mode: DocusaurusMode;
  wallMs: number;
  /** Highest sum of the resident memory of the build process and its child processes, bytes. */
  peakRssBytes: number;
  /** HTML files written. */
  pages: number;
  output: { files: number; bytes: number };
  /** First visit of the same doc page as Folio's, measured the same way. */
  firstVisit?: { jsGzipBytes: number; cssGzipBytes: number } | { error: string };
}

/**
 * Installs the pinned Docusaurus into `benchDir` (its node_modules is on the module path of
 * every corpus below it) unless that lock is installed already. Returns the CLI's path.
 */
export function installDocusaurus(benchDir: string, log: (line: string) => void): string {
  const lock = readFileSync(path.join(PACKAGE_DIR, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).update(readFileSync(path.join(PACKAGE_DIR, 'package.json'))).digest('hex');
  const mark = path.join(benchDir, INSTALLED_MARK);
  const cli = path.join(benchDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  if (existsSync(mark) && readFileSync(mark, 'utf8') === hash && existsSync(cli)) return cli;
  log(`installing Docusaurus 3.6.3 into ${path.relative(repoRoot, benchDir)} (npm install from bench/docusaurus/package-lock.json, a minute or two)`);
  mkdirSync(benchDir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(path.join(PACKAGE_DIR, file), path.join(benchDir, file));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: benchDir, encoding: 'utf8' });
  if (result.status !== 0) {
    // npm's first message leads: callers that show one line show the reason.
    const messages = (result.stderr || result.stdout || String(result.error)).split('\n').map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim()).filter(Boolean);
    throw new Error(`npm install of Docusaurus in ${benchDir} failed (exit code ${result.status}): ${messages.slice(0, 12).join('\n')}\n  fix: check that the npm registry is reachable, or run the bench without --docusaurus`);
  }
  writeFileSync(mark, hash);
  return cli;
}

/**
 * One cold Docusaurus build of `corpusDir` (its docusaurus.config.js, see docusaurusSite.ts)
 * into `<corpusDir>/build-docusaurus-<mode>`: Docusaurus's own caches (.docusaurus, the webpack
 * or Rspack cache in node_modules/.cache) are deleted first.
 */
export async function measureDocusaurusBuild(cli: string, corpusDir: string, mode: DocusaurusMode, docPage: string): Promise<DocusaurusBuild> {
  const outDir = path.join(corpusDir, `build-docusaurus-${mode}`);
  for (const dir of ['.docusaurus', 'node_modules/.cache', path.basename(outDir)]) rmSync(path.join(corpusDir, dir), { recursive: true, force: true });
  settleDisk();
  const run = await runMeasured([cli, 'build', corpusDir, '--out-dir', outDir], {
    cwd: corpusDir,
    env: { ...process.env, [DOCUSAURUS_FASTER_ENV]: mode === 'faster' ? '1' : '0', NODE_ENV: 'production' },
    pollMs: POLL_MS,
    memory: processTreeRss,
  });
  if (run.code !== 0) throw new Error(`Docusaurus (${mode}) failed to build ${corpusDir} (exit code ${run.code}):\n${lastLines(run.output, 20)}`);
  const visit = await measureFirstVisit(outDir, docPage).then(
    (result) => ({ jsGzipBytes: result.jsGzipBytes, cssGzipBytes: result.cssGzipBytes }),
    (error: Error) => ({ error: error.message.split('\n')[0]! }),
  );
  const files = filesBelow(outDir);
  const pages = files.filter((file) => file.rel.endsWith('.html')).length;
  return { mode, wallMs: run.wallMs, peakRssBytes: run.peakBytes, pages, output: outputSize(outDir, files), firstVisit: visit };
}
