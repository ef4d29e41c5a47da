import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatOutputSize, outputSize } from '../../../../src/node/build/outputSize.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-output-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the output size the build and the bench report', () => {
  it('counts every file below the folder, nested ones too, and adds up their bytes', () => {
    mkdirSync(path.join(dir, 'docs/intro'), { recursive: true });
    mkdirSync(path.join(dir, 'empty'));
    writeFileSync(path.join(dir, 'index.html'), 'x'.repeat(1000));
    writeFileSync(path.join(dir, 'docs/intro/index.html'), 'é'.repeat(10)); // 20 bytes
    writeFileSync(path.join(dir, 'docs/data.json'), '{}');
    expect(outputSize(dir)).toEqual({ files: 3, bytes: 1022 });
  });

  it('reads as files and megabytes', () => {
    expect(formatOutputSize({ files: 2364, bytes: 41_123_456 })).toBe('2,364 files (41 MB)');
    expect(formatOutputSize({ files: 3, bytes: 1_022 })).toBe('3 files (0.0 MB)');
    expect(formatOutputSize({ files: 120, bytes: 2_345_678 })).toBe('120 files (2.3 MB)');
  });
});
