import { describe, expect, it } from 'vitest';
import { medianRun, repeatRuns } from '../../../../src/node/bench/medianRun.js';

describe('medianRun', () => {
  it('takes the run with the median time, the lower middle one of an even count', () => {
    const runs = [{ ms: 3710 }, { ms: 3300 }, { ms: 3320 }];
    expect(medianRun(runs, (run) => run.ms)).toBe(runs[2]);
    expect(medianRun([{ ms: 5 }], (run) => run.ms)).toEqual({ ms: 5 });
    expect(medianRun([{ ms: 9 }, { ms: 1 }, { ms: 4 }, { ms: 7 }], (run) => run.ms)).toEqual({ ms: 4 });
    expect(() => medianRun([], (run: { ms: number }) => run.ms)).toThrow();
  });

  it('repeats a measurement one run after another, at least once', async () => {
    const order: number[] = [];
    let running = 0;
    const runs = await repeatRuns(3, async (index) => {
      running++;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(index);
      running--;
      return index * 10;
    });
    expect(runs).toEqual([0, 10, 20]);
    expect(order).toEqual([0, 1, 2]);
    expect(await repeatRuns(0, async () => 'once')).toEqual(['once']);
  });
});

const lighthouseRun = (score: number) => ({ score, metrics: { 'first-contentful-paint': score * 10 } });

describe('the Lighthouse run the bench reports', () => {
  it('is the one with the median score, whatever order the runs came in', () => {
    expect(medianRun([lighthouseRun(98), lighthouseRun(93), lighthouseRun(96)], (run) => run.score)).toEqual(lighthouseRun(96));
    expect(medianRun([lighthouseRun(93), lighthouseRun(96), lighthouseRun(98)], (run) => run.score).metrics).toEqual({ 'first-contentful-paint': 960 });
  });

  it('takes the lower middle run of an even number, and the only run of one', () => {
    expect(medianRun([lighthouseRun(97), lighthouseRun(94), lighthouseRun(99), lighthouseRun(95)], (run) => run.score).score).toBe(95);
    expect(medianRun([lighthouseRun(91)], (run) => run.score).score).toBe(91);
  });
});
