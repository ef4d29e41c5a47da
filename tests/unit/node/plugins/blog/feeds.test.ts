import { describe, expect, it } from 'vitest';
import type { BlogPostPageProps } from '../../../../../src/shared/blogTypes.js';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import { atomFeed, jsonFeed, rssFeed, type FeedInput } from '../../../../../src/node/plugins/blog/feeds.js';

function feedPost(permalink: string, html: string, extra: Partial<BlogPostPageProps> = {}): BlogPostPageProps {
  return { title: 'Post', permalink, date: '2024-02-01T00:00:00.000Z', formattedDate: 'February 1, 2024', authors: [{ name: 'Ann' }], tags: [], body: [{ t: 'div', h: html }], toc: [], hideTableOfContents: false, unlisted: false, draft: false, ...extra };
}

function feedInput(site: { url: string; baseUrl: string }, posts: BlogPostPageProps[], blog: Record<string, unknown> = {}): FeedInput {
  const config = siteConfigSchema.parse({ title: 'Scratch & Co', ...site, blog: [{ blogTitle: 'Scratch blog', ...blog }] });
  const origin = config.url + config.baseUrl.replace(/\/$/, '');
  return { options: config.blog[0]!, siteTitle: config.title, origin, blogUrl: `${origin}/blog`, posts };
}

const feeds = { rss: rssFeed, atom: atomFeed, json: jsonFeed };
/** The feed's text with XML and JSON escaping undone, to read the post HTML it carries. */
const readable = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\\"/g, '"').replace(/&amp;/g, '&');

describe('feeds', () => {
  describe('under a base URL (issue 5 audit: /sub/sub/ in feed content)', () => {
    const input = feedInput({ url: 'https://scratch.example.com', baseUrl: '/sub/' }, [
      feedPost(
        '/blog/2024/02/01/folder-post',
        '<p><img src="/sub/assets/images/photo-b8.png" alt="A photo" srcset="/sub/assets/images/photo-b8-640w.webp 640w, /sub/assets/images/photo-b8-1030w.webp 1030w"></p><p>See <a href="/sub/blog/2024/03/05/mdx-post">the post</a>.</p>',
      ),
    ]);
    for (const [type, feed] of Object.entries(feeds)) {
      it(`${type}: gives the links and images of a post the base URL once, srcset included`, () => {
        const text = readable(feed(input));
        expect(text).not.toContain('/sub/sub/');
        expect(text).toContain('<a href="https://scratch.example.com/sub/blog/2024/03/05/mdx-post">');
        expect(text).toContain('src="https://scratch.example.com/sub/assets/images/photo-b8.png"');
        expect(text).toContain('srcset="https://scratch.example.com/sub/assets/images/photo-b8-640w.webp 640w, https://scratch.example.com/sub/assets/images/photo-b8-1030w.webp 1030w"');
      });
    }
  });

  describe('fragment links (issue 5 audit: href="#highlights" left relative)', () => {
    const input = feedInput({ url: 'https://folio.example.com', baseUrl: '/' }, [feedPost('/blog/releases/3.6', '<p>Read the <a href="#highlights">highlights</a>.</p>')]);
    for (const [type, feed] of Object.entries(feeds)) {
      it(`${type}: points a fragment at the post's URL, not the feed's`, () => {
        const text = readable(feed(input));
        expect(text).toContain('<a href="https://folio.example.com/blog/releases/3.6#highlights">');
        expect(text).not.toContain('href="#');
      });
    }
  });
});
