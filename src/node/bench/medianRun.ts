// Timings on a shared two-core machine move by 10-25 % from one run to the next, so the bench
// times the short builds several times and reports the median run, with every run beside it, as
// it reports the median of three Lighthouse runs.

/** Pure: the run with the median `value` (of an even number, the lower middle one). */
export function medianRun<T>(runs: readonly T[], value: (run: T) => number): T {
  if (!runs.length) throw new Error('medianRun: no runs');
  const sorted = [...runs].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Runs `measure` `times` times, one after another. */
export async function repeatRuns<T>(times: number, measure: (index: number) => Promise<T>): Promise<T[]> {
  const runs: T[] = [];
  for (let index = 0; index < Math.max(1, times); index++) runs.push(await measure(index));
  return runs;
}
