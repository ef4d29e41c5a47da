// A `npm run serve` server over a temporary folder of the given files, for one describe block:
// written and listening before its tests, closed and removed after them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createStaticServer } from '../../../../src/node/serve/createServer.js';

/** `files` maps paths below the folder (`docs/intro/index.html`) to their text; returns the URL of an address. */
export function servedFiles(files: Record<string, string>): (address: string) => string {
  const dir = mkdtempSync(path.join(tmpdir(), 'folio-serve-'));
  const server = createStaticServer({ dir });
  let base = '';
  beforeAll(async () => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  return (address) => `${base}${address}`;
}
