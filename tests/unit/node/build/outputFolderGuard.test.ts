import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFolderProblem } from '../../../../src/node/build/outputFolderGuard.js';

const site = path.resolve('/srv/site');
const inputs = [path.join(site, 'content/docs'), path.resolve('/srv/shared-blog')];
const defaultOut = path.join(site, 'build');

describe('outputFolderProblem', () => {
  it('accepts the usual output folders: build/ in the site, or anywhere outside it and its content', () => {
    expect(outputFolderProblem(path.join(site, 'build'), site, inputs, defaultOut)).toBeUndefined();
    expect(outputFolderProblem(path.resolve('/tmp/out'), site, inputs, defaultOut)).toBeUndefined();
    expect(outputFolderProblem(path.resolve('/srv/site-build'), site, inputs, defaultOut)).toBeUndefined();
  });

  it('refuses a file, or a folder below one, before building (bad-input audit: ENOTDIR after the whole build)', () => {
    const files = new Set([path.resolve('/tmp/afile')]);
    const fileAt = (file: string) => files.has(file);
    expect(outputFolderProblem(path.resolve('/tmp/afile'), site, inputs, defaultOut, fileAt)?.what).toBe(`The output folder ${path.resolve('/tmp/afile')} cannot be made: it is a file.`);
    expect(outputFolderProblem(path.resolve('/tmp/afile/out'), site, inputs, defaultOut, fileAt)?.what).toBe(`The output folder ${path.resolve('/tmp/afile/out')} cannot be made: ${path.resolve('/tmp/afile')} is a file.`);
    expect(outputFolderProblem(path.resolve('/tmp/out'), site, inputs, defaultOut, fileAt)).toBeUndefined();
  });

  it('with the default output folder among what the build reads (a static folder), says to stop reading it rather than suggesting that folder (bad-input audit)', () => {
    const problem = outputFolderProblem(defaultOut, site, [...inputs, defaultOut], defaultOut)!;
    expect(problem.what).toMatch(/is .*build, which the build reads, and a build replaces its output folder whole/);
    expect(problem.fix).toMatch(/^stop the build reading .*build: remove it from the config's content options \(staticDirectories/);
  });

  it('refuses the site folder and any folder holding it, which the swap into place would delete', () => {
    for (const out of [site, path.resolve('/srv'), path.resolve('/')]) {
      const problem = outputFolderProblem(out, site, inputs, defaultOut)!;
      expect(problem.what, out).toMatch(/would delete the site/);
      expect(problem.fix).toContain(path.join(site, 'build').split(path.sep).join('/'));
    }
  });

  it("names the build's real default in its fix: the folder beside the config file, not below siteDir (review: content/build)", () => {
    const configDir = path.resolve('/srv/repo');
    const problem = outputFolderProblem(path.join(configDir, 'content/docs/out'), path.join(configDir, 'content'), [path.join(configDir, 'content/docs')], path.join(configDir, 'build'))!;
    expect(problem.fix).toBe('write the site to a folder of its own, such as /srv/repo/build (the default without --out-dir)');
  });

  it('refuses a content folder or the config file, a folder holding one, and a folder inside one', () => {
    expect(outputFolderProblem(path.join(site, 'content'), site, inputs, defaultOut)!.what).toMatch(/holds .*content\/docs, which the build reads, and .* would delete it/);
    expect(outputFolderProblem(path.join(site, 'content/docs'), site, inputs, defaultOut)!.what).toMatch(/is .*content\/docs, which the build reads/);
    expect(outputFolderProblem(path.join(site, 'content/docs/out'), site, inputs, defaultOut)!.what).toMatch(/is inside .*content\/docs, which the build reads, so the next build would read its own output/);
    expect(outputFolderProblem(path.resolve('/srv/shared-blog'), site, inputs, defaultOut)!.what).toMatch(/is .*shared-blog, which the build reads/);
    // A config file beside the content (siteDir: 'site'), in the folder asked for.
    expect(outputFolderProblem(path.resolve('/srv/config'), site, [path.resolve('/srv/config/site.config.ts')], defaultOut)!.what).toMatch(/holds .*site\.config\.ts, which the build reads/);
  });
});
