// A list page's "Read more" links: what sighted readers see stays "Read more", and the link's
// text names the post, for screen readers and for crawlers that read link text, not aria-label.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { BlogListPageProps, BlogPostSummary } from '../../../../src/shared/blogTypes.js';
import type { SiteData } from '../../../../src/shared/types.js';
import BlogListPage from '../../../../theme/blog/BlogListPage.js';
import { MobileMenuContext, type MobileMenuState } from '../../../../theme/hooks/useMobileMenu.js';

const site = { baseUrl: '/', trailingSlash: undefined } as SiteData;
const menu: MobileMenuState = { open: false, setOpen: () => {}, secondary: null, setSecondary: () => {}, showSecondary: false, setShowSecondary: () => {} };
const post = (title: string, permalink: string): BlogPostSummary => ({ title, permalink, date: '2024-02-01T00:00:00.000Z', formattedDate: 'February 1, 2024', authors: [], tags: [], content: [], truncated: true });
const props: BlogListPageProps = {
  blogTitle: 'Blog',
  blogDescription: 'News',
  posts: [post('Folio 3.6', '/blog/releases/3.6'), post('Meet Endi', '/blog/2020/06/08/meet-endi')],
  pagination: { page: 1, totalPages: 1, totalCount: 2 },
  archiveHref: '/blog/archive',
};

function render(): string {
  return renderToString(
    <StaticRouter location="/blog">
      <SiteContext.Provider value={site}>
        <MobileMenuContext.Provider value={menu}>
          <BlogListPage page={{ path: '/blog', kind: 'blogList', title: 'Blog', props }} shared={{}} />
        </MobileMenuContext.Provider>
      </SiteContext.Provider>
    </StaticRouter>,
  );
}

describe('BlogListPage', () => {
  it('names the post in the text of its Read more link, hidden from sight, with no aria-label over it', () => {
    const links = [...render().matchAll(/<a [^>]*class="blog-post__read-more"[^>]*>.*?<\/a>/g)].map((match) => match[0]);
    expect(links).toEqual([
      '<a class="blog-post__read-more" href="/blog/releases/3.6">Read more<span class="visually-hidden"> about Folio 3.6</span></a>',
      '<a class="blog-post__read-more" href="/blog/2020/06/08/meet-endi">Read more<span class="visually-hidden"> about Meet Endi</span></a>',
    ]);
  });
});
