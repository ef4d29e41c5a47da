#!/usr/bin/env node
// `node scripts/folio.mjs <command> [flags]` runs scripts/<command>.ts (build, serve, start,
// bench, docs-version) without a TypeScript loader. A loader such as tsx transforms the ~100
// engine modules on every start, which cost about a second of a build that should take three.
// Instead esbuild bundles the command with the engine and the npm packages it uses into
// node_modules/.cache/folio/cli/ (see nodeBundleOptions.mjs) in ~100 ms, and the bundle is reused
// until one of the files it was built from changes (checked by modification time). The bundle
// runs with a V8 code cache beside it (see runCodeCached.mjs).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { nodeBundleOptions } from '../src/node/bundle/nodeBundleOptions.mjs';
import { prepareCodeCache, runCodeCached } from '../src/node/bundle/runCodeCached.mjs';

// TurboFan without inlining, in every thread of every command, set before any code cache is made
// or read (V8 takes a cache only under the flags it was made with). A build runs a lot of code
// for a few seconds: V8's four background threads spent ~3 s of CPU optimising it during this
// site's cold build, as much as the main thread's own work, on a machine with two cores. Without
// inlining they spend ~1.9 s and the optimised code is fast enough for so short a run (this site,
// four alternating cold builds each: 4.68-4.88 s against 5.32-5.76 s, user CPU 5.9-6.2 s against
// 7.3-7.9 s; at 10,000 pages no difference beyond the noise).
v8.setFlagsFromString('--no-turbo-inlining');

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const COMMANDS = ['build', 'serve', 'start', 'bench', 'docs-version'];
/** A replaced bundle older than this is deleted by the next rebuild of the command. */
const STALE_MS = 60 * 60 * 1000;

const command = process.argv[2];
const HELP = `usage: node scripts/folio.mjs <command> [flags]   (or the npm scripts: npm run build, npm run serve, npm start, npm run bench, npm run docs:version)

commands:
  build          Build the site into build/.
  serve          Serve a built site.
  start          Serve the site in development, with live updates.
  bench          Measure builds of generated sites against the performance targets.
  docs-version   Snapshot the current docs as a released version.

<command> --help describes a command's flags.
`;
if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
  process.stdout.write(HELP);
  process.exit(command === undefined ? 1 : 0);
}
if (!COMMANDS.includes(command)) {
  console.error(`error: unknown command "${command}"\n  fix: use one of ${COMMANDS.join(', ')} (e.g. npm run build); --help lists them`);
  process.exit(1);
}

const cliDir = path.join(repoRoot, 'node_modules/.cache/folio/cli');
/**
 * Names the current bundle of the command: `{ dir, inputs }`, the folder holding `<command>.cjs`
 * (and its code cache), and the modification time of every file it was built from. Each bundle gets a
 * folder of its own, and this pointer is replaced in one rename: a command starting meanwhile
 * never sees half a bundle.
 */
const pointerFile = path.join(cliDir, `${command}.json`);
/** This file, relative to the repository: an input of every bundle it makes. */
const launcher = path.relative(repoRoot, fileURLToPath(import.meta.url));
/** The bundling settings it imports, likewise. */
const BUNDLER_FILES = ['src/node/bundle/nodeBundleOptions.mjs', 'src/node/bundle/keepModuleUrls.mjs', 'src/node/bundle/runCodeCached.mjs'];

/** The current bundle's entry file, when none of its inputs changed since it was built. */
function upToDate() {
  try {
    const { dir, inputs } = JSON.parse(readFileSync(pointerFile, 'utf8'));
    const entry = path.join(cliDir, dir, `${command}.cjs`);
    // A pointer written by an earlier launcher, which did not list itself, is never fresh.
    const fresh = existsSync(entry) && launcher in inputs && Object.entries(inputs).every(([file, mtime]) => statSync(path.join(repoRoot, file), { throwIfNoEntry: false })?.mtimeMs === mtime);
    return fresh ? entry : undefined;
  } catch {
    return undefined;
  }
}

let outFile = upToDate();
if (!outFile) {
  const dir = `${command}-${Date.now().toString(36)}-${process.pid}`;
  const { build } = await import('esbuild');
  const result = await build({
    ...nodeBundleOptions,
    entryPoints: [path.join(repoRoot, 'scripts', `${command}.ts`)],
    outfile: path.join(cliDir, dir, `${command}.cjs`),
    metafile: true,
    absWorkingDir: repoRoot,
  });
  // This launcher and the shared options too: how it bundles is part of the bundle.
  const inputs = Object.fromEntries([launcher, ...BUNDLER_FILES].map((file) => [file, statSync(path.join(repoRoot, file)).mtimeMs]));
  for (const file of Object.keys(result.metafile.inputs)) {
    const absolute = path.resolve(repoRoot, file);
    if (existsSync(absolute)) inputs[path.relative(repoRoot, absolute)] = statSync(absolute).mtimeMs;
  }
  const previous = existsSync(pointerFile) ? JSON.parse(readFileSync(pointerFile, 'utf8')).dir : undefined;
  writeFileSync(`${pointerFile}.${process.pid}.tmp`, JSON.stringify({ dir, inputs }));
  renameSync(`${pointerFile}.${process.pid}.tmp`, pointerFile);
  outFile = path.join(cliDir, dir, `${command}.cjs`);
  // The replaced bundle may still be starting in another process: it goes after a while, not now.
  for (const entry of readdirSync(cliDir, { withFileTypes: true })) {
    // Single-file bundles of earlier versions of this launcher.
    if (entry.name === `${command}.mjs` || entry.name === `${command}.mjs.inputs.json`) rmSync(path.join(cliDir, entry.name), { force: true });
    if (!entry.isDirectory() || !entry.name.startsWith(`${command}-`) || entry.name === dir) continue;
    const age = Date.now() - statSync(path.join(cliDir, entry.name)).mtimeMs;
    if (entry.name !== previous || age > STALE_MS) rmSync(path.join(cliDir, entry.name), { recursive: true, force: true });
  }
}

// `FOLIO_PREPARE_ONLY=1`: only bring the bundle and a code cache up to date (the bench does so
// before timing a build).
if (process.env.FOLIO_PREPARE_ONLY === '1') {
  prepareCodeCache(outFile);
  process.exit(0);
}

// Names this build of Folio's code for the caches that must not outlive it (pages rendered by
// another build of the engine are rendered again: see renderReuse.ts's setupKey). The bundle's
// folder gets a new name whenever one of its inputs changed.
process.env.FOLIO_ENGINE_BUILD = path.basename(path.dirname(outFile));
// The command reads its own flags from process.argv.slice(2), as when run directly.
process.argv.splice(2, 1);
// Bare specifiers the bundle imports (packages it leaves external) resolve from here, in this
// repository's node_modules, as they did from the bundle's folder.
runCodeCached(outFile, (specifier) => import(specifier));
