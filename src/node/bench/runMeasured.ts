// Runs a command in a child process and measures it from outside: wall time from spawn to exit,
// the highest memory figure `memory` reads while it runs, and everything it printed (for the
// error message when it fails). A child keeps each measurement clean: no module cache, JIT
// warmth or heap left over from an earlier run.
import { spawn } from 'node:child_process';

export interface MeasuredRun {
  code: number | null;
  wallMs: number;
  /** Highest value `memory` returned while the child ran, bytes. */
  peakBytes: number;
  /** stdout and stderr, interleaved as they arrived. */
  output: string;
}

export interface RunMeasuredOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Memory of the running child in bytes (a high-water mark, or a sum over its process tree). */
  memory: (pid: number) => number;
  /** How often `memory` is read. */
  pollMs: number;
}

/** Runs `process.execPath` with `args`. */
export async function runMeasured(args: string[], options: RunMeasuredOptions): Promise<MeasuredRun> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  let peakBytes = 0;
  const poll = setInterval(() => {
    peakBytes = Math.max(peakBytes, options.memory(child.pid!));
  }, options.pollMs);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('exit', (exitCode) => resolve(exitCode));
    });
    return { code, wallMs: performance.now() - started, peakBytes, output };
  } finally {
    clearInterval(poll);
  }
}

/** The last `lines` lines a run printed, for an error message. */
export function lastLines(output: string, lines: number): string {
  return output.trim().split('\n').slice(-lines).join('\n');
}
