// Lighthouse's mobile performance score of one page of a built site, run with the npm
// `lighthouse` package against Debian's Chromium (launched by chrome-launcher). Only with
// `npm run bench -- --lighthouse`: a run takes tens of seconds and its score moves with load.
// Lighthouse's simulated throttling scales the CPU time it observes, so one run on a busy
// two-core machine can score several points below the next: the page is measured
// LIGHTHOUSE_RUNS times and the median run reported, as Lighthouse's documentation advises,
// with every run's score beside it.
import { CHROMIUM_ARGS, CHROMIUM_PATH, withStaticServer } from './measureFirstVisit.js';
import { importModule } from '../importModule.js';
import { medianRun } from './medianRun.js';

export const LIGHTHOUSE_RUNS = 3;

interface LighthouseRun {
  score: number;
  metrics: Record<string, number>;
}

/** The median run, and the scores of all runs in the order they ran. */
export type LighthouseResult = (LighthouseRun & { scores: number[] }) | { unavailable: string };

/** The metrics the performance score is made of, by Lighthouse audit id. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

export async function measureLighthouse(dir: string, pagePath: string): Promise<LighthouseResult> {
  let modules: [typeof import('lighthouse'), typeof import('chrome-launcher')];
  try {
    modules = await Promise.all([importModule<typeof import('lighthouse')>('lighthouse'), importModule<typeof import('chrome-launcher')>('chrome-launcher')]);
  } catch (error) {
    return { unavailable: `the lighthouse and chrome-launcher packages cannot be loaded (${(error as Error).message}); run npm install` };
  }
  const [{ default: lighthouse }, { launch }] = modules;
  return withStaticServer(dir, async (origin) => {
    let chrome: Awaited<ReturnType<typeof launch>>;
    try {
      chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    } catch (error) {
      return { unavailable: `Chromium did not start for Lighthouse (${(error as Error).message})` };
    }
    try {
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        // Default config: mobile form factor, simulated slow 4G and 4× CPU slowdown.
        const result = await lighthouse(origin + pagePath, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
        const score = result?.lhr.categories.performance?.score;
        if (typeof score !== 'number') return { unavailable: `Lighthouse returned no performance score (${result?.lhr.runtimeError?.message ?? 'no result'})` };
        runs.push({ score: Math.round(score * 100), metrics: Object.fromEntries(METRICS.map((id) => [id, result!.lhr.audits[id]?.numericValue ?? NaN])) });
      }
      return { ...medianRun(runs, (run) => run.score), scores: runs.map((run) => run.score) };
    } catch (error) {
      return { unavailable: `Lighthouse failed (${(error as Error).message})` };
    } finally {
      chrome.kill();
    }
  });
}
