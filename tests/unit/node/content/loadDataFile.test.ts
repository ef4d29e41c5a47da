import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDataFile } from '../../../../src/node/content/loadDataFile.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadDataFile', () => {
  it('reads a CommonJS sidebars.js even inside a "type": "module" package', async () => {
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(dir, 'sidebars.js'), "module.exports = { docs: ['intro'] };");
    expect(await loadDataFile(path.join(dir, 'sidebars.js'), 'sidebars.js', 'docs')).toEqual({ docs: ['intro'] });
  });

  it('reads the default export of a TypeScript module, and YAML and JSON', async () => {
    writeFileSync(path.join(dir, 'sidebars.ts'), "const sidebars: Record<string, string[]> = { docs: ['a'] };\nexport default sidebars;");
    writeFileSync(path.join(dir, 'tags.yml'), 'news:\n  label: News\n');
    writeFileSync(path.join(dir, 'v.json'), '["1.0"]');
    expect(await loadDataFile(path.join(dir, 'sidebars.ts'), 'sidebars.ts', 'docs')).toEqual({ docs: ['a'] });
    expect(await loadDataFile(path.join(dir, 'tags.yml'), 'tags.yml', 'docs')).toEqual({ news: { label: 'News' } });
    expect(await loadDataFile(path.join(dir, 'v.json'), 'v.json', 'docs')).toEqual(['1.0']);
  });

  it('names the file and line of a JSON syntax error', async () => {
    writeFileSync(path.join(dir, 'bad.json'), '{\n  "docs": [\n    "a",\n  ]\n}');
    await expect(loadDataFile(path.join(dir, 'bad.json'), 'bad.json', 'docs')).rejects.toThrow(/bad\.json/);
  });
});
