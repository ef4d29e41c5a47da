// `npm start` on a scratch copy of a small site: an edit shows up without a reload, a broken
// front matter block shows an overlay naming the file and line, fixing it clears the overlay;
// the doc version the server starts without is served too, and an edit that changes what every
// page reads (a doc title in the navbar) updates the open page in place; React pages get their
// meta and sub paths, and the debug pages and the web manifest are there, as in a build.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSameDocument, launchBrowser, markDocument, waitForHydration } from './browser.js';

const PORT = 4391;
const url = (p: string) => `http://localhost:${PORT}${p}`;
let dir: string;
let server: ChildProcess;
let browser: Browser;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
}

/** Opens a path of the dev server and waits until React has hydrated it. */
async function visit(page: Page, p: string): Promise<void> {
  await page.goto(url(p));
  await waitForHydration(page);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'folio-dev-'));
  cpSync(path.resolve(__dirname, '../fixtures/sites/dev-server'), dir, { recursive: true });
  server = spawn('npm', ['start', '--silent', '--', '--config', path.join(dir, 'site.config.ts'), '--port', String(PORT), '--no-open'], { stdio: 'inherit', detached: true });
  await waitFor(async () => (await fetch(url('/about'))).ok, 60_000);
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('shows an edit without a manual reload, and overlays a front matter error until it is fixed', async () => {
    const page = await browser.newPage();
    await visit(page, '/about');
    await markDocument(page);
    const file = path.join(dir, 'pages/about.md');
    const original = readFileSync(file, 'utf8');

    writeFileSync(file, original.replace('A small site with two pages.', 'Edited while the server runs.'));
    await page.getByText('Edited while the server runs.').waitFor({ timeout: 10_000 });
    expect(await isSameDocument(page)).toBe(true);

    writeFileSync(file, '---\ntitle: [unclosed\n---\n\nBroken.\n');
    const overlay = page.getByRole('alertdialog', { name: 'Build error' });
    await overlay.waitFor({ timeout: 10_000 });
    const text = (await overlay.textContent()) ?? '';
    expect(text).toContain('pages/about.md:');
    expect(text).toMatch(/about\.md:\d+/);

    // It can be closed to look at the page: its close button has the focus, Tab does not leave the
    // dialog for the page behind it, Escape closes it; the next error opens it again.
    const close = overlay.getByRole('button', { name: 'Close' });
    expect(await close.count()).toBe(1);
    const isFocused = () => close.evaluate((button) => button === document.activeElement);
    expect(await isFocused()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused()).toBe(true);
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached', timeout: 1_000 });
    writeFileSync(file, '---\ntitle: [still unclosed\n---\n\nBroken.\n');
    await overlay.waitFor({ timeout: 10_000 });
    // Opened meanwhile, a page is served as it last loaded, under the overlay, not as an empty error page.
    const opened = await browser.newPage();
    await opened.goto(url('/about'));
    await opened.getByRole('alertdialog', { name: 'Build error' }).waitFor({ timeout: 10_000 });
    expect(await opened.getByText('Edited while the server runs.').count()).toBe(1);
    await opened.close();

    writeFileSync(file, original);
    await overlay.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByText('A small site with two pages.').waitFor({ timeout: 10_000 });
    // Fixed, the page updates in place like after any edit: no reload.
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  }, 60_000);

  // Each tab held an EventSource, an HTTP/1.1 connection of the six Chromium gives a host: with
  // six tabs open no page fetched its updated data, and a seventh never loaded (dev server audit).
  it('updates every tab of a browser with seven tabs open, and loads the seventh', async () => {
    const context = await browser.newContext();
    try {
      const pages: Page[] = [];
      for (let tab = 0; tab < 7; tab++) {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        await visit(page, tab % 2 ? '/' : '/about');
        pages.push(page);
      }
      const file = path.join(dir, 'pages/about.md');
      const original = readFileSync(file, 'utf8');
      writeFileSync(file, original.replace('A small site with two pages.', 'Seen by every tab.'));
      try {
        for (const page of pages.filter((_, tab) => tab % 2 === 0)) await page.getByText('Seen by every tab.').waitFor({ timeout: 10_000 });
      } finally {
        writeFileSync(file, original);
      }
      // The tab holding the connection closes, and an edit is saved at once, before another tab
      // has connected: that tab asks for what it missed (an edit saved then was lost; verification audit).
      try {
        for (const [round, closing] of [0, 1, 2].entries()) {
          await pages[closing]!.close();
          const text = `Heard after tab ${round} closed.`;
          writeFileSync(file, original.replace('A small site with two pages.', text));
          await pages[6]!.getByText(text).waitFor({ timeout: 10_000 });
        }
      } finally {
        writeFileSync(file, original);
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it("applies an edit of the site's stylesheet in place, without reloading the page", async () => {
    const page = await browser.newPage();
    await visit(page, '/about');
    await markDocument(page);
    const outline = () => page.locator('main').first().evaluate((main) => getComputedStyle(main).outlineColor);
    expect(await outline()).toBe('rgb(1, 2, 3)');
    const file = path.join(dir, 'css/site.css');
    writeFileSync(file, readFileSync(file, 'utf8').replace('rgb(1, 2, 3)', 'rgb(4, 5, 6)'));
    await waitFor(async () => (await outline()) === 'rgb(4, 5, 6)', 10_000);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it('shows an image a React page imports (served in memory, with its image type)', async () => {
    const page = await browser.newPage();
    await visit(page, '/mark');
    const image = page.getByRole('img', { name: 'The mark' });
    await page.waitForFunction(() => document.querySelector('img')?.complete === true);
    expect(await image.evaluate((img: HTMLImageElement) => ({ path: new URL(img.src).pathname, width: img.naturalWidth }))).toEqual({ path: expect.stringMatching(/^\/__folio\/assets\/media\/mark-[A-Z0-9]+\.svg$/), width: 64 });
    await page.close();
  });

  it('renders a component an MDX page imports from the site, live, and takes an edit of its code', async () => {
    mkdirSync(path.join(dir, 'components'), { recursive: true });
    const component = path.join(dir, 'components/Counter.js');
    writeFileSync(component, "import React, { useState } from 'react';\nexport default function Counter({ label }) {\n  const [count, setCount] = useState(0);\n  return <button type=\"button\" onClick={() => setCount(count + 1)}>{label}: {count}</button>;\n}\n");
    // A page added while the server runs, importing a module no page imported before.
    writeFileSync(path.join(dir, 'pages/counter.mdx'), "---\ntitle: Counter\n---\n\nimport Counter from '../components/Counter';\n\n# Counter\n\n<Counter label=\"Clicks\" />\n");
    await waitFor(async () => (await fetch(url('/counter'))).ok, 20_000);
    // Opened once the page is served: tabs open before the bundles were rebuilt reload themselves.
    const page = await browser.newPage();
    await visit(page, '/counter');
    const button = page.getByRole('button', { name: /^Clicks/ });
    await button.click();
    await expect(button.textContent()).resolves.toBe('Clicks: 1');
    // An edit of the component's code reloads the page with the new code.
    writeFileSync(component, readFileSync(component, 'utf8').replace('{label}: {count}', '{label} so far: {count}'));
    await page.getByRole('button', { name: 'Clicks so far: 0' }).waitFor({ timeout: 20_000 });
    // A name the site's MDXComponents registers while the server runs is used by markdown at once.
    mkdirSync(path.join(dir, 'src/theme'), { recursive: true });
    writeFileSync(path.join(dir, 'src/theme/MDXComponents.js'), "import MDXComponents from '@theme-original/MDXComponents';\nimport Counter from '../../components/Counter';\nexport default { ...MDXComponents, Tally: Counter };\n");
    writeFileSync(path.join(dir, 'pages/counter.mdx'), '---\ntitle: Counter\n---\n\n# Counter\n\n<Tally label="Tallied" />\n');
    await page.getByRole('button', { name: 'Tallied so far: 0' }).waitFor({ timeout: 20_000 });
    // A component the page defines itself: its code is the page's, so a save of the page brings
    // the new code too.
    const defined = (label: string) => `---\ntitle: Counter\n---\n\nexport function Ticker() {\n  const [ticks, setTicks] = React.useState(0);\n  return <button type="button" onClick={() => setTicks(ticks + 1)}>${label} {ticks}</button>;\n}\n\n# Counter\n\n<Ticker />\n`;
    writeFileSync(path.join(dir, 'pages/counter.mdx'), defined('Ticks'));
    // The bundles are rebuilt and the page reloads with them: a click counts once it has hydrated
    // again (one made before, on the page being replaced, is clicked again).
    await expect
      .poll(
        async () => {
          const ticked = await page.getByRole('button', { name: 'Ticks 1' }).count();
          if (!ticked) await page.getByRole('button', { name: 'Ticks 0' }).click({ timeout: 2_000 }).catch(() => undefined);
          return ticked;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    writeFileSync(path.join(dir, 'pages/counter.mdx'), defined('Ticked'));
    await page.getByRole('button', { name: 'Ticked 0' }).waitFor({ timeout: 20_000 });
    await page.close();
  }, 60_000);

  it('takes an edit of a JSON file a React page imports, and overlays it while it does not parse (audit: never seen until a restart)', async () => {
    mkdirSync(path.join(dir, 'data'), { recursive: true });
    const data = path.join(dir, 'data/team.json');
    writeFileSync(data, '{ "lead": "Ada" }\n');
    writeFileSync(path.join(dir, 'pages/team.tsx'), "import team from '../data/team.json';\n\nexport const meta = { title: 'Team' };\n\nexport default function Team() {\n  return <p>Led by {team.lead}.</p>;\n}\n");
    await waitFor(async () => (await fetch(url('/team'))).ok, 20_000);
    const page = await browser.newPage();
    await visit(page, '/team');
    await page.getByText('Led by Ada.').waitFor();
    writeFileSync(data, '{ "lead": "Grace" }\n');
    await page.getByText('Led by Grace.').waitFor({ timeout: 20_000 });
    writeFileSync(data, '{ "lead": "Grace", }\n');
    const overlay = page.getByRole('alertdialog', { name: 'Build error' });
    await overlay.waitFor({ timeout: 20_000 });
    expect(await overlay.textContent()).toContain('team.json');
    writeFileSync(data, '{ "lead": "Linus" }\n');
    await overlay.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByText('Led by Linus.').waitFor({ timeout: 20_000 });
    await page.close();
  }, 90_000);

  it('searches what an edit added, in a tab that searched before it (audit: the open tab kept the old index)', async () => {
    const page = await browser.newPage();
    await visit(page, '/docs/next/guide');
    const search = async (query: string) => {
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
      await page.locator('.DocSearch-Input').fill(query);
    };
    await search('zanzibarish');
    await page.locator('.DocSearch-NoResults').waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    const file = path.join(dir, 'docs/guide.md');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('The guide of version next.', 'The guide of version next, zanzibarish.'));
    await page.getByText('zanzibarish').first().waitFor({ timeout: 10_000 });
    await search('zanzibarish');
    await expect.poll(() => page.locator('.DocSearch-Hit').first().textContent(), { timeout: 10_000 }).toMatch(/Guide/);
    await page.keyboard.press('Escape');
    writeFileSync(file, original);
    await page.close();
  }, 60_000);

  it('overlays an error a page throws only in the browser, at its line, and prints it (audit: only the page\'s error screen showed)', async () => {
    const file = path.join(dir, 'pages/boom.tsx');
    const source = (guard: string) => `export const meta = { title: 'Boom' };\n\nexport default function Boom() {\n  if (${guard}) {\n    throw new Error('Boom in the browser');\n  }\n  return <p>Fine on the server. <button type="button" onClick={() => {\n    throw new Error('Clicked');\n  }}>Click</button></p>;\n}\n`;
    writeFileSync(file, source("typeof window !== 'undefined'"));
    await waitFor(async () => (await fetch(url('/boom'))).ok, 20_000);
    const page = await browser.newPage();
    await page.goto(url('/boom'));
    const overlay = page.getByRole('alertdialog', { name: 'Runtime error' });
    await overlay.waitFor({ timeout: 20_000 });
    const text = (await overlay.textContent()) ?? '';
    // The page, the message, the component, and the line of the throw in the page's own file.
    expect(text).toContain('/boom threw in the browser: Boom in the browser (in component Boom)');
    // Once, though React reports it again as it renders anew.
    expect(text.split('Boom in the browser').length).toBe(2);
    expect(text).toMatch(/pages\/boom\.tsx:5\b/);
    // Saved without the throw: the page reloads, fine.
    writeFileSync(file, source('false'));
    await overlay.waitFor({ state: 'detached', timeout: 20_000 });
    await page.getByText('Fine on the server.').waitFor({ timeout: 20_000 });
    await waitForHydration(page);
    // A handler's error: placed at its line (no component's name is on that stack), and shown
    // again when it happens again after the overlay was closed.
    for (let time = 0; time < 2; time++) {
      await page.getByRole('button', { name: 'Click' }).click();
      await overlay.waitFor({ timeout: 20_000 });
      expect(await overlay.textContent()).toMatch(/pages\/boom\.tsx:8[\s\S]*\/boom threw in the browser: Clicked/);
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'detached' });
    }
    await page.close();
  }, 60_000);

  it('keeps the reader where they were on the page when an edit updates it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
    await visit(page, '/about');
    const file = path.join(dir, 'pages/about.md');
    const original = readFileSync(file, 'utf8');
    const filler = Array.from({ length: 60 }, (_, i) => `Filler paragraph ${i + 1}.`).join('\n\n');
    try {
      writeFileSync(file, `${original}\n${filler}\n\nThe last paragraph.\n`);
      const last = page.getByText('The last paragraph.');
      await last.waitFor({ timeout: 10_000 });
      await markDocument(page);
      await last.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);

      writeFileSync(file, `${original}\n${filler}\n\nThe last paragraph, edited.\n`);
      const edited = page.getByText('The last paragraph, edited.');
      await edited.waitFor({ timeout: 10_000 });
      expect(await isSameDocument(page)).toBe(true);
      // The edited paragraph is still in view: the page did not jump to the top.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(await edited.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    } finally {
      writeFileSync(file, original);
    }
    await page.close();
  }, 60_000);

  it('serves what it started without (the blog, an older docs version), and lists the version in the dropdown', async () => {
    const page = await browser.newPage();
    await visit(page, '/blog');
    await expect(page.getByRole('heading', { name: 'Hello from the blog' }).isVisible()).resolves.toBe(true);
    await visit(page, '/docs/1.0/guide');
    await expect(page.getByText('The guide of version 1.0.').isVisible()).resolves.toBe(true);
    await visit(page, '/docs/guide');
    // Hovered: the label is a link to the version's first doc, which a click follows.
    await page.getByRole('button', { name: '2.0' }).hover();
    // The dropdown lists 1.0 once the older version has loaded (the site data updates in place).
    await page.getByRole('link', { name: '1.0' }).waitFor({ timeout: 10_000 });
    await page.close();
  }, 60_000);

  it('gives React pages the title of their meta, serves the sub paths they list, and has the debug pages, as a build does', async () => {
    const page = await browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => void (['warning', 'error'].includes(message.type()) && warnings.push(message.text())));
    await visit(page, '/board');
    expect(await page.title()).toBe('Board | Dev');
    // The development build of the client logs nothing of its own (React Router's future flags are set).
    expect(warnings).toEqual([]);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe('Entries, one page each.');
    const response = await page.goto(url('/board/second'));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Second entry' }).waitFor();
    expect(await page.title()).toBe('Second entry | Dev');
    // An address with a trailing slash hydrates without a mismatch (the language links name the page as the server did).
    await visit(page, '/about/');
    expect(warnings).toEqual([]);
    // So does a React page of what the server started without (a pages instance under /extra).
    await visit(page, '/extra/gadget');
    expect(await page.title()).toBe('Gadget | Dev');
    // The debug pages list the route table the server serves, sub paths included.
    await visit(page, '/__docusaurus/debug/routes');
    const shown = await page.locator('table tbody tr td:first-child').allInnerTexts();
    for (const path of ['/about', '/board', '/board/first', '/board/second', '/docs/guide', '/__docusaurus/debug/routes']) expect(shown).toContain(path);
    await page.close();
  }, 60_000);

  it("serves the blog's feed, with a post's new title once it is saved", async () => {
    const feed = async () => {
      const response = await fetch(url('/blog/rss.xml'));
      return { ok: response.ok, type: response.headers.get('content-type') ?? '', text: await response.text() };
    };
    await waitFor(async () => (await feed()).text.includes('<title>Hello from the blog</title>'), 10_000);
    expect((await feed()).type).toContain('xml');
    const file = path.join(dir, 'blog/2024-01-02-hello.md');
    const original = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, original.replace('title: Hello from the blog', 'title: Renamed post'));
      await waitFor(async () => (await feed()).text.includes('<title>Renamed post</title>'), 10_000);
    } finally {
      writeFileSync(file, original);
    }
  }, 60_000);

  it('serves the web manifest every page links to', async () => {
    const html = await (await fetch(url('/about'))).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.json">');
    const response = await fetch(url('/manifest.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const manifest = (await response.json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest).toMatchObject({ name: 'Dev', start_url: '/', display: 'standalone' });
    // With the PNGs rendered from the SVG icon, as a build writes them.
    const png = manifest.icons.find((icon) => icon.sizes === '192x192')!;
    const image = await fetch(url(png.src));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/__folio\/icons\/icon-180\.[0-9a-f]{8}\.png">/);
    // Development has no service worker.
    expect((await fetch(url('/sw.js'))).status).toBe(404);
  });

  it('updates the navbar in place when an edit changes a doc title it shows', async () => {
    const page = await browser.newPage();
    await visit(page, '/docs/next/guide');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Introduction' }).isVisible()).resolves.toBe(true);
    await markDocument(page);
    const file = path.join(dir, 'docs/intro.md');
    const original = readFileSync(file, 'utf8');
    try {
      // The site data this page was rendered with stays at the URL its HTML names, so a page
      // served before a change (or before the site finished loading) hydrates without a mismatch.
      const siteUrlOf = (html: string) => /"site":"([^"]+)"/.exec(html)![1]!.replace(/\\u0026/g, '&');
      const before = siteUrlOf(await page.content());
      writeFileSync(file, original.replace('title: Introduction', 'title: First steps'));
      await navbar.getByRole('link', { name: 'First steps' }).waitFor({ timeout: 10_000 });
      expect(await isSameDocument(page)).toBe(true);
      const after = siteUrlOf(await (await fetch(url('/docs/next/guide'))).text());
      expect(after).not.toBe(before);
      expect(await (await fetch(url(before))).text()).toContain('"title":"Introduction"');
      expect(await (await fetch(url(after))).text()).toContain('"title":"First steps"');
    } finally {
      writeFileSync(file, original);
    }
    await page.close();
  }, 60_000);

  it('overlays a page whose component throws while rendering, at the file and line that threw, on that page only, and recovers when it is gone', async () => {
    const other = await browser.newPage();
    await visit(other, '/about');
    const file = path.join(dir, 'pages/broken.tsx');
    writeFileSync(file, "function Shelf(props: { books?: string[] }) {\n  return <ul>{props.books!.map((book) => <li key={book}>{book}</li>)}</ul>;\n}\n\nexport default function Broken() {\n  return <main><Shelf /></main>;\n}\n");
    const page = await browser.newPage();
    try {
      // Served once the bundles that render it exist: never as a route without a component.
      await waitFor(async () => (await fetch(url('/broken'))).status !== 404, 20_000);
      await page.goto(url('/broken'));
      const overlay = page.getByRole('alertdialog', { name: 'Build error' });
      await overlay.waitFor({ timeout: 10_000 });
      const text = (await overlay.textContent()) ?? '';
      expect(text).toMatch(/pages\/broken\.tsx:2\b/);
      expect(text).toContain("Rendering /broken failed: Cannot read properties of undefined (reading 'map') (in component Shelf)");
      expect(text).not.toContain('See the terminal');

      // The failure is that page's alone: other pages are still served (it was the error page
      // for every page until a file was saved), a tab open on one shows no overlay, and the failing
      // page keeps its overlay without reloading itself (the site reports no error to clear).
      await markDocument(page);
      const about = await (await fetch(url('/about'), { headers: { Accept: 'text/html' } })).text();
      expect(about).toContain('<title>About | Dev</title>');
      await page.waitForTimeout(1_000);
      expect(await other.getByRole('alertdialog').count()).toBe(0);
      expect(await isSameDocument(page)).toBe(true);
      expect(await overlay.isVisible()).toBe(true);
    } finally {
      rmSync(file);
    }
    await waitFor(async () => (await fetch(url('/about'))).ok, 20_000);
    await page.close();
    await other.close();
  }, 60_000);
});
