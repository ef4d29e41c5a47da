// The tsconfig.json and jsconfig.json files esbuild reads while it resolves a bundle's files:
// their `paths` (a Docusaurus site's `@components/…` aliases) decide what an import is, and a
// syntax error in one fails the bundle, yet a metafile never lists them. A bundle kept in the
// build cache is keyed by its inputs, so without them it outlived their edit or removal; the files
// they `extends` count too (review: `paths` in a tsconfig.base.json).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const NAMES = ['tsconfig.json', 'jsconfig.json'];

/**
 * The files a bundle was made from, as absolute paths: its metafile's real inputs (not virtual
 * modules, `namespace:path`), which esbuild names relative to `root`, and the tsconfig files
 * they resolved through.
 */
export function bundleInputFiles(metafile: { inputs: Record<string, unknown> }, root: string = process.cwd()): string[] {
  const files = Object.keys(metafile.inputs)
    .filter((file) => !/^[a-z-]+:/.test(file))
    .map((file) => path.resolve(root, file));
  return [...files, ...resolutionConfigs(files)];
}

/** Those files in the folders of `files` (absolute paths) and above, with the files they extend, but for packages' files. */
export function resolutionConfigs(files: Iterable<string>): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  for (const file of files) {
    if (file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    for (let dir = path.dirname(file); !seen.has(dir); dir = path.dirname(dir)) {
      seen.add(dir);
      for (const name of NAMES) if (existsSync(path.join(dir, name))) extendsChain(path.join(dir, name)).forEach((config) => found.add(config));
      if (path.dirname(dir) === dir) break;
    }
  }
  return [...found];
}

/** The tsconfig.json (or else jsconfig.json) esbuild reads for a file in `dir`: the nearest one above it. */
export function nearestTsconfig(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    for (const name of NAMES) if (existsSync(path.join(at, name))) return path.join(at, name);
    if (path.dirname(at) === at) return undefined;
  }
}

export interface TsconfigPaths {
  /** The file of the chain that sets `paths`. */
  file: string;
  /** Folder the targets are relative to: its `baseUrl`, or its own folder. */
  base: string;
  paths: Record<string, string[]>;
}

/** The `paths` `file` resolves imports with: its own, or those of the nearest file it extends that has them. */
export function tsconfigPaths(file: string): TsconfigPaths | undefined {
  for (const config of extendsChain(file)) {
    const options = readJsonc(config)?.compilerOptions as { paths?: Record<string, string[]>; baseUrl?: string } | undefined;
    if (options?.paths) return { file: config, base: path.resolve(path.dirname(config), options.baseUrl ?? '.'), paths: options.paths };
  }
  return undefined;
}

/** `file` and the files it extends, nearest first (cycles and unreadable links end the chain). */
export function extendsChain(file: string): string[] {
  const chain: string[] = [];
  for (let at: string | undefined = file; at !== undefined && !chain.includes(at); ) {
    chain.push(at);
    const parent: unknown = readJsonc(at)?.extends;
    // TypeScript 5 takes a list; the last one wins, so it is the nearest.
    const named: unknown = Array.isArray(parent) ? parent.at(-1) : parent;
    at = typeof named === 'string' ? extendedFile(named, path.dirname(at)) : undefined;
  }
  return chain;
}

function extendedFile(specifier: string, dir: string): string | undefined {
  const candidates = specifier.endsWith('.json') ? [specifier] : [specifier, `${specifier}.json`, `${specifier}/tsconfig.json`];
  for (const candidate of candidates) {
    if (candidate.startsWith('.') || path.isAbsolute(candidate)) {
      const file = path.resolve(dir, candidate);
      if (existsSync(file) && file.endsWith('.json')) return file;
      continue;
    }
    try {
      return createRequire(path.join(dir, 'noop.js')).resolve(candidate);
    } catch {
      // Not this form of the name.
    }
  }
  return undefined;
}

/** A JSON file as TypeScript reads it: comments and trailing commas allowed. Undefined when it is no such JSON. */
export function readJsonc(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(stripJsonc(readFileSync(file, 'utf8'))) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** `//` and `/* *\/` comments and commas before `}` or `]` removed, strings left as they are. */
export function stripJsonc(text: string): string {
  let out = '';
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === '"') {
      const end = stringEnd(text, at);
      out += text.slice(at, end);
      at = end - 1;
    } else if (char === '/' && text[at + 1] === '/') {
      while (at < text.length && text[at] !== '\n') at++;
      out += '\n';
    } else if (char === '/' && text[at + 1] === '*') {
      const end = text.indexOf('*/', at + 2);
      at = end === -1 ? text.length : end + 1;
    } else out += char;
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}

/** Where the JSON string opening at `start` ends (after its closing quote). */
function stringEnd(text: string, start: number): number {
  for (let at = start + 1; at < text.length; at++) {
    if (text[at] === '\\') at++;
    else if (text[at] === '"') return at + 1;
  }
  return text.length;
}
