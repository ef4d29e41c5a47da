// Search as a reader uses it: the DocSearch modal (shortcuts, results, no-results and error
// screens, client navigation, contextual versions), the /search page, the lazy loading of the
// search code, and the hosted mode against a local stub that records the requests.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastViolations, isSameDocument, launchBrowser, markDocument, openPage, pseudoElementContrasts, seriousAxeViolations, siteUrl, waitForHydration } from './browser.js';
import { serveFixtureSite, type FixtureSite } from './fixtureSite.js';
import { startSearchStub, type SearchStub } from './searchStub.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request the page makes, to check that nothing leaves the machine. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function offMachine(urls: string[]): string[] {
  return urls.filter((url) => !/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:|blob:)/.test(url));
}

async function openDoc(context: BrowserContext, path: string) {
  const opened = await openPage(context);
  const requests = recordRequests(opened.page);
  await opened.page.goto(siteUrl(path));
  await waitForHydration(opened.page);
  return { ...opened, requests };
}

/** WCAG contrast ratio of two opaque `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
/** Search results are on screen (not the recent searches the start screen lists as hits too). */
const waitForResults = (page: Page) => page.getByRole('link', { name: /^See all \d+ results$/ }).waitFor();
const searchInput = (page: Page) => page.getByRole('searchbox').and(page.locator('.DocSearch-Input'));
/**
 * The modal is open and its input focused (its code loads lazily on the first shortcut). Typing
 * before that could land while the modal still sets itself up, and the query be lost.
 */
async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await modal(page).waitFor();
  await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'));
}

