// A render worker's console output reaches the build's terminal as messages, labelled with the
// page being rendered. Written straight to the worker's own stdout it was lost when the pool
// terminated the worker after its last batch (a worker's stdout is flushed asynchronously; 19
// of 40 lines went missing in a test), and a component that logs while it renders printed lines
// no one could trace back to a route.
import { format } from 'node:util';

export const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;

export interface ConsoleLine {
  method: (typeof CONSOLE_METHODS)[number];
  text: string;
}

/**
 * Replaces the console methods of `target` (this thread's console) so that each call becomes one
 * line handed to `send`, prefixed with `[render /path]` while `label()` names a route.
 */
export function forwardConsole(label: () => string | undefined, send: (line: ConsoleLine) => void, target: Pick<Console, ConsoleLine['method']> = console): void {
  for (const method of CONSOLE_METHODS) {
    target[method] = (...args: unknown[]) => {
      const current = label();
      const text = format(...args);
      send({ method, text: current === undefined ? text : `[render ${current}] ${text}` });
    };
  }
}

/** Prints a forwarded line on this thread. */
export function printConsoleLine(line: ConsoleLine): void {
  console[line.method](line.text);
}
