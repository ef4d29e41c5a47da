import { describe, expect, it } from 'vitest';
import { warningsToPrint, type LoadWarnings, type StandingWarnings } from '../../../../src/node/dev/warningsToPrint.js';
import type { Diagnostic } from '../../../../src/node/errors.js';

const tag = (file: string, name: string): Diagnostic => ({ plugin: 'docs', where: { file, line: 5 }, what: `Tag "${name}" is not declared in content/tests/docs/tags.yml` });
const inline = tag('content/tests/docs/tagging/inline-tags.md', 'undeclared-inline');
const mixed = tag('content/tests/docs/tagging/mixed-tags.md', 'mixed-inline');
const post = tag('content/tests/blog/2023-01-20-first-inline-tag.md', 'inline-only');

/** The test docs (0) and the test blog (1), by the folders they read. */
const ownersOf = (file: string) => new Set(file.startsWith('content/tests/docs/') ? [0] : file.startsWith('content/tests/blog/') ? [1] : [0, 1]);

/** Runs loads in turn from nothing standing; what each printed. */
function printed(loads: Partial<LoadWarnings>[]): Diagnostic[][] {
  let standing: StandingWarnings = new Map();
  return loads.map((load) => {
    const ran = load.ran ?? new Set([0, 1]);
    const result = warningsToPrint(standing, { warnings: [], ran, complete: ran, changed: new Set(), ownersOf, ...load });
    standing = result.standing;
    return result.print;
  });
}

describe('warningsToPrint (dev server audit: warnings reprinted on every save)', () => {
  it('prints a warning about a file that did not change once, not on every save of another file of its plugin', () => {
    const save = { warnings: [inline, mixed], ran: new Set([0]), changed: new Set(['content/tests/docs/index.md']) };
    expect(printed([{ warnings: [inline, mixed, post] }, save, save])).toEqual([[inline, mixed, post], [], []]);
  });

  it('prints it again when its own file is saved', () => {
    const saved = { warnings: [inline, mixed], ran: new Set([0]), changed: new Set([inline.where!.file]) };
    expect(printed([{ warnings: [inline, mixed] }, saved])).toEqual([[inline, mixed], [inline]]);
  });

  it('prints a warning that comes back after a load of its plugin showed it gone', () => {
    const tagsFile = new Set(['content/tests/docs/tags.yml']);
    const load = (warnings: Diagnostic[]) => ({ warnings, ran: new Set([0]), changed: tagsFile });
    expect(printed([{ warnings: [inline, mixed] }, load([mixed]), load([inline, mixed])])).toEqual([[inline, mixed], [], [inline]]);
  });

  it('keeps the warnings of a plugin that did not run in full standing', () => {
    // The blog (1) left out of the first load, then loaded; a save in the docs (0) leaves it alone.
    const loads = [
      { warnings: [inline], ran: new Set([0, 1]), complete: new Set([0]) },
      { warnings: [post], ran: new Set([1]) },
      { warnings: [inline], ran: new Set([0]), changed: new Set(['content/tests/docs/index.md']) },
      // A load that failed part-way gives fewer warnings: none of the others is gone.
      { warnings: [], ran: new Set([0, 1]), complete: new Set<number>() },
      { warnings: [inline, post], ran: new Set([0, 1]) },
    ];
    expect(printed(loads)).toEqual([[inline], [post], [], [], []]);
  });

  it('tells which plugin gave a warning about a file no plugin owns by the plugins of the loads that gave it', () => {
    // A warning about the config, given by a load of both plugins and then by one of the docs (0)
    // alone: it is the docs' warning, so a load of the docs without it means it is gone.
    const config: Diagnostic = { plugin: 'docs', where: { file: 'site.config.ts', line: 28 }, what: 'A problem with the docs options' };
    const docs = new Set([0]);
    const loads = [{ warnings: [config] }, { warnings: [config], ran: docs }, { warnings: [], ran: docs }, { warnings: [config], ran: docs }];
    expect(printed(loads)).toEqual([[config], [], [], [config]]);
    // Given by loads of both plugins only, it may be the blog's: a load of the docs alone keeps it.
    expect(printed([{ warnings: [config] }, { warnings: [], ran: docs }, { warnings: [config] }])).toEqual([[config], [], []]);
  });
});
