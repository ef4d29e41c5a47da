#!/usr/bin/env node
// `node scripts/folio.mjs <command> [flags]` runs scripts/<command>.ts (build, serve, start,
// bench, docs-version) without a TypeScript loader. A loader such as tsx transforms the ~100
// engine modules on every start, which cost about a second of a build that should take three.
// Instead esbuild bundles the command with the engine into node_modules/.cache/folio/cli/
// (npm packages stay plain imports) in ~100 ms, and the bundle is reused until one of the files
// it was built from changes (checked by modification time).
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keepModuleUrls } from '../src/node/bundle/keepModuleUrls.mjs';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const COMMANDS = ['build', 'serve', 'start', 'bench', 'docs-version'];
/** Packages the command bundle imports at run time instead of containing them. */
const BUNDLE_EXTERNALS = ['esbuild', 'sharp', 'workbox-build', 'workbox-build/*', 'compression', 'sirv', 'lighthouse', 'lighthouse/*', 'playwright-core', 'chrome-launcher'];
/** A replaced bundle older than this is deleted by the next rebuild of the command. */
const STALE_MS = 60 * 60 * 1000;

/**
 * zod's classic API links all of its ~40 locales into a bundle, half of the 755 kB zod put into
 * every command's bundle: Node parsed them on each start (~25 ms of the ~80 ms zod took) though
 * Folio only ever reports in English. Every locale but `en` becomes an empty one.
 */
const englishZodOnly = {
  name: 'english-zod-only',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/][\w-]+\.js$/ }, (args) =>
      /[\\/](en|index)\.js$/.test(args.path) ? undefined : { contents: 'export default function () { return { localeError: () => undefined }; }', loader: 'js' },
    );
  },
};

const command = process.argv[2];
if (!COMMANDS.includes(command)) {
  console.error(`error: unknown command "${command ?? ''}"\n  fix: use one of ${COMMANDS.join(', ')} (e.g. npm run build)`);
  process.exit(1);
}

const cliDir = path.join(repoRoot, 'node_modules/.cache/folio/cli');
/**
 * Names the current bundle of the command: `{ dir, inputs }`, the folder holding `<command>.mjs`
 * and its chunks, and the modification time of every file it was built from. Each bundle gets a
 * folder of its own, and this pointer is replaced in one rename: a command starting meanwhile
 * never sees half a bundle.
 */
const pointerFile = path.join(cliDir, `${command}.json`);
/** This file, relative to the repository: an input of every bundle it makes. */
const launcher = path.relative(repoRoot, fileURLToPath(import.meta.url));

/** The current bundle's entry file, when none of its inputs changed since it was built. */
function upToDate() {
  try {
    const { dir, inputs } = JSON.parse(readFileSync(pointerFile, 'utf8'));
    const entry = path.join(cliDir, dir, `${command}.mjs`);
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
  // Code splitting: modules the command imports only when needed (the markdown compiler in a
  // build whose pages all come from the cache) become chunks, and so do the npm packages they
  // import, which a single file would load at start-up.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(repoRoot, 'scripts', `${command}.ts`)],
    outdir: path.join(cliDir, dir),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages are bundled too: Node's ESM loader resolves, reads and links each of their
    // files one by one, and zod, the markdown-it family and unified's were ~450 files; bundled,
    // start-up took ~0.15 s less and loading the markdown compiler half as long. Kept apart:
    // native or platform code (esbuild, sharp), workbox-build (loaded on demand, large), and the
    // static server's packages.
    external: BUNDLE_EXTERNALS,
    // Bundled CommonJS packages (gray-matter, js-yaml ...) `require` Node's own modules.
    banner: { js: "import { createRequire as __folioCreateRequire } from 'node:module'; const require = __folioCreateRequire(import.meta.url);" },
    metafile: true,
    absWorkingDir: repoRoot,
    logLevel: 'error',
    plugins: [keepModuleUrls, englishZodOnly],
    // Node parses every byte of an ES module before running it, on every start: without
    // whitespace and comments the build command's bundle is half the size (1.0 -> 0.54 MB, the
    // markdown compiler's chunk 1.3 -> 0.9 MB) and a build starts ~80 ms sooner. Names are kept,
    // so a stack trace still names the functions it went through.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'none',
  });
  // This launcher too: how it bundles is part of the bundle.
  const inputs = { [launcher]: statSync(path.join(repoRoot, launcher)).mtimeMs };
  for (const file of Object.keys(result.metafile.inputs)) {
    const absolute = path.resolve(repoRoot, file);
    if (existsSync(absolute)) inputs[path.relative(repoRoot, absolute)] = statSync(absolute).mtimeMs;
  }
  const previous = existsSync(pointerFile) ? JSON.parse(readFileSync(pointerFile, 'utf8')).dir : undefined;
  writeFileSync(`${pointerFile}.${process.pid}.tmp`, JSON.stringify({ dir, inputs }));
  renameSync(`${pointerFile}.${process.pid}.tmp`, pointerFile);
  outFile = path.join(cliDir, dir, `${command}.mjs`);
  // The replaced bundle may still be running in another process (its chunks load lazily): it
  // goes after a while, not now.
  for (const entry of readdirSync(cliDir, { withFileTypes: true })) {
    // Single-file bundles of earlier versions of this launcher.
    if (entry.name === `${command}.mjs` || entry.name === `${command}.mjs.inputs.json`) rmSync(path.join(cliDir, entry.name), { force: true });
    if (!entry.isDirectory() || !entry.name.startsWith(`${command}-`) || entry.name === dir) continue;
    const age = Date.now() - statSync(path.join(cliDir, entry.name)).mtimeMs;
    if (entry.name !== previous || age > STALE_MS) rmSync(path.join(cliDir, entry.name), { recursive: true, force: true });
  }
}

// `FOLIO_PREPARE_ONLY=1`: only bring the bundle up to date (the bench does so before timing a build).
if (process.env.FOLIO_PREPARE_ONLY === '1') process.exit(0);

// The command reads its own flags from process.argv.slice(2), as when run directly.
process.argv.splice(2, 1);
await import(pathToFileURL(outFile).href);
