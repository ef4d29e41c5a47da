// `npm start` and `npm run serve` on a port another process holds: one error naming the port and
// the fix, exit 1, instead of Node's stack trace (`Error: listen EADDRINUSE … at Server.setupListenHandle`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const holder = http.createServer();
let port = 0;
const built = mkdtempSync(path.join(os.tmpdir(), 'folio-port-in-use-'));
// A built site, as far as serve checks: it refuses a folder with no pages.
writeFileSync(path.join(built, 'index.html'), '<!doctype html><title>Home</title>');

beforeAll(async () => {
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve));
  rmSync(built, { recursive: true, force: true });
});

function run(command: string, ...flags: string[]): { status: number | null; stderr: string } {
  const result = spawnSync('node', ['scripts/folio.mjs', command, '--host', '127.0.0.1', '--port', String(port), ...flags], { cwd: repoRoot, encoding: 'utf8', timeout: 90_000, env: { ...process.env, CI: 'true' } });
  return { status: result.status, stderr: result.stderr };
}

describe('a port already in use', () => {
  it('stops npm run serve with one error and its fix', () => {
    const { status, stderr } = run('serve', '--dir', built);
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`^error \\[serve\\]\\n  Port ${port} on 127\\.0\\.0\\.1 is already in use by another process\\n  fix: stop that process, or pass a free port: npm run serve -- --port \\d+\\n$`));
  }, 90_000);

  it('stops npm start with one error and its fix', () => {
    const { status, stderr } = run('start', '--config', 'tests/fixtures/sites/basic/site.config.ts', '--no-open', '--no-cache');
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`error \\[start\\]\\n  Port ${port} on 127\\.0\\.0\\.1 is already in use by another process\\n  fix: stop that process, or pass a free port: npm start -- --port \\d+\\n`));
    expect(stderr).not.toContain('EADDRINUSE');
  }, 90_000);
});
