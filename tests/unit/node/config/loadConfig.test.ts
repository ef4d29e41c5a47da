import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/node/config/loadConfig.js';
import { displayPath, isBuildError, type BuildError } from '../../../../src/node/errors.js';

const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-load-config-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const configFile = path.join(temp, 'site.config.ts');
const cacheDir = path.join(temp, 'cache');
const write = (title: string) => {
  writeFileSync(path.join(temp, 'title.ts'), `export const title: string = ${JSON.stringify(title)};\n`);
  writeFileSync(configFile, `import { defineConfig } from 'folio';\nimport { title } from './title';\nexport default defineConfig({ title, url: 'https://example.com', baseUrl: '/' });\n`);
};
const recordFile = () => path.join(cacheDir, 'config', readdirSync(path.join(cacheDir, 'config'))[0]!);

describe('loadConfig with a build cache', () => {
  it('takes the bundled config from the cache while the files it imports keep their times, and bundles again after an edit', async () => {
    write('First');
    // Bundled now; the record is kept only for inputs saved before bundling started.
    const past = new Date(Date.now() - 10_000);
    utimesSync(configFile, past, past);
    utimesSync(path.join(temp, 'title.ts'), past, past);
    expect((await loadConfig(configFile, { cacheDir })).config.title).toBe('First');

    // The record is what the next load runs: altered here, the alteration shows.
    const record = JSON.parse(readFileSync(recordFile(), 'utf8'));
    expect(Object.keys(record.inputs).map((file) => path.basename(file))).toEqual(expect.arrayContaining(['site.config.ts', 'title.ts']));
    writeFileSync(recordFile(), JSON.stringify({ ...record, code: record.code.replace('"First"', '"From the cache"') }));
    expect((await loadConfig(configFile, { cacheDir })).config.title).toBe('From the cache');

    // An imported file changes: bundled again.
    write('Second');
    expect((await loadConfig(configFile, { cacheDir })).config.title).toBe('Second');
    // Without a cache folder, always bundled.
    expect((await loadConfig(configFile)).config.title).toBe('Second');
  });
});

describe('a config that fails while it loads', () => {
  const dir = mkdtempSync(path.join(temp, 'failing-'));
  const file = path.join(dir, 'site.config.ts');

  /** The problems of loading a config with this text (and these files beside it). */
  async function problemsOf(source: string, files: Record<string, string> = {}) {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    writeFileSync(file, source);
    const error = await loadConfig(file).then(() => undefined, (caught: unknown) => caught);
    expect(isBuildError(error), String(error)).toBe(true);
    return (error as BuildError).diagnostics;
  }

  it('names the line of the config that threw, not the bundle it was run as', async () => {
    const problems = await problemsOf("import { defineConfig } from 'folio';\n\nconst title = 'Site';\nthrow new Error('config exploded');\nexport default defineConfig({ title, url: 'https://example.com' });\n");
    expect(problems).toEqual([
      {
        plugin: 'config',
        where: { file: expect.stringMatching(/failing-\w+\/site\.config\.ts$/), line: 4, column: 7 },
        what: 'The config file threw an error while it ran: config exploded',
        fix: expect.stringContaining('Fix the code at that line'),
      },
    ]);
  });

  it('names the line of a file the config imports when that file threw', async () => {
    const problems = await problemsOf("import { defineConfig } from 'folio';\nimport { title } from './title';\nexport default defineConfig({ title, url: 'https://example.com' });\n", {
      'title.ts': "// The title.\nexport const title: string = (undefined as unknown as string[]).join('');\n",
    });
    expect(problems[0]!.where).toEqual({ file: expect.stringMatching(/failing-\w+\/title\.ts$/), line: 2, column: expect.any(Number) });
    expect(problems[0]!.what).toMatch(/^The config file threw an error while it ran: Cannot read properties of undefined/);
  });

  it('says to check the path of a relative import that names no file, instead of fixing a syntax error', async () => {
    const problems = await problemsOf("import { defineConfig } from 'folio';\nimport extra from './nope-module';\nexport default defineConfig({ title: extra, url: 'https://example.com' });\n");
    expect(problems).toEqual([
      {
        plugin: 'config',
        // The temporary folder is outside the current one: named absolutely, not `../../tmp/…`.
        where: { file: file.split(path.sep).join('/'), line: 2 },
        what: 'The config file does not compile: Could not resolve "./nope-module"',
        fix: expect.stringMatching(/^Check the path of the import: it is resolved relative to the file that imports it/),
      },
    ]);
  });
});

describe('a themeComponents path to no file', () => {
  it('is reported at the line of its key, as relative to the site folder, before anything is bundled', async () => {
    const dir = mkdtempSync(path.join(temp, 'theme-components-'));
    const file = path.join(dir, 'site.config.ts');
    writeFileSync(file, "import { defineConfig } from 'folio';\n\nexport default defineConfig({\n  title: 'T',\n  url: 'https://example.com',\n  themeComponents: {\n    blogPost: './src/Nope.tsx',\n  },\n});\n");
    const error = await loadConfig(file).then(() => undefined, (caught: unknown) => caught);
    expect(isBuildError(error), String(error)).toBe(true);
    expect((error as BuildError).diagnostics).toEqual([
      {
        plugin: 'config',
        where: { file: expect.stringMatching(/site\.config\.ts$/), line: 7 },
        what: `The themeComponents entry "blogPost" points at "./src/Nope.tsx", and there is no module at ${path.join(dir, 'src/Nope.tsx')}`,
        fix: `Paths in themeComponents are relative to the site folder (${dir}): check the path and its spelling, or create the file.`,
      },
    ]);
  });
});

