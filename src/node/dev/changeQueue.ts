// Turns a stream of file events into rebuilds: waits for a burst of events (an editor's save) to
// settle, then hands every file that changed to one rebuild, and never runs two rebuilds at once.
// Reloads start from the previous state, so two overlapping ones would each miss the other's edit;
// files that change during a rebuild are kept for the next one.

export interface ChangeQueue {
  add(file: string): void;
  /** Resolves once nothing is pending or running (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

export function createChangeQueue(rebuild: (files: string[]) => Promise<void>, debounceMs: number): ChangeQueue {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (running || timer || pending.size) return;
    const resolve = waiters;
    waiters = [];
    resolve.forEach((done) => done());
  };

  const run = () => {
    timer = undefined;
    if (closed || running || !pending.size) return settle();
    const files = [...pending];
    pending.clear();
    running = rebuild(files)
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
        // Events that came in while rebuilding: their own debounce may already be over.
        if (pending.size && !timer) run();
        else settle();
      });
  };

  return {
    add(file) {
      if (closed) return;
      pending.add(file);
      clearTimeout(timer);
      timer = setTimeout(run, debounceMs);
    },
    idle: () => new Promise<void>((resolve) => {
      waiters.push(resolve);
      settle();
    }),
    close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
      settle();
    },
  };
}
