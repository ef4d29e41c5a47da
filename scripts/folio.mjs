#!/usr/bin/env node
// `node scripts/folio.mjs <command> [flags]` runs scripts/<command>.ts (build, serve, start,
// bench, docs-version) without a TypeScript loader. A loader such as tsx transforms the ~100
// engine modules on every start, which cost about a second of a build that should take three.
// Instead esbuild bundles the command with the engine into node_modules/.cache/folio/cli/
// (npm packages stay plain imports) in ~100 ms, and the bundle is reused until one of the files
// it was built from changes (checked by modification time).
import { build } from 'esbuild';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keepModuleUrls } from '../src/node/bundle/keepModuleUrls.mjs';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const COMMANDS = ['build', 'serve', 'start', 'bench', 'docs-version'];

const command = process.argv[2];
if (!COMMANDS.includes(command)) {
  console.error(`error: unknown command "${command ?? ''}"\n  fix: use one of ${COMMANDS.join(', ')} (e.g. npm run build)`);
  process.exit(1);
}

const outDir = path.join(repoRoot, 'node_modules/.cache/folio/cli');
const outFile = path.join(outDir, `${command}.mjs`);
const manifestFile = `${outFile}.inputs.json`;

/** The bundle exists and none of its inputs changed since it was written. */
function upToDate() {
  if (!existsSync(outFile) || !existsSync(manifestFile)) return false;
  try {
    const inputs = JSON.parse(readFileSync(manifestFile, 'utf8'));
    return Object.entries(inputs).every(([file, mtime]) => statSync(path.join(repoRoot, file), { throwIfNoEntry: false })?.mtimeMs === mtime);
  } catch {
    return false;
  }
}

if (!upToDate()) {
  mkdirSync(outDir, { recursive: true });
  // Written under a unique name and renamed: two commands starting at once never read half a file.
  const temp = `${outFile}.${process.pid}.tmp.mjs`;
  const result = await build({
    entryPoints: [path.join(repoRoot, 'scripts', `${command}.ts`)],
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    absWorkingDir: repoRoot,
    logLevel: 'error',
    plugins: [keepModuleUrls],
  });
  const inputs = {};
  for (const file of Object.keys(result.metafile.inputs)) {
    const absolute = path.resolve(repoRoot, file);
    if (existsSync(absolute)) inputs[path.relative(repoRoot, absolute)] = statSync(absolute).mtimeMs;
  }
  renameSync(temp, outFile);
  writeFileSync(`${manifestFile}.${process.pid}.tmp`, JSON.stringify(inputs));
  renameSync(`${manifestFile}.${process.pid}.tmp`, manifestFile);
}

// `FOLIO_PREPARE_ONLY=1`: only bring the bundle up to date (the bench does so before timing a build).
if (process.env.FOLIO_PREPARE_ONLY === '1') process.exit(0);

// The command reads its own flags from process.argv.slice(2), as when run directly.
process.argv.splice(2, 1);
await import(pathToFileURL(outFile).href);
