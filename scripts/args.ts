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
