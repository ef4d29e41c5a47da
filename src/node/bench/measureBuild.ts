// Runs one `scripts/build.ts` in a child process (runMeasured.ts) and measures it from outside:
// wall time, peak resident memory, the build's own summary (routes, per-phase timings) and, once
// it has exited, the size of its output (untimed: the build itself no longer counts it).
import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildSummary } from '../build/build.js';
import { outputSize } from '../build/outputSize.js';
import { statusBytes } from './processMemory.js';
import { lastLines, runMeasured } from './runMeasured.js';
import { settleDisk } from './settleDisk.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** How often the child's VmHWM is read; it is a high-water mark, so only the last read matters. */
const POLL_MS = 20;

export interface BuildMeasurement {
  wallMs: number;
  /** Peak resident set of the child (main thread and its worker threads share one process), bytes. */
  peakRssBytes: number;
  summary: BuildSummary;
  /** What the build left in its output folder. */
  output: { files: number; bytes: number };
}

export interface MeasureBuildOptions {
  configPath: string;
  outDir: string;
  /** false: compile every markdown file afresh (cold); true: reuse the markdown cache (warm). */
  cache: boolean;
}

/** How long to wait for the deletion of a replaced output before measuring anyway. */
const SETTLE_TIMEOUT_MS = 180_000;

/**
 * A build swaps its output into place and leaves the old one to a detached `rm -rf` (see
 * outputDir.ts). Waits until that is done, so the deletion of a 10,000-page output does not run
 * during the next measurement (a build, a browser visit, Lighthouse).
 */
async function settleDeletions(outDir: string): Promise<void> {
  const parent = path.dirname(outDir);
  const prefix = `${path.basename(outDir)}.old-`;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const entries = await readdir(parent).catch(() => [] as string[]);
    if (!entries.some((name) => name.startsWith(prefix))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function measureBuild(options: MeasureBuildOptions): Promise<BuildMeasurement> {
  await settleDeletions(options.outDir);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'folio-bench-'));
  const summaryFile = path.join(scratch, 'summary.json');
  // The same launcher `npm run build` uses (its CLI bundle is built before the timer starts).
  const args = [path.join(repoRoot, 'scripts/folio.mjs'), 'build', '--config', options.configPath, '--out-dir', options.outDir, '--json-summary', summaryFile];
  if (!options.cache) args.push('--no-cache');
  spawnSync(process.execPath, [path.join(repoRoot, 'scripts/folio.mjs'), 'build'], { cwd: repoRoot, env: { ...process.env, FOLIO_PREPARE_ONLY: '1' } });
  settleDisk();
  try {
    const run = await runMeasured(args, { cwd: repoRoot, pollMs: POLL_MS, memory: (pid) => statusBytes(pid, 'VmHWM') ?? 0 });
    await settleDeletions(options.outDir);
    if (run.code !== 0) throw new Error(`The build of ${options.configPath} failed (exit code ${run.code}):\n${lastLines(run.output, 30)}`);
    const summary = JSON.parse(await readFile(summaryFile, 'utf8')) as BuildSummary;
    return { wallMs: run.wallMs, peakRssBytes: run.peakBytes, summary, output: outputSize(options.outDir) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
