import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleProblems, bundleWarnings } from '../../../../src/node/bundle/bundleProblems.js';
import { testTempDir } from '../../../support/testTempDir.js';
import { isBuildError } from '../../../../src/node/errors.js';

const failure = (errors: unknown[]) => Object.assign(new Error('Build failed'), { errors });

const aliasSite = testTempDir('alias-site');

describe('bundleProblems', () => {
  it('turns each esbuild message into a problem at its file, line and column, with a fix', () => {
    const error = bundleProblems(
      failure([
        { text: 'Could not resolve "@acme/widgets/button"', location: { file: 'pages/a.tsx', line: 1, column: 14 } },
        { text: 'Could not resolve "./missing"', location: { file: 'pages/b.tsx', line: 3, column: 0 } },
        { text: 'Expected identifier but found "/"', location: { file: 'pages/c.tsx', line: 2, column: 42 } },
      ]),
    );
    expect(isBuildError(error)).toBe(true);
    expect((error as { diagnostics: unknown[] }).diagnostics).toEqual([
      { plugin: 'bundle', where: { file: 'pages/a.tsx', line: 1, column: 15 }, what: 'Could not resolve "@acme/widgets/button"', fix: expect.stringMatching(/^Install it in the site's folder \(`npm install @acme\/widgets`\), or check the spelling of the import\. If `@acme\/` is a path alias/) },
      { plugin: 'bundle', where: { file: 'pages/b.tsx', line: 3, column: 1 }, what: 'Could not resolve "./missing"', fix: 'Check the path: it is resolved relative to the importing file.' },
      { plugin: 'bundle', where: { file: 'pages/c.tsx', line: 2, column: 43 }, what: 'Expected identifier but found "/"', fix: 'Fix the code at this place; it must compile as TypeScript/JSX for the browser and the server.' },
    ]);
  });

  it('says an import like `@components/Hello` or `~/lib/x` may be a webpack path alias, and how to give it to Folio (tsconfig paths)', () => {
    const fixOf = (specifier: string) => (bundleProblems(failure([{ text: `Could not resolve "${specifier}"`, location: { file: 'src/pages/index.tsx', line: 1, column: 18 } }])) as { diagnostics: { fix: string }[] }).diagnostics[0]!.fix;
    expect(fixOf('@components/Hello')).toBe(
      "Install it in the site's folder (`npm install @components/Hello`), or check the spelling of the import. If `@components/` is a path alias (set by a Docusaurus plugin's webpack `resolve.alias`), give it to Folio as `paths` in a tsconfig.json in the site's folder, e.g. `\"compilerOptions\": { \"baseUrl\": \".\", \"paths\": { \"@components/*\": [\"src/components/*\"] } }`, or import the file by its `@site/` path.",
    );
    // No package is named `~`: only the alias is suggested.
    expect(fixOf('~/lib/format')).toMatch(/^Check the spelling of the import\. If `~\/` is a path alias .*"~\/\*": \["src\/\*"\]/);
    // A plain package name is no alias.
    expect(fixOf('left-pad')).toBe("Install it in the site's folder (`npm install left-pad`), or check the spelling of the import.");
  });

  it('says a Node.js module cannot run in a page, and names the paths entry of an alias whose target is missing (bad-input audit)', () => {
    const fixOf = (specifier: string, file: string) => (bundleProblems(failure([{ text: `Could not resolve "${specifier}"`, location: { file, line: 1, column: 15 } }])) as { diagnostics: { fix: string }[] }).diagnostics[0]!.fix;
    expect(fixOf('fs', 'src/pages/files.tsx')).toMatch(/^`fs` is a Node\.js module, which pages and components cannot use: they run in the browser too\./);
    expect(fixOf('node:path', 'src/pages/files.tsx')).toMatch(/^`node:path` is a Node\.js module/);
    // npm has a browser package of that name: installing it is the fix (review).
    expect(fixOf('buffer', 'src/pages/files.tsx')).toBe("Install it in the site's folder (`npm install buffer`), or check the spelling of the import.");
    const site = aliasSite;
    mkdirSync(path.join(site, 'src', 'pages'), { recursive: true });
    writeFileSync(path.join(site, 'tsconfig.json'), '{\n  // aliases\n  "compilerOptions": { "baseUrl": ".", "paths": { "@comp/*": ["src/nowhere/*"], }, },\n}\n');
    expect(fixOf('@comp/Shout', path.join(site, 'src', 'pages', 'index.tsx'))).toMatch(/tsconfig\.json maps `@comp\/\*` to `src\/nowhere\/Shout`, where no file is found for this import: check the path there/);
    // An alias that config does not map is one to add.
    expect(fixOf('@other/Thing', path.join(site, 'src', 'pages', 'index.tsx'))).toContain('give it to Folio as `paths` in a tsconfig.json');
    // A scope the site has packages installed under is npm's: no alias paragraph (review).
    mkdirSync(path.join(site, 'node_modules', '@acme', 'ui'), { recursive: true });
    expect(fixOf('@acme/widgets', path.join(site, 'src', 'pages', 'index.tsx'))).toBe("Install it in the site's folder (`npm install @acme/widgets`), or check the spelling of the import.");
  });

  it("says a stylesheet's @import url('navbar.css') names a file beside it, not a package to install (BYO audit: Lexical)", () => {
    const error = bundleProblems(failure([{ text: 'Could not resolve "navbar.css"', location: { file: 'src/css/custom.css', line: 1, column: 12 } }]));
    expect((error as { diagnostics: { fix: string }[] }).diagnostics[0]!.fix).toBe('Check the path: in a stylesheet, `navbar.css` is the file of that name beside it (src/css/navbar.css), which does not exist; create it or correct the path.');
    // A path with a folder is a package's, to install (review).
    const packaged = bundleProblems(failure([{ text: 'Could not resolve "bootstrap/dist/css/bootstrap.css"', location: { file: 'src/css/custom.css', line: 1, column: 8 } }]));
    expect((packaged as { diagnostics: { fix: string }[] }).diagnostics[0]!.fix).toMatch(/^Check the path: in a stylesheet, `bootstrap\/dist\/css\/bootstrap\.css` is the file of that name beside it .*, or, if it is a package's, install it in the site's folder \(`npm install bootstrap`\)\.$/);
  });

  it('says Sass is compiled to CSS first, and names a kind of file the bundle does not read (BYO audit: Ionic)', () => {
    const fixOf = (text: string) => (bundleProblems(failure([{ text, location: { file: 'src/components/Card/index.tsx', line: 6, column: 19 } }])) as { diagnostics: { fix: string }[] }).diagnostics[0]!.fix;
    expect(fixOf('No loader is configured for ".scss" files: src/components/Card/styles.module.scss')).toMatch(/^Folio bundles stylesheets as CSS and does not compile \.scss: compile the file to CSS \(npx sass in\.scss out\.css\)/);
    expect(fixOf('No loader is configured for ".wasm" files: src/x.wasm')).toContain('does not read .wasm files');
  });

  it('says a JSON file a page imports must be JSON, not TypeScript (dev server audit)', () => {
    const error = bundleProblems(failure([{ text: 'Expected string but found "}"', location: { file: 'content/showcase/sites.json', line: 3, column: 2 } }]));
    expect((error as { diagnostics: { fix: string }[] }).diagnostics[0]!.fix).toBe('Fix the JSON at this place: no comma after the last entry, every key and text in double quotes.');
  });

  it('reports one syntax error per file, not the ones it throws off, and every import problem (audit: an unclosed <p> was three problems)', () => {
    const error = bundleProblems(
      failure([
        { text: 'Unexpected closing "main" tag does not match opening "p" tag', location: { file: 'pages/broken.tsx', line: 8, column: 6 } },
        { text: 'The character "}" is not valid inside a JSX element', location: { file: 'pages/broken.tsx', line: 10, column: 0 } },
        { text: 'Could not resolve "./gone"', location: { file: 'pages/broken.tsx', line: 2, column: 0 } },
        { text: 'Expected ";" but found "x"', location: { file: 'pages/other.tsx', line: 3, column: 4 } },
      ]),
    );
    expect((error as { diagnostics: { where: { file: string; line: number } }[] }).diagnostics.map((problem) => `${problem.where.file}:${problem.where.line}`)).toEqual(['pages/broken.tsx:8', 'pages/broken.tsx:2', 'pages/other.tsx:3']);
  });

  it("names a site file's exports when a page imports one it lacks, with the file named as problems name files", () => {
    const file = path.relative(process.cwd(), path.resolve('tests/fixtures/sites/docusaurus-pages/src/components/Card.js'));
    const error = bundleProblems(failure([{ text: `No matching export in "${file}" for import "Nothing"`, location: { file: 'src/pages/index.js', line: 1, column: 9 } }]));
    const [problem] = (error as { diagnostics: { what: string; fix: string }[] }).diagnostics;
    expect(problem!.what).toMatch(/^tests\/fixtures\/sites\/docusaurus-pages\/src\/components\/Card\.js has no export "Nothing" \(it exports .*default\)$/);
    expect(problem!.fix).toBe('Import a name that file exports, or export this one from it.');
  });

  it("says which names Folio's stand-in for a Docusaurus module has when a page imports one it lacks, naming the module, not Folio's file", () => {
    const error = bundleProblems(failure([{ text: 'No matching export in "src/client/docusaurus/useBaseUrl.ts" for import "useBaseUrlUtils2"', location: { file: 'src/pages/index.js', line: 4, column: 9 } }]));
    const [problem] = (error as { diagnostics: { what: string; fix: string }[] }).diagnostics;
    expect(problem!.what).toBe("Folio's `@docusaurus/useBaseUrl` has no export \"useBaseUrlUtils2\" (it has withBaseUrl, useBaseUrlUtils, default)");
    expect(problem!.fix).toContain("Write that part with what Folio's `@docusaurus/useBaseUrl` has");
  });

  it("names the Docusaurus modules Folio has, and its own API, for one it does not, instead of a package to install", () => {
    const error = bundleProblems(
      failure([
        { text: 'Could not resolve "@theme/Navbar"', location: { file: 'pages/index.tsx', line: 2, column: 0 } },
        { text: 'Could not resolve "@docusaurus/useGlobalData"', location: { file: 'pages/index.tsx', line: 3, column: 0 } },
        { text: 'Could not resolve "@site/src/components/Hero"', location: { file: 'pages/index.tsx', line: 4, column: 0 } },
      ]),
    );
    const fixes = (error as { diagnostics: { fix: string }[] }).diagnostics.map((problem) => problem.fix);
    expect(fixes[0]).toMatch(/^`@theme\/Navbar` is a Docusaurus module Folio does not have \(it has @theme\/Layout, .*@docusaurus\/useDocusaurusContext.*\): .* 'folio\/client' .* 'folio\/theme'\.$/);
    expect(fixes[1]).toMatch(/^`@docusaurus\/useGlobalData` is a Docusaurus module Folio does not have/);
    expect(fixes[2]).toBe("Check the path: `@site/` paths start from the site's folder (the one with the config file).");
    expect(fixes.join(' ')).not.toContain('npm install');
  });

  it('says a theme component Folio has for markdown only is a markdown tag there, not that Folio lacks it (audit)', () => {
    const error = bundleProblems(failure([{ text: 'Could not resolve "@theme/TOCInline"', location: { file: 'pages/index.js', line: 2, column: 0 } }]));
    const [problem] = (error as { diagnostics: { fix: string }[] }).diagnostics;
    expect(problem!.fix).toMatch(/^Folio has `@theme\/TOCInline` as a tag in markdown \(\.md and \.mdx files\), not as a module for a React page/);
  });

  it('names a file outside the working folder by its absolute path, as every other problem does', () => {
    const outside = '../../srv/acme-site/src/pages/index.tsx';
    const error = bundleProblems(failure([{ text: 'Could not resolve "@theme/Layout"', location: { file: outside, line: 2, column: 19 } }]));
    const [problem] = (error as { diagnostics: { where: unknown }[] }).diagnostics;
    expect(problem!.where).toEqual({ file: path.resolve(outside).split(path.sep).join('/'), line: 2, column: 20 });
    expect(path.isAbsolute((problem!.where as { file: string }).file)).toBe(true);
  });

  it('leaves any other error as it is', () => {
    const other = new Error('disk full');
    expect(bundleProblems(other)).toBe(other);
  });
});

describe('bundleWarnings', () => {
  const dir = testTempDir('bundle-warnings');

  it("reports what esbuild warns about the site's stylesheets and code at its place, and nothing of packages' (dev server audit: an unclosed rule was dropped without a word)", async () => {
    writeFileSync(path.join(dir, 'site.css'), '.a { color: red; }\n.broken { color: red;\n');
    writeFileSync(path.join(dir, 'entry.js'), "import './site.css';\n");
    const { build } = await import('esbuild');
    const result = await build({ entryPoints: [path.join(dir, 'entry.js')], bundle: true, write: false, outdir: path.join(dir, 'out'), logLevel: 'silent' });
    expect(bundleWarnings(result.warnings)).toEqual([
      // At the rule left open (line 2), not at the end of the file where esbuild noticed (verification audit).
      { plugin: 'bundle', where: { file: expect.stringMatching(/site\.css$/), line: 2, column: 9 }, what: 'Expected "}" to go with "{"', fix: 'Fix the stylesheet at this place: until then the browser drops the rule.' },
    ]);
    expect(bundleWarnings([{ text: 'Comparison with -0', location: { file: 'node_modules/pkg/index.js', line: 1, column: 0 } }])).toEqual([]);
  });
});
