// `--host 0.0.0.0` printed (and `npm start` opened) http://0.0.0.0:PORT/, which is where the
// server listens, not an address to browse to: both commands say http://localhost:PORT/.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const built = mkdtempSync(path.join(os.tmpdir(), 'folio-wildcard-host-'));
// A built site, as far as serve checks: it refuses a folder with no pages.
writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Home</title>');
afterAll(() => rmSync(built, { recursive: true, force: true }));

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs a `folio.mjs` command until it prints a line matching `ready`; that line. */
function firstLine(args: string[], ready: RegExp): Promise<string> {
  const child = spawn('node', ['scripts/folio.mjs', ...args], { cwd: repoRoot, env: { ...process.env, CI: 'true' } });
  let out = '';
  return new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((text) => ready.test(text));
      if (line) resolve(line);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before it was ready:\n${out}`)));
  }).finally(() => child.kill());
}

describe('a wildcard host', () => {
  it('is printed as localhost by npm run serve', async () => {
    const port = await freePort();
    const line = await firstLine(['serve', '--host', '0.0.0.0', '--port', String(port), '--dir', built], /serving/);
    expect(line).toMatch(new RegExp(`serving .* at http://localhost:${port}/( \\(network: .*\\))?$`));
  }, 90_000);

  it('is printed as localhost by npm start, the URL it opens', async () => {
    const port = await freePort();
    const line = await firstLine(['start', '--host', '0.0.0.0', '--port', String(port), '--config', 'tests/fixtures/sites/basic/site.config.ts', '--no-open', '--no-cache'], /dev server ready/);
    expect(line).toMatch(new RegExp(`dev server ready in [\\d.]+ s at http://localhost:${port}/( \\(network: .*\\))?$`));
  }, 90_000);
});
