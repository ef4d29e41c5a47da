import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputSize } from '../../../../src/node/bench/measureBuild.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-output-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the output size the bench reports', () => {
  it('counts every file below the folder, nested ones too, and adds up their bytes', () => {
    mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    mkdirSync(path.join(dir, 'empty'));
    writeFileSync(path.join(dir, 'index.html'), 'x'.repeat(1000));
    writeFileSync(path.join(dir, 'docs/intro/index.html'), 'é'.repeat(10)); // 20 bytes
    writeFileSync(path.join(dir, 'docs/data.json'), '{}');
    expect(outputSize(dir)).toEqual({ files: 3, bytes: 1022 });
  });
});
