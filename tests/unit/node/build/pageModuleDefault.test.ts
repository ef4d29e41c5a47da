// A React page whose module exports no component: one problem at its file before anything
// renders. A file without any `export` (read as CommonJS, its default an empty object) and a
// default that is a plain object both passed the "no default export" check and failed in React
// with "Element type is invalid" (bad-input audit).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { isBuildError, type Diagnostic } from '../../../../src/node/errors.js';

const site = mkdtempSync(path.join(os.tmpdir(), 'folio-page-default-'));
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('a React page that exports no component', () => {
  it('is told at its file, saying what it exports instead', async () => {
    mkdirSync(path.join(site, 'src', 'pages'), { recursive: true });
    writeFileSync(path.join(site, 'site.config.ts'), "import { defineConfig } from 'folio';\n\nexport default defineConfig({ title: 'T', url: 'https://example.com', pages: [{ path: 'src/pages', routeBasePath: '' }] });\n");
    writeFileSync(path.join(site, 'src', 'pages', 'index.tsx'), 'export default function Home() {\n  return <p>home</p>;\n}\n');
    writeFileSync(path.join(site, 'src', 'pages', 'nothing.js'), 'const x = 1;\n');
    writeFileSync(path.join(site, 'src', 'pages', 'settings.js'), "export default { title: 'hello' };\n");
    const error = await buildSite({ configPath: path.join(site, 'site.config.ts'), outDir: path.join(site, 'build'), cache: false, logger: createLogger({ quiet: true }) }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isBuildError(error), String(error)).toBe(true);
    const problems = (error as { diagnostics: Diagnostic[] }).diagnostics.map((problem) => [problem.where?.file.split('/').pop(), problem.what]);
    expect(problems).toEqual([
      ['nothing.js', expect.stringMatching(/^The page module for "[^"]+" exports no component: its default export is an empty object \(`export default \{\}`, or a file without `export`, read as a CommonJS module\), so there is nothing to render \/nothing$/)],
      ['settings.js', expect.stringMatching(/^The page module for "[^"]+" exports an object as default, not a component, so there is nothing to render \/settings$/)],
    ]);
  }, 60_000);
});
