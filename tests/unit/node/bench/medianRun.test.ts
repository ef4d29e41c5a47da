import { describe, expect, it } from 'vitest';
import { medianRun } from '../../../../src/node/bench/measureLighthouse.js';

const run = (score: number) => ({ score, metrics: { 'first-contentful-paint': score * 10 } });

describe("the Lighthouse run the bench reports", () => {
  it('is the one with the median score, whatever order the runs came in', () => {
    expect(medianRun([run(98), run(93), run(96)])).toEqual(run(96));
    expect(medianRun([run(93), run(96), run(98)]).metrics).toEqual({ 'first-contentful-paint': 960 });
  });

  it('takes the lower middle run of an even number, and the only run of one', () => {
    expect(medianRun([run(97), run(94), run(99), run(95)]).score).toBe(95);
    expect(medianRun([run(91)]).score).toBe(91);
  });
});
