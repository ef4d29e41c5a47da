// Waits for something a server or a watcher does on its own time: `check` (a check that throws
// counts as not yet) polled until it holds, or an error after `timeoutMs`.
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await Promise.resolve().then(check).catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
