// Lighthouse's mobile performance score of one page of a built site, run with the npm
// `lighthouse` package against Debian's Chromium (launched by chrome-launcher). Only with
// `npm run bench -- --lighthouse`: a run takes tens of seconds and its score moves with load.
import { CHROMIUM_ARGS, CHROMIUM_PATH, withStaticServer } from './measureFirstVisit.js';

export type LighthouseResult = { score: number; metrics: Record<string, number> } | { unavailable: string };

/** The metrics the performance score is made of, by Lighthouse audit id. */
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

export async function measureLighthouse(dir: string, pagePath: string): Promise<LighthouseResult> {
  let modules: [typeof import('lighthouse'), typeof import('chrome-launcher')];
  try {
    modules = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
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
      // Default config: mobile form factor, simulated slow 4G and 4× CPU slowdown.
      const result = await lighthouse(origin + pagePath, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
      const score = result?.lhr.categories.performance?.score;
      if (typeof score !== 'number') return { unavailable: `Lighthouse returned no performance score (${result?.lhr.runtimeError?.message ?? 'no result'})` };
      const metrics = Object.fromEntries(METRICS.map((id) => [id, result!.lhr.audits[id]?.numericValue ?? NaN]));
      return { score: Math.round(score * 100), metrics };
    } catch (error) {
      return { unavailable: `Lighthouse failed (${(error as Error).message})` };
    } finally {
      chrome.kill();
    }
  });
}
