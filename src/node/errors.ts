// A diagnostic is data (what, where, how to fix), not a string built at the throw site,
// so a phase can collect many and print them together.
import path from 'node:path';

/** A file as a problem names it: relative to where the command runs, when that is shorter to read. */
export function displayPath(file: string, from = process.cwd()): string {
  const relative = path.relative(from, file);
  // A site outside the folder commands run in (a checkout of Folio beside the site) is named by
  // its absolute path: `../../srv/site/docs/intro.md` is harder to read and to click.
  const outside = relative === '' || relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
  return (outside ? path.resolve(from, file) : relative).split(path.sep).join('/');
}

export interface Place {
  file: string;
  line?: number;
  column?: number;
}

export interface Diagnostic {
  /** What went wrong, one sentence. */
  what: string;
  /** Where: the file (site-relative) and line when known. */
  where?: Place;
  /** Other places involved (the second file of a clash). */
  also?: Place[];
  /** How to fix it, naming the value that would work when we can compute it. */
  fix?: string;
  /** The plugin or phase that raised it (`docs`, `config`, `links`). */
  plugin?: string;
}

export class BuildError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostic: Diagnostic | Diagnostic[]) {
    const list = Array.isArray(diagnostic) ? diagnostic : [diagnostic];
    super(list.map((d) => formatDiagnostic(d)).join('\n'));
    this.name = 'BuildError';
    this.diagnostics = list;
  }
}

/**
 * Pure: `diagnostics` in the order an author reads a file — by line within each file, the files
 * in the order they first appear (a page before the partial it includes). Transforms find
 * problems in their own order (a component's before a link's), not in the order of the lines.
 */
export function inLineOrder(diagnostics: Diagnostic[]): Diagnostic[] {
  const fileRank = new Map<string | undefined, number>();
  for (const d of diagnostics) if (!fileRank.has(d.where?.file)) fileRank.set(d.where?.file, fileRank.size);
  const key = (d: Diagnostic) => [fileRank.get(d.where?.file)!, d.where?.line ?? 0, d.where?.column ?? 0];
  // Array.prototype.sort is stable: problems of one line keep the order they were found in.
  return [...diagnostics].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka[0]! - kb[0]! || ka[1]! - kb[1]! || ka[2]! - kb[2]!;
  });
}

/**
 * Pure: `diagnostics` without repeats, first ones kept. A partial's problem is found again in each
 * page that imports it, at the same place with the same words: it is one problem to fix.
 */
export function distinctDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.what, d.where?.file, d.where?.line, d.where?.column, d.fix]);
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

export function formatPlace(place: Place): string {
  return place.file + (place.line ? `:${place.line}` + (place.column ? `:${place.column}` : '') : '');
}

/**
 * Prints
 * ```
 * error [docs] content/docs/intro.md:2
 *   Two pages want the URL /docs/intro (also content/docs/intro/index.md:1)
 *   fix: give one of them a different `slug:` in its frontmatter
 * ```
 */
export function formatDiagnostic(d: Diagnostic, severity: 'error' | 'warning' | 'info' = 'error'): string {
  const head = [severity, d.plugin ? `[${d.plugin}]` : '', d.where ? formatPlace(d.where) : '']
    .filter(Boolean)
    .join(' ');
  const also = d.also?.length ? ` (also ${d.also.map(formatPlace).join(', ')})` : '';
  const lines = [head, `  ${d.what}${also}`];
  if (d.fix) lines.push(`  fix: ${d.fix}`);
  return lines.join('\n');
}

export function isBuildError(error: unknown): error is BuildError {
  return error instanceof BuildError || (error instanceof Error && error.name === 'BuildError');
}

/**
 * One error for the failures of a phase that went on past its first problem: the problems of
 * every BuildError together (the author fixes them all in one go), or the first unexpected
 * error as it is, since that one is not the author's to fix.
 */
export function combineErrors(errors: readonly unknown[]): unknown {
  if (errors.length === 1) return errors[0];
  const unexpected = errors.find((error) => !isBuildError(error));
  if (unexpected !== undefined) return unexpected;
  return new BuildError(errors.flatMap((error) => (error as BuildError).diagnostics));
}

/**
 * `Promise.all` for the parts of a phase: waits for every part, even after one failed, and then
 * throws the failures together (see `combineErrors`), so one build reports every problem.
 */
export async function allReportingEveryProblem<T>(parts: Iterable<T | PromiseLike<T>>): Promise<Awaited<T>[]> {
  const settled = await Promise.allSettled(parts);
  const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  if (failures.length) throw combineErrors(failures);
  return settled.map((result) => (result as PromiseFulfilledResult<Awaited<T>>).value);
}
