// `npm run build -- [--config site.config.ts] [--out-dir build] [--threads N] [--no-cache] [--json-summary FILE]`
// --no-cache compiles every markdown file afresh (a cold build, as the bench measures it);
// --json-summary writes the BuildSummary (routes, ms, per-phase timings, markdown figures) as JSON.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { buildSite, outputFolder } from '../src/node/build/build.js';
import { displayPath, isBuildError } from '../src/node/errors.js';
import { commandArgs, numberFlag, SHARED_FLAGS, stringFlag } from './args.js';

/** Exits once stdout and stderr have written what they hold (pipes are asynchronous on some systems). */
async function exitWhenFlushed(code: number): Promise<never> {
  const flushed = (stream: NodeJS.WriteStream) => new Promise<void>((resolve) => (stream.writableLength ? stream.once('drain', resolve) : resolve()));
  await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
  process.exit(code);
}

// No top-level await: scripts/folio.mjs bundles commands as CommonJS (see runCodeCached.mjs).
async function main(): Promise<void> {
  // React's production build on the server (set before the server bundle loads it, and inherited
  // by the worker threads), whatever the shell says (a test runner sets NODE_ENV=test): its
  // development build renders several times slower and prints development warnings.
  process.env.NODE_ENV = 'production';
  const args = commandArgs({
    command: 'npm run build',
    summary: 'Build the site into a folder of static files, swapped into place only when the build succeeds.',
    flags: {
      config: SHARED_FLAGS.config,
      'out-dir': ['--out-dir DIR', 'Where to write the site (default build/ beside the config).'],
      threads: ['--threads N', 'Worker threads for markdown and rendering (default: one per core, up to 8).'],
      cache: ['--no-cache', 'Compile and render everything afresh, without the build cache.'],
      'json-summary': ['--json-summary FILE', 'Also write the build summary (routes, files, bytes, phase times) as JSON.'],
    },
  });
  const configPath = stringFlag(args, 'config', 'site.config.ts');
  const outDir = typeof args.flags['out-dir'] === 'string' ? args.flags['out-dir'] : undefined;
  try {
    const summary = await buildSite({
      configPath,
      outDir,
      threads: numberFlag(args, 'threads'),
      cache: args.flags.cache !== false,
    });
    if (typeof args.flags['json-summary'] === 'string') await writeFile(args.flags['json-summary'], JSON.stringify(summary, null, 2));
    // Everything the build does is awaited by now (cache files included). Left to end by itself,
    // the process spent another ~80 ms here tearing down its heaps and its finished worker threads.
    await exitWhenFlushed(0);
  } catch (error) {
    // The folder this build would have replaced, by the name the user gave it (or its default).
    const folder = outputFolder(configPath, outDir);
    const kept = existsSync(folder) ? `The previous ${displayPath(folder)}/ was left as it was.` : `Nothing was written to ${displayPath(folder)}/.`;
    if (isBuildError(error)) {
      console.error(`\n${error.message}\n\nBuild failed: ${error.diagnostics.length} problem${error.diagnostics.length > 1 ? 's' : ''}. ${kept}`);
    } else {
      console.error(`\nBuild failed with an unexpected error. ${kept}\n`, error);
    }
    process.exit(1);
  }
}

void main();
