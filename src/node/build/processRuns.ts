// Whether another process still runs: a lock or a file named by a process id belongs to a
// process that may have been killed.

/** Whether a process with this id runs (and is visible to this one). Signal 0 only checks. */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
