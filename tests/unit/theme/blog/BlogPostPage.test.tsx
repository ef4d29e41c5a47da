// Post-to-post navigation is named and worded for posts, not docs (Docusaurus's words): the
// left link leads to the newer post, the right one to the older.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { BlogPostPageProps } from '../../../../src/shared/blogTypes.js';
import type { SiteData } from '../../../../src/shared/types.js';
import BlogPostPage from '../../../../theme/blog/BlogPostPage.js';
import { Pagination } from '../../../../theme/docs/DocItemParts.js';
import { MobileMenuContext, type MobileMenuState } from '../../../../theme/hooks/useMobileMenu.js';

const site = { baseUrl: '/', trailingSlash: undefined, locale: { config: { htmlLang: 'en', calendar: 'gregory' } } } as SiteData;
const menu: MobileMenuState = { open: false, setOpen: () => {}, secondary: null, setSecondary: () => {}, showSecondary: false, setShowSecondary: () => {} };
const props: BlogPostPageProps = {
  title: 'Middle',
  permalink: '/blog/middle',
  date: '2024-02-01T00:00:00.000Z',
  formattedDate: 'February 1, 2024',
  authors: [],
  tags: [],
  body: [],
  toc: [],
  hideTableOfContents: true,
  unlisted: false,
  draft: false,
  newer: { title: 'Newest', permalink: '/blog/newest' },
  older: { title: 'Oldest', permalink: '/blog/oldest' },
};

function render(element: ReactElement): string {
  return renderToString(
    <StaticRouter location="/blog/middle">
      <SiteContext.Provider value={site}>
        <MobileMenuContext.Provider value={menu}>{element}</MobileMenuContext.Provider>
      </SiteContext.Provider>
    </StaticRouter>,
  );
}

/** The navigation's name and each link's sublabel and target, from the markup. */
function pagination(html: string) {
  const nav = /<nav class="pagination-nav" aria-label="([^"]*)">([\s\S]*?)<\/nav>/.exec(html)!;
  const links = [...nav[2]!.matchAll(/href="([^"]*)"[^>]*><span class="pagination-nav__sublabel">([^<]*)</g)].map((m) => [m[2], m[1]]);
  return { name: nav[1], links };
}

describe('post pagination', () => {
  it('is the "Blog post page navigation", to the newer and the older post', () => {
    const html = render(<BlogPostPage page={{ path: '/blog/middle', kind: 'blogPost', title: 'Middle', props }} shared={{}} />);
    expect(pagination(html)).toEqual({ name: 'Blog post page navigation', links: [['Newer post', '/blog/newest'], ['Older post', '/blog/oldest']] });
  });

  it("keeps docs' wording on docs pages", () => {
    const html = render(<Pagination previous={{ title: 'Intro', href: '/docs/intro' }} next={{ title: 'Install', href: '/docs/install' }} />);
    expect(pagination(html)).toEqual({ name: 'Docs pages', links: [['Previous', '/docs/intro'], ['Next', '/docs/install']] });
  });
});

describe('the last update of a post', () => {
  it('is shown in the footer with its date and author when the blog gives one (BYO audit)', () => {
    const html = render(<BlogPostPage page={{ path: '/blog/middle', kind: 'blogPost', title: 'Middle', props: { ...props, lastUpdate: { date: '2024-07-01T00:00:00.000Z', author: 'Ann' } } }} shared={{}} />);
    expect(html.replace(/<!-- -->/g, '')).toMatch(/<footer class="blog-post__footer">.*Last updated on <time dateTime="2024-07-01T00:00:00.000Z">Jul 1, 2024<\/time> by <b>Ann<\/b>/s);
    expect(render(<BlogPostPage page={{ path: '/blog/middle', kind: 'blogPost', title: 'Middle', props }} shared={{}} />)).not.toContain('Last updated');
  });
});
