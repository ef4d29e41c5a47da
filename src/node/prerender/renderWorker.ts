// Worker-thread side of the render pool: receives the setup once, then batches of routes.
import { parentPort, workerData } from 'node:worker_threads';
import { collectGarbage } from '../build/collectGarbage.js';
import { saveCodeCache } from '../saveCodeCache.js';
import { forwardConsole } from './forwardConsole.js';
import { loadServerBundle } from './loadServerBundle.js';
import { renderBatch, type RenderItem, type RenderSetup } from './renderBatch.js';
import { RenderFailure } from './renderFailure.js';
import { isBuildError } from '../errors.js';
import type { RenderWorkerData, RenderWorkerSetup } from './renderPool.js';

// Started while the build still loads content: the server bundle (React, the theme) loads now,
// and the render setup arrives as the first message once the route table is known.
const { serverBundle } = workerData as RenderWorkerData;
const preloaded = loadServerBundle(serverBundle).catch(() => undefined);
let setup: RenderSetup;
let collectAboveBytes: number | undefined;
/** The route being rendered, which this thread's console output names. */
let rendering: string | undefined;
forwardConsole(() => rendering, (line) => parentPort!.postMessage({ console: line }));

parentPort!.on('message', async (message: RenderWorkerSetup | { id: number; items: RenderItem[] }) => {
  if ('setup' in message) {
    ({ setup, collectAboveBytes } = message);
    replaceEnv(message.env);
    return;
  }
  try {
    await preloaded;
    const stats = { writeMs: 0 };
    const results = await renderBatch(setup, message.items, stats, (path) => (rendering = path));
    rendering = undefined;
    parentPort!.postMessage({ id: message.id, results, writeMs: stats.writeMs });
    // After a first batch: a first run of this bundle caches the functions rendering ran.
    saveCodeCache();
    if (collectAboveBytes !== undefined) collectGarbage(collectAboveBytes);
  } catch (error) {
    const err = error as Error;
    // A failed render travels as data (the main thread turns it into the build's message).
    parentPort!.postMessage({ id: message.id, error: { message: err.message, stack: err.stack, render: error instanceof RenderFailure ? error.info : undefined, diagnostics: isBuildError(error) ? error.diagnostics : undefined } });
  }
});

/** This thread's `process.env` becomes `env` (variables removed since the worker started go too). */
function replaceEnv(env: Record<string, string | undefined>): void {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  for (const [name, value] of Object.entries(env)) if (value !== undefined && process.env[name] !== value) process.env[name] = value;
}
