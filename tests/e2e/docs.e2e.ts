// Versioned docs as a reader uses them: sidebars, breadcrumbs, TOC, prev/next, version
// banners, the version dropdown, category pages, visibility rules and the community docs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopContextForFile, isSameDocument, markDocument, openPage, siteUrl, waitForHydration } from './browser.js';

const shared = desktopContextForFile();

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(shared.context);
  const response = await opened.page.goto(siteUrl(path));
  expect(response?.status(), `status of ${path}`).toBe(200);
  await waitForHydration(opened.page);
  return opened;
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' }).first();

/** Whether the sidebar category labelled `label` (by its link or its button) is collapsed. */
const isCollapsed = (page: Page, label: string) =>
  sidebar(page)
    .locator('.menu__list-item-collapsible')
    .filter({ has: page.locator(`:scope > a:text-is("${label}"), :scope > button:text-is("${label}")`) })
    .evaluate((row) => row.parentElement!.classList.contains('menu__list-item--collapsed'));

describe('current docs', () => {
  it('shows the introduction at /docs with the docs sidebar', async () => {
    const { page, problems } = await open('/docs');
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy();
    await expect(sidebar(page).getByRole('link', { name: 'Introduction' }).getAttribute('aria-current')).resolves.toBe('page');
    expect(await page.getByText('Version: canary').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  // Docusaurus opens a category when it becomes active: one the reader closed stays closed while
  // they page through it, and opens again when they come back into it from elsewhere.
  it('keeps a category the reader collapsed closed while they move within it', async () => {
    const { page } = await open('/docs/installation');
    await sidebar(page).getByRole('button', { name: "Collapse sidebar category 'Getting started'" }).click();
    await expect.poll(() => isCollapsed(page, 'Getting started')).toBe(true);
    const next = page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ });
    const nextPath = new URL((await next.getAttribute('href'))!, siteUrl()).pathname;
    await next.click();
    await page.waitForURL(siteUrl(nextPath));
    await page.waitForTimeout(200);
    expect(await isCollapsed(page, 'Getting started')).toBe(true);
    await sidebar(page).getByRole('link', { name: 'Introduction', exact: true }).click();
    await page.waitForURL(siteUrl('/docs'));
    await page.goBack();
    await page.waitForURL(siteUrl(nextPath));
    await expect.poll(() => isCollapsed(page, 'Getting started')).toBe(false);
    await page.close();
  });

  it('has breadcrumbs, a table of contents and prev/next links', async () => {
    const { page } = await open('/docs/installation');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByText('Getting started').isVisible()).resolves.toBe(true);
    // Each crumb link is a target of at least 24 px each way (WCAG 2.5.8; the home icon was 19 px high).
    const sizes = await crumbs.getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map(({ width, height }) => ({ width, height })));
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.filter(({ width, height }) => width < 24 || height < 24)).toEqual([]);
    const toc = page.getByRole('navigation', { name: 'On this page' }).last();
    expect(await toc.getByRole('link').count()).toBeGreaterThan(2);
    const pagination = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(pagination.getByText('Previous').isVisible()).resolves.toBe(true);
    await expect(pagination.getByText('Next').isVisible()).resolves.toBe(true);
    await page.close();
  });

  // A TOC click highlighted the entry below the one clicked when the clicked heading's section
  // was short (the heading below was near the top too), and never an entry whose heading is too
  // near the end of the page to scroll up to the navbar.
  it('highlights the TOC entry clicked, mid-page and at the end of the page', async () => {
    // At the top of a page whose first heading is below the window's top half, none is
    // highlighted yet (as Docusaurus); this one's is in the top half, so it is.
    const { page: top } = await open('/docs/cli');
    await top.waitForTimeout(100);
    expect(await top.locator('.toc__link--active').count()).toBe(0);
    await top.close();
    const { page } = await open('/docs/markdown-features/toc');
    const toc = page.getByRole('navigation', { name: 'On this page' }).filter({ visible: true });
    await expect.poll(() => toc.locator('.toc__link--active').count()).toBe(1);
    for (const name of ['A level-4 heading', 'Limitations']) {
      await toc.getByRole('link', { name, exact: true }).click();
      await expect.poll(() => toc.locator('.toc__link--active').textContent()).toBe(name);
    }
    // The last heading is too near the end to scroll up to the navbar: the page stopped at its end.
    expect(await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 1)).toBe(true);
    await page.close();
  });

  it('highlights only the page itself in the breadcrumbs, not a category above it that has no page', async () => {
    const { page } = await open('/docs/api/plugins');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    const look = (text: string) => crumbs.getByText(text, { exact: true }).evaluate((element) => ({ color: getComputedStyle(element).color, weight: getComputedStyle(element).fontWeight }));
    const current = await look('Built-in plugins');
    const category = await look('Config and plugins');
    expect(category).not.toEqual(current);
    expect(await crumbs.locator('[aria-current="page"]').allInnerTexts()).toEqual(['Built-in plugins']);
    await page.close();
  });

  it('scrolls the sidebar, not the page, to a doc far down in it', async () => {
    // A short window (a laptop with the browser's toolbars): the doc's entry is ~470 px below the fold.
    const { page } = await openPage(shared.context);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(siteUrl('/docs/markdown-features/toc'));
    await waitForHydration(page);
    const placed = () =>
      page.locator('.doc-sidebar__menu').evaluate((panel) => {
        const active = panel.querySelector('.menu__link--active')!.getBoundingClientRect();
        const box = panel.getBoundingClientRect();
        const bottom = Math.min(box.bottom, window.innerHeight);
        return { scrolled: panel.scrollTop > 0, inView: active.top >= box.top - 1 && active.bottom <= bottom + 1, pageScroll: window.scrollY };
      });
    await expect.poll(placed).toEqual({ scrolled: true, inView: true, pageScroll: 0 });
    await page.close();
  });

  it('navigates through the sidebar on the client', async () => {
    const { page } = await open('/docs/installation');
    await markDocument(page);
    await sidebar(page).getByRole('link', { name: 'Configuration', exact: true }).click();
    await page.waitForURL(siteUrl('/docs/configuration'));
    // The URL changes first; the preloaded page renders right after.
    await sidebar(page).locator('a[aria-current="page"]', { hasText: 'Configuration' }).waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await page.close();
  });

  it('auto-collapses the other categories when one opens, by its button or its link, across page changes', async () => {
    const { page } = await open('/docs/installation');
    const collapsed = (label: string) => isCollapsed(page, label);
    expect(await collapsed('Getting started')).toBe(false);
    expect(await collapsed('Guides')).toBe(true);
    // By its button (a category without a page of its own): the others close.
    await sidebar(page).getByRole('button', { name: 'Advanced', exact: true }).click();
    await expect.poll(() => collapsed('Getting started')).toBe(true);
    expect(await collapsed('Advanced')).toBe(false);
    // By its link, to its own page (another page component, with a sidebar of its own): only it stays open.
    await sidebar(page).getByRole('link', { name: 'Guides', exact: true }).click();
    await page.waitForURL(siteUrl('/docs/category/guides'));
    await page.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
    expect(await collapsed('Guides')).toBe(false);
    expect(await collapsed('Advanced')).toBe(true);
    expect(await collapsed('Getting started')).toBe(true);
    await page.close();
  });

  // Opening a category by hand closed its siblings, but one the page change opened (it holds
  // the new page) left them open: as in Docusaurus, with autoCollapseCategories it is the only one.
  it('auto-collapses the other categories when a page change opens one: a next link, then Back', async () => {
    const { page } = await open('/docs/guides/whats-next');
    const collapsed = (label: string) => isCollapsed(page, label);
    expect(await collapsed('Getting started')).toBe(false);
    expect(await collapsed('Guides')).toBe(false);
    await page.getByRole('navigation', { name: 'Docs pages' }).getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(siteUrl('/docs/advanced/architecture'));
    await sidebar(page).locator('a[aria-current="page"]', { hasText: 'Architecture' }).waitFor();
    await expect.poll(() => collapsed('Guides')).toBe(true);
    expect(await collapsed('Getting started')).toBe(true);
    expect(await collapsed('Advanced')).toBe(false);
    await page.goBack();
    await sidebar(page).locator('a[aria-current="page"]', { hasText: "What's next" }).waitFor();
    await expect.poll(() => collapsed('Advanced')).toBe(true);
    expect(await collapsed('Guides')).toBe(false);
    await page.close();
  });

  // The lists' open categories were kept by position when the navbar moved the reader to another
  // sidebar: "Config and plugins" (collapsed: false) showed closed on /docs/cli (acceptance audit).
  it("opens another sidebar's categories as a fresh load of the page does, after the navbar moves between sidebars", async () => {
    const { page } = await open('/docs/configuration');
    const states = (target: Page) => sidebar(target).locator('.menu__list-item-collapsible').evaluateAll((rows) => rows.map((row) => `${row.textContent}:${row.parentElement!.classList.contains('menu__list-item--collapsed')}`));
    const freshStates = async (path: string) => {
      const fresh = await open(path);
      const found = await states(fresh.page);
      await fresh.page.close();
      return found;
    };
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await navbar.getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(siteUrl('/docs/cli'));
    await sidebar(page).locator('a[aria-current="page"]').waitFor();
    expect(await isCollapsed(page, 'Config and plugins')).toBe(false);
    expect(await states(page)).toEqual(await freshStates('/docs/cli'));
    await navbar.getByRole('link', { name: 'Docs', exact: true }).click();
    await page.waitForURL(siteUrl('/docs'));
    await sidebar(page).locator('a[aria-current="page"]', { hasText: 'Introduction' }).waitFor();
    expect(await states(page)).toEqual(await freshStates('/docs'));
    await page.close();
  });

  it('animates the height of a category both ways: opening and closing', async () => {
    const { page } = await open('/docs/installation');
    // The list's height at every frame for a while after the caret is pressed.
    const heightsAfterPressing = (label: string) =>
      page.evaluate(async (name) => {
        const caret = document.querySelector<HTMLButtonElement>(`button[aria-label$="sidebar category '${name}'"]`)!;
        const list = document.getElementById(caret.getAttribute('aria-controls')!)!;
        caret.click();
        const heights: number[] = [];
        const start = performance.now();
        while (performance.now() - start < 700) {
          await new Promise(requestAnimationFrame);
          heights.push(list.hidden ? 0 : list.getBoundingClientRect().height);
        }
        return heights;
      }, label);
    const closing = await heightsAfterPressing('Getting started');
    const full = closing[0]!;
    expect(full).toBeGreaterThan(50);
    // Shrinks through heights in between, then is hidden.
    expect(closing.some((height) => height > 0 && height < full - 5)).toBe(true);
    expect(closing.at(-1)).toBe(0);
    const opening = await heightsAfterPressing('Getting started');
    expect(opening.some((height) => height > 5 && height < full - 5)).toBe(true);
    expect(opening.at(-1)).toBeCloseTo(full, 0);
    await page.close();
  });

  it('keeps a hidden sidebar hidden on the next page, a category page too, and keeps focus on its button', async () => {
    const { page } = await open('/docs/installation');
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
    await expect(sidebar(page).count()).resolves.toBe(0);
    // The button pressed is gone; focus is on the one that brings the sidebar back, not on <body>.
    expect(await focusedLabel()).toBe('Expand sidebar');
    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Getting started' }).click();
    await page.waitForURL(siteUrl('/docs/category/getting-started'));
    await page.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();
    await expect(page.getByRole('button', { name: 'Expand sidebar', exact: true }).isVisible()).resolves.toBe(true);
    expect(await sidebar(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Expand sidebar', exact: true }).click();
    await sidebar(page).waitFor();
    expect(await focusedLabel()).toBe('Collapse sidebar');
    await page.close();
  });

  it('shows a phone reader a collapsed "On this page" box with a chevron that turns as it opens', async () => {
    const { page } = await open('/docs/installation');
    await page.setViewportSize({ width: 390, height: 800 });
    const toggle = page.locator('.toc-mobile__toggle');
    const chevron = () => toggle.evaluate((button) => ({ content: getComputedStyle(button, '::after').content, transform: getComputedStyle(button, '::after').transform }));
    const closed = await chevron();
    expect(closed.content).not.toBe('none');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect.poll(async () => (await chevron()).transform).not.toBe(closed.transform);
    // Escape from inside the list closes it and hands focus back to the toggle, as the navbar's menus do (audit).
    await page.locator('.toc--mobile a').first().focus();
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggle.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it('lists a category page items as cards', async () => {
    const { page } = await open('/docs/category/getting-started');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' }).isVisible()).resolves.toBe(true);
    expect(await page.locator('.doc-card').count()).toBeGreaterThanOrEqual(5);
    // A doc's card is named as its sidebar item is (sidebar_label), and <DocCardList /> in a doc
    // of the category lists the same cards as the generated page.
    const cardsOf = async (path: string) => {
      await page.goto(siteUrl(path));
      await waitForHydration(page);
      return page.locator('.doc-card__title').allInnerTexts();
    };
    const generated = await cardsOf('/tests/docs/category/generated-index');
    expect(generated.join('|')).toContain('Card two (short label)');
    expect(await cardsOf('/tests/docs/categories/generated-index/card-two')).toEqual(generated);
    await page.close();
  });

  it('opens the api sidebar from the API navbar item, landing on the CLI page', async () => {
    const { page } = await open('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await page.waitForURL(siteUrl('/docs/cli'));
    await sidebar(page).locator('a[aria-current="page"]', { hasText: 'CLI' }).waitFor();
    await page.close();
  });
});

describe('versions', () => {
  it('shows the unmaintained banner on 3.5.2 with a link to the latest version of the same doc', async () => {
    const { page } = await open('/docs/3.5.2/installation');
    // With the site's title and the version in bold, as Docusaurus words it.
    await expect(page.getByText('This is documentation for Folio 3.5.2, which is no longer actively maintained.').isVisible()).resolves.toBe(true);
    await expect(page.locator('.version-banner b').first().textContent()).resolves.toBe('3.5.2');
    await expect(page.getByRole('link', { name: 'latest version' }).getAttribute('href')).resolves.toBe('/docs/installation');
    await expect(page.getByText('Version: 3.5.2').isVisible()).resolves.toBe(true);
    // A generated category page of that version links to the latest version too.
    await page.goto(siteUrl('/docs/3.5.2/category/getting-started'));
    await expect(page.getByRole('link', { name: 'latest version' }).getAttribute('href')).resolves.toBe('/docs');
    await page.close();
  });

  it('shows the banner on 3.6.3 too, older than the latest (canary), linking to the same doc there', async () => {
    const { page } = await open('/docs/3.6.3/markdown-features/tabs');
    await expect(page.getByText('This is documentation for Folio 3.6.3, which is no longer actively maintained.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'latest version' }).getAttribute('href')).resolves.toBe('/docs/markdown-features/tabs');
    await expect(page.getByText('Version: 3.6.3').isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('switches version from the dropdown and keeps the same doc', async () => {
    const { page } = await open('/docs/configuration');
    const dropdown = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'canary' });
    await dropdown.hover();
    await page.getByRole('link', { name: '3.5.2', exact: true }).click();
    await page.waitForURL(siteUrl('/docs/3.5.2/configuration'));
    await page.getByText('Version: 3.5.2').waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  // Issue 4: the query and the #hash went missing, so the reader landed at the top of the page.
  it('keeps the query and the #hash when switching version, scrolled to the heading', async () => {
    const { page, problems } = await open('/docs/3.6.3/installation?ref=x#requirements');
    // The jump to the heading hid the navbar (it hides on scroll down); scrolling up shows it.
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -100);
    await page.waitForFunction(() => !document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
    const dropdown = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: '3.6.3' });
    await dropdown.hover();
    const canary = page.getByRole('link', { name: 'canary', exact: true });
    await expect(canary.getAttribute('href')).resolves.toBe('/docs/installation?ref=x#requirements');
    await canary.click();
    // A function, not the URL as a glob, in which `?` would be a wildcard.
    await page.waitForURL((url) => url.href === siteUrl('/docs/installation?ref=x#requirements'));
    await page.getByText('Version: canary').waitFor();
    const heading = page.getByRole('heading', { name: 'Requirements' });
    // At the top of the window below the sticky navbar (scroll-margin-top), not where it sits at scroll 0.
    await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('keeps the query and the #hash on a version that lacks the doc too, landing on its main doc', async () => {
    const { page } = await open('/docs/api/plugins/svgr?ref=x#usage');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'canary' }).hover();
    await expect(page.getByRole('link', { name: '3.6.3', exact: true }).getAttribute('href')).resolves.toBe('/docs/3.6.3?ref=x#usage');
    await page.close();
  });

  it("keeps no query off the docs: the search page's ?q= is not taken to a version's docs (new-user audit)", async () => {
    const { page } = await open('/search?q=install');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'canary' }).hover();
    await expect(page.getByRole('link', { name: '3.6.3', exact: true }).getAttribute('href')).resolves.toBe('/docs/3.6.3');
    await page.close();
  });

  // As in Docusaurus: the preferred version is the one the reader chose (in the dropdown, or the
  // banner's "latest version" link), not the last one a search engine sent them to.
  it('points the Docs item at the version the reader chose, not at the one last read', async () => {
    const { page } = await open('/docs/3.5.2/installation');
    const docsItem = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true });
    const docsItemOnBlog = async () => {
      await page.goto(siteUrl('/blog'));
      await waitForHydration(page);
      return docsItem.getAttribute('href');
    };
    await expect(docsItemOnBlog()).resolves.toBe('/docs');
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'canary' }).hover();
    await page.getByRole('link', { name: '3.5.2', exact: true }).click();
    await page.waitForURL(siteUrl('/docs/3.5.2/installation'));
    await expect(docsItemOnBlog()).resolves.toBe('/docs/3.5.2');
    await page.goto(siteUrl('/docs/3.5.2/installation'));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(siteUrl('/docs/installation'));
    await expect(docsItemOnBlog()).resolves.toBe('/docs');
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });

  it('forgets a stored preferred version the site no longer has, for every docs instance', async () => {
    const { page } = await open('/blog');
    // An un-suffixed key is moved to the site's suffixed one at start: that names the suffix.
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '3.5.2'));
    await page.reload();
    await waitForHydration(page);
    const suffix = await page.evaluate(() => Object.keys(localStorage).find((key) => key.startsWith('docs-preferred-version-default'))!.slice('docs-preferred-version-default'.length));
    expect(suffix).not.toBe('');
    await page.evaluate((end) => localStorage.setItem(`docs-preferred-version-community${end}`, 'bogus'), suffix);
    await page.reload();
    await waitForHydration(page);
    const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.startsWith('docs-preferred-version-')));
    expect(stored.filter(([key]) => key.startsWith('docs-preferred-version-community'))).toEqual([]);
    expect(stored.filter(([key, value]) => key.startsWith('docs-preferred-version-default') && value === '3.5.2')).toHaveLength(1);
    await page.evaluate(() => localStorage.clear());
    await page.close();
  });
});

