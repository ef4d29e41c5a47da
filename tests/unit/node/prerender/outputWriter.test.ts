import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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

  it('writes into a folder made ahead, and makes one that is missing (also for a link)', () => {
    const write = outputWriter(outDir);
    mkdirSync(path.join(outDir, 'ahead'));
    write('ahead/index.html', 'a');
    write('deep/er/still/index.html', 'b');
    writeFileSync(path.join(outDir, 'source.json'), '{"same":1}');
    write('linked/here/same.json', '{"same":1}', path.join(outDir, 'source.json'));
    expect(readFileSync(path.join(outDir, 'ahead/index.html'), 'utf8')).toBe('a');
    expect(readFileSync(path.join(outDir, 'deep/er/still/index.html'), 'utf8')).toBe('b');
    expect(statSync(path.join(outDir, 'linked/here/same.json')).ino).toBe(statSync(path.join(outDir, 'source.json')).ino);
  });
});

describe('outputWriter with an earlier output', () => {
  it('links a file whose bytes an earlier output holds, and writes one that differs', () => {
    const write = outputWriter(outDir);
    const earlier = path.join(outDir, 'earlier');
    mkdirSync(earlier, { recursive: true });
    writeFileSync(path.join(earlier, 'same.json'), '{"a":1}');
    writeFileSync(path.join(earlier, 'other.json'), '{"a":1}');
    write('now/same.json', '{"a":1}', path.join(earlier, 'same.json'));
    write('now/other.json', '{"a":2}', path.join(earlier, 'other.json'));
    write('now/missing.json', '{}', path.join(earlier, 'missing.json'));
    expect(statSync(path.join(outDir, 'now/same.json')).ino).toBe(statSync(path.join(earlier, 'same.json')).ino);
    expect(readFileSync(path.join(outDir, 'now/other.json'), 'utf8')).toBe('{"a":2}');
    expect(statSync(path.join(outDir, 'now/other.json')).ino).not.toBe(statSync(path.join(earlier, 'other.json')).ino);
    expect(readFileSync(path.join(outDir, 'now/missing.json'), 'utf8')).toBe('{}');
  });
});
