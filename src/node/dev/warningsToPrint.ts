// The dev server loads a plugin again after every save of one of its files, and that load warns
// again about all of the plugin's files: each save in content/tests/docs reprinted the same three
// "Tag … not declared" warnings. Pure: which warnings of a load are news to the terminal.
import type { Diagnostic } from '../errors.js';

/**
 * The warnings printed that still stand, by their text (`JSON.stringify` of the diagnostic), each
 * with the plugins (indices) that may have given it: those that ran in every load that gave it.
 */
export type StandingWarnings = ReadonlyMap<string, ReadonlySet<number>>;

export interface LoadWarnings {
  /** What the load warned about, in order. */
  warnings: readonly Diagnostic[];
  /** The plugins that ran in the load: each warning came from one of them, or from the site's route table. */
  ran: ReadonlySet<number>;
  /**
   * The plugins that ran in full, so gave every warning they have: one of theirs not given again
   * is gone. None for a load that failed part-way.
   */
  complete: ReadonlySet<number>;
  /** Files saved since the load before, as warnings name them (`content/docs/intro.md`). */
  changed: ReadonlySet<string>;
  /** The plugins that read a file a warning names: the one that warned about it, most often. */
  ownersOf: (file: string) => ReadonlySet<number>;
}

/**
 * The warnings of a load to print, and what stands after it. A warning is printed when it appears
 * (or comes back after a load showed it gone) and again each time its file is saved; a warning
 * about a file that did not change is not printed again for a save of another file.
 */
export function warningsToPrint(standing: StandingWarnings, load: LoadWarnings): { print: Diagnostic[]; standing: StandingWarnings } {
  const next = new Map<string, ReadonlySet<number>>();
  // Not given again: gone once every plugin that may have given it ran in full, else still standing.
  for (const [key, plugins] of standing) {
    if ([...plugins].some((plugin) => !load.complete.has(plugin))) next.set(key, plugins);
  }
  const print: Diagnostic[] = [];
  for (const warning of load.warnings) {
    const key = JSON.stringify(warning);
    const before = standing.get(key);
    if (!before || (warning.where !== undefined && load.changed.has(warning.where.file))) print.push(warning);
    // Its source ran in this load and in every one before that gave it; at first, the plugin
    // that owns its file, if that ran: so a load of that plugin alone tells it is gone.
    const sources = before ?? (warning.where ? load.ownersOf(warning.where.file) : load.ran);
    const narrowed = new Set([...sources].filter((plugin) => load.ran.has(plugin)));
    next.set(key, narrowed.size ? narrowed : load.ran);
  }
  return { print, standing: next };
}
