import { describe, expect, it } from 'vitest';
import { allReportingEveryProblem, BuildError, combineErrors, displayPath } from '../../../src/node/errors.js';

const problem = (file: string) => new BuildError({ what: 'Broken', where: { file }, plugin: 'docs' });

describe('combineErrors', () => {
  it('puts the problems of several build errors into one, in order', () => {
    const combined = combineErrors([problem('a.md'), problem('b.md')]) as BuildError;
    expect(combined.diagnostics.map((diagnostic) => diagnostic.where?.file)).toEqual(['a.md', 'b.md']);
  });

  it('passes an unexpected error on as it is, ahead of the problems', () => {
    const crash = new TypeError('x is undefined');
    expect(combineErrors([problem('a.md'), crash])).toBe(crash);
  });
});

describe('allReportingEveryProblem', () => {
  it('waits for every part and reports the problems of all that failed', async () => {
    let lateFinished = false;
    const late = new Promise<string>((resolve) => setTimeout(() => ((lateFinished = true), resolve('late')), 20));
    const error = await allReportingEveryProblem([Promise.reject(problem('a.md')), late, Promise.reject(problem('b.md'))]).catch((failure: unknown) => failure);
    expect(lateFinished).toBe(true);
    expect((error as BuildError).diagnostics.map((diagnostic) => diagnostic.where?.file)).toEqual(['a.md', 'b.md']);
  });

  it('resolves with every value, in order, when nothing failed', async () => {
    await expect(allReportingEveryProblem([Promise.resolve(1), 2, Promise.resolve(3)])).resolves.toEqual([1, 2, 3]);
  });
});

describe('displayPath', () => {
  it('names a file below the working folder relative to it, and one elsewhere by its absolute path', () => {
    expect(displayPath('/work/folio/content/docs/intro.md', '/work/folio')).toBe('content/docs/intro.md');
    expect(displayPath('/srv/site/docs/intro.md', '/work/folio')).toBe('/srv/site/docs/intro.md');
    expect(displayPath('/work/folio', '/work/folio')).toBe('/work/folio');
  });
});
