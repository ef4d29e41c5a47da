// Blog, changelog and test blog: list sizes, pagination, posts, authors, tags and feeds.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktopContextForFile, openPage, siteUrl, waitForHydration } from './browser.js';

const shared = desktopContextForFile();

async function open(path: string, status = 200): Promise<Page> {
  const { page } = await openPage(shared.context);
  const response = await page.goto(siteUrl(path));
  expect(response?.status(), `status of ${path}`).toBe(status);
  return page;
}

const postsOn = (page: Page) => page.locator('article.blog-post--summary').count();

describe('main blog', () => {
  it('shows 5 posts per page, with pages 2 to 5 and no page 6', async () => {
    const page = await open('/blog');
    expect(await postsOn(page)).toBe(5);
    for (const n of [2, 3, 4, 5]) {
      await page.goto(siteUrl(`/blog/page/${n}`));
      expect(await postsOn(page)).toBeGreaterThan(0);
    }
    const missing = await page.goto(siteUrl('/blog/page/6'));
    expect(missing?.status()).toBe(404);
    await page.close();
  });

  it('shows an excerpt with a Read more link that opens the post', async () => {
    const page = await open('/blog');
    await waitForHydration(page);
    const first = page.locator('article.blog-post--summary').first();
    const title = (await first.getByRole('heading', { level: 2 }).textContent())!;
    await first.getByRole('link', { name: /^Read more/ }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.close();
  });

  it('serves release notes at slug-only URLs', async () => {
    const page = await open('/blog/releases/3.6');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('3.6');
    await page.close();
  });

  it("links a post to its source file's edit page", async () => {
    const page = await open('/blog/releases/3.6');
    const edit = page.getByRole('link', { name: /Edit this page/ });
    expect(await edit.getAttribute('href')).toBe('https://github.com/folio-ssg/folio/edit/main/content/blog/releases/3.6.md');
    await page.close();
  });

  it('lists tags and paginates the release tag to page 3', async () => {
    const page = await open('/blog/tags');
    expect(await page.locator('.tag').count()).toBe(15);
    await page.goto(siteUrl('/blog/tags/release/page/3'));
    expect(await postsOn(page)).toBeGreaterThan(0);
    await page.close();
  });

  it('has four authors, and the most prolific one paginates', async () => {
    const page = await open('/blog/authors');
    expect(await page.locator('.blog-authors__item').count()).toBe(4);
    await page.goto(siteUrl('/blog/authors/mara/authors/4'));
    expect(await postsOn(page)).toBeGreaterThan(0);
    await page.close();
  });

  it("titles an author's page with the author's name as its main heading, on every page of it", async () => {
    for (const path of ['/blog/authors/mara', '/blog/authors/mara/authors/3']) {
      const page = await open(path);
      const headings = page.getByRole('heading', { level: 1 });
      expect(await headings.allInnerTexts(), path).toEqual(['Mara Lindqvist']);
      // authors.yml's description, under the name, as Docusaurus shows it.
      await expect(page.getByText('Mara started Folio to build').isVisible(), path).resolves.toBe(true);
      await page.close();
    }
  });

  it('groups the archive by year', async () => {
    const page = await open('/blog/archive');
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await page.close();
  });

  it('publishes RSS and Atom feeds that parse as XML with absolute links', async () => {
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
      const response = await fetch(siteUrl(feed));
      expect(response.status).toBe(200);
      const xml = await response.text();
      const page = await open('/blog');
      const result = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const error = doc.querySelector('parsererror');
        const links = [...doc.querySelectorAll('item > link, entry > link')].map((el) => el.textContent || el.getAttribute('href') || '');
        return { error: error?.textContent ?? null, links };
      }, xml);
      expect(result.error).toBeNull();
      expect(result.links.length).toBeGreaterThan(10);
      expect(result.links.every((link) => link.startsWith('https://folio.example.com/'))).toBe(true);
      await page.close();
    }
  });
});

describe('printing', () => {
  it('prints a post and a list page across the whole width, without the sidebar of posts or the table of contents', async () => {
    for (const path of ['/blog/releases/3.6', '/blog']) {
      const page = await open(path);
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('navigation', { name: 'Blog recent posts navigation' }).isVisible(), path).toBe(false);
      // At this width (1280 px) the sidebar and the table of contents are columns beside the
      // post: hidden content in a column still left would leave it blank on paper.
      const columns = await page.evaluate(() => [...document.querySelector('.blog-wrapper')!.children].filter((column) => column.getBoundingClientRect().width > 0).map((column) => column.className));
      expect(columns, path).toEqual(['blog-wrapper__main']);
      await page.close();
    }
  });
});

