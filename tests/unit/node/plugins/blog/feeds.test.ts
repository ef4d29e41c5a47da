import { describe, expect, it } from 'vitest';
import type { BlogPostPageProps } from '../../../../../src/shared/blogTypes.js';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import { atomFeed, jsonFeed, rssFeed, type FeedInput } from '../../../../../src/node/plugins/blog/feeds.js';

function feedPost(permalink: string, html: string, extra: Partial<BlogPostPageProps> = {}): BlogPostPageProps {
  return { title: 'Post', permalink, date: '2024-02-01T00:00:00.000Z', formattedDate: 'February 1, 2024', authors: [{ name: 'Ann' }], tags: [], body: [{ t: 'div', h: html }], toc: [], hideTableOfContents: false, unlisted: false, draft: false, ...extra };
}

function feedInput(site: { url: string; baseUrl: string; trailingSlash?: boolean }, posts: BlogPostPageProps[], blog: Record<string, unknown> = {}): FeedInput {
  const config = siteConfigSchema.parse({ title: 'Scratch & Co', ...site, blog: [{ blogTitle: 'Scratch blog', ...blog }] });
  return { options: config.blog[0]!, siteTitle: config.title, site: config, posts };
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

  describe('with trailingSlash: true (issue 5 audit: feeds named posts without the slash)', () => {
    const input = feedInput({ url: 'https://scratch.example.com', baseUrl: '/sub/', trailingSlash: true }, [feedPost('/blog/2024/03/06/untruncated', '<p><a href="#part">a heading</a></p>')]);
    const post = 'https://scratch.example.com/sub/blog/2024/03/06/untruncated/';

    it("rss: links a post by the URL its canonical link, structured data and the sitemap give", () => {
      const rss = rssFeed(input);
      expect(rss).toContain(`<link>${post}</link><guid isPermaLink="true">${post}</guid>`);
      expect(rss).toContain('<link>https://scratch.example.com/sub/blog/</link>');
      expect(rss).toContain('<atom:link href="https://scratch.example.com/sub/blog/rss.xml"');
      expect(readable(rss)).toContain(`<a href="${post}#part">`);
    });

    it('atom: names a post by that URL', () => {
      const atom = atomFeed(input);
      expect(atom).toContain(`<id>${post}</id><link href="${post}"/>`);
      expect(atom).toContain('<link rel="self" href="https://scratch.example.com/sub/blog/atom.xml"/>');
    });

    it('json: names a post by that URL', () => {
      const json = JSON.parse(jsonFeed(input)) as { home_page_url: string; feed_url: string; items: { id: string; url: string }[] };
      expect(json.items[0]).toMatchObject({ id: post, url: post });
      expect(json.home_page_url).toBe('https://scratch.example.com/sub/blog/');
      expect(json.feed_url).toBe('https://scratch.example.com/sub/blog/feed.json');
    });
  });

  describe('title and description (audit of a Docusaurus 3.6 tree: "Blog" was the description, the site title the title)', () => {
    const posts = [feedPost('/blog/x', '<p>x</p>')];

    it('are "{site title} Blog" by default, as in Docusaurus, whatever the blog\'s own title and description', () => {
      const input = feedInput({ url: 'https://scratch.example.com', baseUrl: '/' }, posts, { blogDescription: 'Notes from the workshop' });
      expect(rssFeed(input)).toContain('<channel>\n<title>Scratch &amp; Co Blog</title>');
      expect(rssFeed(input)).toContain('<description>Scratch &amp; Co Blog</description>');
      expect(atomFeed(input)).toContain('<title>Scratch &amp; Co Blog</title>');
      expect(atomFeed(input)).toContain('<subtitle>Scratch &amp; Co Blog</subtitle>');
      expect(JSON.parse(jsonFeed(input))).toMatchObject({ title: 'Scratch & Co Blog', description: 'Scratch & Co Blog' });
    });

    it('are feedOptions.title and feedOptions.description when the blog gives them', () => {
      const input = feedInput({ url: 'https://scratch.example.com', baseUrl: '/' }, posts, { feedOptions: { title: 'Scratch news', description: 'What we made' } });
      expect(rssFeed(input)).toContain('<channel>\n<title>Scratch news</title>');
      expect(JSON.parse(jsonFeed(input))).toMatchObject({ title: 'Scratch news', description: 'What we made' });
    });
  });

  describe('atom authors (issue 5 audit: an entry without an author made the feed invalid)', () => {
    const site = { url: 'https://scratch.example.com', baseUrl: '/' };

    it('names the site as the feed author when an entry has no author of its own (RFC 4287 §4.1.1)', () => {
      const atom = atomFeed(feedInput(site, [feedPost('/blog/a', '<p>a</p>'), feedPost('/blog/b', '<p>b</p>', { authors: [] })]));
      // One feed-level author, before the entries; the entry with an author keeps its own.
      expect(atom).toContain('<author><name>Scratch &amp; Co</name></author>\n<entry>');
      expect(atom.match(/<author>/g)).toHaveLength(2);
    });

    it('adds no feed author when every entry has one', () => {
      expect(atomFeed(feedInput(site, [feedPost('/blog/a', '<p>a</p>')]))).not.toContain('Scratch &amp; Co</name>');
    });
  });
});
