// Offline mode as a reader meets it: `?offlineMode=true` installs the service worker, and once
// the network is gone, the home page and the pages visited before still load. These tests serve
// the build from their own server so that they can really take the network away (close it),
// not only tell the browser it is offline.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../src/node/serve/createServer.js';
import { launchBrowser, moveOnClient, openPage, waitForHydration } from './browser.js';

interface SiteServer {
  origin: string;
  /** Serves `html` at `pathname` from now on, as a later build of the site would. */
  publish(pathname: string, html: string): void;
  close(): Promise<void>;
}

async function startServer(): Promise<SiteServer> {
  const files = createStaticServer({ dir: 'build' });
  const published = new Map<string, string>();
  const server = http.createServer((request, response) => {
    const html = published.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (html === undefined) files.emit('request', request, response);
    else response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    publish: (pathname, html) => published.set(pathname, html),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Records the script URLs the page registers, before any page script runs. */
async function recordRegistrations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const calls: Promise<unknown>[] = [];
    const urls: string[] = [];
    Object.assign(window, { __swCalls: calls, __swUrls: urls });
    container.register = (url, options) => {
      urls.push(String(url));
      const result = register(url, options);
      calls.push(result);
      return result;
    };
  });
}

/** Waits until the page's (lazy, on idle) registration has run, and returns the URLs it registered. */
async function registeredUrls(page: Page): Promise<string[]> {
  await page.waitForFunction(() => (window as unknown as { __swUrls: string[] }).__swUrls.length > 0);
  return page.evaluate(async () => {
    const w = window as unknown as { __swCalls: Promise<unknown>[]; __swUrls: string[] };
    await Promise.all(w.__swCalls);
    return w.__swUrls;
  });
}

function paramsOf(scriptUrl: string): unknown {
  return JSON.parse(new URL(scriptUrl, 'http://localhost').searchParams.get('params') ?? 'null');
}

/** The active worker's params once it controls the page. */
async function controllerParams(page: Page): Promise<unknown> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return paramsOf(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL));
}

async function registrationCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

/** Caches the offline worker fills (`folio-…`). */
async function offlineCacheCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('folio-')).length);
}

/** Whether the offline worker has kept the whole search index (its file list is stored last). */
function searchIndexKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('folio-search-')) continue;
      const cache = await caches.open(name);
      if ((await cache.keys()).some((request) => request.url.endsWith('/files.json'))) return true;
    }
    return false;
  });
}

/** Whether the offline worker keeps the search modal's code (its chunk is named after the module). */
function searchCodeKept(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('folio-')) continue;
      const cache = await caches.open(name);
      if ((await cache.keys()).some((request) => /\/SearchModal-[^/]*\.js$/.test(request.url))) return true;
    }
    return false;
  });
}

let browser: Browser;
let site: SiteServer | undefined;
let context: BrowserContext | undefined;

/**
 * A new server and a browser context that never saw the site, recording worker registrations.
 * The server is returned too (and kept for afterEach to close).
 */
async function firstVisit(): Promise<Awaited<ReturnType<typeof openPage>> & { site: SiteServer }> {
  const server = await startServer();
  site = server;
  context = await browser.newContext();
  await recordRegistrations(context);
  return { ...(await openPage(context)), site: server };
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
  await site?.close();
  context = undefined;
  site = undefined;
});

