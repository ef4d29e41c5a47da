// The engine foundation as a reader sees it: prerendered pages with the right titles, client
// navigation without reloads, the 404 page, and dark mode that persists and follows other tabs.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSameDocument, launchBrowser, markDocument, moveOnClient, openPage, siteUrl, waitForHydration } from './browser.js';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('pages', () => {
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(() => context.close());

  it('renders the home page titled "tagline | site title", with no hydration problem', async () => {
    const { page, problems } = await openPage(context);
    const response = await page.goto(siteUrl('/'));
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Docs and blogs that build in seconds and load in a blink | Folio');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Folio' }).isVisible()).resolves.toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the base-URL banner on the home page only when the site is served from a path its files are not under', async () => {
    const banner = (page: import('playwright-core').Page) => page.locator('#__folio-base-url-issue-banner');
    const { page } = await openPage(context);
    await page.goto(siteUrl('/'));
    await expect(banner(page).isVisible()).resolves.toBe(false);
    // Built for '/', deployed at /repo/ (a GitHub Pages project site): the page's path starts
    // with the base, but its stylesheet and scripts, asked for at /assets/…, are not there.
    const html = await (await page.request.get(siteUrl('/'))).text();
    await page.route('http://misplaced.test/**', (route) =>
      route.request().url() === 'http://misplaced.test/repo/' ? route.fulfill({ contentType: 'text/html', body: html }) : route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' }),
    );
    await page.goto('http://misplaced.test/repo/');
    await expect(banner(page).isVisible()).resolves.toBe(true);
    await expect(banner(page).textContent()).resolves.toContain('Set baseUrl in site.config.ts');
    await page.close();
  });

  it('renders a markdown page and a React page with "page | site" titles', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/examples/markdownPageExample'));
    expect(await page.title()).toBe('Markdown page example | Folio');
    await waitForHydration(page);
    await page.goto(siteUrl('/showcase'));
    expect(await page.title()).toMatch(/ \| Folio$/);
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await page.close();
  });

  // classList.add() with no classes wrote an empty class="" onto both (client navigation audit).
  it('leaves <html> and <body> without a class attribute after a client-side move, as a fresh load has them', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/blog'));
    await waitForHydration(page);
    await markDocument(page);
    const classAttributes = () => page.evaluate(() => [document.documentElement.getAttribute('class'), document.body.getAttribute('class')]);
    expect(await classAttributes()).toEqual([null, null]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL(siteUrl('/docs'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await classAttributes()).toEqual([null, null]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('marks the noIndex example for robots', async () => {
    const { page } = await openPage(context);
    await page.goto(siteUrl('/examples/noIndex'));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.close();
  });

  it('lists the test pages at /tests/pages, the base path of the group, not a 404 (test-area audit)', async () => {
    const { page, problems } = await openPage(context);
    for (const address of ['/tests/pages', '/tests/pages/']) {
      const response = await page.goto(siteUrl(address));
      expect(response?.status(), address).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Test pages');
    }
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('link', { name: 'seo', exact: true }).click();
    await page.waitForURL(siteUrl('/tests/pages/seo'));
    await page.getByRole('heading', { level: 1, name: 'SEO' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('tells the reader of an unlisted markdown page that it is unlisted, as unlisted docs do', async () => {
    const { page } = await openPage(context);
    await page.goto(siteUrl('/tests/pages/unlisted'));
    await expect(page.getByRole('note').filter({ hasText: 'This page is unlisted' }).isVisible()).resolves.toBe(true);
    await page.goto(siteUrl('/examples/markdownPageExample'));
    expect(await page.getByText('This page is unlisted').count()).toBe(0);
    await page.close();
  });

  it('shows images a React page imports, at hashed URLs served with long caching, after a direct visit and a client-side move', async () => {
    const { page, problems } = await openPage(context);
    const imageResponses = new Map<string, string | undefined>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/__folio/assets/media/folio-mark-')) imageResponses.set(new URL(response.url()).pathname, response.headers()['cache-control']);
    });
    const loaded = () =>
      page.evaluate(() =>
        ['svg-imported', 'png-imported'].map((id) => {
          const img = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`)!;
          return { src: new URL(img.src).pathname, shown: img.complete && img.naturalWidth > 0 };
        }),
      );
    await page.goto(siteUrl('/tests/pages/svg'));
    await waitForHydration(page);
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid$="-imported"]')].every((img) => img.complete));
    const direct = await loaded();
    expect(direct).toEqual([
      { src: expect.stringMatching(/^\/__folio\/assets\/media\/folio-mark-[A-Z0-9]+\.svg$/), shown: true },
      { src: expect.stringMatching(/^\/__folio\/assets\/media\/folio-mark-[A-Z0-9]+\.png$/), shown: true },
    ]);
    expect([...imageResponses.values()].every((header) => /max-age=31536000/.test(header ?? ''))).toBe(true);
    // The SVG import is a component too, drawing the file's shapes inline (as Docusaurus's SVGR does).
    const inline = page.getByTestId('svg-component');
    await expect(inline.evaluate((svg) => [svg.tagName, svg.getAttribute('viewBox'), svg.querySelectorAll('rect, path').length, svg.getBoundingClientRect().width])).resolves.toEqual(['svg', '0 0 64 64', 2, 48]);
    await expect(page.getByTestId('svg-imported-url').textContent()).resolves.toMatch(/^\/__folio\/assets\/media\/folio-mark-[A-Z0-9]+\.svg$/);
    // From another page the same URLs are rendered by the client, not taken from prerendered HTML.
    await page.goto(siteUrl('/tests/pages/unlisted'));
    await waitForHydration(page);
    await markDocument(page);
    await moveOnClient(page, '/tests/pages/svg');
    await page.getByTestId('png-imported').waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('[data-testid$="-imported"]')].every((img) => img.complete));
    expect(await isSameDocument(page)).toBe(true);
    expect(await loaded()).toEqual(direct);
    await expect(page.getByTestId('svg-component').evaluate((svg) => svg.querySelectorAll('rect, path').length)).resolves.toBe(2);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { page } = await openPage(context);
    const response = await page.goto(siteUrl('/this/page/does-not-exist'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe('Page Not Found | Folio');
    await page.close();
  });

  it('hydrates the 404 page without a mismatch at a missing address inside a docs version or the test area', async () => {
    const { page, problems } = await openPage(context);
    // The one 404 page is rendered at /404; the navbar follows the address it is served at.
    for (const [path, version] of [['/docs/3.6.3/no-such-doc', '3.6.3'], ['/docs/3.5.2/api/nope', '3.5.2'], ['/tests/no-such-test', 'canary']] as const) {
      const response = await page.goto(siteUrl(path));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      const navbar = page.getByRole('navigation', { name: 'Main' });
      await expect(navbar.getByRole('button', { name: version, exact: true }).isVisible(), path).resolves.toBe(true);
      expect(await navbar.getByText('Custom item').count(), path).toBe(path.startsWith('/tests/') ? 1 : 0);
    }
    // The document's own 404 answer is logged by the browser; nothing else may be.
    expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
    await page.close();
  });

  it('asks for no page data on a missing address, and only for its own data when the app moves to one', async () => {
    const { page } = await openPage(context);
    const missingData: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/__folio/data/')) missingData.push(new URL(response.url()).pathname);
    });
    await page.goto(siteUrl('/no/such/page'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    // The host answered with its 404 page: no folder above the address is asked whether it is a page.
    expect(missingData).toEqual([]);
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await markDocument(page);
    // A client-side move to an address with no page (as Back to a page since removed would be).
    await moveOnClient(page, '/missing/deeper/page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(missingData).toEqual(['/__folio/data/missing/deeper/page.json']);
    await page.close();
  });

  it("asks for a doc page's data once on a full load: the preload serves the app, and its own sidebar link prefetches nothing more", async () => {
    const { page } = await openPage(context);
    const dataUrl = siteUrl('/__folio/data/docs/installation.json');
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === dataUrl) dataRequests.push(`${request.resourceType()} ${request.method()}`);
    });
    // The links in view are prefetched in the order they were rendered: the sidebar's link to
    // the next page comes after its link to this one.
    const nextPagePrefetched = page.waitForRequest(siteUrl('/__folio/data/docs/configuration.json'));
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await nextPagePrefetched;
    await page.waitForLoadState('networkidle');
    expect(dataRequests).toHaveLength(1);
    await page.close();
  });

  it('navigates from a navbar link without reloading the document', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(siteUrl('/blog'));
    await page.getByRole('heading', { level: 1, name: 'Folio blog' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.title()).toBe('Folio blog | Folio');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Folio' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('follows a link written in markdown without reloading the document, to the heading it names', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/docs/markdown-features/links'));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('article').getByRole('link', { name: 'how ids and URLs relate' }).first().click();
    await page.waitForURL(siteUrl('/docs/create-doc#ids-and-urls'));
    const heading = page.getByRole('heading', { level: 2, name: /IDs and URLs/i });
    await heading.waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.title()).toBe('Create a doc | Folio');
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    // Just below the navbar (60 px) and a small gap: the page's scroll padding, not twice that.
    expect(top, 'the heading is scrolled to, below the navbar').toBeGreaterThanOrEqual(55);
    expect(top, 'the heading is scrolled to, just below the navbar').toBeLessThan(90);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('loads a file linked from markdown (an address with no page) in full, not as the 404 page', async () => {
    const { page } = await openPage(context);
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    // No doc links a file today; a compiled markdown link is a plain anchor like this one.
    await page.getByRole('article').evaluate((article) => {
      const anchor = document.createElement('a');
      anchor.href = '/robots.txt';
      anchor.textContent = 'robots file';
      article.append(anchor);
    });
    await page.getByRole('link', { name: 'robots file' }).click();
    await page.waitForURL(siteUrl('/robots.txt'));
    await expect(page.locator('body').innerText()).resolves.toContain('Sitemap:');
    await page.close();
  });

  it('preloads the code of pages linked in view without running it, and runs it on navigation', async () => {
    const { page, problems } = await openPage(context);
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(siteUrl('/docs/installation'), { waitUntil: 'networkidle' });
    await waitForHydration(page);
    // Links in view are preloaded once the browser is idle after hydration and their page data
    // has arrived (viewportPrefetch.ts): wait for it, rather than read the head at once.
    await page
      .waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((link) => /\/showcase-[\w-]+\.js$/.test(link.href)), undefined, { timeout: 10_000 })
      .catch(() => undefined);
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const showcaseChunk = preloaded.find((href) => /\/showcase-[\w-]+\.js$/.test(href));
    expect(showcaseChunk, 'the navbar links to /showcase, so its chunk is preloaded').toBeDefined();
    const ran = (entries: Awaited<ReturnType<typeof page.coverage.stopJSCoverage>>) =>
      entries.some((entry) => entry.url === showcaseChunk && entry.functions.some((fn) => fn.ranges.some((range) => range.count > 0)));
    expect(ran(await page.coverage.stopJSCoverage())).toBe(false);
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Showcase', exact: true }).click();
    await page.waitForURL(siteUrl('/showcase'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(ran(await page.coverage.stopJSCoverage())).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('serves a path ending in .html as the page without the suffix', async () => {
    const { page, problems } = await openPage(context);
    // The server answers as a host with clean URLs does: the page, status 200.
    const response = await page.goto(siteUrl('/docs/installation.html'));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    expect(await page.title()).toBe('Installation | Folio');
    expect(problems).toEqual([]);
    // The app strips the suffix itself when it moves to such an address (or a host answers 404),
    // asking for the stripped page's data first: no request that fails on the way.
    const failed: string[] = [];
    page.on('response', (answer) => {
      if (answer.status() >= 400) failed.push(answer.url());
    });
    await markDocument(page);
    await moveOnClient(page, '/blog/archive.html');
    await page.getByRole('heading', { level: 1, name: 'Archive' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(failed).toEqual([]);
    await page.close();
  });

  it('shows the docs sidebar of the page at a .html address as at its own, without a hydration mismatch', async () => {
    const { page, problems } = await openPage(context);
    const sidebarState = async () => {
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      return { active: await sidebar.locator('.menu__link--active').allTextContents(), expanded: await sidebar.locator('[aria-expanded="true"]').count() };
    };
    await page.goto(siteUrl('/docs/markdown-features/tabs'));
    await waitForHydration(page);
    const plain = await sidebarState();
    expect(plain.active).toEqual(['Tabs']);
    for (const address of ['/docs/markdown-features/tabs.html', '/docs/markdown-features/tabs/index.html']) {
      await page.goto(siteUrl(address));
      await waitForHydration(page);
      expect(await sidebarState(), address).toEqual(plain);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps the page when its address has a hash or a path that is not valid percent-encoding', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/docs/installation#50%-off'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    await moveOnClient(page, '/docs/configuration#100%');
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    // A malformed path is the 404 page, and it starts (its colour toggle works).
    await page.goto(siteUrl('/docs/%E0%A4%A'));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(problems.filter((problem) => !/404/.test(problem))).toEqual([]);
    await page.close();
  });

  it("replaces the not-found page's head tags when the reader moves on from it", async () => {
    const { page } = await openPage(context);
    await page.goto(siteUrl('/docs/no-such-page'));
    await waitForHydration(page);
    await moveOnClient(page, '/blog');
    const canonicals = () => page.evaluate(() => [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')));
    await expect.poll(canonicals).toEqual(['https://folio.example.com/blog']);
    expect(await page.locator('meta[property="og:url"]').count()).toBe(1);
    await page.close();
  });

  it('normalises a path ending in index.html', async () => {
    const { page } = await openPage(context);
    await page.goto(siteUrl('/examples/markdownPageExample/index.html'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Markdown page example' }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('shows the feature-request board for any path below it (a non-exact route), however deep', async () => {
    const { page } = await openPage(context);
    // Below a request page of its own, and four levels down: still the board's component.
    for (const path of ['/feature-requests/pdf-export/extra', '/feature-requests/a/b/c/d', '/feature-requests/no-such-request']) {
      await page.goto(siteUrl(path));
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'Request not found' }).waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).count(), path).toBe(0);
    }
    await page.goto(siteUrl('/feature-requests/pdf-export'));
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1, name: 'Request not found' }).count()).toBe(0);
    // A request's own page is titled by the request, as every page is: page title | site title.
    expect(await page.title()).toBe('Export docs as a single PDF | Folio');
    await page.close();
  });

  it('keeps the status filter of the feature-request board in the query, so Back from a request shows the same filter and list', async () => {
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/feature-requests'));
    await waitForHydration(page);
    await markDocument(page);
    const filters = page.getByRole('group', { name: 'Filter by status' });
    const titles = () => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    const all = await titles();
    await filters.getByRole('button', { name: /^Planned/ }).click();
    await page.waitForURL(siteUrl('/feature-requests?status=planned'));
    const planned = await titles();
    expect(planned.length).toBeGreaterThan(0);
    expect(planned.length).toBeLessThan(all.length);
    await page.getByRole('main').getByRole('link', { name: planned[0], exact: true }).click();
    await page.getByRole('heading', { level: 1, name: planned[0] }).waitFor();
    await page.goBack();
    await page.waitForURL(siteUrl('/feature-requests?status=planned'));
    await page.getByRole('heading', { level: 1, name: 'Feature requests' }).waitFor();
    await expect(filters.getByRole('button', { pressed: true }).textContent()).resolves.toMatch(/^Planned/);
    expect(await titles()).toEqual(planned);
    expect(await isSameDocument(page)).toBe(true);
    // Opened at that address, the prerendered board (every request) takes the query once hydrated.
    await page.reload();
    await waitForHydration(page);
    await expect(filters.getByRole('button', { pressed: true }).textContent()).resolves.toMatch(/^Planned/);
    expect(await titles()).toEqual(planned);
    // Back to all: the query goes, so the unfiltered board keeps its plain address.
    await filters.getByRole('button', { name: /^All/ }).click();
    await page.waitForURL(siteUrl('/feature-requests'));
    expect(await titles()).toEqual(all);
    // The board stays mounted through a link to itself: Back to an entry it wrote reads it again.
    await filters.getByRole('button', { name: /^Planned/ }).click();
    await page.waitForURL(siteUrl('/feature-requests?status=planned'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Feature requests' }).click();
    await page.waitForURL(siteUrl('/feature-requests'));
    await filters.getByRole('button', { name: /^Complete/ }).click();
    await page.waitForURL(siteUrl('/feature-requests?status=complete'));
    await page.goBack();
    await page.waitForURL(siteUrl('/feature-requests?status=planned'));
    await expect(filters.getByRole('button', { pressed: true }).textContent()).resolves.toMatch(/^Planned/);
    expect(await titles()).toEqual(planned);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('slow and failed route changes', () => {
  let slowContext: BrowserContext;
  beforeAll(async () => {
    // No service worker: data saver turns offline mode on (site.config.ts), and requests a worker
    // answers would bypass the routes these tests hold back or fail.
    slowContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    // As with data saver on: no prefetching, so each test decides when a page's data arrives.
    await slowContext.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  });
  afterAll(() => slowContext.close());

  it('shows the progress bar only once a route change has taken 200 ms, and removes it after', async () => {
    const { page } = await openPage(slowContext);
    await page.route('**/__folio/data/docs/configuration.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await markDocument(page);
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Configuration/ }).click();
    expect(await bar.isVisible(), 'not at once').toBe(false);
    await bar.waitFor({ state: 'visible', timeout: 1400 });
    await page.waitForURL(siteUrl('/docs/configuration'));
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    await bar.waitFor({ state: 'hidden' });
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it('goes to the last link clicked when an earlier one is still loading', async () => {
    const { page } = await openPage(slowContext);
    await page.route('**/__folio/data/blog.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => undefined);
    });
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForTimeout(300);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Configuration/ }).click();
    await page.waitForURL(siteUrl('/docs/configuration'));
    // Long after the slow page arrived, the reader is still where they asked to go last.
    await page.waitForTimeout(3500);
    expect(new URL(page.url()).pathname).toBe('/docs/configuration');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Configuration');
    expect(await isSameDocument(page)).toBe(true);
    // The last click may be a link to the page shown, which needs no loading: it wins too.
    await page.route('**/__folio/data/showcase.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue().catch(() => undefined);
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Showcase', exact: true }).click();
    await page.waitForTimeout(300);
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Configuration', exact: true }).click();
    await page.waitForTimeout(3500);
    expect(new URL(page.url()).pathname).toBe('/docs/configuration');
    await page.close();
  });

  it('loads the page in full when preloading it fails', async () => {
    const { page } = await openPage(slowContext);
    await page.route('**/__folio/data/docs/configuration.json', (route) => route.abort());
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Configuration/ }).click();
    await page.waitForURL(siteUrl('/docs/configuration'));
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    expect(await isSameDocument(page)).toBe(false);
    await page.close();
  });

  it('shows the error and a Retry button when a page cannot load on back navigation, and Retry shows it', async () => {
    const { page } = await openPage(slowContext);
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await markDocument(page);
    // Back to an address the app has not loaded yet (the data of every page it showed, the first
    // one included, is kept), whose data then fails to load: one no link on the page leads to,
    // so no prefetch can have loaded it before the route is blocked.
    await page.route('**/__folio/data/docs/3.5.2/cli.json', (route) => route.abort());
    await moveOnClient(page, '/docs/3.5.2/cli');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    const alert = page.getByRole('alert').filter({ has: retry });
    await expect(alert.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('This page could not be loaded');
    await expect(alert.textContent()).resolves.toContain('Check your connection, then retry.');
    // The tab says so too, rather than keeping the title of the page left behind.
    expect(await page.title()).toBe('This page could not be loaded | Folio');
    // Back to the page that was on screen: it shows again, without the error.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor({ timeout: 3000 });
    expect(await retry.count()).toBe(0);
    expect(await page.title()).toMatch(/^Installation \| Folio$/);
    await page.goForward();
    await retry.waitFor();
    await page.unroute('**/__folio/data/docs/3.5.2/cli.json');
    await retry.click();
    await page.getByRole('heading', { level: 1, name: 'CLI' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it('marks in the navbar the address that failed to load, not the page it replaced', async () => {
    const { page } = await openPage(slowContext);
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    const current = () => navbar.locator('[aria-current="page"]').allTextContents();
    expect(await current()).toEqual(['Docs']);
    await page.route('**/__folio/data/blog/archive.json', (route) => route.abort());
    await moveOnClient(page, '/blog/archive');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // The docs page is gone from the screen: its sidebar's navbar item is no longer current.
    expect(await current()).toEqual(['Blog']);
    await page.close();
  });
});

describe('colour mode', () => {
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  });
  afterAll(() => context.close());

  const theme = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);

  it('toggles, persists across reloads and follows another tab', async () => {
    const { page } = await openPage(context);
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    expect(await theme(page)).toBe('light');
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode \(currently light mode\)/ }).first();
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: /currently dark mode/ }).first().isVisible()).resolves.toBe(true);

    await page.reload();
    expect(await theme(page)).toBe('dark');

    const other = await context.newPage();
    await other.goto(siteUrl('/blog'));
    await waitForHydration(other);
    expect(await theme(other)).toBe('dark');
    await waitForHydration(page);
    await page.getByRole('button', { name: /currently dark mode/ }).first().click();
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await other.close();
    await page.close();
  });

  it('goes back to the system preference when another tab forgets the choice', async () => {
    const tabs = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
    const page = await tabs.newPage();
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await page.getByRole('button', { name: /currently light mode/ }).first().click();
    const other = await tabs.newPage();
    await other.goto(siteUrl('/blog'));
    await waitForHydration(other);
    expect(await theme(other)).toBe('dark');
    // The first tab clears what the site stored (as "clear site data" or a reset script would).
    await page.evaluate(() => localStorage.clear());
    await other.waitForFunction(() => document.documentElement.dataset.theme === 'light', undefined, { timeout: 3000 });
    await expect(other.getByRole('button', { name: /currently light mode/ }).first().isVisible()).resolves.toBe(true);
    await tabs.close();
  });

  it('follows the system preference when nothing is stored', async () => {
    const dark = await browser.newContext({ colorScheme: 'dark' });
    const page = await dark.newPage();
    await page.goto(siteUrl('/'));
    expect(await theme(page)).toBe('dark');
    // Browser storage blocked (all site data refused): nothing stored, so the system still decides.
    const blocked = await dark.newPage();
    await blocked.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await blocked.goto(siteUrl('/docs/installation'));
    expect(await theme(blocked)).toBe('dark');
    await waitForHydration(blocked);
    expect(await theme(blocked)).toBe('dark');
    await expect(blocked.getByRole('button', { name: /currently dark mode/ }).first().isVisible()).resolves.toBe(true);
    await dark.close();
  });
});
