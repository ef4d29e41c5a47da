import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDataFile, jsonSyntaxError } from '../../../../src/node/content/loadDataFile.js';
import { displayPath, isBuildError } from '../../../../src/node/errors.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadDataFile', () => {
  it('reads a CommonJS sidebars.js even inside a "type": "module" package', async () => {
    writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(dir, 'sidebars.js'), "module.exports = { docs: ['intro'] };");
    expect(await loadDataFile(path.join(dir, 'sidebars.js'), 'sidebars.js', 'docs')).toEqual({ docs: ['intro'] });
  });

  it('reads a CommonJS helper a sidebars.js requires inside a "type": "module" package, as Docusaurus (jiti) does', async () => {
    const site = path.join(dir, 'esm-package');
    mkdirSync(path.join(site, 'sb'), { recursive: true });
    writeFileSync(path.join(site, 'package.json'), '{"type":"module"}');
    writeFileSync(path.join(site, 'sb', 'api-sidebar.js'), 'module.exports = ["api/other"];\n');
    writeFileSync(path.join(site, 'sb', 'esm-items.js'), 'export default ["api/esm"];\n');
    writeFileSync(path.join(site, 'sidebars.js'), "const apiItems = require('./sb/api-sidebar.js');\nconst esmItems = require('./sb/esm-items.js').default;\nmodule.exports = { api: ['api/intro', ...apiItems, ...esmItems] };\n");
    expect(await loadDataFile(path.join(site, 'sidebars.js'), 'sidebars.js', 'docs')).toEqual({ api: ['api/intro', 'api/other', 'api/esm'] });
  });

  it('reports an error the file throws while it runs as such, at the line that threw, its own or a helper\'s', async () => {
    writeFileSync(path.join(dir, 'throwing.js'), "const apiItems = 5;\n\nmodule.exports = { api: [...apiItems] };\n");
    await expect(loadDataFile(path.join(dir, 'throwing.js'), 'scratch/sidebars.js', 'docs')).rejects.toThrowErrorMatchingInlineSnapshot(`
      [BuildError: error [docs] scratch/sidebars.js:3:29
        throwing.js threw an error while it ran: apiItems is not iterable
        fix: Fix the code at that line: throwing.js runs once, when the build reads it, and must export its data (module.exports = … or export default …).]
    `);
    writeFileSync(path.join(dir, 'helper.cjs'), "const items = {};\nmodule.exports = items.list.map((id) => id);\n");
    writeFileSync(path.join(dir, 'requiring.js'), "module.exports = { docs: require('./helper.cjs') };\n");
    const error = await loadDataFile(path.join(dir, 'requiring.js'), 'requiring.js', 'docs').catch((caught: unknown) => caught);
    expect(isBuildError(error) && error.diagnostics).toEqual([
      expect.objectContaining({ where: { file: displayPath(path.join(dir, 'helper.cjs')), line: 2, column: 29 }, what: "requiring.js threw an error while it ran: Cannot read properties of undefined (reading 'map')" }),
    ]);
  });

  it('reads the default export of a TypeScript module, and YAML and JSON', async () => {
    writeFileSync(path.join(dir, 'sidebars.ts'), "const sidebars: Record<string, string[]> = { docs: ['a'] };\nexport default sidebars;");
    writeFileSync(path.join(dir, 'tags.yml'), 'news:\n  label: News\n');
    writeFileSync(path.join(dir, 'v.json'), '["1.0"]');
    expect(await loadDataFile(path.join(dir, 'sidebars.ts'), 'sidebars.ts', 'docs')).toEqual({ docs: ['a'] });
    expect(await loadDataFile(path.join(dir, 'tags.yml'), 'tags.yml', 'docs')).toEqual({ news: { label: 'News' } });
    expect(await loadDataFile(path.join(dir, 'v.json'), 'v.json', 'docs')).toEqual(['1.0']);
  });

  it('reads a YAML file with no document (empty, or comments only) as no data, and still rejects several documents', async () => {
    writeFileSync(path.join(dir, 'authors.yml'), '');
    writeFileSync(path.join(dir, 'commented.yml'), '# authors to come\n');
    writeFileSync(path.join(dir, 'two.yml'), 'a: 1\n---\nb: 2\n');
    expect(await loadDataFile(path.join(dir, 'authors.yml'), 'blog/authors.yml', 'blog')).toBeUndefined();
    expect(await loadDataFile(path.join(dir, 'commented.yml'), 'commented.yml', 'blog')).toBeUndefined();
    await expect(loadDataFile(path.join(dir, 'two.yml'), 'two.yml', 'blog')).rejects.toThrow(/Could not read two\.yml: expected a single document/);
  });

  it('places a JSON syntax error at the line and column of the position JSON.parse names', async () => {
    writeFileSync(path.join(dir, 'sidebars.json'), '{\n  "docs": [\n    "intro"\n    "guide"\n  ]\n}\n');
    const error = await loadDataFile(path.join(dir, 'sidebars.json'), 'content/sidebars.json', 'docs').catch((caught: unknown) => caught);
    expect(isBuildError(error) && error.diagnostics).toEqual([expect.objectContaining({ where: { file: 'content/sidebars.json', line: 4, column: 5 } })]);
    expect((error as Error).message).toMatch(/^error \[docs\] content\/sidebars\.json:4:5\n {2}Could not read sidebars\.json: Expected ',' or ']' after array element in JSON/);
    // A file that ends too early: at its last character.
    writeFileSync(path.join(dir, 'cut.json'), '{\n  "docs": [\n    "intro",\n');
    await expect(loadDataFile(path.join(dir, 'cut.json'), 'cut.json', 'docs')).rejects.toThrow(/^error \[docs\] cut\.json:3:12\n/);
  });

  it('reads the place from the line and column newer Node versions name, or from the position', async () => {
    const source = '{\n  "a": 1\n  "b": 2\n}';
    const named = "Expected ',' or '}' after property value in JSON at position 13 (line 3 column 3)";
    expect(await jsonSyntaxError(named, source)).toEqual({ text: named, place: { line: 3, column: 3 } });
    const positioned = "Expected ',' or '}' after property value in JSON at position 13";
    expect(await jsonSyntaxError(positioned, source)).toEqual({ text: positioned, place: { line: 3, column: 3 } });
  });

  it("says a trailing comma in an object is one, in the message of every Node version (review: Node 22 names the line too)", async () => {
    const source = '{\n  "label": "Guides",\n  "position": 2,\n}\n';
    const expected = { text: 'JSON does not support trailing commas', place: { line: 3, column: 16 } };
    expect(await jsonSyntaxError('Expected double-quoted property name in JSON at position 40', source)).toEqual(expected);
    expect(await jsonSyntaxError('Expected double-quoted property name in JSON at position 40 (line 4 column 1)', source)).toEqual(expected);
  });

  it('asks esbuild where an unexpected token is, which V8 names with the text around it but no position', async () => {
    writeFileSync(path.join(dir, 'bad.json'), '{\n  "docs": [\n    "a",\n  ]\n}');
    await expect(loadDataFile(path.join(dir, 'bad.json'), 'bad.json', 'docs')).rejects.toThrow(/^error \[docs\] bad\.json:3:8\n {2}Could not read bad\.json: JSON does not support trailing commas\n/);
    // In an object too (V8: "Expected double-quoted property name"), at the comma (audit).
    writeFileSync(path.join(dir, '_category_.json'), '{\n  "label": "Guides",\n  "position": 2,\n}\n');
    await expect(loadDataFile(path.join(dir, '_category_.json'), 'docs/guides/_category_.json', 'docs')).rejects.toThrow(/^error \[docs\] docs\/guides\/_category_\.json:3:16\n {2}Could not read _category_\.json: JSON does not support trailing commas\n/);
  });

  it('places YAML and module syntax errors at their line and column', async () => {
    writeFileSync(path.join(dir, 'authors.yml'), 'ada:\n  name: Ada\n name: Lovelace\n');
    await expect(loadDataFile(path.join(dir, 'authors.yml'), 'authors.yml', 'blog')).rejects.toThrow(/^error \[blog\] authors\.yml:3:\d+\n/);
    writeFileSync(path.join(dir, 'broken.ts'), "export default {\n  docs: ['a' 'b'],\n};\n");
    await expect(loadDataFile(path.join(dir, 'broken.ts'), 'broken.ts', 'docs')).rejects.toThrow(/^error \[docs\] broken\.ts:2:14\n/);
  });

  it('says to correct the path of a file a sidebars file requires that is not there, not to fix a syntax error (bad-input audit)', async () => {
    writeFileSync(path.join(dir, 'requiring.js'), "const more = require('./nope.js');\nmodule.exports = { docs: ['intro', ...more] };\n");
    const error = await loadDataFile(path.join(dir, 'requiring.js'), 'requiring.js', 'docs').catch((caught: unknown) => caught);
    expect((error as Error).message).toMatch(/^error \[docs\] requiring\.js:1:\d+\n  Could not read requiring\.js: Could not resolve "\.\/nope\.js"\n  fix: Correct the path of the file it requires/);
  });

  it('explains a list a YAML file never closes as front matter does: at the line of its `[`, with how to close it', async () => {
    writeFileSync(path.join(dir, 'tags.yml'), 'beta:\n  label: Beta\n  aliases: [one, two\n\ngamma:\n  label: Gamma\n');
    await expect(loadDataFile(path.join(dir, 'tags.yml'), 'blog/tags.yml', 'blog')).rejects.toThrowErrorMatchingInlineSnapshot(`
      [BuildError: error [blog] blog/tags.yml:3:12
        Could not read tags.yml: deficient indentation (the list opened with \`[\` on this line is never closed)
        fix: close it with \`]\` after its last entry, or quote the value if the \`[\` is part of the text]
    `);
  });

  it('reads a YAML file that opens with a `---` document marker from the line below it', async () => {
    writeFileSync(path.join(dir, '_category_.yml'), '---\nlabel: "Guides\nposition: 2\n');
    await expect(loadDataFile(path.join(dir, '_category_.yml'), 'docs/guides/_category_.yml', 'docs')).rejects.toThrow(/^error \[docs\] docs\/guides\/_category_\.yml:2\n {2}Could not read _category_\.yml: .*\(the quote opened on this line is never closed\)/);
  });
});