describe('visibility (test docs)', () => {
  it('builds unlisted docs with a banner and noindex, hidden from the sidebar', async () => {
    const { page } = await open('/tests/docs/visibility/unlisted');
    await expect(page.getByText('Unlisted page.').isVisible()).resolves.toBe(true);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.goto(siteUrl('/tests/docs/visibility/listed'));
    await waitForHydration(page);
    expect(await sidebar(page).getByRole('link', { name: /unlisted/i }).count()).toBe(0);
    await page.close();
  });

  it('leaves drafts out of the production build', async () => {
    const { page } = await openPage(shared.context);
    const response = await page.goto(siteUrl('/tests/docs/visibility/draft'));
    expect(response?.status()).toBe(404);
    await page.close();
  });

  it('has tag pages for the test docs', async () => {
    const { page } = await open('/tests/docs/tags');
    expect(await page.locator('.tag').count()).toBeGreaterThan(2);
    await page.close();
  });
});

describe('doc layout (test docs)', () => {
  // Test-docs audit: with the table of contents or the sidebar gone, the freed width was all on the
  // right of the text; the text keeps its reading width (layout audit: 69rem lines were too long).
  const box = (page: Page, selector: string) => page.locator(selector).first().evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

  it('draws the same arrow for a category that is a link (a caret button) and one that is not (visual audit: two sizes and colours side by side)', async () => {
    const { page } = await open('/tests/docs/admonitions/all-kinds');
    const arrow = (selector: string) =>
      page.locator(selector).first().evaluate((element) => {
        const style = getComputedStyle(element, '::after');
        return { width: style.width, color: style.borderRightColor };
      });
    const button = await arrow('.doc-sidebar__menu .menu__caret');
    const link = await arrow('.doc-sidebar__menu button.menu__link--sublist');
    expect(button.width).toBe('8px');
    expect(link).toEqual(button);
    await page.close();
  });

  it('centres the text, at its reading width, in the space a table of contents the doc hides leaves', async () => {
    const { page } = await open('/tests/docs/toc/all-levels');
    // Wide enough for the text column to reach its cap beside the table of contents.
    await page.setViewportSize({ width: 1600, height: 900 });
    const withToc = await box(page, 'article');
    await page.goto(siteUrl('/tests/docs/toc/hidden-toc'));
    await waitForHydration(page);
    expect(await page.locator('.doc-toc').count()).toBe(0);
    const article = await box(page, 'article');
    const main = await box(page, '.doc-main');
    expect(article.width).toBe(withToc.width);
    expect(Math.abs(article.left - main.left - (main.right - article.right))).toBeLessThan(2);
    await page.close();
  });

  it('centres the text in the window for a doc without a sidebar, and when the reader collapses the sidebar', async () => {
    const { page } = await open('/tests/docs/standalone/no-sidebar');
    const centred = async () => {
      const main = await box(page, '.doc-main');
      const row = await box(page, '.doc-row > .doc-item');
      return Math.abs(row.left - main.left - (main.right - row.right));
    };
    expect(await page.locator('.doc-sidebar').count()).toBe(0);
    // The row holds the text and the table of contents: centred as a whole.
    const rowBox = await page.locator('.doc-row').evaluate((row) => {
      const children = [...row.children].map((child) => child.getBoundingClientRect());
      const main = row.getBoundingClientRect();
      return { left: children[0]!.left - main.left, right: main.right - children.at(-1)!.right };
    });
    expect(Math.abs(rowBox.left - rowBox.right)).toBeLessThan(2);
    await page.goto(siteUrl('/tests/docs/toc/hidden-toc'));
    await waitForHydration(page);
    await page.locator('.doc-sidebar__collapse').click();
    await page.locator('.doc-sidebar__expand').waitFor();
    expect(await centred()).toBeLessThan(2);
    // The choice is stored: expanded again for the next test.
    await page.locator('.doc-sidebar__expand').click();
    await page.close();
  });

  it('marks a sidebar link to another site with the external-link icon, as navbar and footer links', async () => {
    const { page } = await open('/tests/docs');
    const external = sidebar(page).getByRole('link', { name: 'External: example.com' });
    await expect(external.getAttribute('target')).resolves.toBe('_blank');
    expect(await external.locator('svg.icon-external').count()).toBe(1);
    expect(await sidebar(page).locator('a[href^="/"] svg.icon-external').count()).toBe(0);
    await page.close();
  });
});

