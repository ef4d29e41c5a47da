// Runs a CommonJS bundle (a CLI command, see scripts/folio.mjs, or a worker thread's, see
// codeCachedWorker.mjs) with a V8 code cache kept beside it. Node 20 compiles every function of
// an ES module or CommonJS file from source on every start (Node 22's module.enableCompileCache()
// is what this stands in for): the build command and the markdown compiler it loads are ~1.6 MB
// of JavaScript, and the functions a build runs were compiled afresh each time, on the main
// thread that is a build's critical path. The cache holds the bytecode of every function the run
// that wrote it had compiled, so later runs skip both the parse and the lazy compiles (500-page
// cold build: load phase ~0.3 s shorter). Plain JavaScript because the launcher loads it before
// any TypeScript can run.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { threadId } from 'node:worker_threads';

/** Where a cached script finds the `import()` it is lent (read by src/node/importModule.ts). */
export const IMPORT_HOOK = Symbol.for('folio.importModule');
/** Where a worker thread finds how to write its cache (read by src/node/saveCodeCache.ts). */
export const SAVE_HOOK = Symbol.for('folio.saveCodeCache');

/** The cache a run of the bundle wrote. */
export const codeCacheFile = (bundleFile) => `${bundleFile}.v8-cache`;
/** The cache `prepareCodeCache` wrote, used until a run writes its own. */
const preparedCacheFile = (bundleFile) => `${bundleFile}.prepared.v8-cache`;

/** The wrapper Node's CommonJS loader puts around a module: the bundle runs as if required. */
const compile = (bundleFile, cachedData) =>
  new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(bundleFile, 'utf8')}\n})`, { filename: bundleFile, cachedData });

/**
 * Written whole under a temporary name, then renamed: another process or thread reads none or
 * all of it.
 */
function writeCache(file, script) {
  const temporary = `${file}.${process.pid}-${threadId}.tmp`;
  try {
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, file);
  } catch {
    // A read-only or vanished folder: the next run compiles from source again.
  }
}

const readIfThere = (file) => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/**
 * Runs `bundleFile` as Node runs a CommonJS module and returns its exports. `importModule` is
 * the caller's own `import()`: a script restored from a code cache cannot import (Node 20 loses
 * its dynamic-import callback), so the bundle imports through it.
 *
 * Without a cache of its own (none yet, only the prepared one, or one another V8 wrote, which V8
 * rejects) the run writes one once the bundle has done its work, when it holds the functions the
 * run actually compiled rather than only the top level a cache made right after compiling would:
 * when the process exits (`save: 'exit'`, the CLI), or when the bundle calls saveCodeCache()
 * (`save: 'when-told'`, worker threads, which are terminated and never see their exit).
 */
export function runCodeCached(bundleFile, importModule, { save = 'exit' } = {}) {
  const own = readIfThere(codeCacheFile(bundleFile));
  const script = compile(bundleFile, own ?? readIfThere(preparedCacheFile(bundleFile)));
  if (!own || script.cachedDataRejected) {
    const write = () => writeCache(codeCacheFile(bundleFile), script);
    if (save === 'exit') process.once('exit', write);
    else
      globalThis[SAVE_HOOK] = () => {
        delete globalThis[SAVE_HOOK];
        write();
      };
  }
  globalThis[IMPORT_HOOK] = importModule;
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(bundleFile), module, bundleFile, path.dirname(bundleFile));
  return module.exports;
}

/**
 * A cache of the whole bundle, every function compiled up front, for the runs before one writes
 * its own (the bench prepares the CLI this way before it times a first build). Larger than a
 * run's (3.2 against 2.0 MB for the build command), so slower to load, but no run starts cold.
 */
export function prepareCodeCache(bundleFile) {
  if (existsSync(codeCacheFile(bundleFile)) || existsSync(preparedCacheFile(bundleFile))) return;
  v8.setFlagsFromString('--no-lazy');
  const script = compile(bundleFile, undefined);
  // V8 accepts a cache only under the flags it was made with: those of an ordinary run.
  v8.setFlagsFromString('--lazy');
  writeCache(preparedCacheFile(bundleFile), script);
}
