// Client redirects land on their targets with query and hash kept; sitemap.xml and robots.txt
// list what crawlers should see; a page's head tags (canonical, description, social, JSON-LD)
// follow a client-side navigation; the debug pages show the real data of the build.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { desktopContextForFile, isSameDocument, markDocument, openPage, siteUrl, waitForHydration } from './browser.js';

const shared = desktopContextForFile();

describe('client redirects', () => {
  const cases: [from: string, to: string][] = [
    ['/docs/support', '/community/support'],
    ['/docs/next/team?from=old#core-team', '/community/team?from=old#core-team'],
    ['/docs/resources#videos', '/community/resources#videos'],
    ['/docs/docusaurus-init', '/docs/create-doc'],
    ['/home/query', '/?some-query=42'],
    ['/home/query?utm=x#top', '/?some-query=42&utm=x#top'],
    ['/home/anchor?a=1', '/?a=1#some-anchor'],
  ];
  for (const [from, to] of cases) {
    it(`sends ${from} to ${to}`, async () => {
      const { page } = await openPage(shared.context);
      await page.goto(siteUrl(from));
      await page.waitForURL(siteUrl(to));
      expect(page.url()).toBe(siteUrl(to));
      await page.close();
    });
  }

  it('sends a redirect to an absolute address there, with query and hash', async () => {
    const { page } = await openPage(shared.context);
    // The target is another origin: answer for it here rather than reach out to the internet.
    await page.route('https://folio.example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Elsewhere</h1>' }));
    await page.goto(siteUrl('/home/absolute?x=1#y'));
    await page.waitForURL('https://folio.example.com/?x=1#y');
    await page.getByRole('heading', { name: 'Elsewhere' }).waitFor();
    await page.close();
  });

  it('writes redirect pages with a meta refresh and an absolute canonical link, kept out of indexes', async () => {
    const html = await (await fetch(siteUrl('/docs/support'))).text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/community/support">');
    expect(html).toContain('<link rel="canonical" href="https://folio.example.com/community/support">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('sitemap and robots.txt', () => {
  let locs: string[];
  beforeAll(async () => {
    const response = await fetch(siteUrl('/sitemap.xml'));
    expect(response.status).toBe(200);
    locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  });

  it('lists doc pages by absolute URL', () => {
    expect(locs).toContain('https://folio.example.com/docs/installation');
    expect(locs).toContain('https://folio.example.com/docs/3.6.3/installation');
    expect(locs).toContain('https://folio.example.com/');
    expect(locs.every((loc) => loc.startsWith('https://folio.example.com/'))).toBe(true);
  });

  it('leaves out unlisted, noindex, redirect and debug pages', () => {
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(paths).not.toContain('/examples/noIndex');
    expect(paths).not.toContain('/tests/pages/unlisted');
    expect(paths).not.toContain('/tests/docs/visibility/unlisted');
    expect(paths).not.toContain('/docs/support');
    expect(paths.filter((path) => path.startsWith('/__docusaurus'))).toEqual([]);
  });

  it('leaves out the test area, as the site config asks', () => {
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(paths.filter((path) => path === '/tests' || path.startsWith('/tests/'))).toEqual([]);
  });

  it('names the sitemap in robots.txt', async () => {
    expect(await (await fetch(siteUrl('/robots.txt'))).text()).toContain('Sitemap: https://folio.example.com/sitemap.xml');
  });
});

describe('page head', () => {
  /** The tags search engines and link previews read, as HTML, sorted. */
  const seoTags = (page: Page) =>
    page.evaluate(() =>
      [...document.head.querySelectorAll('meta, link[rel="canonical"], link[hreflang], script[type="application/ld+json"]')].map((element) => element.outerHTML).sort(),
    );

  it('after a client-side navigation carries the new page\'s tags, as a fresh load of it does', async () => {
    const { page, problems } = await openPage(shared.context);
    await page.goto(siteUrl('/docs/configuration'));
    await waitForHydration(page);
    const fresh = await seoTags(page);
    expect(fresh).toContain('<link rel="canonical" href="https://folio.example.com/docs/configuration">');

    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('complementary').getByRole('link', { name: 'Configuration', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Configuration' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(() => seoTags(page)).toEqual(fresh);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('debug pages', () => {
  const pages: [slug: string, heading: string, sample: string][] = [
    ['', 'Debug', 'routesByKind'],
    ['/config', 'Config', 'https://folio.example.com'],
    ['/content', 'Content', 'docs/default'],
    ['/globalData', 'Global data', 'docs'],
    ['/metadata', 'Metadata', '3.6.3'],
    ['/registry', 'Registry', 'blogPost'],
    ['/routes', 'Routes', '/docs/installation'],
  ];
  for (const [slug, heading, sample] of pages) {
    it(`shows ${heading} with data from this build`, async () => {
      const { page, problems } = await openPage(shared.context);
      await page.goto(siteUrl(`/__docusaurus/debug${slug}`));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await waitForHydration(page);
      expect(await page.locator('main').innerText()).toContain(sample);
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  it('lists every route of the route table on the routes page', async () => {
    const data = (await (await fetch(siteUrl('/__folio/data/__docusaurus/debug/routes.json'))).json()) as { props: { data: { path: string }[] } };
    const { page } = await openPage(shared.context);
    await page.goto(siteUrl('/__docusaurus/debug/routes'));
    await waitForHydration(page);
    const shown = await page.locator('table tbody tr td:first-child').allInnerTexts();
    expect(shown).toEqual(data.props.data.map((route) => route.path));
    for (const path of ['/', '/docs/installation', '/blog', '/docs/support', '/__docusaurus/debug/routes']) expect(shown).toContain(path);
    await page.close();
  });

  it('names the plugin of every route, and shows each docs version\'s main doc id and every option of the config', async () => {
    const { page } = await openPage(shared.context);
    await page.goto(siteUrl('/__docusaurus/debug/routes'));
    await waitForHydration(page);
    const pluginOf = async (path: string) => page.locator('table tbody tr').filter({ has: page.getByRole('link', { name: path, exact: true }) }).locator('td').nth(3).innerText();
    await expect(pluginOf('/docs/installation')).resolves.toBe('docs/default');
    await expect(pluginOf('/blog')).resolves.toBe('blog/default');
    await expect(pluginOf('/changelog')).resolves.toBe('blog/changelog');
    await expect(pluginOf('/showcase')).resolves.toBe('pages/default');
    const empty = await page.locator('table tbody tr td:nth-child(4)').evaluateAll((cells) => cells.filter((cell) => !cell.textContent).length);
    expect(empty).toBe(0);
    const globalData = (await (await fetch(siteUrl('/__folio/data/__docusaurus/debug/globalData.json'))).json()) as { props: { data: { docs: Record<string, { versions: { name: string; mainDocId?: string; sidebars: Record<string, { link?: string; label?: string }> }[] }> } } };
    const current = globalData.props.data.docs.default!.versions.find((version) => version.name === 'current')!;
    expect(current.mainDocId).toBe('introduction');
    expect(current.sidebars.api).toMatchObject({ link: '/docs/cli', label: 'CLI' });
    // A changelog entry names its version and date, taken from the changelog's heading.
    const content = (await (await fetch(siteUrl('/__folio/data/__docusaurus/debug/content.json'))).json()) as { props: { data: Record<string, { posts: { file: string; title?: string; date?: string }[] }> } };
    const entry = content.props.data['blog/changelog']!.posts.find((post) => post.title === '3.6.3');
    expect(entry).toMatchObject({ file: expect.stringMatching(/^content\/CHANGELOG\.md:\d+$/), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) });
    await page.goto(siteUrl('/__docusaurus/debug/config'));
    await waitForHydration(page);
    await expect(page.locator('.json__key', { hasText: /^trailingSlash: $/ }).locator('xpath=..').innerText()).resolves.toBe('trailingSlash: null');
    await page.close();
  });

  it('folds and unfolds the JSON view', async () => {
    const { page } = await openPage(shared.context);
    await page.goto(siteUrl('/__docusaurus/debug/config'));
    await waitForHydration(page);
    // Two levels start open; deeper objects start folded.
    await expect(page.getByRole('button', { name: /^themeConfig: / }).getAttribute('aria-expanded')).resolves.toBe('true');
    const navbar = page.getByRole('button', { name: /^navbar: / }).first();
    await expect(navbar.getAttribute('aria-expanded')).resolves.toBe('false');
    await navbar.click();
    await expect(navbar.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByRole('button', { name: /^items: Array\(/ }).first().isVisible()).resolves.toBe(true);
    await navbar.click();
    await expect(page.getByRole('button', { name: /^items: Array\(/ }).count()).resolves.toBe(0);
    await page.close();
  });

  it('makes every fold button of the JSON view a target of at least 24 × 24 px', async () => {
    const { page } = await openPage(shared.context);
    await page.goto(siteUrl('/__docusaurus/debug/config'));
    await waitForHydration(page);
    const sizes = await page.locator('.json__toggle').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()).map(({ width, height }) => ({ width, height })));
    expect(sizes.length).toBeGreaterThan(5);
    expect(sizes.filter(({ width, height }) => width < 24 || height < 24)).toEqual([]);
    await page.close();
  });

  it('fits the routes table on a phone screen, without sideways scrolling', async () => {
    const phone = await shared.context.browser()!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto(siteUrl('/__docusaurus/debug/routes'));
    await waitForHydration(page);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await phone.close();
  });
});