/** The page (the same document) is scrolled to /docs/cli's "npm run serve" heading, ~3,600 px down, just below the navbar. */
async function expectScrolledToServeHeading(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
  const top = await page.locator('#npm-run-serve').evaluate((heading) => heading.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  expect(await isSameDocument(page)).toBe(true);
}

describe('search modal (local index)', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => context.close());

  it('loads its code only when the reader shows intent', async () => {
    const { page, requests } = await openDoc(context, '/docs/installation');
    const searchFiles = () => requests.filter((url) => /SearchModal|__folio\/search\//.test(url));
    expect(searchFiles()).toEqual([]);
    await page.getByRole('button', { name: 'Search' }).hover();
    await expect.poll(() => searchFiles().length).toBeGreaterThan(0);
    await page.close();
  });

  it('keeps its text readable (WCAG AA) in both colour modes, the selected hit included', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const themed = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const { page } = await openDoc(themed, '/docs/installation');
      await openModal(page);
      await searchInput(page).fill('config');
      await waitForResults(page);
      expect(await contrastViolations(page, ['.DocSearch-Modal']), colorScheme).toEqual([]);
      await themed.close();
    }
  });

  it('is a modal dialog over an inert page, with no serious or critical axe violations but the hits holding links', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await openModal(page);
    await searchInput(page).fill('config');
    await waitForResults(page);
    // Left as DocSearch makes them: each hit is an option holding a link (nested-interactive). The
    // link cannot lose its role or its focusability (tabindex=-1 and role=none are still flagged)
    // without losing its href, which new-tab clicks and external hits need.
    const hitOption = /^#docsearch-[\w-]+-item-\d+$/;
    const violations = await seriousAxeViolations(page);
    expect(violations.filter((violation) => !(violation.id === 'nested-interactive' && violation.targets.every((target) => hitOption.test(target))))).toEqual([]);
    await expect(page.getByRole('dialog', { name: 'Search' }).count()).resolves.toBe(1);
    await expect(page.locator('#__folio').evaluate((root) => root.hasAttribute('inert'))).resolves.toBe(true);
    await page.close();
  });

  it('keeps its no-results screen readable (WCAG AA), its link underlined, in both colour modes', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const themed = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const { page } = await openDoc(themed, '/docs/installation');
      await openModal(page);
      await searchInput(page).fill('zxqvplm');
      await page.locator('.DocSearch-NoResults').getByRole('link', { name: 'Let us know.' }).waitFor();
      // A first query that finds nothing: the suggestions are the modal's own (see Suggestions).
      await page.locator('.DocSearch-NoResults').getByText('Try searching for').waitFor();
      expect(await contrastViolations(page, ['.DocSearch-Modal'], ['color-contrast', 'link-in-text-block']), colorScheme).toEqual([]);
      await themed.close();
    }
  });

  it("rings its search box in the site's colour, visible (3:1) in both colour modes", async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const themed = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const { page } = await openDoc(themed, '/docs/installation');
      await openModal(page);
      const ring = await page.evaluate(() => {
        const container = document.querySelector('.DocSearch-Container')!;
        const probe = container.appendChild(document.createElement('span'));
        probe.style.color = 'var(--docsearch-primary-color)';
        const primary = getComputedStyle(probe).color;
        probe.remove();
        const form = document.querySelector('.DocSearch-Form')!;
        return { primary, shadow: getComputedStyle(form).boxShadow, inside: getComputedStyle(form).backgroundColor, outside: getComputedStyle(document.querySelector('.DocSearch-Modal')!).backgroundColor };
      });
      // DocSearch's own ring is #5468ff, resolved where it is declared, whatever the theme sets.
      expect(ring.shadow, colorScheme).not.toContain('rgb(84, 104, 255)');
      expect(ring.shadow, colorScheme).toBe(`${ring.primary} 0px 0px 0px 2px inset`);
      expect(contrast(ring.primary, ring.inside), `${colorScheme}: ring against the box`).toBeGreaterThanOrEqual(3);
      expect(contrast(ring.primary, ring.outside), `${colorScheme}: ring against the modal`).toBeGreaterThanOrEqual(3);
      await themed.close();
    }
  });

  it('falls back to the search page when the modal cannot be loaded', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await page.route(/SearchModal-.*\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Search' }).focus();
    // A letter typed on the button starts a search with it, here on the search page.
    await page.keyboard.press('k');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'k');
    await page.close();
  });

  it('opens with Ctrl+K and with /, not while typing in an input, and closes with Escape', async () => {
    const { page, problems } = await openDoc(context, '/docs/installation');
    await page.keyboard.press('Control+k');
    await modal(page).waitFor();
    await expect(searchInput(page).evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    // The local index is no Algolia service: its footer shows the keys, not a "Search by Algolia" credit.
    await expect(modal(page).locator('.DocSearch-Commands').isVisible()).resolves.toBe(true);
    await expect(modal(page).locator('.DocSearch-Logo').isVisible()).resolves.toBe(false);
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await page.keyboard.press('/');
    await modal(page).waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    // A slash typed into a field is text, not the shortcut.
    await page.goto(siteUrl('/search'));
    await waitForHydration(page);
    await page.locator('.search-page__input').fill('a/b');
    await page.locator('.search-page__input').press('/');
    await expect(modal(page).count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fills a phone screen with its results, with no empty footer strip under them', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const { page } = await openDoc(phone, '/docs/installation');
    await page.getByRole('button', { name: 'Search' }).click();
    await modal(page).waitFor();
    await searchInput(page).fill('install');
    await waitForResults(page);
    // DocSearch hides its keyboard hints on a phone, and the theme its Algolia logo: the footer
    // was a 40 px strip with nothing in it at the bottom of the screen.
    await expect(modal(page).locator('.DocSearch-Footer').isVisible()).resolves.toBe(false);
    expect(await page.locator('.DocSearch-Dropdown').evaluate((dropdown) => dropdown.getBoundingClientRect().bottom)).toBe(740);
    await phone.close();
  });

  it('shows a doc with its heading for a word in it, and Enter navigates without a reload', async () => {
    const { page, problems, requests } = await openDoc(context, '/docs/installation');
    await markDocument(page);
    await openModal(page);
    await searchInput(page).fill('autogenerated');
    await waitForResults(page);
    const first = page.locator('.DocSearch-Hit').first();
    await expect(first.textContent()).resolves.toMatch(/Autogenerated/i);
    await expect(page.locator('.DocSearch-Hit a').first().getAttribute('href')).resolves.toMatch(/^\/docs\/sidebar\/autogenerated/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/sidebar\/autogenerated/);
    await page.getByRole('heading', { level: 1, name: /Autogenerated/i }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await expect(modal(page).count()).resolves.toBe(0);
    expect(offMachine(requests)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('scrolls to a heading of the page shown when its hit is clicked, as Enter does', async () => {
    const { page } = await openDoc(context, '/docs/cli');
    await markDocument(page);
    await openModal(page);
    await searchInput(page).fill('npm run serve');
    await waitForResults(page);
    const hit = page.locator('.DocSearch-Hit a[href="/docs/cli#npm-run-serve"]');
    await hit.click();
    await page.waitForURL(/\/docs\/cli#npm-run-serve$/);
    await modal(page).waitFor({ state: 'detached' });
    // DocSearch put the page back at the top as it closed.
    await expectScrolledToServeHeading(page);
    await page.close();
  });

  it('gives focus back to the search button when a click on the backdrop closes it, as Escape does', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await openModal(page);
    // Below the modal, on the dimmed page.
    await page.mouse.click(20, 880);
    await modal(page).waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Search' }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it('gives focus back to what had it before it opened, without scrolling, the navbar hidden (WAI-ARIA dialog)', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
    const link = await page.evaluateHandle(() =>
      [...document.querySelectorAll<HTMLElement>('main a[href]')].find((candidate) => {
        const box = candidate.getBoundingClientRect();
        return box.top > 100 && box.bottom < 700;
      }),
    );
    await link.evaluate((element) => element!.focus());
    await openModal(page);
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    await expect(link.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(300);
    // The next Tab goes on from the link: it went to the navbar's next control, and the page to the top.
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('main')))).resolves.toBe(true);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeGreaterThanOrEqual(300);
    await page.close();
  });

  it('gives focus to the search button, in the navbar shown, when nothing had it before it opened', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
    await openModal(page);
    await page.keyboard.press('Escape');
    await modal(page).waitFor({ state: 'detached' });
    const button = page.getByRole('button', { name: 'Search' });
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect.poll(() => button.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(300);
    await page.close();
  });

  it('scrolls again to a heading already in the URL when its hit is followed', async () => {
    const { page } = await openDoc(context, '/docs/cli#npm-run-serve');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1_000);
    // The reader scrolls back to the top, then looks the same heading up again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await markDocument(page);
    await openModal(page);
    await searchInput(page).fill('npm run serve');
    await waitForResults(page);
    await page.locator('.DocSearch-Hit a[href="/docs/cli#npm-run-serve"]').hover();
    await page.keyboard.press('Enter');
    await modal(page).waitFor({ state: 'detached' });
    await expectScrolledToServeHeading(page);
    await page.close();
  });

  it("goes to the top of the page shown when the hit is that page itself (audit: the page stayed where it was)", async () => {
    const { page } = await openDoc(context, '/docs/cli');
    await page.evaluate(() => window.scrollTo(0, 2_000));
    await markDocument(page);
    await openModal(page);
    await searchInput(page).fill('cli');
    await waitForResults(page);
    await page.locator('.DocSearch-Hit a[href="/docs/cli"]').first().hover();
    await page.keyboard.press('Enter');
    await modal(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it('keeps Tab inside the open modal', async () => {
    const { page } = await openDoc(context, '/docs/cli');
    await openModal(page);
    const places: boolean[] = [];
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      places.push(await page.evaluate(() => document.activeElement?.closest('.DocSearch-Modal') !== null));
    }
    expect(places.every(Boolean)).toBe(true);
    await page.close();
  });

  it('forgives a typo', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await openModal(page);
    await searchInput(page).pressSequentially('sidbar');
    await waitForResults(page);
    // Results of the partial words typed on the way may show first; wait for the whole word's.
    await expect.poll(() => page.locator('.DocSearch-Hit').first().textContent(), { timeout: 10_000 }).toMatch(/sidebar/i);
    await page.close();
  });

  it('shows the no-results screen for a nonsense word', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await openModal(page);
    await searchInput(page).pressSequentially('sidebar');
    await waitForResults(page);
    await searchInput(page).fill('xqzvbnmqq');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    await expect(screen.textContent()).resolves.toContain('No results for "xqzvbnmqq"');
    await expect(screen.textContent()).resolves.toContain('Try searching for');
    // DocSearch's own suggestions (from the earlier hits), not a second list beside them.
    await expect.poll(() => screen.locator('.DocSearch-NoResults-Prefill-List').count()).toBe(1);
    await expect(screen.textContent()).resolves.toContain('Believe this query should return results?');
    await expect(screen.getByRole('link', { name: 'Let us know.' }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('suggests sections even when the first query finds nothing, and a suggestion searches it', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await openModal(page);
    await searchInput(page).fill('xqzvbnmqq');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    await expect(screen.textContent()).resolves.toContain('No results for "xqzvbnmqq"');
    await screen.getByText('Try searching for').waitFor();
    // Between the title and "Believe this query should return results?", as DocSearch lays it out.
    const order = await screen.evaluate((element) => element.textContent ?? '');
    expect(order.indexOf('Try searching for')).toBeLessThan(order.indexOf('Believe this query'));
    const suggestion = screen.locator('.DocSearch-Prefill').first();
    const text = (await suggestion.textContent())!.replace(/"/g, '');
    await suggestion.click();
    await expect(searchInput(page).inputValue()).resolves.toBe(text);
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.close();
  });

  it('shows the error screen when the index cannot be reached', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await page.route('**/__folio/search/**', (route) => route.abort());
    // The screen tells the reader; no uncaught error per keystroke behind it.
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await openModal(page);
    await searchInput(page).pressSequentially('sidebar');
    await page.getByText('Unable to fetch results').waitFor();
    await expect(page.getByText('You might want to check your network connection.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('No results for').isVisible()).resolves.toBe(false);
    expect(uncaught).toEqual([]);
    await page.close();
  });

  // Nothing showed until the index's manifest had arrived, and what was typed meanwhile was lost (acceptance audit).
  it('opens at once while the index is slow to arrive, says it is loading, and keeps what is typed meanwhile', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    let releaseIndex!: () => void;
    const indexHeld = new Promise<void>((resolve) => (releaseIndex = resolve));
    await page.route('**/__folio/search/manifest.json', async (route) => {
      await indexHeld;
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    const pending = page.getByRole('dialog', { name: 'Search' });
    await pending.getByRole('status').filter({ hasText: 'Loading search…' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('search-pending__input'));
    await page.keyboard.type('sidebar');
    await expect(modal(page).count()).resolves.toBe(0);
    releaseIndex();
    await modal(page).waitFor();
    await expect(searchInput(page).inputValue()).resolves.toBe('sidebar');
    await waitForResults(page);
    await expect(page.locator('.search-pending').count()).resolves.toBe(0);
    await page.close();
  });

  it('while it loads, gives focus back to what had it when a click on the backdrop closes it (verification audit: focus ended on the body)', async () => {
    const { page } = await openDoc(context, '/docs/installation');
    await page.route('**/__folio/search/manifest.json', () => new Promise(() => undefined));
    const link = page.locator('article a[href]').first();
    await link.focus();
    await page.keyboard.press('Control+k');
    await page.locator('.search-pending').waitFor();
    await page.mouse.click(5, 600);
    await page.locator('.search-pending').waitFor({ state: 'detached' });
    await expect(link.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it('on a 3.5.2 page returns 3.5.2 docs, not canary ones', async () => {
    const { page } = await openDoc(context, '/docs/3.5.2/installation');
    await openModal(page);
    await searchInput(page).fill('sidebar');
    await waitForResults(page);
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const docs = hrefs.filter((href) => href.startsWith('/docs/'));
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((href) => href.startsWith('/docs/3.5.2/'))).toBe(true);
    await page.close();
  });

  it('leads from "See all results" to the search page, keeping the version', async () => {
    const { page } = await openDoc(context, '/docs/3.5.2/installation');
    await markDocument(page);
    await openModal(page);
    await searchInput(page).fill('sidebar');
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    await seeAll.waitFor();
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await seeAll.click();
    await page.waitForURL(/\/search\?q=sidebar&version=3\.5\.2$/);
    await expect(page.locator('.search-page__count').textContent()).resolves.toBe(`${count} results`);
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it('writes the "See all" link of a query with & and + encoded once, so a new tab searches the same', async () => {
    const { page } = await openDoc(context, '/docs/configuration');
    await openModal(page);
    await searchInput(page).fill('sidebar & links');
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    await seeAll.waitFor();
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    const href = (await seeAll.getAttribute('href'))!;
    expect(new URL(href, page.url()).searchParams.get('q')).toBe('sidebar & links');
    // Opened as a new tab opens it: the address as written.
    await page.goto(new URL(href, page.url()).href);
    await waitForHydration(page);
    await expect(page.locator('.search-page__input').inputValue()).resolves.toBe('sidebar & links');
    await expect.poll(() => page.locator('.search-page__count').textContent()).toBe(`${count} results`);
    await page.close();
  });

  it('counts the hits of the query typed, even typed quickly (the answers for its prefixes come first)', async () => {
    const { page } = await openDoc(context, '/');
    await openModal(page);
    await page.keyboard.type('sidebar');
    await waitForResults(page);
    // Every prefix's answer has arrived once the input's own results are listed and nothing is pending.
    await page.waitForTimeout(1500);
    const seeAll = page.getByRole('link', { name: /^See all \d+ results$/ });
    const count = Number((await seeAll.textContent())!.match(/\d+/)![0]);
    await seeAll.click();
    await page.waitForURL(/\/search\?q=sidebar/);
    await expect(page.locator('.search-page__count').textContent()).resolves.toBe(`${count} results`);
    await page.close();
  });
});

describe('search page', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => context.close());

  const resultCount = async (page: Page) => Number((await page.locator('.search-page__count').textContent())!.match(/\d+/)![0]);

  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps the input's placeholder readable (WCAG AA) in ${scheme} mode (audit: the browser's grey, 3.8:1 in dark mode)`, async () => {
      const schemed = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const page = await schemed.newPage();
      await page.goto(siteUrl('/search'));
      await waitForHydration(page);
      const [placeholder] = await pseudoElementContrasts(page, '.search-page__input', '::placeholder', 'placeholder');
      expect(placeholder!.text).not.toBe('');
      expect(placeholder!.ratio).toBeGreaterThanOrEqual(4.5);
      await schemed.close();
    });
  }

  it('keeps the layout still while the results of ?q= arrive (audit: the footer jumped down, layout shift 0.43)', async () => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(siteUrl('/search?q=plugin'));
    await page.locator('.search-result').first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.1);
    await page.close();
  });

  it('lists results for ?q= opened directly, with breadcrumbs and snippets, and the version filter narrows them', async () => {
    const { page, problems, requests } = await openDoc(context, '/search?q=sidebar');
    await page.getByRole('heading', { level: 1, name: 'Search results for "sidebar"' }).waitFor();
    await page.locator('.search-result').first().waitFor();
    // Opened without a version, it searches the latest docs (as the modal does), not every version.
    await page.waitForURL(/\?q=sidebar&version=current$/);
    await expect(page.getByLabel('Docs version').inputValue()).resolves.toBe('current');
    const docsOf = () => page.locator('.search-result__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/docs/')));
    expect((await docsOf()).filter((href) => /^\/docs\/3\.\d+\.\d+\//.test(href))).toEqual([]);
    const latest = await resultCount(page);
    expect(latest).toBeGreaterThan(10);
    const first = page.locator('.search-result').first();
    await expect(first.getByRole('list', { name: 'Found in' }).textContent()).resolves.not.toBe('');
    await expect(first.locator('mark').count()).resolves.toBeGreaterThan(0);
    await page.getByLabel('Docs version').selectOption('');
    await page.waitForURL(/\?q=sidebar&version=$/);
    await expect.poll(() => resultCount(page)).toBeGreaterThan(latest);
    const all = await resultCount(page);
    await page.getByLabel('Docs version').selectOption('3.5.2');
    await page.waitForURL(/version=3\.5\.2/);
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const docLinks = await page.locator('.search-result__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/docs/')));
    expect(docLinks.every((href) => href.startsWith('/docs/3.5.2/'))).toBe(true);
    expect(offMachine(requests)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('puts the cursor in its box on arrival, after any query the address gives, so typing searches at once (audit; Docusaurus autofocuses it)', async () => {
    const { page } = await openDoc(context, '/search');
    await page.keyboard.type('tabs');
    await expect(page.locator('.search-page__input').inputValue()).resolves.toBe('tabs');
    await page.waitForURL(/\?q=tabs&version=current$/);
    // Reached from the search button when the modal cannot load: the reader types on.
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await page.route(/SearchModal-.*\.js$/, (route) => route.abort());
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByRole('heading', { level: 1, name: 'Search the documentation' }).waitFor();
    await page.keyboard.type('sidebar');
    await page.waitForURL(/\?q=sidebar/);
    await page.goto(siteUrl('/search?q=side'));
    await waitForHydration(page);
    await page.keyboard.type('bar');
    await expect(page.locator('.search-page__input').inputValue()).resolves.toBe('sidebar');
    // Reached by a link on the client too (a markdown link to /search): the app's move of focus
    // to the top of the document ran after the page's and took the cursor away (client navigation audit).
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await page.locator('article').first().evaluate((article) => {
      const link = document.createElement('a');
      link.href = '/search';
      link.textContent = 'Search the docs';
      article.append(link);
    });
    await page.getByRole('link', { name: 'Search the docs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search the documentation' }).waitFor();
    await page.keyboard.type('tabs');
    await expect(page.locator('.search-page__input').inputValue()).resolves.toBe('tabs');
    await page.close();
  });

  it('updates the URL as the reader types and loads more results on scroll', async () => {
    const { page } = await openDoc(context, '/search');
    await page.getByRole('heading', { level: 1, name: 'Search the documentation' }).waitFor();
    await page.locator('.search-page__input').fill('sidebar');
    await page.waitForURL(/\?q=sidebar&version=current$/);
    await page.locator('.search-result').first().waitFor();
    const shown = await page.locator('.search-result').count();
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => page.locator('.search-result').count()).toBeGreaterThan(shown);
    await page.close();
  });

  it('titles the tab like its heading, with the query, as the query changes', async () => {
    const { page } = await openDoc(context, '/search');
    await expect(page.title()).resolves.toBe('Search the documentation | Folio');
    await page.locator('.search-page__input').fill('sidebar');
    await page.getByRole('heading', { level: 1, name: 'Search results for "sidebar"' }).waitFor();
    await expect.poll(() => page.title()).toBe('Search results for "sidebar" | Folio');
    await page.goto(siteUrl('/search?q=config'));
    await page.getByRole('heading', { level: 1, name: 'Search results for "config"' }).waitFor();
    await expect.poll(() => page.title()).toBe('Search results for "config" | Folio');
    await page.close();
  });

  it('keeps keyboard focus in view: Tab reaches the footer past a "Load more results" button without loading more, and the button loads more', async () => {
    const { page } = await openDoc(context, '/search?q=config');
    const results = page.locator('.search-result');
    await results.first().waitFor();
    const shown = await results.count();
    const focusedInView = () => page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    const loadMore = page.getByRole('button', { name: 'Load more results' });
    await page.locator('.search-page__input').focus();
    // Through the version filter and every result, to the button.
    for (let step = 0; step <= shown; step++) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(loadMore.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => Boolean(document.activeElement?.closest('footer')))).resolves.toBe(true);
    // Time for a load the list's end coming into view would start.
    await page.waitForTimeout(500);
    expect(await results.count()).toBe(shown);
    expect(await focusedInView()).toBe(true);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => results.count()).toBe(shown * 2);
    await expect.poll(() => results.nth(shown).locator('.search-result__title a').evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await focusedInView()).toBe(true);
    await page.close();
  });

  it('comes back from a result with the results it had loaded and at the same place', async () => {
    const { page, problems } = await openDoc(context, '/search?q=sidebar');
    await page.waitForURL(/\?q=sidebar&version=current$/);
    const results = page.locator('.search-result');
    await results.first().waitFor();
    while ((await results.count()) < 40) {
      const shown = await results.count();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => results.count()).toBeGreaterThan(shown);
    }
    const link = results.nth(25).locator('.search-result__title a');
    await link.scrollIntoViewIfNeeded();
    const loaded = await results.count();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(1_000);
    const href = (await link.getAttribute('href'))!;
    await markDocument(page);
    await link.click();
    await page.waitForURL((url) => url.pathname === href.split('#')[0]);
    await page.locator('.search-page').waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL(/\/search\?q=sidebar&version=current$/);
    await expect.poll(() => results.count()).toBe(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(results.nth(25).locator('.search-result__title a').getAttribute('href')).resolves.toBe(href);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('wraps a long unbroken query in its heading and no-results text on a phone, and the modal wraps it too', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    for (const query of ['qqzzplugin-qqzzcontent-qqzzdocs/qqzzclient/qqzzuseActivePluginAndVersion', 'x'.repeat(200)]) {
      const { page } = await openDoc(phone, `/search?q=${encodeURIComponent(query)}`);
      await page.getByText('No results for').waitFor();
      await expect(page.evaluate(() => document.documentElement.scrollWidth), query).resolves.toBe(375);
      await page.close();
    }
    const { page } = await openDoc(phone, '/docs/installation');
    await page.getByRole('button', { name: 'Search' }).click();
    await modal(page).waitFor();
    await searchInput(page).fill('x'.repeat(200));
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    const dropdown = page.locator('.DocSearch-Dropdown');
    await expect(dropdown.evaluate((element) => element.scrollWidth - element.clientWidth)).resolves.toBe(0);
    await phone.close();
  });

  it('wraps result snippets that quote a long path on a phone (SPEC audit: /search?q=markdown was 447 px wide at 375)', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const { page } = await openDoc(phone, '/search?q=markdown');
    await page.locator('.search-result').first().waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(375);
    await phone.close();
  });

  it('announces each answer in one live region there from the start, a query that finds nothing included', async () => {
    const { page } = await openDoc(context, '/search');
    // One region whose text changes: a region created with its text may go unread, and the count's
    // own region left with it when a query found nothing, which was then never announced.
    const status = page.locator('.search-page').getByRole('status');
    await expect(status.count(), 'a live region before any query').resolves.toBe(1);
    const region = await status.elementHandle();
    await page.locator('.search-page__input').fill('tabs');
    await expect.poll(() => region!.textContent()).toMatch(/^\d+ results$/);
    await page.locator('.search-page__input').fill('zzqqxx');
    await expect.poll(() => region!.textContent()).toBe('No results for "zzqqxx"');
    await expect(region!.evaluate((element) => element.isConnected)).resolves.toBe(true);
    await expect(status.count()).resolves.toBe(1);
    await page.close();
  });

  it('shows the no-results and error texts', async () => {
    const { page } = await openDoc(context, '/search?q=xqzvbnmqq');
    await page.getByText('No results for').waitFor();
    await expect(page.getByText('Believe this query should return results?').isVisible()).resolves.toBe(true);
    await page.route('**/__folio/search/**', (route) => route.abort());
    const other = await context.newPage();
    await other.route('**/__folio/search/**', (route) => route.abort());
    await other.goto(siteUrl('/search?q=sidebar'));
    await other.getByText('Unable to fetch results').waitFor();
    await expect(other.getByText('You might want to check your network connection.').isVisible()).resolves.toBe(true);
    await other.close();
    await page.close();
  });
});

// ---------------------------------------------------------------------------------------------
// Hosted mode: a fixture site whose `search.algolia.host` is the stub, built and served here.

const FIXTURE_CONFIG = path.resolve('tests/fixtures/sites/hosted-search/site.config.ts');

describe('hosted mode (stub service)', () => {
  let stub: SearchStub;
  let site: FixtureSite | undefined;
  let origin: string;
  let context: BrowserContext;

  beforeAll(async () => {
    stub = await startSearchStub({ siteUrl: 'https://hosted.example.com' });
    site = await serveFixtureSite(FIXTURE_CONFIG, { FOLIO_SEARCH_HOST: stub.origin });
    origin = site.origin;
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  }, 240_000);

  afterAll(async () => {
    await context?.close();
    site?.close();
    await stub?.close();
  });

  it('adds a preconnect hint for the service and writes no local index', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/docs/intro`);
    await expect(page.locator('link[rel="preconnect"]').getAttribute('href')).resolves.toBe(stub.origin);
    expect((await fetch(`${origin}/__folio/search/manifest.json`)).status).toBe(404);
    // What the service's crawler reads to give each record the language and tag the facet filters ask for.
    const meta = (name: string) => page.locator(`meta[name="${name}"]`).getAttribute('content');
    await expect(meta('docsearch:language')).resolves.toBe('en');
    await expect(meta('docsearch:docusaurus_tag')).resolves.toBe('docs-default-current');
    expect(await page.locator('meta[name="docsearch:docusaurus_tag"]').count()).toBe(1);
    await page.close();
  });

  it('queries the service with contextual facet filters and the Folio agent, and maps next docs to /docs', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/docs/1.0/intro`);
    await waitForHydration(page);
    await markDocument(page);
    stub.requests.length = 0;
    await openModal(page);
    await searchInput(page).fill('guide');
    const hit = page.locator('.DocSearch-Hit a').first();
    await hit.waitFor();
    const request = stub.requests.findLast((recorded) => recorded.path.endsWith('/queries'))!;
    expect(request.path).toBe('/1/indexes/*/queries');
    expect(request.query['x-algolia-application-id'] ?? request.headers['x-algolia-application-id']).toBe('TESTAPP');
    expect(request.query['x-algolia-api-key'] ?? request.headers['x-algolia-api-key']).toBe('search-only-key');
    expect(request.query['x-algolia-agent']).toMatch(/Folio \(3\.6\.3\)/);
    expect(request.query['x-algolia-agent']).toMatch(/docsearch/i);
    const search = request.body!.requests![0]!;
    expect(search).toMatchObject({ indexName: 'hosted', query: 'guide' });
    expect(search.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0']]);
    // The hit's https://hosted.example.com/docs/next/guide#setup is this site's /docs/guide#setup.
    await expect(hit.getAttribute('href')).resolves.toBe('/docs/guide#setup');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/docs/guide#setup`);
    await page.getByRole('heading', { level: 1, name: 'Guide' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it('runs the search page against the service too', async () => {
    const page = await context.newPage();
    stub.requests.length = 0;
    await page.goto(`${origin}/search?q=guide`);
    await page.locator('.search-result').first().waitFor();
    const search = stub.requests.findLast((recorded) => recorded.path.endsWith('/queries'))!.body!.requests![0]!;
    expect(search).toMatchObject({ indexName: 'hosted', query: 'guide', hitsPerPage: 10, page: 0 });
    // The latest docs version (the current one in this fixture) unless the URL names one, as the modal does.
    expect(search.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    await expect(page.locator('.search-result__title a').first().getAttribute('href')).resolves.toBe('/docs/guide#setup');
    await page.close();
  });
});
