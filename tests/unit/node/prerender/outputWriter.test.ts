import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outputWriter } from '../../../../src/node/prerender/outputWriter.js';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-output-writer-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('outputWriter', () => {
  it('creates the folders a file needs and writes it', () => {
    const write = outputWriter(outDir);
    write('docs/intro/index.html', '<p>intro</p>');
    write('docs/intro/index.html', '<p>again</p>');
    write('__folio/data/docs/intro.json', '{}');
    expect(readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8')).toBe('<p>again</p>');
    expect(readFileSync(path.join(outDir, '__folio/data/docs/intro.json'), 'utf8')).toBe('{}');
  });

  it('keeps one writer per output folder', () => {
    expect(outputWriter(outDir)).toBe(outputWriter(outDir));
  });
});
