// A temporary folder for one test file, removed after its tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

export function testTempDir(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `folio-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
