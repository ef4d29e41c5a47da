// Ctrl+C (SIGINT) or `kill` (SIGTERM) ends a Node process on the spot by default, without the
// finally blocks that discard a build's temporary folder and release its lock: an interrupted
// build left a whole site (49 MB for this repository's) beside build/ for good, and said nothing.
// While a cleanup is registered, these signals run every registered cleanup (builds into several
// folders may run in one process), print what each did, and exit as the signal would have.
/** Exit codes of a process ended by a signal: 128 + the signal's number, as shells report it. */
const SIGNAL_EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;
type Interrupt = keyof typeof SIGNAL_EXIT_CODES;

/** Undoes what an interrupted task leaves half done; synchronous, the process exits right after. Returns a line saying what it did. */
export type InterruptCleanup = (signal: Interrupt) => string;

const cleanups = new Set<InterruptCleanup>();

function interrupted(signal: Interrupt): void {
  const lines: string[] = [];
  for (const cleanup of cleanups) {
    try {
      lines.push(cleanup(signal));
    } catch (error) {
      lines.push(`Cleaning up failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  process.stderr.write(`\n${lines.join('\n')}\n`);
  process.exit(SIGNAL_EXIT_CODES[signal]);
}

/** Runs `cleanup` if the process is interrupted before the returned function is called. */
export function onInterrupt(cleanup: InterruptCleanup): () => void {
  if (cleanups.size === 0) for (const signal of Object.keys(SIGNAL_EXIT_CODES) as Interrupt[]) process.on(signal, interrupted);
  cleanups.add(cleanup);
  return () => {
    if (!cleanups.delete(cleanup) || cleanups.size > 0) return;
    for (const signal of Object.keys(SIGNAL_EXIT_CODES) as Interrupt[]) process.off(signal, interrupted);
  };
}
