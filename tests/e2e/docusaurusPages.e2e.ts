// React pages written for Docusaurus (@theme/Layout, @docusaurus/Link, Head, useDocusaurusContext,
// useBaseUrl, BrowserOnly, @theme/Heading, @site/ imports, JSX in .js files, CSS modules and
// imported stylesheets) build and run as they are: a fixture site of such pages, built and served here.
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSameDocument, launchBrowser, markDocument, openPage, waitForHydration } from './browser.js';
import { serveFixtureSite, type FixtureSite } from './fixtureSite.js';

const FIXTURE_CONFIG = path.resolve('tests/fixtures/sites/docusaurus-pages/site.config.ts');

describe('React pages written for Docusaurus', () => {
  let browser: Browser;
  let context: BrowserContext;
  let site: FixtureSite | undefined;

  beforeAll(async () => {
    site = await serveFixtureSite(FIXTURE_CONFIG);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    site?.close();
  });

  it("take their title and description from <Layout>, head tags from <Head>, and site data from useDocusaurusContext, in the HTML", async () => {
    const html = await (await fetch(`${site!.origin}/gallery`)).text();
    expect(html).toContain('<title>Gallery | Gizmo</title>');
    expect(html).toContain('<meta name="description" content="Gadgets people built">');
    expect(html).toContain('<meta name="keywords" content="gadgets, gallery">');
    // The component imported with @site/ rendered, its image path given the base URL, its
    // heading an anchor, and BrowserOnly's fallback in the server's markup.
    expect(html).toContain('<img src="/img/lamp.svg"');
    expect(html).toMatch(/<h2 id="pocket-lamp">Pocket lamp<a href="#pocket-lamp" class="hash-link" aria-label="Direct link to Pocket lamp"/);
    expect(html).toContain('rendered on the server');
    // @theme/MDXComponents/A, Code, Ul and Li: a site link, inline code, a list.
    expect(html).toContain('<ul class="card-parts"><li><a href="/docs/intro">Read the intro</a> or run <code>npm start</code></li></ul>');
    // @docusaurus/Translate shows the message with its values (elements too), one locale being built.
    expect(html).toContain('<p class="gallery-count">3<!-- --> gadgets so far, back <a href="/">home</a></p>');
    expect(html).toContain('<p class="gallery-mode" title="Shown in light mode">light</p>');
    // theme-common's other exports pages use; a pathname:// link is the file's path, base URL added.
    expect(html).toContain('<p class="theme-last-updated">Window: <span class="gallery-window">ssr</span>; navbar titled <!-- -->Gizmo<!-- -->;<!-- --> <a href="/img/lamp.svg" target="_blank" rel="noopener noreferrer">the lamp drawing</a></p>');
    // An SVG imported as a component (as Docusaurus's SVGR makes it) is drawn inline.
    expect(html).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 32 32" class="card-lamp" role="img" aria-label="A lamp"><circle cx="16" cy="16" r="12" fill="#fc0"\/><\/svg>/);
    // An SVG an .mdx page imports is drawn inline too, the tag's props on it.
    const notes = await (await fetch(`${site!.origin}/notes`)).text();
    expect(notes).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" class="notes-lamp" role="img" aria-label="A lamp" width="64"><circle cx="16" cy="16" r="12" fill="#fc0"></circle></svg>');
    // A versions page written with Docusaurus's docs client hooks and useGlobalData.
    const versions = await (await fetch(`${site!.origin}/versions`)).text();
    expect(versions).toContain('<p class="versions-latest">Latest: <!-- -->1.0<!-- --> (docs instances: <!-- -->default<!-- -->)</p><ul><li><a href="/docs/next/intro">Next</a></li><li><a href="/docs/intro">1.0</a></li></ul>');
    const home = await (await fetch(`${site!.origin}/`)).text();
    expect(home).toContain('<title>Home | Gizmo</title>');
    expect(home).toContain('<p class="hero__subtitle gizmo-tagline">Gadgets, documented</p>');
    expect(home).toContain('help@gizmo.example.com');
    expect(home).toContain('<p class="gizmo-path">Shown at <!-- -->/</p>');
  });

  it('hydrate without errors, run BrowserOnly in the browser, and navigate on the client with the new title and tags', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(`${site!.origin}/`);
    await waitForHydration(page);
    // The config lists no navbar items: search is there anyway, last, as Docusaurus places it.
    await expect(page.locator('.navbar__items--right > .navbar__item:last-child').getByRole('button', { name: /Search/ }).count()).resolves.toBe(1);
    await markDocument(page);
    await page.getByRole('link', { name: 'See the gallery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.locator('.card-where').textContent()).resolves.toBe('running in the browser');
    await expect(page.locator('.gallery-window').textContent()).resolves.toBe('desktop');
    // Docusaurus's isDarkTheme and setDarkTheme/setLightTheme, which sites' image switchers use.
    await expect(page.locator('.gallery-dark').textContent()).resolves.toMatch(/^Light lamp drawing/);
    await page.getByRole('button', { name: 'Switch the drawing' }).click();
    await expect(page.locator('.gallery-dark').textContent()).resolves.toMatch(/^Dark lamp drawing/);
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('dark');
    await page.getByRole('button', { name: 'Switch the drawing' }).click();
    await expect(page.evaluate(() => document.documentElement.dataset.theme)).resolves.toBe('light');
    // Docusaurus's theme components, imported by a React page, are Folio's and work: tabs switch,
    // the admonition is the markdown one's box, the code block has its title and copy button,
    // the details open.
    await page.getByRole('tab', { name: 'Large' }).click();
    await expect(page.getByRole('tabpanel').filter({ visible: true }).textContent()).resolves.toBe('Fits a bag.');
    await expect(page.locator('.admonition.admonition-tip .admonition-heading').textContent()).resolves.toBe('Charge it');
    await expect(page.locator('.code-block .code-block-title').textContent()).resolves.toBe('install.sh');
    await expect(page.locator('.code-block pre code').textContent()).resolves.toBe('npm install gizmo\n');
    await expect(page.locator('.code-block').getByRole('button', { name: 'Copy code to clipboard' }).isVisible()).resolves.toBe(true);
    // Rendered in the browser (a client-side navigation): coloured once Prism has loaded.
    await expect(page.locator('.code-block code .token.function').first().textContent({ timeout: 10_000 })).resolves.toBe('npm');
    await expect(page.locator('.code-block code .token.function').first().evaluate((token) => getComputedStyle(token).color)).resolves.not.toBe(
      await page.locator('.code-block code').evaluate((code) => getComputedStyle(code).color),
    );
    await page.getByText('Specs').click();
    await page.getByText('Weight: 90 g').waitFor();
    // The stylesheet a component imports applies (one file for the site's own CSS, as in Docusaurus).
    await expect(page.locator('.card').evaluate((card) => getComputedStyle(card).borderTopColor)).resolves.toBe('rgb(200, 120, 0)');
    // Infima's variables a component's stylesheet reads are there (a var() of an unset one voided
    // the declaration: no border); the site's own values win, and dark mode has its scale.
    const parts = () => page.locator('.card-parts').evaluate((list) => {
      const style = getComputedStyle(list);
      return { border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`, radius: style.borderTopLeftRadius, color: style.color, weight: style.fontWeight };
    });
    const light = await parts();
    expect(light).toEqual({ border: '1px solid rgb(218, 221, 225)', radius: '3px', color: 'rgb(29, 95, 168)', weight: '500' });
    await page.getByRole('button', { name: 'Switch the drawing' }).click();
    await expect(parts()).resolves.toEqual({ ...light, border: '1px solid rgb(58, 60, 71)' });
    await page.getByRole('button', { name: 'Switch the drawing' }).click();
    await expect(page.title()).resolves.toBe('Gallery | Gizmo');
    await expect(page.locator('meta[name="keywords"]').getAttribute('content')).resolves.toBe('gadgets, gallery');
    await page.goBack();
    await page.locator('.gizmo-home').waitFor();
    // react-router 5's history, as @docusaurus/router gives it, moves on the client too.
    await page.getByRole('button', { name: 'Open the gallery' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gallery' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await page.goBack();
    await page.locator('.gizmo-home').waitFor();
    // A CSS module's class: the same name in the server's markup and the browser's code (no
    // hydration warning below), and its rules loaded.
    await expect(page.locator('.gizmo-home').evaluate((main) => getComputedStyle(main).paddingTop)).resolves.toBe('64px');
    // Infima's classes the classic template's home page uses are styled: the hero in the primary
    // colour, its text centred (their stylesheet loads for this page, as for markdown using them).
    // The primary colour is the one custom.css sets by Infima's name (--ifm-color-primary).
    await expect(page.locator('.hero').evaluate((hero) => [getComputedStyle(hero).backgroundColor, getComputedStyle(hero).color])).resolves.toEqual(['rgb(29, 95, 168)', 'rgb(255, 255, 255)']);
    await expect(page.locator('.hero .container').evaluate((box) => getComputedStyle(box).textAlign)).resolves.toBe('center');
    // The customCss stylesheet is in the site stylesheet.
    await expect(page.locator('.gizmo-support').evaluate((line) => getComputedStyle(line).color)).resolves.toBe('rgb(120, 40, 160)');
    // The site's own stylesheet comes last, after Infima's, so its rules win as in Docusaurus.
    const sheets = await page.evaluate(() => [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL((link as HTMLLinkElement).href).pathname.replace(/-[A-Z0-9]+\.css$/, '')));
    expect(sheets.at(-1)).toBe('/__folio/assets/main');
    expect(sheets).toContain('/__folio/assets/feature-infima');
    await expect(page.title()).resolves.toBe('Home | Gizmo');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("show @theme/CodeBlock's code coloured by the build, kept as the page hydrates, without loading a highlighter", async () => {
    const html = await (await fetch(`${site!.origin}/gallery`)).text();
    expect(html).toContain('<pre class="prism-code" tabindex="0"><code><span class="code-line"><span class="token function">npm</span> <span class="token function">install</span> gizmo\n</span></code></pre>');
    const { page, problems } = await openPage(context);
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${site!.origin}/gallery`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.code-block code .token').count()).resolves.toBe(2);
    expect(scripts.filter((file) => file.includes('highlightInBrowser'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('render the components their MDX imports from the site, or the site registers in MDXComponents, on the server and then live in the browser', async () => {
    const html = await (await fetch(`${site!.origin}/notes`)).text();
    // In the HTML: the default export and a named one (imported under another name), with their props.
    expect(html).toMatch(/Status: <button type="button" class="[\w-]+" style="border-color:rgb\(10, 120, 60\)">stable<!-- --> \(<!-- -->0<!-- -->\)<\/button>, and <span class="gizmo-pill">new<\/span>\./);
    // Those of src/theme/MDXComponents.js, with no import in the file.
    expect(html).toContain('Registered for every MDX file, unimported: <strong class="gizmo-shout">loud<!-- -->!</strong> and <small class="gizmo-whisper">quiet</small>.');
    const { page, problems } = await openPage(context);
    await page.goto(`${site!.origin}/notes`);
    await waitForHydration(page);
    const badge = page.getByRole('button', { name: /^stable/ });
    // Its CSS module's rules apply, and its code runs: a click counts.
    await expect(badge.evaluate((button) => getComputedStyle(button).borderTopWidth)).resolves.toBe('3px');
    await badge.click();
    await expect(badge.textContent()).resolves.toBe('stable (1)');
    // Another page's badge at the same place of the same layout is a component of its own, as
    // each MDX page is in Docusaurus: it starts at 0, not with the count of the one it replaced.
    await page.goto(`${site!.origin}/counter-a`);
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('button', { name: /^a/ }).click();
    await expect(page.getByRole('button', { name: /^a/ }).textContent()).resolves.toBe('a (1)');
    await page.getByRole('link', { name: 'Counter B' }).click();
    await page.getByRole('heading', { level: 1, name: 'Counter B' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await expect(page.getByRole('button', { name: /^b/ }).textContent()).resolves.toBe('b (0)');
    // Reached on the client too: its module loads with the page.
    await page.goto(`${site!.origin}/`);
    await waitForHydration(page);
    await markDocument(page);
    await page.evaluate(() => {
      history.pushState({}, '', '/notes');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByRole('heading', { level: 1, name: 'Notes' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await page.getByRole('button', { name: /^stable/ }).click();
    await expect(page.getByRole('button', { name: /^stable/ }).textContent()).resolves.toBe('stable (1)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('run the components an .mdx page defines itself (export const, export function with hooks), over a built-in of the same name, with its CSS module', async () => {
    const html = await (await fetch(`${site!.origin}/defined`)).text();
    // The page's own Highlight, not Folio's <mark>: Docusaurus's own docs define it so.
    expect(html).toContain('Colours: <span class="defined-highlight" style="background-color:#25c2a0;color:#fff">green</span> and <span class="defined-highlight" style="background-color:#1877F2;color:#fff">blue</span>.');
    expect(html).not.toContain('<mark');
    expect(html).toMatch(/<button type="button" class="[\w-]*tally_[\w-]+">Tally <!-- -->2<\/button>/);
    // Components of Docusaurus modules Folio has stand-ins for, imported by the page (they came
    // with a warning, their content bare): with the page's own module.
    expect(html).toMatch(/<h2 id="from-the-theme">From Docusaurus(&#x27;|')s theme<a href="#from-the-theme" class="hash-link"/);
    expect(html).toContain('Hello from Translate');
    const { page, problems } = await openPage(context);
    await page.goto(`${site!.origin}/defined`);
    await waitForHydration(page);
    const tally = page.getByRole('button', { name: /^Tally/ });
    await expect(tally.evaluate((button) => getComputedStyle(button).outlineColor)).resolves.toBe('rgb(200, 0, 120)');
    await tally.click();
    await expect(tally.textContent()).resolves.toBe('Tally 3');
    // The page's CSS module in the page's own markup too: its class name read as the page
    // compiles, its rules in the site's stylesheet.
    await expect(page.getByText("Styled by the page's CSS module.").evaluate((note) => getComputedStyle(note).color)).resolves.toBe('rgb(0, 90, 160)');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hand a component the markdown it wraps as elements it can read (a table\'s rows), and keep the id of a <details>', async () => {
    const html = await (await fetch(`${site!.origin}/reference`)).text();
    // APITable reads its table's rows (children.props.children): each a link target by its first cell.
    expect(html).toContain('<table class="api-table"><thead><tr><th>Name</th><th>Type</th><th>Default</th></tr></thead><tbody><tr id="options-color" class="api-row"><td><code>color</code></td>');
    // Docusaurus's Details passes the id on; the summary reads as written, on one line.
    expect(html).toContain('<details id="node-env" class="details" data-collapsed="true"><summary>What about <code>NODE_ENV</code>?</summary>');
    const { page, problems } = await openPage(context);
    await page.goto(`${site!.origin}/reference`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'the size option' }).click();
    await page.waitForURL(/#options-size$/);
    await expect(page.locator('tr:target').getAttribute('id')).resolves.toBe('options-size');
    await expect(page.locator('#node-env summary').innerText()).resolves.toBe('What about NODE_ENV?');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("let the site's stylesheet restyle Infima's classes in markdown by the class alone, as in Docusaurus", async () => {
    const { page, problems } = await openPage(context);
    await page.goto(`${site!.origin}/notes`);
    await waitForHydration(page);
    const alert = page.locator('.markdown .alert');
    // Infima's alert style applies (its colour band) ...
    await expect(alert.evaluate((box) => getComputedStyle(box).borderLeftStyle)).resolves.toBe('solid');
    // ... and custom.css's `.alert` rule, at the same weight and later, overrides its width.
    await expect(alert.evaluate((box) => getComputedStyle(box).borderLeftWidth)).resolves.toBe('9px');
    expect(problems).toEqual([]);
    await page.close();
  });
});
