import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../../src/node/build/build.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { lockFileFor } from '../../../../src/node/build/outputLock.js';
import { outputSize } from '../../../../src/node/build/outputSize.js';
import { CACHE_DIR } from '../../../../src/node/build/sitePieces.js';
import { isBuildError } from '../../../../src/node/errors.js';

const fixtures = path.resolve(__dirname, '../../../fixtures/sites');
const outDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'folio-build-')), 'build');

/** What a build expected to fail threw (undefined if it built). */
function buildError(configPath: string, out: string): Promise<unknown> {
  return buildSite({ configPath, outDir: out, logger: createLogger({ quiet: true }) }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
}
afterAll(() => rmSync(path.dirname(outDir), { recursive: true, force: true }));

interface Problem {
  what: string;
  where?: { file: string; line?: number };
  fix?: string;
}

/** The problems of a build expected to fail (it must fail with a BuildError). */
async function buildProblems(configPath: string, out: string): Promise<Problem[]> {
  const error: unknown = await buildError(configPath, out);
  expect(isBuildError(error)).toBe(true);
  return (error as { diagnostics: Problem[] }).diagnostics;
}

describe('buildSite', () => {
  it('builds a small site: HTML per route, data per route, a 404 page', async () => {
    const summary = await buildSite({ configPath: path.join(fixtures, 'basic/site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
    // Two pages and the search page: no debug pages unless the config asks (they show all of it).
    expect(summary.routes).toBe(3);
    expect(existsSync(path.join(outDir, '__docusaurus'))).toBe(false);
    // The closing summary counts what the output folder holds.
    expect({ files: summary.files, bytes: summary.bytes }).toEqual(outputSize(outDir));
    expect(summary.files).toBeGreaterThan(10);
    const home = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('<title>Home | Basic</title>');
    expect(home).toContain('href="/about"');
    expect(existsSync(path.join(outDir, 'about/index.html'))).toBe(true);
    expect(existsSync(path.join(outDir, '__folio/data/about.json'))).toBe(true);
    expect(readFileSync(path.join(outDir, '404.html'), 'utf8')).toContain('Page Not Found');
  }, 60_000);

  it("writes a site's own CSS (CSS modules, imported stylesheets) once, linked from every page, and no copy of it beside each lazily loaded chunk (review)", async () => {
    const out = path.join(path.dirname(outDir), 'docusaurus-pages');
    await buildSite({ configPath: path.join(fixtures, 'docusaurus-pages/site.config.ts'), outDir: out, logger: createLogger({ quiet: true }) });
    const stylesheets = readdirSync(path.join(out, '__folio/assets'), { recursive: true }).map(String).filter((file) => file.endsWith('.css')).sort();
    expect(stylesheets).toEqual([expect.stringMatching(/^feature-infima-\w+\.css$/), expect.stringMatching(/^main-\w+\.css$/), expect.stringMatching(/^styles-\w+\.css$/)]);
    const siteCss = stylesheets.find((file) => file.startsWith('main-'))!;
    expect(readFileSync(path.join(out, '__folio/assets', siteCss), 'utf8')).toMatch(/\.pages_heroBanner_\w+\{padding:4rem 0/);
    expect(readFileSync(path.join(out, 'gallery/index.html'), 'utf8')).toContain(`<link rel="stylesheet" href="/__folio/assets/${siteCss}" data-folio-site-css>`);
  }, 60_000);

  it("renders a page importing a package installed in the site's own folder (audit: the server bundle, run from Folio's cache, could not find it)", async () => {
    const site = path.join(mkdtempSync(path.join(os.tmpdir(), 'folio-site-package-')), 'site');
    cpSync(path.join(fixtures, 'docusaurus-pages'), site, { recursive: true });
    mkdirSync(path.join(site, 'node_modules/tiny-classnames'), { recursive: true });
    writeFileSync(path.join(site, 'node_modules/tiny-classnames/package.json'), JSON.stringify({ name: 'tiny-classnames', version: '1.0.0', main: 'index.js' }));
    writeFileSync(path.join(site, 'node_modules/tiny-classnames/index.js'), "module.exports = (...names) => names.filter(Boolean).join(' ');\n");
    writeFileSync(path.join(site, 'src/pages/joined.js'), "import join from 'tiny-classnames';\n\nexport default function Joined() {\n  return <main className={join('joined', false, 'page')}>Joined</main>;\n}\n");
    try {
      await buildSite({ configPath: path.join(site, 'site.config.ts'), outDir: path.join(site, 'build'), logger: createLogger({ quiet: true }) });
      expect(readFileSync(path.join(site, 'build/joined/index.html'), 'utf8')).toContain('<main class="joined page">Joined</main>');
    } finally {
      rmSync(path.dirname(site), { recursive: true, force: true });
    }
  }, 60_000);

  it("publishes the debug pages when the config sets debug: true, as Docusaurus's classic preset does (audit: a build always published the whole config)", async () => {
    const site = path.join(mkdtempSync(path.join(os.tmpdir(), 'folio-debug-')), 'site');
    cpSync(path.join(fixtures, 'basic'), site, { recursive: true });
    const configFile = path.join(site, 'site.config.ts');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace('future:', 'debug: true,\n  future:'));
    try {
      const summary = await buildSite({ configPath: configFile, outDir: path.join(site, 'build'), logger: createLogger({ quiet: true }) });
      expect(summary.routes).toBe(10);
      expect(readFileSync(path.join(site, 'build/__docusaurus/debug/config/index.html'), 'utf8')).toContain('basic.example.com');
    } finally {
      rmSync(path.dirname(site), { recursive: true, force: true });
    }
  }, 60_000);

  it('fails on a broken link, naming file and target, and keeps the previous build', async () => {
    const before = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    let error: unknown;
    try {
      await buildSite({ configPath: path.join(fixtures, 'broken-link/site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
    } catch (caught) {
      error = caught;
    }
    expect(isBuildError(error)).toBe(true);
    const message = (error as Error).message;
    expect(message).toContain('tests/fixtures/sites/broken-link/pages/index.md:7');
    expect(message).toContain('/does-not-exist');
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(before);
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain('Home | Basic');
    // Nothing half-written is left beside it.
    expect(readdirSync(path.dirname(outDir)).filter((name) => name.includes('.tmp-'))).toEqual([]);
  }, 60_000);

  it('refuses to build while another build is writing the same folder', async () => {
    const before = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFileFor(outDir), String(other.pid));
      const build = buildSite({ configPath: path.join(fixtures, 'basic/site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
      await expect(build).rejects.toThrow(`Another build (process ${other.pid}) is writing build/`);
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe(before);
      // The other build's lock is left to it.
      expect(readFileSync(lockFileFor(outDir), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
      rmSync(lockFileFor(outDir), { force: true });
    }
  }, 60_000);

  it('refuses an output folder that is the site folder, keeping every file of the site (bring-your-own audit: --out-dir deleted the site)', async () => {
    const site = path.join(mkdtempSync(path.join(os.tmpdir(), 'folio-out-site-')), 'site');
    cpSync(path.join(fixtures, 'basic'), site, { recursive: true });
    const before = readdirSync(site, { recursive: true }).sort();
    try {
      const problems = await buildProblems(path.join(site, 'site.config.ts'), site);
      expect(problems).toHaveLength(1);
      expect(problems[0]!.what).toMatch(/would delete the site/);
      expect(readdirSync(site, { recursive: true }).sort()).toEqual(before);
    } finally {
      rmSync(path.dirname(site), { recursive: true, force: true });
    }
  }, 60_000);

  it('takes over the lock of a build that is no longer running, deletes the temporary folder it left, and releases the lock', async () => {
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(lockFileFor(outDir), String(gone.pid));
    const leftOver = `${outDir}.tmp-${gone.pid}-1795786199592`;
    mkdirSync(leftOver);
    await buildSite({ configPath: path.join(fixtures, 'basic/site.config.ts'), outDir, logger: createLogger({ quiet: true }) });
    expect(existsSync(lockFileFor(outDir))).toBe(false);
    await vi.waitFor(() => expect(existsSync(leftOver)).toBe(false), { timeout: 5_000 });
  }, 60_000);
});

describe('a site without a home page', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'folio-no-home-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  cpSync(path.join(fixtures, 'versioned-docs'), site, { recursive: true });
  rmSync(path.join(site, 'pages'), { recursive: true });
  const out = path.join(site, 'build');

  it('builds: the brand leads to the main doc and the breadcrumbs have no home crumb, instead of links to the missing /', async () => {
    await buildSite({ configPath: path.join(site, 'site.config.ts'), outDir: out, logger: createLogger({ quiet: true }) });
    const guide = readFileSync(path.join(out, 'docs/guide/index.html'), 'utf8');
    expect(guide).toMatch(/<a class="navbar__brand" aria-label="Versioned home page" href="\/docs"><b class="navbar__title">Versioned<\/b><\/a>/);
    expect(guide).toContain('aria-label="Breadcrumbs"');
    expect(guide).not.toContain('aria-label="Home page"');
    expect(existsSync(path.join(out, 'index.html'))).toBe(false);
    // The not-found page sends readers to the docs and search, not to the missing home page.
    const notFound = /<main class="container page-padding not-found">.*?<\/main>/s.exec(readFileSync(path.join(out, '404.html'), 'utf8'))![0];
    expect(notFound).not.toContain('href="/"');
    expect(notFound).toContain('href="/docs"');
  }, 60_000);

  it('reports a broken footer link of the config once, at its line, not once per page', async () => {
    const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace("future: {", "themeConfig: {\n    footer: { links: [{ label: 'Guide', to: '/docs/gide' }] },\n  },\n  future: {");
    writeFileSync(path.join(site, 'site.config.ts'), config);
    const problems = await buildProblems(path.join(site, 'site.config.ts'), out);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ where: { file: expect.stringMatching(/site\.config\.ts$/), line: 8 }, what: expect.stringContaining('/docs/gide'), fix: expect.stringContaining('Did you mean /docs/guide?') });
  }, 60_000);

  it('fails with one problem at the config line of a doc navbar item whose id names no doc, before rendering any page', async () => {
    const config = readFileSync(path.join(fixtures, 'versioned-docs/site.config.ts'), 'utf8').replace('future: {', "themeConfig: {\n    navbar: { items: [{ type: 'doc', docId: 'gide' }] },\n  },\n  future: {");
    writeFileSync(path.join(site, 'site.config.ts'), config);
    const problems = await buildProblems(path.join(site, 'site.config.ts'), out);
    expect(problems).toEqual([
      expect.objectContaining({ where: { file: expect.stringMatching(/site\.config\.ts$/), line: 8 }, what: expect.stringContaining('names doc "gide"'), fix: expect.stringContaining('Did you mean "guide"?') }),
    ]);
    // Nothing of it is left in the cache folder: the server bundle this build made is gone.
    expect(readdirSync(CACHE_DIR).filter((name) => name.startsWith(`ssr-${process.pid}-`))).toEqual([]);
  }, 60_000);
});

describe('a docSidebar navbar item whose sidebar has nothing to link to', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'folio-empty-sidebar-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  cpSync(path.join(fixtures, 'versioned-docs'), site, { recursive: true });
  writeFileSync(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro', 'guide'], soon: [{ type: 'html', value: '<b>Coming soon</b>' }] }));
  const config = readFileSync(path.join(site, 'site.config.ts'), 'utf8').replace('future: {', "themeConfig: {\n    navbar: { items: [{ type: 'docSidebar', sidebarId: 'soon', label: 'Soon' }] },\n  },\n  future: {");
  writeFileSync(path.join(site, 'site.config.ts'), config);

  it("fails with one problem at the item's line of the config, not at the sidebars file without a line", async () => {
    const problems = await buildProblems(path.join(site, 'site.config.ts'), path.join(site, 'build'));
    expect(problems).toEqual([
      expect.objectContaining({ where: { file: expect.stringMatching(/site\.config\.ts$/), line: 8 }, what: 'The navbar\'s docSidebar item names sidebar "soon", which has no doc or category page to open (its external links do not count) in current of docs instance "default"' }),
    ]);
  }, 60_000);
});

describe('a broken link in a sidebar category the server renders once for many pages', () => {
  const site = mkdtempSync(path.join(os.tmpdir(), 'folio-shared-part-'));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  cpSync(path.join(fixtures, 'versioned-docs'), site, { recursive: true });
  const sidebar = { docs: ['intro', { type: 'category', label: 'More', collapsed: false, items: ['guide', { type: 'link', label: 'Gone', href: '/docs/gone' }] }] };
  writeFileSync(path.join(site, 'sidebars.json'), JSON.stringify(sidebar));

  it('is reported once, at the sidebars file, counting the pages that hold the category as shared markup and the page that renders it itself', async () => {
    const problems = await buildProblems(path.join(site, 'site.config.ts'), path.join(site, 'build'));
    // The intro (/docs) holds "More" as the shared markup (it is not in that category), /docs/guide renders it in place.
    expect(problems).toEqual([expect.objectContaining({ where: expect.objectContaining({ file: expect.stringMatching(/sidebars\.json$/) }), what: expect.stringMatching(/^Broken link in a sidebar: \/docs\/gone \(no page or file at \/docs\/gone\), on [2-9] pages$/) })]);
  }, 60_000);

  /** The problems of a build of the site with these pages added (paths below pages/), which are removed again. */
  async function problemsWith(pages: Record<string, string>): Promise<Problem[]> {
    const written = Object.entries(pages).map(([rel, text]) => {
      const file = path.join(site, 'pages', rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    });
    writeFileSync(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro', 'guide'] }));
    try {
      // Awaited here: the pages are removed only once the build is done.
      return await buildProblems(path.join(site, 'site.config.ts'), path.join(site, 'build'));
    } finally {
      for (const file of written) rmSync(file);
      rmSync(path.join(site, 'pages', '_parts'), { recursive: true, force: true });
    }
  }

  it("places a render failure at the line that threw, in the component's own file, naming the page it broke", async () => {
    const problems = await problemsWith({
      '_parts/Boom.tsx': "// A part that fails.\n\nexport function Boom(props: { items?: string[] }) {\n  return <ul>{props.items!.map((item) => <li key={item}>{item}</li>)}</ul>;\n}\n",
      'boom-page.tsx': "import { Boom } from './_parts/Boom';\n\nexport default function BoomPage() {\n  return <main><Boom /></main>;\n}\n",
    });
    expect(problems).toEqual([
      expect.objectContaining({
        where: { file: expect.stringMatching(/pages\/_parts\/Boom\.tsx$/), line: 4 },
        what: expect.stringMatching(/^Rendering \/boom-page \(.*pages\/boom-page\.tsx\) failed: Cannot read properties of undefined \(reading 'map'\) \(in component Boom\)$/),
        fix: 'Fix the error in Boom.',
      }),
    ]);
  }, 60_000);

  it('places a module that throws as the pages\' code loads at its line, with the browser-only fix, instead of an unexpected error (audit)', async () => {
    const problems = await problemsWith({
      'top-level.tsx': "// Reads the window as the module loads.\nconst width = window.innerWidth;\n\nexport default function TopLevel() {\n  return <p>{width}</p>;\n}\n",
    });
    expect(problems).toEqual([
      expect.objectContaining({
        where: { file: expect.stringMatching(/pages\/top-level\.tsx$/), line: 2 },
        what: "This module threw while the pages' code loaded for rendering, before any page rendered: ReferenceError: window is not defined",
        fix: expect.stringContaining('Browser-only code ran at the top level of a module'),
      }),
    ]);
  }, 60_000);

  it('says a hook called at a module\'s top level was called outside a component, at its line (bad-input audit: React\'s own words only)', async () => {
    const problems = await problemsWith({
      'hooked.tsx': "import { useState } from 'react';\nconst state = useState(1);\n\nexport default function Hooked() {\n  return <p>{String(state)}</p>;\n}\n",
    });
    expect(problems).toEqual([
      expect.objectContaining({
        where: { file: expect.stringMatching(/pages\/hooked\.tsx$/), line: 2 },
        what: expect.stringMatching(/\(a hook was called outside a component\)$/),
        fix: expect.stringContaining("only inside a component's function body"),
      }),
    ]);
  }, 60_000);

  it('fails at the page that uses a component its import names and its module does not export (audit: the tag showed its bare content)', async () => {
    const problems = await problemsWith({
      '_parts/Badge.js': 'export default function Badge() {\n  return <b>badge</b>;\n}\nexport function Pill() {\n  return <i>pill</i>;\n}\n',
      'badge-page.mdx': "import Badge, {\n  Pill,\n  Nope,\n} from './_parts/Badge';\n\n# Badges\n\n<Nope>inner</Nope>\n",
    });
    // At the import's line in the page (audit: it was placed in the theme's MdContent, with a fix to edit that).
    expect(problems).toEqual([
      {
        plugin: 'render',
        where: { file: expect.stringMatching(/pages\/badge-page\.mdx$/), line: 1 },
        what: expect.stringMatching(/pages\/_parts\/Badge\.js has no export "Nope" to render as a component \(its components: (Pill, default|default, Pill)\); the page \/badge-page imports it$/),
        fix: 'Import a name that file exports, or export this one from it.',
      },
    ]);
  }, 60_000);

  it("fails at the line of a page asking useDocById for an id no doc has, as useSidebarById does, instead of crashing in the browser (audit)", async () => {
    const problems = await problemsWith({ 'doc-link.tsx': "import { useDocById } from 'folio/client';\n\nexport default function DocLink() {\n  const doc = useDocById('no-such-doc');\n  return <p>{doc?.path}</p>;\n}\n" });
    expect(problems).toEqual([
      expect.objectContaining({
        where: { file: expect.stringMatching(/pages\/doc-link\.tsx$/), line: 4 },
        what: expect.stringMatching(/^Rendering \/doc-link failed: Couldn't find any doc with id "no-such-doc" in version current\.\nAvailable doc ids are:\n- guide\n- intro/),
      }),
    ]);
    // A known id builds (and is empty in the HTML, as in the browser's first render, until the doc list arrives).
    const page = path.join(site, 'pages/doc-link.tsx');
    writeFileSync(page, "import { useDocById } from 'folio/client';\n\nexport default function DocLink() {\n  return <p>{useDocById('guide')?.path ?? 'loading'}</p>;\n}\n");
    try {
      await expect(buildSite({ configPath: path.join(site, 'site.config.ts'), outDir: path.join(site, 'build'), logger: createLogger({ quiet: true }) })).resolves.toBeDefined();
    } finally {
      rmSync(page);
    }
  }, 60_000);

  it("fails again after the doc a page asks useDocById for is removed, although the page's own inputs did not change (review: a second build took the page from the first)", async () => {
    const page = path.join(site, 'pages/doc-link.tsx');
    const guide = path.join(site, 'docs/guide.md');
    const guideText = readFileSync(guide, 'utf8');
    const out = path.join(site, 'build-reused');
    const build = () => buildSite({ configPath: path.join(site, 'site.config.ts'), outDir: out, logger: createLogger({ quiet: true }) });
    writeFileSync(page, "import { useDocById } from 'folio/client';\n\nexport default function DocLink() {\n  return <p>{useDocById('guide')?.path ?? 'loading'}</p>;\n}\n");
    writeFileSync(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro', 'guide'] }));
    try {
      await expect(build()).resolves.toBeDefined();
      rmSync(guide);
      writeFileSync(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro'] }));
      const error = await build().then(() => undefined, (caught: unknown) => caught);
      expect(isBuildError(error)).toBe(true);
      expect((error as { diagnostics: Problem[] }).diagnostics).toEqual([
        expect.objectContaining({ where: { file: expect.stringMatching(/pages\/doc-link\.tsx$/), line: 4 }, what: expect.stringMatching(/Couldn't find any doc with id "guide"/) }),
      ]);
    } finally {
      rmSync(page);
      writeFileSync(guide, guideText);
      writeFileSync(path.join(site, 'sidebars.json'), JSON.stringify({ docs: ['intro', 'guide'] }));
    }
  }, 60_000);

  it('fails with one problem naming the page source and the component when a page reads window while rendering', async () => {
    const problems = await problemsWith({ 'window-page.tsx': 'export default function WindowPage() {\n  return <p>{window.location.href}</p>;\n}\n' });
    expect(problems).toEqual([
      expect.objectContaining({
        where: { file: expect.stringMatching(/pages\/window-page\.tsx$/), line: 2 },
        what: 'Rendering /window-page failed: window is not defined (in component WindowPage)',
        fix: expect.stringContaining('useEffect'),
      }),
    ]);
  }, 60_000);

  it("places the failure of a class component and of an unnamed default export at the line that threw", async () => {
    // The build stops at the first page that fails to render: one page each.
    const classProblems = await problemsWith({ 'class-page.tsx': "import { Component } from 'react';\n\nexport default class ClassPage extends Component {\n  render() {\n    const rows: string[] | undefined = undefined;\n    return <p>{rows!.length}</p>;\n  }\n}\n" });
    expect(classProblems.map((problem) => [problem.where, problem.what])).toEqual([
      [{ file: expect.stringMatching(/pages\/class-page\.tsx$/), line: 6 }, "Rendering /class-page failed: Cannot read properties of undefined (reading 'length') (in component ClassPage)"],
    ]);
    const namelessProblems = await problemsWith({ 'nameless-page.tsx': "export default function () {\n  // Nothing here yet.\n  throw new Error('not written yet');\n}\n" });
    expect(namelessProblems.map((problem) => [problem.where, problem.what])).toEqual([[{ file: expect.stringMatching(/pages\/nameless-page\.tsx$/), line: 3 }, 'Rendering /nameless-page failed: not written yet']]);
  }, 60_000);
});

describe('a site below a base URL', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-base-url-'));
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
  writeFileSync(path.join(siteDir, 'site.config.ts'), "import { defineConfig } from 'folio';\nexport default defineConfig({ title: 'Based', url: 'https://based.example.com', baseUrl: '/folio/' });\n");
  cpSync(path.join(fixtures, 'basic/pages'), path.join(siteDir, 'pages'), { recursive: true });

  it('writes the images its markdown references where their URLs point, below the base', async () => {
    writeFileSync(path.join(siteDir, 'pages/picture.md'), '# Picture\n\n![A box](./box.svg)\n');
    writeFileSync(path.join(siteDir, 'pages/box.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const out = path.join(siteDir, 'build');
    await buildSite({ configPath: path.join(siteDir, 'site.config.ts'), outDir: out, logger: createLogger({ quiet: true }) });
    const src = /<img[^>]* src="([^"]+)"/.exec(readFileSync(path.join(out, 'picture/index.html'), 'utf8'))?.[1];
    expect(src).toMatch(/^\/folio\/assets\/images\/box-[0-9a-f]+\.svg$/);
    // The output folder is what the host serves at /folio/.
    expect(existsSync(path.join(out, src!.slice('/folio/'.length)))).toBe(true);
  }, 60_000);

  it("names the line of a React page's broken Link, which renders with the base (review: only the file was named)", async () => {
    const page = path.join(siteDir, 'pages/links.tsx');
    writeFileSync(page, "import { Link } from 'folio/client';\n\nexport default function Links() {\n  return <Link to=\"/docs/nope\">Nope</Link>;\n}\n");
    try {
      const problems = await buildProblems(path.join(siteDir, 'site.config.ts'), path.join(siteDir, 'build'));
      expect(problems).toEqual([expect.objectContaining({ where: { file: expect.stringMatching(/pages\/links\.tsx$/), line: 4 }, what: expect.stringMatching(/^Broken link on \/links: \/folio\/docs\/nope/) })]);
    } finally {
      rmSync(page);
    }
  }, 60_000);
});

describe('a site with trailingSlash set', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-trailing-slash-'));
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it("writes its markdown's links to pages with the rule, whatever the markdown cache holds", async () => {
    mkdirSync(path.join(siteDir, 'docs'));
    writeFileSync(path.join(siteDir, 'docs/intro.md'), '# Intro\n\n[other](./other.md) [abs](/docs/other) <a href="/docs/other">raw link</a>\n');
    writeFileSync(path.join(siteDir, 'docs/other.md'), '# Other\n\nText.\n');
    const config = (trailingSlash: boolean) => `import { defineConfig } from 'folio';\nexport default defineConfig({ title: 'T', url: 'https://t.example.com', baseUrl: '/widgets/', trailingSlash: ${trailingSlash}, future: { parallelRender: false }, docs: [{}] });\n`;
    const contentHrefs = (file: string) => [...readFileSync(path.join(siteDir, 'build', file), 'utf8').matchAll(/href="([^"]*)">(?:other|abs|raw link)</g)].map((match) => match[1]);
    // First without the slash, so the second build's markdown would come from the cache if its key ignored the rule.
    writeFileSync(path.join(siteDir, 'site.config.ts'), config(false));
    await buildSite({ configPath: path.join(siteDir, 'site.config.ts'), outDir: path.join(siteDir, 'build'), logger: createLogger({ quiet: true }) });
    expect(contentHrefs('docs/intro.html')).toEqual(['/widgets/docs/other', '/widgets/docs/other', '/widgets/docs/other']);
    writeFileSync(path.join(siteDir, 'site.config.ts'), config(true));
    await buildSite({ configPath: path.join(siteDir, 'site.config.ts'), outDir: path.join(siteDir, 'build'), logger: createLogger({ quiet: true }) });
    expect(contentHrefs('docs/intro/index.html')).toEqual(['/widgets/docs/other/', '/widgets/docs/other/', '/widgets/docs/other/']);
  }, 60_000);
});

describe('a misspelt themeComponents key', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-theme-components-'));
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('fails the build at its line of the config, naming the key it is closest to', async () => {
    cpSync(path.join(fixtures, 'basic/pages'), path.join(siteDir, 'pages'), { recursive: true });
    writeFileSync(path.join(siteDir, 'Post.tsx'), 'export default function Post() {\n  return <p>mine</p>;\n}\n');
    writeFileSync(
      path.join(siteDir, 'site.config.ts'),
      "import { defineConfig } from 'folio';\nexport default defineConfig({\n  title: 'C', url: 'https://c.example.com', future: { parallelRender: false },\n  themeComponents: { blogpost: './Post.tsx' },\n});\n",
    );
    expect(await buildProblems(path.join(siteDir, 'site.config.ts'), path.join(siteDir, 'build'))).toEqual([
      expect.objectContaining({ where: { file: expect.stringMatching(/site\.config\.ts$/), line: 4 }, what: expect.stringMatching(/^Unknown themeComponents key "blogpost"/), fix: expect.stringMatching(/^Did you mean "blogPost"\?/) }),
    ]);
  }, 60_000);
});

describe('a redirect to a page that does not exist', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-redirect-'));
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('fails the build as a broken link of the redirect page, while a redirect to a real page builds', async () => {
    cpSync(path.join(fixtures, 'basic/pages'), path.join(siteDir, 'pages'), { recursive: true });
    const config = (to: string) => `import { defineConfig } from 'folio';\nexport default defineConfig({ title: 'R', url: 'https://r.example.com', future: { parallelRender: false }, redirects: [{ from: '/old', to: '${to}' }] });\n`;
    // A hash only rides along (the reader's own one wins): the target path is what must exist.
    writeFileSync(path.join(siteDir, 'site.config.ts'), config('/about#team'));
    await buildSite({ configPath: path.join(siteDir, 'site.config.ts'), outDir: path.join(siteDir, 'build'), logger: createLogger({ quiet: true }) });
    expect(readFileSync(path.join(siteDir, 'build/old/index.html'), 'utf8')).toContain('url=/about#team');
    writeFileSync(path.join(siteDir, 'site.config.ts'), config('/abut'));
    expect(await buildProblems(path.join(siteDir, 'site.config.ts'), path.join(siteDir, 'build'))).toEqual([
      expect.objectContaining({ where: { file: expect.stringMatching(/site\.config\.ts$/), line: 2 }, what: 'Broken link on /old: /abut (no page or file at /abut)' }),
    ]);
  }, 60_000);
});

describe('broken links and broken anchors together', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-links-anchors-'));
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('fail the build with both lists at once, and a shared link below a base URL is reported once, at its config line (a pathname:// one is not checked, as Docusaurus does not: Prettier audit)', async () => {
    cpSync(path.join(fixtures, 'basic/pages'), path.join(siteDir, 'pages'), { recursive: true });
    writeFileSync(path.join(siteDir, 'pages/index.md'), '---\ntitle: Home\n---\n\n# Home\n\nSee [gone](/gone) and [no such part](/about#no-such-part).\n');
    writeFileSync(
      path.join(siteDir, 'site.config.ts'),
      "import { defineConfig } from 'folio';\nexport default defineConfig({\n  title: 'L', url: 'https://l.example.com', baseUrl: '/base/', future: { parallelRender: false },\n  themeConfig: { navbar: { items: [{ to: '/abot', label: 'About' }, { href: 'pathname:///playground/', label: 'Playground' }] } },\n});\n",
    );
    const problems = await buildProblems(path.join(siteDir, 'site.config.ts'), path.join(siteDir, 'build'));
    expect(problems.map((problem) => problem.what)).toEqual([
      expect.stringMatching(/^Broken link in the layout \(navbar, footer or announcement bar\) of the site config: \/base\/abot \(no page or file at \/abot\), on \d+ pages$/),
      'Broken link on /: /base/gone (no page or file at /gone)',
      'Broken anchor on /: /base/about#no-such-part (/about has no element with id "no-such-part")',
    ]);
    expect(problems[0]!.where).toEqual({ file: expect.stringMatching(/site\.config\.ts$/), line: 4 });
  }, 60_000);
});

describe("a blog author's broken url", () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-author-url-'));
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('is one problem where the url is written (authors.yml or the front matter), with the pages showing it', async () => {
    cpSync(path.join(fixtures, 'basic/pages'), path.join(siteDir, 'pages'), { recursive: true });
    mkdirSync(path.join(siteDir, 'blog'));
    writeFileSync(path.join(siteDir, 'blog/authors.yml'), 'ada:\n  name: Ada\n  url: /about\n\nguest:\n  name: Guest\n  url: /gone\n');
    writeFileSync(path.join(siteDir, 'blog/2024-01-02-hello.md'), '---\ntitle: Hello\nauthors:\n  - guest\n  - name: Visitor\n    url: /abut\n---\n\nFirst post.\n');
    writeFileSync(path.join(siteDir, 'blog/2024-01-03-again.md'), '---\ntitle: Again\nauthors: [ada, guest]\n---\n\nSecond post.\n');
    writeFileSync(
      path.join(siteDir, 'site.config.ts'),
      "import { defineConfig } from 'folio';\nexport default defineConfig({ title: 'A', url: 'https://a.example.com', future: { parallelRender: false }, blog: [{ path: 'blog', routeBasePath: 'blog', onUntruncatedBlogPosts: 'ignore' }] });\n",
    );
    const problems = await buildProblems(path.join(siteDir, 'site.config.ts'), path.join(siteDir, 'build'));
    // Each post's page and the blog's list show the authors: a report per url, not per page.
    expect(problems.map((problem) => [problem.where, problem.what])).toEqual([
      [{ file: expect.stringMatching(/blog\/authors\.yml$/), line: 7 }, expect.stringMatching(/: \/gone \(no page or file at \/gone\), and on 2 more pages$/)],
      [{ file: expect.stringMatching(/blog\/2024-01-02-hello\.md$/), line: 6 }, expect.stringMatching(/: \/abut \(no page or file at \/abut\), and on 1 more page$/)],
    ]);
  }, 60_000);
});

describe('a broken link in a changelog entry', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'folio-changelog-'));
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('is reported at its line of CHANGELOG.md, below the entries above it', async () => {
    cpSync(path.join(fixtures, 'basic/pages'), path.join(siteDir, 'pages'), { recursive: true });
    const entry = (version: string, day: number, body: string) => `## ${version} (2024-01-${String(day).padStart(2, '0')})\n\n#### Bug Fix\n\n${body}\n\n`;
    const older = Array.from({ length: 20 }, (_, index) => entry(`1.0.${19 - index}`, 20 - index, `- fix number ${19 - index} ([docs](/about))`)).join('');
    writeFileSync(path.join(siteDir, 'CHANGELOG.md'), `# Changelog\n\n${entry('1.1.0', 25, '- new\n- see [gone](/gone)')}${older}`);
    writeFileSync(
      path.join(siteDir, 'site.config.ts'),
      "import { defineConfig } from 'folio';\nexport default defineConfig({\n  title: 'C', url: 'https://c.example.com', future: { parallelRender: false },\n  blog: [{ id: 'changelog', path: 'changelog', changelogFile: 'CHANGELOG.md', routeBasePath: 'changelog', onUntruncatedBlogPosts: 'ignore' }],\n});\n",
    );
    const problems = await buildProblems(path.join(siteDir, 'site.config.ts'), path.join(siteDir, 'build'));
    expect(problems).toEqual([expect.objectContaining({ what: expect.stringContaining('/gone'), where: { file: expect.stringMatching(/CHANGELOG\.md$/), line: 8 } })]);
    // An entry further down: its link is on its own line of the file too.
    writeFileSync(path.join(siteDir, 'CHANGELOG.md'), `# Changelog\n\n${entry('1.1.0', 25, '- new')}${older.replace('- fix number 3 ([docs](/about))', '- fix number 3 ([docs](/abut))')}`);
    const later: unknown = await buildError(path.join(siteDir, 'site.config.ts'), path.join(siteDir, 'build'));
    const source = readFileSync(path.join(siteDir, 'CHANGELOG.md'), 'utf8').split('\n');
    const line = source.findIndex((text) => text.includes('/abut')) + 1;
    expect(line).toBeGreaterThan(100);
    expect((later as { diagnostics: unknown[] }).diagnostics).toEqual([expect.objectContaining({ what: expect.stringContaining('/abut'), where: { file: expect.stringMatching(/CHANGELOG\.md$/), line } })]);
    // An impossible date in a heading fails at the heading's line (it showed as the day after).
    writeFileSync(path.join(siteDir, 'CHANGELOG.md'), `# Changelog\n\n${entry('1.1.0', 25, '- new')}${older}`.replace('## 1.0.7 (2024-01-08)', '## 1.0.7 (2024-02-30)'));
    const dated: unknown = await buildError(path.join(siteDir, 'site.config.ts'), path.join(siteDir, 'build'));
    const headingLine = readFileSync(path.join(siteDir, 'CHANGELOG.md'), 'utf8').split('\n').indexOf('## 1.0.7 (2024-02-30)') + 1;
    expect(headingLine).toBeGreaterThan(1);
    expect((dated as { diagnostics: unknown[] }).diagnostics).toEqual([
      expect.objectContaining({ what: 'The release date 2024-02-30 of 1.0.7 is not a real calendar date: February 2024 has 29 days', where: { file: expect.stringMatching(/CHANGELOG\.md$/), line: headingLine } }),
    ]);
  }, 60_000);
});
