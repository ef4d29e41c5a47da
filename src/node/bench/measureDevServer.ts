// Dev-server figures for the bench: cold start to first page served (nothing compiled yet, no
// disk cache), start with the disk cache filled by an earlier run (a restart, or a start after a
// build), and the time from saving one markdown file to the browser being told which page
// changed (the update event it reacts to).
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { startDevServer } from '../dev/devServer.js';
import { createLogger } from '../build/logger.js';

export interface DevServerMeasurement {
  /** From start to the first page's HTML served, nothing compiled yet (older doc versions load after it). */
  coldStartMs: number;
  /** From start to every page loaded (the content left out for the first page included). */
  completeMs: number;
  /** The same with the markdown cache on disk already filled (a restart). */
  warmStartMs: number;
  /** From writing the file to the `update` event reaching a connected browser. */
  saveToUpdateMs: number;
}

const PORT = 4599;
/** What the measure appends to the file it saves (and removes afterwards). */
const EDIT = '\n\nEdited by the bench.\n';

export async function measureDevServer(configPath: string, editFile: string): Promise<DevServerMeasurement> {
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
  const started = performance.now();
  const server = await startDevServer({ configPath, port: PORT, host: 'localhost', logger: createLogger({ quiet: true }), diskCache: false });
  try {
    await (await fetch(server.url)).text();
    const coldStartMs = performance.now() - started;
    // The save is timed on the whole site, as an author editing a minute later would see it.
    await server.whenComplete();
    const completeMs = performance.now() - started;
    // Listen like a browser tab: the first event says the server is ready, the next one is
    // the reaction to the save.
    const saveToUpdateMs = await new Promise<number>((resolve, reject) => {
      let saved = 0;
      const request = http.get(`${server.url}__folio/events`, (response) => {
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
    return { coldStartMs, completeMs, saveToUpdateMs };
  } finally {
    await writeFile(editFile, original);
    await server.close();
  }
}

/** Starts the server twice with the disk cache (the first run fills it) and times the second. */
async function measureWarmStart(configPath: string): Promise<number> {
  let ms = 0;
  for (let run = 0; run < 2; run++) {
    const started = performance.now();
    const server = await startDevServer({ configPath, port: PORT, host: 'localhost', logger: createLogger({ quiet: true }) });
    try {
      await (await fetch(server.url)).text();
      ms = performance.now() - started;
    } finally {
      await server.close();
    }
  }
  return ms;
}