describe('community docs', () => {
  it('shows the community sidebar on /community/support', async () => {
    const { page } = await open('/community/support');
    for (const name of ['Support', 'Team', 'Contributing']) {
      expect(await sidebar(page).getByRole('link', { name, exact: true }).count()).toBe(1);
    }
    await page.close();
  });
});

describe('docs helpers (folio/client)', () => {
  it('finds a doc by id and throws the documented error for each id, version, sidebar and instance that does not exist', async () => {
    const { page } = await open('/tests/pages/docs-helpers');
    const run = async (name: string) => {
      await page.getByTestId(`run-${name}`).click();
      return page.getByTestId(`case-${name}`);
    };
    // Pressed once: the result replaces the button, and the doc list may still be on its way.
    const found = (await run('doc')).getByTestId('found-doc');
    await expect.poll(() => found.textContent()).toBe('/docs/api/plugins/svgr');
    const texts: Record<string, RegExp> = {
      'unknown-doc': /^Couldn't find any doc with id "no-such-doc" in version current\.\nAvailable doc ids are:\n- [\s\S]*\n- api\/plugins\/svgr\n/,
      'old-version-doc': /^No version doc found by id "api\/plugins\/svgr" in version 3\.6\.3\.$/,
      'unknown-sidebar': /^Can't find any sidebar with id "no-such-sidebar" in version current\.\nAvailable sidebar ids are:\n- docs/,
      'active-plugin': /^Can't find active docs plugin for "\/tests\/pages\/docs-helpers" pathname/,
      'unknown-instance': /^Docs plugin with id "no-such-instance" not found\. Available ids: default, community, tests\.$/,
      category: /^\/tests\/pages\/docs-helpers is not associated with a category\. useCurrentSidebarCategory\(\) should only be used on category index pages/,
    };
    for (const [name, text] of Object.entries(texts)) {
      const alert = (await run(name)).getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent(), name).toMatch(text);
    }
    await page.close();
  });
});