describe('a config importing a package', () => {
  it("loads a package installed in the site's folder, which the bundle imports by its file URL", async () => {
    const dir = mkdtempSync(path.join(temp, 'package-'));
    mkdirSync(path.join(dir, 'node_modules'));
    symlinkSync(path.resolve('node_modules/github-slugger'), path.join(dir, 'node_modules/github-slugger'));
    const file = path.join(dir, 'site.config.ts');
    writeFileSync(file, "import { defineConfig } from 'folio';\nimport { slug } from 'github-slugger';\n\nexport default defineConfig({ title: slug('A Site'), url: 'https://example.com' });\n");
    expect((await loadConfig(file)).config.title).toBe('a-site');
  });

  /** A site folder with an ESM package `pkg` (index.js exporting `tag`, and data.json) in its node_modules. */
  const siteWithPackage = (config: string) => {
    const dir = mkdtempSync(path.join(temp, 'package-'));
    const pkg = path.join(dir, 'node_modules/pkg');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'pkg', type: 'module', exports: { '.': './index.js', './data.json': './data.json' } }));
    writeFileSync(path.join(pkg, 'index.js'), "export const tag = 'from pkg';\n");
    writeFileSync(path.join(pkg, 'data.json'), JSON.stringify({ title: 'From JSON' }));
    const file = path.join(dir, 'site.config.ts');
    writeFileSync(file, config);
    return { dir, pkg, file, cacheDir: path.join(dir, 'cache') };
  };

  it("imports a package's JSON as the site's own JSON", async () => {
    const { file } = siteWithPackage("import { defineConfig } from 'folio';\nimport data from 'pkg/data.json';\n\nexport default defineConfig({ title: data.title, url: 'https://example.com' });\n");
    expect((await loadConfig(file)).config.title).toBe('From JSON');
  });

  it('bundles again when a kept bundle names a package file that is gone', async () => {
    const { pkg, file, cacheDir } = siteWithPackage("import { defineConfig } from 'folio';\nimport { tag } from 'pkg';\n\nexport default defineConfig({ title: tag, url: 'https://example.com' });\n");
    expect((await loadConfig(file, { cacheDir })).config.title).toBe('from pkg');
    // The package moves its entry, as an upgrade may.
    mkdirSync(path.join(pkg, 'dist'));
    writeFileSync(path.join(pkg, 'dist/index.js'), "export const tag = 'from dist';\n");
    rmSync(path.join(pkg, 'index.js'));
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'pkg', type: 'module', exports: { '.': './dist/index.js' } }));
    expect((await loadConfig(file, { cacheDir })).config.title).toBe('from dist');
  });

  it('names the imports, not a line, when a package lacks a name the config imports', async () => {
    const { file } = siteWithPackage("import { defineConfig } from 'folio';\nimport { nope } from 'pkg';\n\nexport default defineConfig({ title: String(nope), url: 'https://example.com' });\n");
    const error = await loadConfig(file).then(() => undefined, (caught: unknown) => caught);
    const [problem] = (error as BuildError).diagnostics;
    expect(problem?.what).toMatch(/does not provide an export named 'nope'/);
    expect(problem?.what).not.toMatch(/base64/);
    expect(problem?.fix).toMatch(/^Check the imports at the top of the config/);
  });

  it('is one problem at the line of the import when the package is not installed', async () => {
    const dir = mkdtempSync(path.join(temp, 'package-'));
    const file = path.join(dir, 'site.config.ts');
    writeFileSync(file, "import { defineConfig } from 'folio';\nimport { slug } from 'no-such-package-anywhere';\n\nexport default defineConfig({ title: slug('A site'), url: 'https://example.com' });\n");
    const error = await loadConfig(file).then(() => undefined, (caught: unknown) => caught);
    expect(isBuildError(error), String(error)).toBe(true);
    expect((error as BuildError).diagnostics).toEqual([
      expect.objectContaining({
        where: { file: expect.stringMatching(/site\.config\.ts$/), line: 2 },
        what: 'The config file does not compile: Could not resolve "no-such-package-anywhere"',
        fix: expect.stringMatching(/^Install the package in the site's folder/),
      }),
    ]);
  });
});

describe('a folder without site.config.ts', () => {
  /** The problems of loading the site.config.ts of a folder holding these files. */
  async function problemsIn(files: string[]) {
    const dir = mkdtempSync(path.join(temp, 'missing-'));
    for (const name of files) writeFileSync(path.join(dir, name), 'export default { title: "Acme Docs" };\n');
    const error = await loadConfig(path.join(dir, 'site.config.ts')).then(() => undefined, (caught: unknown) => caught);
    expect(isBuildError(error), String(error)).toBe(true);
    return { dir, problems: (error as BuildError).diagnostics };
  }

  it('says to rename the Folio 2 folio.config.js it holds (the 3.0 migration hint, #9437)', async () => {
    const { dir, problems } = await problemsIn(['folio.config.js']);
    expect(problems).toEqual([
      {
        plugin: 'config',
        what: `Config file not found: ${displayPath(path.join(dir, 'site.config.ts'))}`,
        fix: `Folio 3 reads site.config.ts, not folio.config.js: rename ${displayPath(path.join(dir, 'folio.config.js'))} to site.config.ts and wrap its export in defineConfig (see /docs/migration/v3).`,
      },
    ]);
  });

  it('says to create site.config.ts when there is no Folio 2 config either', async () => {
    const { problems } = await problemsIn([]);
    expect(problems[0]?.fix).toBe('Create site.config.ts at the site root, or pass its path with --config.');
  });
});