describe('offline mode', () => {
  it('registers no worker for a reader on a desktop who did not ask for offline mode', async () => {
    site = await startServer();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page, problems } = await openPage(context);
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    // Give the idle-time check every chance to run.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    // With nothing to register or remove, the offline code is not even loaded.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('startOffline')))).toBe(false);
    expect(problems).toEqual([]);
  });

  it('turns on by itself at mobile width and with data saver on, as this site configures', async () => {
    site = await startServer();
    // A phone-sized window (at most 996 px wide: SPEC's mobile width).
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await recordRegistrations(context);
    const phone = await openPage(context);
    await phone.page.goto(`${site.origin}/docs/installation`);
    await waitForHydration(phone.page);
    expect((await registeredUrls(phone.page)).map(paramsOf)).toEqual([{ offlineMode: true, debug: false }]);
    expect(phone.problems).toEqual([]);
    await context.close();
    // A desktop window with the browser's data saver on.
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await recordRegistrations(context);
    const saver = await openPage(context);
    await saver.page.goto(`${site.origin}/`);
    await waitForHydration(saver.page);
    expect((await registeredUrls(saver.page)).map(paramsOf)).toEqual([{ offlineMode: true, debug: false }]);
  });

  it('keeps the home page and visited pages readable with the network gone', async () => {
    const { page, problems, site } = await firstVisit();
    await page.goto(`${site.origin}/?offlineMode=true`);
    await waitForHydration(page);
    const [scriptUrl] = await registeredUrls(page);
    expect(scriptUrl).toMatch(/^\/sw\.js\?params=/);
    expect(paramsOf(scriptUrl!)).toEqual({ offlineMode: true, debug: false });
    expect(await controllerParams(page)).toEqual({ offlineMode: true, debug: false });

    // A later page without the query string keeps offline mode on.
    await page.goto(`${site.origin}/docs/installation`);
    await waitForHydration(page);
    expect((await registeredUrls(page)).map(paramsOf)).toEqual([{ offlineMode: true, debug: false }]);
    // A page reached by client-side navigation: the worker sees its data, never its HTML.
    await moveOnClient(page, '/docs/configuration');
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    expect(problems).toEqual([]);

    await site.close();
    await page.context().setOffline(true);

    await page.goto(`${site.origin}/`);
    await page.getByRole('heading', { level: 1, name: 'Folio' }).waitFor();
    expect(await page.title()).toBe('Docs and blogs that build in seconds and load in a blink | Folio');
    await waitForHydration(page);

    await page.goto(`${site.origin}/docs/installation`);
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    await waitForHydration(page);

    // Loaded afresh, it renders from its cached data in the app shell.
    await page.goto(`${site.origin}/docs/configuration`);
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    expect(await page.title()).toBe('Configuration | Folio');
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Installation' }).waitFor();

    // A page never visited gets the offline page, not the browser's error.
    await page.goto(`${site.origin}/blog/archive`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
  });

  it('updates the head tags on a client navigation offline, though no page loaded online had needed that code', async () => {
    const { page, site } = await firstVisit();
    await page.goto(`${site.origin}/?offlineMode=true`);
    await waitForHydration(page);
    expect(await controllerParams(page)).toEqual({ offlineMode: true, debug: false });
    // Full loads only: the head's update code, which client navigations load, was never needed.
    for (const path of ['/docs/installation', '/docs/configuration']) {
      await page.goto(`${site.origin}${path}`);
      await waitForHydration(page);
    }
    await site.close();
    await page.context().setOffline(true);
    await page.goto(`${site.origin}/docs/installation`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Configuration' }).click();
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    expect(await page.title()).toBe('Configuration | Folio');
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/docs\/configuration$/);
  });

  it('shows offline the version of a page seen last, not that of an earlier visit with a query string', async () => {
    const { page, problems, site } = await firstVisit();
    // Readers turn offline mode on with a query string, and links from newsletters carry one.
    await page.goto(`${site.origin}/?offlineMode=true`);
    await waitForHydration(page);
    await controllerParams(page);
    // This page loaded before the worker, which is asked to keep it afterwards.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href, { ignoreSearch: true }))), { timeout: 15_000 }).toBe(true);
    await page.goto(`${site.origin}/docs/installation?utm_source=newsletter`);
    await waitForHydration(page);

    // A new build of both pages, which the reader then visits without a query string.
    const NEXT_BUILD = '<meta name="e2e-build" content="next">';
    const nextBuild = (file: string) => readFileSync(file, 'utf8').replace('<head>', `<head>${NEXT_BUILD}`);
    site.publish('/', nextBuild('build/index.html'));
    site.publish('/docs/installation', nextBuild('build/docs/installation/index.html'));
    for (const path of ['/', '/docs/installation']) {
      await page.goto(site.origin + path);
      await waitForHydration(page);
      expect(await page.locator('meta[name="e2e-build"]').count()).toBe(1);
    }
    expect(problems).toEqual([]);

    await site.close();
    await page.context().setOffline(true);
    const buildMark = (html: string) => /<meta name="e2e-build"[^>]*>/.exec(html)?.[0];
    for (const path of ['/', '/docs/installation']) {
      const response = await page.goto(site.origin + path);
      expect(buildMark(await response!.text()), path).toBe(NEXT_BUILD);
      // And so does a fetch of the page through the worker.
      expect(buildMark(await page.evaluate(async () => (await fetch(location.href)).text())), path).toBe(NEXT_BUILD);
    }
  });

  it('shows the offline page in the colour mode the reader chose', async () => {
    const { page, problems, site } = await firstVisit();
    await page.goto(`${site.origin}/?offlineMode=true`);
    await waitForHydration(page);
    await controllerParams(page);
    await page.getByRole('button', { name: /^Switch between dark and light mode/ }).click();
    await page.locator('html[data-theme="dark"]').waitFor({ state: 'attached' });
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(problems).toEqual([]);

    await site.close();
    await page.context().setOffline(true);
    // A page never visited: the offline page, dark from its first paint like the site's pages.
    await page.goto(`${site.origin}/blog/archive`);
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
  });

  it('keeps the whole search index, so search finds any word with the network gone', async () => {
    const { page, problems, site } = await firstVisit();
    await page.goto(`${site.origin}/?offlineMode=true`);
    await waitForHydration(page);
    await registeredUrls(page);
    await controllerParams(page);
    // The worker keeps the index in the background; its file list goes in last.
    await expect.poll(() => searchIndexKept(page), { timeout: 20_000, interval: 250 }).toBe(true);
    expect(problems).toEqual([]);

    await site.close();
    await page.context().setOffline(true);
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    // Words no query asked for while online.
    for (const [query, expected] of [['mermaid', /mermaid/i], ['versioning', /version/i]] as const) {
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
      await page.locator('.DocSearch-Input').fill(query);
      await expect.poll(() => page.locator('.DocSearch-Hit').first().textContent(), { timeout: 10_000 }).toMatch(expected);
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    }
    // "See all results" leads to the search page, kept with the app shell, which lists them.
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
    await page.locator('.DocSearch-Input').fill('sidebar');
    await page.getByRole('link', { name: /^See all \d+ results$/ }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'sidebar');
    await page.locator('.search-result').first().waitFor({ timeout: 10_000 }).catch(async (e) => { console.log('PAGE', (await page.locator('main').innerText().catch(() => 'no main')).slice(0, 600), problems); throw e; });
    // And so does a search page loaded as a document, never visited online.
    await page.goto(`${site.origin}/search?q=frontmatter`);
    await waitForHydration(page);
    await page.locator('.search-result').first().waitFor({ timeout: 10_000 });
    expect(await page.getByText('You are offline').count()).toBe(0);
  }, 60_000);

  it('keeps the search index on a phone only once the reader opens search', async () => {
    site = await startServer();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await recordRegistrations(context);
    const { page } = await openPage(context);
    await page.goto(`${site.origin}/docs/installation`);
    await waitForHydration(page);
    await registeredUrls(page);
    await controllerParams(page);
    await page.waitForTimeout(1500);
    expect(await searchIndexKept(page)).toBe(false);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.DocSearch-Modal').waitFor();
    await expect.poll(() => searchIndexKept(page), { timeout: 20_000, interval: 250 }).toBe(true);
  });

  it('opens search with the network gone on a phone whose reader never searched online', async () => {
    site = await startServer();
    context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await recordRegistrations(context);
    const { page, problems } = await openPage(context);
    await page.goto(`${site.origin}/docs/installation`);
    await waitForHydration(page);
    await registeredUrls(page);
    await controllerParams(page);
    // The modal's code is kept at once; the index (megabytes) only once the reader searches.
    await expect.poll(() => searchCodeKept(page), { timeout: 15_000, interval: 250 }).toBe(true);
    expect(await searchIndexKept(page)).toBe(false);
    expect(problems).toEqual([]);

    await site.close();
    await page.context().setOffline(true);
    await page.goto(`${site.origin}/`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('offers a reload when a new version is waiting, and switches to it on Refresh', async () => {
    const { page, site } = await firstVisit();
    await page.goto(`${site.origin}/?offlineMode=true`);
    await waitForHydration(page);
    await registeredUrls(page);
    await controllerParams(page);
    await page.reload();
    await waitForHydration(page);
    await registeredUrls(page);

    // A different script URL is a new version, as a new deployment would be.
    await page.evaluate(() => navigator.serviceWorker.register(`/sw.js?params=${encodeURIComponent(JSON.stringify({ offlineMode: true, debug: true }))}`));
    const prompt = page.getByRole('dialog', { name: 'New version available' });
    await prompt.waitFor();
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    expect(await controllerParams(page)).toEqual({ offlineMode: true, debug: true });
  });

  it('removes the installed worker and what it stored once offline mode is switched off', async () => {
    const { page, site } = await firstVisit();
    await page.goto(`${site.origin}/?offlineMode=true`);
    await waitForHydration(page);
    await controllerParams(page);
    expect(await offlineCacheCount(page)).toBeGreaterThan(0);

    await page.goto(`${site.origin}/?offlineMode=false`);
    await waitForHydration(page);
    // The page keeps fetching through the old worker meanwhile, as a page prefetching links does.
    await page.evaluate(() => setInterval(() => void fetch('/__folio/data/not-there.json').catch(() => undefined), 50));
    await expect.poll(() => registrationCount(page), { timeout: 15_000 }).toBe(0);

    // The next page comes from the network, and what the old worker stored is gone.
    await page.goto(`${site.origin}/docs/installation`);
    await waitForHydration(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect.poll(() => offlineCacheCount(page), { timeout: 15_000 }).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __swUrls: string[] }).__swUrls)).toEqual([]);

    await site.close();
    await expect(page.goto(`${site.origin}/`)).rejects.toThrow(/ERR_CONNECTION_REFUSED|ERR_FAILED/);
  });

  it('keeps what a tablet saved once it is turned sideways, wider than mobile', async () => {
    site = await startServer();
    context = await browser.newContext({ viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true });
    await recordRegistrations(context);
    const { page, problems } = await openPage(context);
    await page.goto(`${site.origin}/docs/cli`);
    await waitForHydration(page);
    await registeredUrls(page);
    await controllerParams(page);
    // The first page loaded before the worker: the page has it cache the page afterwards.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href))), { timeout: 15_000 }).toBe(true);
    await page.goto(`${site.origin}/docs/installation`);
    await waitForHydration(page);

    // Landscape: 1180 px is wider than the mobile strategy's 996, so offline mode is off here.
    await page.setViewportSize({ width: 1180, height: 820 });
    await page.goto(`${site.origin}/blog`);
    await waitForHydration(page);
    // The offline code loads (a worker is installed), decides, and leaves the worker alone.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('startOffline')));
    await page.waitForTimeout(1000);
    expect(await registrationCount(page)).toBe(1);
    expect(await offlineCacheCount(page)).toBeGreaterThan(0);
    expect(problems).toEqual([]);

    await site.close();
    await page.context().setOffline(true);
    await page.goto(`${site.origin}/docs/cli`);
    await page.getByRole('heading', { level: 1, name: 'CLI' }).waitFor();
  });

  it('switches back on without asking after being switched off', async () => {
    const { page, site } = await firstVisit();
    await page.goto(`${site.origin}/?offlineMode=false`);
    await page.goto(`${site.origin}/?offlineMode=true`);
    await waitForHydration(page);
    await controllerParams(page);
    await page.goto(`${site.origin}/?offlineMode=false`);
    await waitForHydration(page);
    await expect.poll(() => registrationCount(page), { timeout: 15_000 }).toBe(0);

    await page.goto(`${site.origin}/docs/installation?offlineMode=true`);
    await waitForHydration(page);
    await expect.poll(async () => paramsOf(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')), { timeout: 15_000 }).toEqual({ offlineMode: true, debug: false });
    expect(await page.getByRole('dialog', { name: 'New version available' }).count()).toBe(0);
    // The worker did not see this page load: the page has it cache the page (under its URL
    // without the query string) afterwards.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.origin + location.pathname))), { timeout: 15_000 }).toBe(true);

    await site.close();
    await page.context().setOffline(true);
    await page.goto(`${site.origin}/docs/installation`);
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
  });
});