describe('changelog', () => {
  it('lists 20 entries per page and runs to page 6', async () => {
    const page = await open('/changelog');
    expect(await postsOn(page)).toBe(20);
    await page.goto(siteUrl('/changelog/page/6'));
    expect(await postsOn(page)).toBeGreaterThan(0);
    await page.close();
  });

  it('gives every element of a list page a distinct id, though each entry has the same section headings', async () => {
    for (const path of ['/changelog', '/changelog/page/2']) {
      const page = await open(path);
      const repeated = await page.evaluate(() => {
        const seen = new Map<string, number>();
        for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
        return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
      });
      expect(repeated, path).toEqual([]);
      // The section headings still link to their entry's own page.
      expect(await page.locator('a.hash-link[href^="/changelog/"]').count(), path).toBeGreaterThan(0);
      await page.close();
    }
  });

  it('has a page per version, from 2.0.0-alpha.19 to 3.6.3', async () => {
    const page = await open('/changelog/3.6.3');
    await expect(page.getByRole('heading', { level: 1, name: '3.6.3' }).isVisible()).resolves.toBe(true);
    await page.goto(siteUrl('/changelog/2.0.0-alpha.19'));
    await expect(page.getByRole('heading', { level: 1, name: '2.0.0-alpha.19' }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('titles the sections of an entry with their emoji, not with :shortcode: text, without skipping heading levels', async () => {
    for (const path of ['/changelog/3.6.0', '/changelog']) {
      const page = await open(path);
      // Without the zero-width text of each heading's anchor link.
      const sections = (await page.locator('main .markdown').getByRole('heading', { level: 2 }).allInnerTexts()).map((text) => text.replace(/\u200b/g, '').trim());
      // `#### 🚀 New Feature` under `## 3.6.0` in CHANGELOG.md: each level follows the one above it.
      const levels = await page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1])));
      expect(levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1), path).toEqual([]);
      // On the list, an entry's sections read as parts of it: never larger than its title.
      const sizes = await page.locator('main article').first().evaluate((article) => ({
        title: parseFloat(getComputedStyle(article.querySelector('h1, h2')!).fontSize),
        sections: [...article.querySelectorAll('.markdown h2, .markdown h3')].map((heading) => parseFloat(getComputedStyle(heading).fontSize)),
      }));
      expect(sizes.sections.filter((size) => size >= sizes.title), path).toEqual([]);
      expect(sections, path).toContain('🚀 New Feature');
      expect(sections.filter((text) => /:[a-z_]+:/.test(text)), path).toEqual([]);
      await page.close();
    }
  });

  it("shows the entry being read in its sidebar of every release, also after moving to another entry", async () => {
    const page = await open('/changelog/2.0.0-alpha.19');
    await waitForHydration(page);
    const activeInView = () =>
      page.locator('aside.blog-wrapper__sidebar').evaluate((panel) => {
        const active = panel.querySelector('[aria-current="page"]')!.getBoundingClientRect();
        const box = panel.getBoundingClientRect();
        // In the panel and in the window (below the announcement bar the panel's foot is under
        // the window's); within a pixel: the panel's scroll offset is whole pixels, the link's box not.
        const bottom = Math.min(box.bottom, window.innerHeight);
        return { text: panel.querySelector('[aria-current="page"]')!.textContent, inView: active.top >= box.top - 1 && active.bottom <= bottom + 1 };
      });
    const pageScroll = () => page.evaluate(() => window.scrollY);
    // The oldest of 109 entries: at the foot of a sidebar ~3,000 px taller than its panel.
    await expect.poll(activeInView).toEqual({ text: '2.0.0-alpha.19', inView: true });
    // The sidebar scrolled, not the page: the entry starts at the top.
    expect(await pageScroll()).toBe(0);
    await page.getByRole('link', { name: /Newer post/ }).click();
    await page.waitForURL(/\/changelog\/2\.0\.0-alpha\.20$/);
    await expect.poll(activeInView).toEqual({ text: '2.0.0-alpha.20', inView: true });
    await page.close();
  });

  it('has an authors page', async () => {
    const page = await open('/changelog/authors');
    expect(await page.locator('.blog-authors__item').count()).toBeGreaterThan(3);
    await page.close();
  });
});

describe('test blog', () => {
  it('shows 3 posts per page and runs to page 7', async () => {
    const page = await open('/tests/blog');
    expect(await postsOn(page)).toBe(3);
    await page.goto(siteUrl('/tests/blog/page/7'));
    expect(await postsOn(page)).toBeGreaterThan(0);
    const missing = await page.goto(siteUrl('/tests/blog/page/8'));
    expect(missing?.status()).toBe(404);
    await page.close();
  });

  it("says under a post when it last changed and who changed it, as its front matter gives them (the others: their last commit)", async () => {
    const page = await open('/tests/blog/2025/03/10/last-update');
    const updated = page.locator('.blog-post__footer .doc-footer__updated');
    expect(await updated.innerText()).toBe('Last updated on Apr 1, 2025 by The Folio docs team');
    expect(await updated.locator('time').getAttribute('datetime')).toBe('2025-04-01T00:00:00.000Z');
    await page.close();
  });
});
