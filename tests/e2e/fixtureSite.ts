// A fixture site (tests/fixtures/sites/…) built with the real CLI into a temporary folder and
// served by the real `serve` on a free port, for end-to-end tests of what the main site does not
// show (a hosted search service, pages written for Docusaurus).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../support/freePort.js';

export interface FixtureSite {
  /** `http://localhost:PORT`, no trailing slash. */
  origin: string;
  close(): void;
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds `configPath` (with `env` added to the build's environment) and serves the output. */
export async function serveFixtureSite(configPath: string, env: Record<string, string> = {}): Promise<FixtureSite> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), `folio-${path.basename(path.dirname(configPath))}-`));
  const build = spawnSync('node', ['scripts/folio.mjs', 'build', '--config', configPath, '--out-dir', outDir], { env: { ...process.env, ...env }, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`building ${configPath} failed:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  const server = spawn('node', ['scripts/folio.mjs', 'serve', '--dir', outDir, '--port', String(port)], { stdio: 'ignore', detached: true });
  const origin = `http://localhost:${port}`;
  await waitForUrl(`${origin}/`, 20_000);
  return {
    origin,
    close() {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
