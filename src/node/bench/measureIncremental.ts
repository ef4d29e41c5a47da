// The rebuild an author waits for after saving one markdown file: a build that reuses the
// markdown cache, once with nothing changed (the floor) and once after appending a sentence to
// one file. The file is restored afterwards whatever happens, so the corpus (or the site's own
// content) is left as it was.
import { readFileSync, writeFileSync } from 'node:fs';
import { measureBuild, type MeasureBuildOptions } from './measureBuild.js';
import { medianRun, repeatRuns } from './medianRun.js';

/**
 * The sentence each timed edit appends: it names the moment and the run, so no edit is one the
 * markdown cache has seen (the same sentence in every bench run was compiled by the first run
 * and taken from the cache by all later ones, which then compiled nothing).
 */
const appended = (index: number, repeat: number) => `\n\nThis sentence was appended by the incremental rebuild benchmark at ${new Date().toISOString()} (edit ${index + 1} of ${repeat}).\n`;

export interface IncrementalMeasurement {
  /** The markdown file that was edited. */
  file: string;
  /** Warm build with an untouched cache and no edit (the median run, see medianRun.ts). */
  unchangedMs: number;
  /** Warm build after the edit (the median run). */
  oneEditMs: number;
  /** Markdown phase of that build ("load content"). */
  oneEditLoadMs: number;
  /** Every run of each, in the order they ran, when there was more than one. */
  unchangedRunsMs?: number[];
  oneEditRunsMs?: number[];
}

/**
 * `repeat` (default 1): how many times each rebuild is timed. Each timed edit starts from a build
 * of the original file, as an author's save follows a build of what was there before.
 */
export async function measureIncremental(options: Omit<MeasureBuildOptions, 'cache'> & { file: string; repeat?: number }): Promise<IncrementalMeasurement> {
  const build = { configPath: options.configPath, outDir: options.outDir, cache: true };
  const repeat = options.repeat ?? 1;
  // The first warm build fills the cache (the cold build ran without one); the next are the floor.
  await measureBuild(build);
  const unchangedRuns = await repeatRuns(repeat, () => measureBuild(build));
  const unchanged = medianRun(unchangedRuns, (run) => run.wallMs);
  const original = readFileSync(options.file, 'utf8');
  /** What the bench last wrote into the file. */
  let written = original;
  const write = (text: string) => {
    writeFileSync(options.file, text);
    written = text;
  };
  // Put the file back only if it still holds what we wrote: someone may have saved it meanwhile.
  const restore = () => {
    if (written === original) return;
    if (readFileSync(options.file, 'utf8') === written) writeFileSync(options.file, original);
    else process.stderr.write(`[bench] ${options.file} changed during the benchmark; left as it is\n`);
  };
  const restoreAndExit = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', restoreAndExit);
  try {
    const editRuns = await repeatRuns(repeat, async (index) => {
      // Back to a build of the original file before each edit after the first.
      if (index > 0) {
        write(original);
        await measureBuild(build);
      }
      write(original + appended(index, repeat));
      return measureBuild(build);
    });
    const rebuilt = medianRun(editRuns, (run) => run.wallMs);
    return {
      file: options.file,
      unchangedMs: unchanged.wallMs,
      oneEditMs: rebuilt.wallMs,
      oneEditLoadMs: rebuilt.summary.timings['load content'] ?? NaN,
      ...(repeat > 1 ? { unchangedRunsMs: unchangedRuns.map((run) => run.wallMs), oneEditRunsMs: editRuns.map((run) => run.wallMs) } : {}),
    };
  } finally {
    restore();
    process.off('SIGINT', restoreAndExit);
  }
}
