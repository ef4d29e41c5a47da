// Build progress output: phases with their durations, a render counter, warnings and a summary.
import { formatDiagnostic, type Diagnostic } from '../errors.js';

export interface Logger {
  phase(name: string): () => number;
  progress(done: number, total: number): void;
  warn(diagnostic: Diagnostic): void;
  info(message: string): void;
  /**
   * Adds time spent inside or beside the phases (summed over threads: writing pages, compiling
   * markdown, a plugin's work) to `timings` under `name`, without a line of its own.
   */
  record(name: string, ms: number): void;
  /** Durations of every finished phase, by name (for the benchmark). */
  timings: Record<string, number>;
  warnings: Diagnostic[];
}

export function createLogger(options: { quiet?: boolean; stream?: NodeJS.WriteStream } = {}): Logger {
  const out = options.stream ?? process.stdout;
  const write = (line: string) => {
    if (!options.quiet) out.write(`${line}\n`);
  };
  const timings: Record<string, number> = {};
  const warnings: Diagnostic[] = [];
  let lastReported = 0;
  return {
    timings,
    warnings,
    phase(name) {
      const start = performance.now();
      return () => {
        const ms = performance.now() - start;
        timings[name] = (timings[name] ?? 0) + ms;
        write(`[folio] ${name.padEnd(14)} ${ms.toFixed(0).padStart(6)} ms`);
        return ms;
      };
    },
    progress(done, total) {
      // Report about every 10% so long builds show they are alive without flooding CI logs.
      const step = Math.max(1, Math.ceil(total / 10));
      if (done === total || done - lastReported >= step) {
        lastReported = done;
        write(`[folio] rendered ${done}/${total} pages`);
      }
      if (done === total) lastReported = 0;
    },
    warn(diagnostic) {
      warnings.push(diagnostic);
      write(formatDiagnostic(diagnostic, 'warning'));
    },
    info(message) {
      write(`[folio] ${message}`);
    },
    record(name, ms) {
      timings[name] = (timings[name] ?? 0) + ms;
    },
  };
}
