// The markdown test pages in a browser: every feature renders and hydrates without warnings in
// light and dark mode, and the interactive parts (tabs, copy, details, diagrams) work.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrastViolations, isSameDocument, pseudoElementContrasts, launchBrowser, markDocument, moveOnClient, openPage, siteUrl, waitForHydration } from './browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['markdown-tests-md', 'markdown-tests-mdx'])('/tests/pages/%s', (slug) => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`renders every feature without hydration problems (${scheme})`, async () => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const { page, problems } = await openPage(context);
      await page.goto(siteUrl(`/tests/pages/${slug}`));
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
      expect(await page.locator('.admonition').count()).toBeGreaterThan(4);
      expect(await page.locator('.katex').count()).toBeGreaterThan(0);
      expect(await page.locator('pre.prism-code .token').count()).toBeGreaterThan(10);
      expect(await page.locator('table').count()).toBeGreaterThan(0);
      expect(await page.locator('a.hash-link[title^="Direct link to"]').count()).toBeGreaterThan(3);
      await page.locator('svg[id^="mermaid"], .mermaid svg, [class*="mermaid"] svg').first().waitFor({ timeout: 15_000 });
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe('MDX written for Docusaurus', () => {
  it('shows <pre> with a template literal as its text, angle brackets included, and hydrates it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/tests/pages/markdown-tests-mdx'));
    await waitForHydration(page);
    // It showed {`npm install <package>…`}, braces and backticks, with a <package> element.
    await expect(page.locator('.markdown pre.preformatted-expression').innerText()).resolves.toBe('npm install <package>\nnpm run build');
    expect(await page.locator('.markdown pre.preformatted-expression package').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('interactive markdown', () => {
  it('syncs tab groups, remembers the choice, and copies code', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const { page } = await openPage(context);
    await page.goto(siteUrl('/tests/pages/markdown-tests-md'));
    await waitForHydration(page);
    const yarnTabs = page.getByRole('tab', { name: 'Yarn' });
    expect(await yarnTabs.count()).toBeGreaterThanOrEqual(2);
    await yarnTabs.first().click();
    for (let i = 0; i < (await yarnTabs.count()); i++) await expect(yarnTabs.nth(i).getAttribute('aria-selected')).resolves.toBe('true');
    await yarnTabs.first().press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'pnpm' }).first().getAttribute('aria-selected')).resolves.toBe('true');
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'pnpm' }).first().getAttribute('aria-selected')).resolves.toBe('true');

    const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await copy.click();
    // Announced in the block's status region; the button keeps its name.
    await page.getByRole('status').filter({ hasText: /^Copied$/ }).first().waitFor();
    await expect(copy.getAttribute('aria-label')).resolves.toBe('Copy code to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.length).toBeGreaterThan(3);
    await context.close();
  });

  it('shows a block of npm commands marked npm2yarn as npm, Yarn and pnpm tabs, with the commands converted', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/docs/markdown-features/code-blocks'));
    await waitForHydration(page);
    const group = page.locator('.tabs-container').filter({ has: page.getByRole('tab', { name: 'pnpm' }) }).first();
    await expect(group.getByRole('tab').allTextContents()).resolves.toEqual(['npm', 'Yarn', 'pnpm']);
    await expect(group.getByRole('tabpanel').filter({ visible: true }).locator('pre').textContent()).resolves.toBe('npm install\nnpm run build\n');
    await group.getByRole('tab', { name: 'Yarn' }).click();
    await expect(group.getByRole('tabpanel').filter({ visible: true }).locator('pre').textContent()).resolves.toBe('yarn install\nyarn build\n');
    await group.getByRole('tab', { name: 'pnpm' }).click();
    await expect(group.getByRole('tabpanel').filter({ visible: true }).locator('pre').textContent()).resolves.toBe('pnpm install\npnpm run build\n');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("loads the code of tabs and details only with a page that has them, and shows them after a client-side move", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    const featureChunks: string[] = [];
    page.on('request', (request) => {
      const name = /\/chunks\/(Tabs|Details|Mermaid)-/.exec(new URL(request.url()).pathname)?.[1];
      if (name) featureChunks.push(name);
    });
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // A doc page with neither: none of their code is fetched, prefetches of the links in view included.
    expect(featureChunks).toEqual([]);
    await markDocument(page);
    await moveOnClient(page, '/tests/pages/markdown-tests-md');
    const pnpm = page.getByRole('tab', { name: 'pnpm' }).first();
    await pnpm.waitFor();
    await pnpm.click();
    await expect(pnpm.getAttribute('aria-selected')).resolves.toBe('true');
    const summary = page.locator('details > summary').first();
    await summary.click();
    await expect(page.locator('details').first().getAttribute('open')).resolves.not.toBeNull();
    expect(await isSameDocument(page)).toBe(true);
    expect(featureChunks).toEqual(expect.arrayContaining(['Tabs', 'Details', 'Mermaid']));
    expect(problems).toEqual([]);
    await context.close();
  });

  it('selects the tab a link to the same page names in its query string, without a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/tests/pages/tabs-tests'));
    await waitForHydration(page);
    await markDocument(page);
    const linuxPanel = page.getByRole('tabpanel').filter({ hasText: 'current-os is linux' });
    const macPanel = page.getByRole('tabpanel').filter({ hasText: 'current-os is mac' });
    await expect(linuxPanel.isVisible()).resolves.toBe(false);
    await page.getByRole('link', { name: 'this page with Linux selected' }).click();
    await page.waitForURL(/current-os=linux/);
    await linuxPanel.waitFor({ state: 'visible', timeout: 5_000 });
    await page.getByRole('link', { name: 'with macOS selected' }).click();
    await macPanel.waitFor({ state: 'visible', timeout: 5_000 });
    await expect(linuxPanel.isVisible()).resolves.toBe(false);
    expect(await isSameDocument(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('closes details smoothly: the content never springs back to full height at the end', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl('/tests/pages/markdown-tests-md'));
    await waitForHydration(page);
    const summary = page.getByText('Click to expand');
    await summary.click();
    await page.getByText('Hidden content with').waitFor({ state: 'visible' });
    await page.waitForTimeout(800); // the opening animation is over
    // The height of the details box on every frame while it closes.
    const heights = await summary.evaluate(async (element) => {
      const details = element.closest('details')!;
      const seen: number[] = [];
      let running = true;
      const sample = () => {
        seen.push(Math.round(details.getBoundingClientRect().height));
        if (running) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      (element as HTMLElement).click();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      running = false;
      return seen;
    });
    const growths = heights.filter((height, index) => index > 0 && height > heights[index - 1]!);
    expect(growths, `heights per frame: ${heights.join(' ')}`).toEqual([]);
    expect(heights.at(-1)).toBeLessThan(heights[0]!);
    await expect(page.getByText('Hidden content with').isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe('responsive images', () => {
  it('gives a raster image WebP variants 640 and 1030 px wide, and the browser loads the one that fits', async () => {
    const shown = async (width: number) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(siteUrl('/docs/markdown-features/assets'));
      const image = page.getByRole('img', { name: /wireframe of a Folio docs page/ });
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
      const found = await image.evaluate(async (element: HTMLImageElement) => ({
        srcset: element.srcset,
        src: element.currentSrc,
        type: (await fetch(element.currentSrc)).headers.get('content-type'),
      }));
      await context.close();
      return found;
    };
    const phone = await shown(400);
    expect(phone.srcset).toMatch(/-640w\.webp 640w, .*-1030w\.webp 1030w$/);
    expect(phone.src).toMatch(/-640w\.webp$/);
    expect(phone.type).toBe('image/webp');
    const desktop = await shown(1280);
    expect(desktop.src).toMatch(/-1030w\.webp$/);
    expect(desktop.type).toBe('image/webp');
  });
});

describe('task lists', () => {
  it('names every checkbox by its task, for assistive technology', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl('/tests/pages/markdown-tests-md'));
    await waitForHydration(page);
    await expect(page.getByRole('checkbox', { name: 'Parse front matter' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Write the release notes' }).isChecked()).resolves.toBe(false);
    await expect(page.getByRole('checkbox', { name: 'Nested task' }).count()).resolves.toBe(1);
    await context.close();
  });
});

describe('contrast of admonitions and code blocks', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps every admonition heading and code token readable (WCAG AA) in ${scheme} mode`, async () => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const { page } = await openPage(context);
      const failures: string[] = [];
      let measured = 0;
      for (const path of ['/docs/markdown-features/admonitions', '/docs/markdown-features/code-blocks', '/tests/pages/code-block-tests']) {
        await page.goto(siteUrl(path));
        await waitForHydration(page);
        const found = await contrastViolations(page, ['.admonition', '.code-block']);
        failures.push(...found.map((failure) => `${path} ${failure}`));
        // Line numbers are generated content, which axe does not check (audit: 2.85:1 in light mode).
        const lineNumbers = await pseudoElementContrasts(page, '.code-line-number', '::before', 'data-line');
        measured += lineNumbers.length;
        failures.push(...lineNumbers.filter((line) => line.ratio < 4.5).map((line) => `${path} line number ${line.text}: ${line.ratio.toFixed(2)}:1`));
      }
      expect(failures).toEqual([]);
      expect(measured).toBeGreaterThan(10);
      await context.close();
    });
  }
});

describe('contrast of diagrams', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`keeps the text of every drawn diagram readable (WCAG AA) in ${scheme} mode`, async () => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const { page } = await openPage(context);
      const failures: string[] = [];
      for (const path of ['/tests/pages/diagrams', '/docs/markdown-features/diagrams']) {
        await page.goto(siteUrl(path));
        await waitForHydration(page);
        // Every diagram drawn: none shows only its source any more (the invalid one keeps it under its error box).
        await page.waitForFunction(() => document.querySelectorAll('.mermaid-diagram > pre:only-child').length === 0, undefined, { timeout: 15_000 });
        expect(await page.locator('.mermaid-diagram svg').count()).toBeGreaterThan(2);
        const found = await contrastViolations(page, ['.mermaid-diagram']);
        failures.push(...found.map((failure) => `${path} ${failure}`));
      }
      expect(failures).toEqual([]);
      await context.close();
    });
  }

  it('shows a page of diagrams, gone back to, with the text where it was (the diagrams at their drawn height at once)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl('/tests/pages/diagrams'));
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelectorAll('.mermaid-diagram > pre:only-child').length === 0, undefined, { timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 1200));
    const firstHeadingInView = () => page.evaluate(() => [...document.querySelectorAll('.markdown h2')].map((heading) => Math.round(heading.getBoundingClientRect().top)).find((top) => top > 0));
    const before = await firstHeadingInView();
    await markDocument(page);
    await moveOnClient(page, '/docs/installation');
    await page.getByRole('heading', { level: 1, name: 'Installation' }).waitFor();
    await page.goBack();
    await page.locator('.mermaid-diagram svg').first().waitFor();
    // Drawn diagrams replaced their source above the restored position: the text moved 217 px.
    await page.waitForTimeout(1000);
    expect(await isSameDocument(page)).toBe(true);
    expect(await firstHeadingInView()).toBe(before);
    await context.close();
  });
});

describe('links that are components in markdown', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`shows a link with the button classes as that button, readable and not underlined (${scheme})`, async () => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const { page } = await openPage(context);
      await page.goto(siteUrl('/tests/pages/markdown-tests-mdx'));
      await waitForHydration(page);
      const button = page.locator('.markdown a.button--primary', { hasText: 'Read the blog' });
      // Green text on a green button before: the markdown link colour won over the button's.
      const style = await button.evaluate((link) => {
        const own = getComputedStyle(link);
        return { color: own.color, background: own.backgroundColor, decoration: own.textDecorationLine };
      });
      expect(style.color).not.toBe(style.background);
      expect(style.decoration).toBe('none');
      expect(await contrastViolations(page, ['.markdown a.button'])).toEqual([]);
      await context.close();
    });
  }

  it('shows the cards of <DocCardList /> in a doc as on the category page: no underline, no heading size of the prose', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    const cardStyle = async (path: string) => {
      await page.goto(siteUrl(path));
      await waitForHydration(page);
      return page.locator('.doc-card').first().evaluate((card) =>
        [card, card.querySelector('.doc-card__title')!, card.querySelector('.doc-card__description')!].map((part) => {
          const style = getComputedStyle(part);
          return { color: style.color, decoration: style.textDecorationLine, size: style.fontSize, margin: style.margin };
        }),
      );
    };
    const onCategoryPage = await cardStyle('/tests/docs/category/generated-index');
    const inMarkdown = await cardStyle('/tests/docs/categories/generated-index/card-two');
    expect(await page.locator('.markdown .doc-card').count()).toBeGreaterThan(0);
    expect(inMarkdown).toEqual(onCategoryPage);
    expect(inMarkdown[0]!.decoration).toBe('none');
    await context.close();
  });
});

describe("Infima's classes in content", () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`styles buttons, cards, the grid, alerts, badges and spacing on a page that uses them, readably (${scheme})`, async () => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: { width: 1280, height: 900 } });
      const { page, problems } = await openPage(context);
      await page.goto(siteUrl('/tests/pages/markdown-tests-mdx'));
      await waitForHydration(page);
      const styles = await page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(`.markdown ${selector}`)!);
        const width = (selector: string) => document.querySelector(`.markdown ${selector}`)!.getBoundingClientRect().width;
        return {
          columnShare: Math.round((width('.col--6') / width('.row')) * 100),
          cardBorder: style('.card').borderTopStyle,
          alertBackground: style('.alert--warning').backgroundColor,
          badgeBackground: style('.badge--success').backgroundColor,
          secondaryBackground: style('.button--secondary').backgroundColor,
          outlineBackground: style('.button--outline').backgroundColor,
          centered: style('.text--center').textAlign,
          spaced: style('.margin-vert--lg').marginTop,
        };
      });
      expect(styles).toMatchObject({ columnShare: 50, cardBorder: 'solid', outlineBackground: 'rgba(0, 0, 0, 0)', centered: 'center', spaced: '32px' });
      for (const colour of [styles.alertBackground, styles.badgeBackground, styles.secondaryBackground]) expect(colour).not.toBe('rgba(0, 0, 0, 0)');
      expect(await contrastViolations(page, ['.markdown .row', '.markdown .alert', '.markdown .text--center'])).toEqual([]);
      // Hovered, a secondary button keeps its border and a card that is a link gets no underline,
      // as in Infima (the theme's own `.button:hover` and `a:hover` weigh more than Infima's class).
      const secondary = page.locator('.markdown .button--secondary');
      const border = await secondary.evaluate((button) => getComputedStyle(button).borderTopColor);
      await secondary.hover();
      await expect(secondary.evaluate((button) => getComputedStyle(button).borderTopColor)).resolves.toBe(border);
      const linkCard = page.locator('.markdown a.card');
      await linkCard.hover();
      await expect(linkCard.evaluate((card) => getComputedStyle(card).textDecorationLine)).resolves.toBe('none');
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('leaves their stylesheet out of pages without them, and loads it on a client-side move to one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    const infimaSheets = () => page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href?.includes('feature-infima')).length);
    await page.goto(siteUrl('/docs/installation'));
    await waitForHydration(page);
    expect(await infimaSheets()).toBe(0);
    await markDocument(page);
    await moveOnClient(page, '/tests/pages/markdown-tests-mdx');
    await page.locator('.markdown .alert--warning').waitFor();
    expect(await isSameDocument(page)).toBe(true);
    await expect.poll(infimaSheets).toBe(1);
    expect(await page.locator('.markdown .alert--warning').evaluate((alert) => getComputedStyle(alert).borderLeftStyle)).toBe('solid');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('admonitions', () => {
  it('uppercases a title but not the code in it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl('/tests/docs/admonitions/custom-titles'));
    const heading = page.locator('.admonition-heading', { has: page.locator('code') }).first();
    const transforms = await heading.evaluate((element) => [element, element.querySelector('code')!].map((part) => getComputedStyle(part).textTransform));
    expect(transforms).toEqual(['uppercase', 'none']);
    await context.close();
  });
});

describe('printing', () => {
  it('prints a page read in dark mode in the light colours, readable on white paper', async () => {
    const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl('/docs/markdown-features/admonitions'));
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.emulateMedia({ media: 'print' });
    expect(await contrastViolations(page, ['main'])).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.markdown p')!).color)).toBe('rgb(28, 30, 33)');
    await context.close();
  });

  it('prints a doc without the column of its table of contents', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    await page.goto(siteUrl('/docs/installation'));
    await page.emulateMedia({ media: 'print' });
    // At this width the table of contents is a column beside the doc: hidden content in a column
    // still left would leave it blank on paper.
    expect(await page.evaluate(() => [...document.querySelector('.doc-row')!.children].filter((column) => column.getBoundingClientRect().width > 0).map((column) => column.className))).toEqual(['doc-item']);
    await context.close();
  });
});

describe('after client-side navigation', () => {
  it("styles math with KaTeX's stylesheet, which the page it came from did not load", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    await page.goto(siteUrl('/tests'));
    await waitForHydration(page);
    expect(await page.locator('link[href$="katex.min.css"]').count()).toBe(0);
    await markDocument(page);
    await moveOnClient(page, '/tests/pages/markdown-tests-md');
    await page.locator('.katex').first().waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.locator('link[href$="katex.min.css"]').count()).toBe(1);
    // With the stylesheet, the MathML copy is visually hidden and the formula typeset in KaTeX's fonts.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.katex-mathml')!).position === 'absolute');
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.katex .mord')!).fontFamily)).toMatch(/KaTeX/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("loads KaTeX's stylesheet on a blog list only once a post with math is opened, not for an excerpt without math", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page, problems } = await openPage(context);
    // The author's list shows the excerpt of "Math and code in a post", whose formulas are below the marker.
    await page.goto(siteUrl('/tests/blog/authors/oren'));
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Math and code in a post' }).first().waitFor();
    expect(await page.locator('link[href$="katex.min.css"]').count()).toBe(0);
    await markDocument(page);
    await page.getByRole('link', { name: 'Math and code in a post' }).first().click();
    await page.locator('.katex').first().waitFor();
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.locator('link[href$="katex.min.css"]').count()).toBe(1);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.katex-mathml')!).position === 'absolute');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("replaces the site's head tags a page overrides, as its own HTML has them", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await openPage(context);
    const keywords = () => page.evaluate(() => [...document.querySelectorAll('meta[name="keywords"]')].map((meta) => meta.getAttribute('content')));
    await page.goto(siteUrl('/tests/pages/head-metadata'));
    const fullLoad = await keywords();
    expect(fullLoad).toEqual(['head, metadata, folio, test']);
    await page.goto(siteUrl('/tests'));
    await waitForHydration(page);
    expect(await keywords()).toEqual(['documentation, blog, static site generator, react']);
    await moveOnClient(page, '/tests/pages/head-metadata');
    await page.waitForFunction((expected) => [...document.querySelectorAll('meta[name="keywords"]')].map((meta) => meta.getAttribute('content')).join('|') === expected, fullLoad.join('|'));
    await moveOnClient(page, '/tests');
    await page.waitForFunction(() => [...document.querySelectorAll('meta[name="keywords"]')].map((meta) => meta.getAttribute('content')).join('|') === 'documentation, blog, static site generator, react');
    // <html className> and <body className> in the block: on the page's own elements, in its HTML
    // and after a navigation to it, and gone again after one away, the site's classes kept.
    const classes = () => page.evaluate(() => [document.documentElement.classList.contains('head-metadata-page'), document.body.classList.contains('head-metadata-body')]);
    expect(await classes()).toEqual([false, false]);
    await moveOnClient(page, '/tests/pages/head-metadata');
    await expect.poll(classes).toEqual([true, true]);
    await page.evaluate(() => document.body.classList.add('kept-by-others'));
    await moveOnClient(page, '/tests');
    await expect.poll(classes).toEqual([false, false]);
    await expect(page.evaluate(() => document.body.classList.contains('kept-by-others'))).resolves.toBe(true);
    const html = await (await fetch(siteUrl('/tests/pages/head-metadata'))).text();
    expect(html).toContain('<html lang="en-US" dir="ltr" data-theme="light" class="head-metadata-page">');
    expect(html).toContain('<body class="head-metadata-body">');
    await context.close();
  });
});
