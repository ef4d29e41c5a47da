// Dev-server figures for the bench, measured on the real `npm start` command in a child process
// (Node start-up and module loading included, as an author waits for them): cold start to the
// home page served with nothing compiled (`--no-cache`), the time until every page is loaded,
// the start with the disk cache filled by an earlier run (a restart, or a start after a build),
// and the time from saving one markdown file to the browser being told which page changed (the
// update event it reacts to).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_LOADED } from '../dev/devServer.js';
import { settleDisk } from './settleDisk.js';

export interface DevServerMeasurement {
  /** From `npm start` to the home page's HTML served, nothing compiled yet (the rest loads after it). */
  coldStartMs: number;
  /** From `npm start` to every page loaded (what the home page did not need included). */
  completeMs: number;
  /** From `npm start` to the home page with the markdown cache on disk already filled (a restart). */
  warmStartMs: number;
  /** From writing the file to the `update` event reaching a connected browser. */
  saveToUpdateMs: number;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const launcher = path.join(repoRoot, 'scripts/folio.mjs');
const PORT = 4599;
const SERVER_URL = `http://localhost:${PORT}/`;
/** What the measure appends to the file it saves (and removes afterwards). */
const EDIT = '\n\nEdited by the bench.\n';
const TIMEOUT_MS = 60_000;

interface Started {
  child: ChildProcess;
  /** From spawn to the home page served. */
  firstPageMs: number;
  /** Resolves with the time from spawn to the server's "every page loaded" line. */
  complete: Promise<number>;
}

async function startServer(configPath: string, cache: boolean): Promise<Started> {
  const args = [launcher, 'start', '--config', configPath, '--port', String(PORT), '--no-open', ...(cache ? [] : ['--no-cache'])];
  settleDisk();
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } });
  let output = '';
  const complete = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (output.includes(ALL_LOADED)) resolve(performance.now() - started);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited (code ${code}):\n${output.trim().split('\n').slice(-20).join('\n')}`)));
  });
  complete.catch(() => undefined);
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) await complete;
    const response = await fetch(SERVER_URL).catch(() => undefined);
    if (response) {
      await response.text();
      if (response.ok) return { child, firstPageMs: performance.now() - started, complete };
    }
    if (Date.now() > deadline) throw new Error(`npm start served no page within ${TIMEOUT_MS / 1000} s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function measureDevServer(configPath: string, editFile: string): Promise<DevServerMeasurement> {
  // The launcher brings its command bundle up to date before the timer starts (as measureBuild).
  spawnSync(process.execPath, [launcher, 'start'], { cwd: repoRoot, env: { ...process.env, FOLIO_PREPARE_ONLY: '1' } });
  const cold = await measureColdStartAndSave(configPath, editFile);
  return { ...cold, warmStartMs: await measureWarmStart(configPath) };
}

async function measureColdStartAndSave(configPath: string, editFile: string): Promise<Omit<DevServerMeasurement, 'warmStartMs'>> {
  // A bench stopped in the middle of the measure leaves its sentence behind: remove it first, so
  // that the save below really changes the file and the file ends up as it was generated.
  const found = await readFile(editFile, 'utf8');
  let original = found;
  while (original.endsWith(EDIT)) original = original.slice(0, -EDIT.length);
  if (original !== found) await writeFile(editFile, original);
  const server = await startServer(configPath, false);
  try {
    // The save is timed on the whole site, as an author editing a minute later would see it.
    const completeMs = await server.complete;
    // Listen like a browser tab: the first event says the server is ready, the next one is
    // the reaction to the save.
    const saveToUpdateMs = await new Promise<number>((resolve, reject) => {
      let saved = 0;
      const request = http.get(`${SERVER_URL}__folio/events`, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (!saved) {
            saved = performance.now();
            writeFile(editFile, original + EDIT).catch(reject);
          } else if (/"(update|reload)"/.test(chunk)) {
            resolve(performance.now() - saved);
            request.destroy();
          }
        });
      });
      request.on('error', (error) => (saved ? undefined : reject(error)));
      setTimeout(() => reject(new Error('no update event within 30 s')), 30_000).unref();
    });
    return { coldStartMs: server.firstPageMs, completeMs, saveToUpdateMs };
  } finally {
    await writeFile(editFile, original);
    await stopServer(server.child);
  }
}

/** Starts the server twice with the disk cache (the first run fills it) and times the second. */
async function measureWarmStart(configPath: string): Promise<number> {
  let ms = 0;
  for (let run = 0; run < 2; run++) {
    const server = await startServer(configPath, true);
    // Let the first run write the cache (that starts once every page is loaded).
    await server.complete.catch(() => undefined);
    if (run === 0) await new Promise((resolve) => setTimeout(resolve, 1000));
    ms = server.firstPageMs;
    await stopServer(server.child);
  }
  return ms;
}
