// Tiny flag parser shared by the command-line scripts: `--name value`, `--name=value`, `--flag`, `--no-flag`.
export interface ParsedArgs {
  flags: Record<string, string | boolean>;
  positional: string[];
}

export function parseArgs(argv: string[]): ParsedArgs {
  const flags: Record<string, string | boolean> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) flags[name] = inline;
    else if (name.startsWith('no-')) flags[name.slice(3)] = false;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) flags[name] = argv[++i]!;
    else flags[name] = true;
  }
  return { flags, positional };
}

export function stringFlag(args: ParsedArgs, name: string, fallback: string): string {
  const value = args.flags[name];
  return typeof value === 'string' ? value : fallback;
}

/** Pure: the error for a flag's value that is not a whole number (`--port=`, `--port abc`), if any. */
export function numberFlagError(name: string, value: string): string | undefined {
  if (/^\d+$/.test(value.trim())) {
    // Node throws a bare RangeError for a port past 65535.
    if (name === 'port' && Number(value) > 65535) return `error: flag --port needs a port number from 0 to 65535 (found ${value.trim()})\n  fix: choose a free port below 65536, e.g. --port 3000`;
    // Hundreds of threads each took a copy of the site and made the build slower many times over
    // (bad-input audit). The build uses one per core up to 8; 0 or 1 render on the main thread.
    if (name === 'threads' && Number(value) > 64) return `error: flag --threads needs a number of worker threads from 0 to 64 (found ${value.trim()})\n  fix: leave it out for one per core (up to 8), or give the number of cores to use, e.g. --threads 2`;
    return undefined;
  }
  return `error: flag --${name} needs a whole number (found "${value}")\n  fix: write it followed by a number, e.g. --${name} ${name === 'port' ? '3000' : '2'}`;
}

/** A flag's whole-number value, if given; a value that is not one stops the command (`Number('')` would be 0: port 0 is any free port). */
export function numberFlag(args: ParsedArgs, name: string): number | undefined {
  const value = args.flags[name];
  if (typeof value !== 'string') return undefined;
  const error = numberFlagError(name, value);
  if (error) {
    console.error(error);
    process.exit(1);
  }
  return Number(value);
}

/** What a command accepts, for `--help` and for rejecting a flag it does not know. */
export interface CommandSpec {
  /** `npm run build` */
  command: string;
  /** One line: what the command does. */
  summary: string;
  /** Positional arguments, as written in the usage line (`<version>`). */
  positional?: string;
  /** Flag name as parsed (`cache` for `--no-cache`) → how it is written and what it does. */
  flags: Record<string, [written: string, description: string]>;
}

/** Flags several commands share, written and described once. */
export const SHARED_FLAGS = {
  config: ['--config FILE', 'The site config (default site.config.ts).'],
  port: ['--port N', 'Port to listen on (default $PORT or 3000).'],
  host: ['--host NAME', 'Host name to listen on (default localhost).'],
} satisfies CommandSpec['flags'];

/** The text `--help` prints. */
export function usageText(spec: CommandSpec): string {
  const rows = Object.values(spec.flags);
  const width = Math.max(...rows.map(([written]) => written.length), 0);
  return [
    `${spec.summary}`,
    '',
    `usage: ${spec.command} --${spec.positional ? ` ${spec.positional}` : ''}${rows.length ? ' [flags]' : ''}`,
    ...(rows.length ? ['', 'flags:', ...rows.map(([written, description]) => `  ${written.padEnd(width)}  ${description}`)] : []),
    `  ${'--help'.padEnd(width)}  Print this help.`,
    '',
  ].join('\n');
}

/** Pure: the error for a flag the command does not know, if any. */
export function unknownFlagError(args: ParsedArgs, spec: CommandSpec): string | undefined {
  const unknown = Object.keys(args.flags).find((name) => !(name in spec.flags));
  if (unknown === undefined) return undefined;
  const written = args.flags[unknown] === false ? `--no-${unknown}` : `--${unknown}`;
  return `error: unknown flag ${written} for ${spec.command}\n  fix: use ${Object.values(spec.flags).map(([flag]) => flag.split(' ')[0]).join(', ')} (${spec.command} -- --help describes them)`;
}

/**
 * Pure: the error for a flag written with a value in the spec (`--port N`) but given none, if
 * any: `--port` last on the line, `--port --host x` or `--no-port`. Without it the command would
 * quietly use the default, and `npm run serve -- --port` would serve on 3000.
 */
export function missingValueError(args: ParsedArgs, spec: CommandSpec): string | undefined {
  const missing = Object.keys(args.flags).find((name) => spec.flags[name]?.[0].includes(' ') && typeof args.flags[name] !== 'string');
  if (missing === undefined) return undefined;
  const found = args.flags[missing] === false ? ` (found --no-${missing})` : '';
  return `error: flag --${missing} of ${spec.command} needs a value${found}\n  fix: write it followed by its value: ${spec.flags[missing]![0]}`;
}

/** Parses the command line: `--help` prints the usage and exits 0, an unknown flag or a missing value exits 1 with the error. */
export function commandArgs(spec: CommandSpec, argv = process.argv.slice(2)): ParsedArgs {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(usageText(spec));
    process.exit(0);
  }
  const args = parseArgs(argv);
  const error = unknownFlagError(args, spec) ?? missingValueError(args, spec);
  if (error) {
    console.error(error);
    process.exit(1);
  }
  return args;
}
