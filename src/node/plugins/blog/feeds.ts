// RSS 2.0, Atom 1.0 and JSON Feed 1.1 of a blog, with absolute URLs and full HTML content.
import type { BlogPostPageProps } from '../../../shared/blogTypes.js';
import { absoluteFileUrl, absoluteRouteUrl, joinUrl } from '../../../shared/url.js';
import type { BlogOptions, SiteConfig } from '../../config/schema.js';
import { escapeHtml } from '../../prerender/headTags.js';
import { absoluteUrls } from '../../render/absoluteUrls.js';
import { mdTreeToHtml } from '../../render/mdTreeToHtml.js';

export interface FeedInput {
  options: BlogOptions;
  siteTitle: string;
  /** Where the site is deployed: feeds name the blog, its posts and themselves by absolute URL. */
  site: Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash'>;
  posts: BlogPostPageProps[];
}

/**
 * A feed's title and description: `feedOptions.title` and `feedOptions.description`, each else
 * "{site title} Blog", as in Docusaurus (its feed.ts), so a feed reader lists a site moved from
 * it under the name it had. The blog's own title and description name its list pages.
 */
function feedTitle(options: BlogOptions, siteTitle: string): string {
  return options.feedOptions.title ?? `${siteTitle} Blog`;
}

function feedDescription(options: BlogOptions, siteTitle: string): string {
  return options.feedOptions.description ?? `${siteTitle} Blog`;
}

/**
 * The name the head's `<link rel="alternate">` tags give the feeds ("{name} RSS Feed"):
 * `feedOptions.title`, else the site title alone, which is what Docusaurus writes there.
 */
export function feedLinkName(options: BlogOptions, siteTitle: string): string {
  return options.feedOptions.title ?? siteTitle;
}

const xml = (text: string) => escapeHtml(text).replace(/'/g, '&apos;');

/** The post's HTML with its links and images absolute (see absoluteUrls), so feed readers can follow them. */
function postContent(post: BlogPostPageProps, url: string): string {
  return absoluteUrls(mdTreeToHtml(post.body), url);
}

/**
 * A page's absolute URL in the form the site serves it (`trailingSlash`), as its canonical URL,
 * structured data and the sitemap name it: a feed item's link and id are the post's URL.
 */
const pageUrl = (input: FeedInput, path: string) => absoluteRouteUrl(path, input.site);
const blogUrl = (input: FeedInput) => pageUrl(input, joinUrl('/', input.options.routeBasePath));
const feedUrl = (input: FeedInput, file: string) => absoluteFileUrl(joinUrl('/', input.options.routeBasePath, file), input.site);

function limited(input: FeedInput): BlogPostPageProps[] {
  const limit = input.options.feedOptions.limit;
  return limit === false ? input.posts : input.posts.slice(0, limit);
}

export function rssFeed(input: FeedInput): string {
  const { options } = input;
  const items = limited(input)
    .map((post) => {
      const url = pageUrl(input, post.permalink);
      return `<item><title>${xml(post.title)}</title><link>${xml(url)}</link><guid isPermaLink="true">${xml(url)}</guid><pubDate>${new Date(post.date).toUTCString()}</pubDate>${post.description ? `<description>${xml(post.description)}</description>` : ''}<content:encoded><![CDATA[${postContent(post, url).replace(/]]>/g, ']]]]><![CDATA[>')}]]></content:encoded>${post.authors.map((a) => `<dc:creator>${xml(a.name)}</dc:creator>`).join('')}${post.tags.map((t) => `<category>${xml(t.label)}</category>`).join('')}</item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(feedTitle(options, input.siteTitle))}</title>
<link>${xml(blogUrl(input))}</link>
<atom:link href="${xml(feedUrl(input, 'rss.xml'))}" rel="self" type="application/rss+xml"/>
<description>${xml(feedDescription(options, input.siteTitle))}</description>
<language>en</language>
${options.feedOptions.copyright ? `<copyright>${xml(options.feedOptions.copyright)}</copyright>\n` : ''}<lastBuildDate>${new Date(input.posts[0]?.date ?? 0).toUTCString()}</lastBuildDate>
${items}
</channel>
</rss>
`;
}

export function atomFeed(input: FeedInput): string {
  const { options } = input;
  const posts = limited(input);
  // RFC 4287 §4.1.1: a feed needs an author unless every entry has its own, and an entry without
  // one takes the feed's. The site stands as the author of a post that names nobody.
  const feedAuthor = posts.some((post) => post.authors.length === 0) ? `<author><name>${xml(input.siteTitle)}</name></author>\n` : '';
  const entries = posts
    .map((post) => {
      const url = pageUrl(input, post.permalink);
      return `<entry><title type="html">${xml(post.title)}</title><id>${xml(url)}</id><link href="${xml(url)}"/><updated>${post.date}</updated>${post.description ? `<summary type="html">${xml(post.description)}</summary>` : ''}<content type="html">${xml(postContent(post, url))}</content>${post.authors.map((a) => `<author><name>${xml(a.name)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`).join('')}${post.tags.map((t) => `<category label="${xml(t.label)}" term="${xml(t.label)}"/>`).join('')}</entry>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${xml(blogUrl(input))}</id>
<title>${xml(feedTitle(options, input.siteTitle))}</title>
<updated>${input.posts[0]?.date ?? new Date(0).toISOString()}</updated>
<link rel="alternate" href="${xml(blogUrl(input))}"/>
<link rel="self" href="${xml(feedUrl(input, 'atom.xml'))}"/>
<subtitle>${xml(feedDescription(options, input.siteTitle))}</subtitle>
${options.feedOptions.copyright ? `<rights>${xml(options.feedOptions.copyright)}</rights>\n` : ''}${feedAuthor}${entries}
</feed>
`;
}

export function jsonFeed(input: FeedInput): string {
  const { options } = input;
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: feedTitle(options, input.siteTitle),
      home_page_url: blogUrl(input),
      feed_url: feedUrl(input, 'feed.json'),
      description: feedDescription(options, input.siteTitle),
      items: limited(input).map((post) => {
        const url = pageUrl(input, post.permalink);
        return {
          id: url,
          url,
          title: post.title,
          summary: post.description,
          content_html: postContent(post, url),
          date_published: post.date,
          authors: post.authors.map((a) => ({ name: a.name, url: a.url })),
          tags: post.tags.map((t) => t.label),
        };
      }),
    },
    null,
    2,
  )}\n`;
}
