import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import { blogRoutes, type LoadedPost } from '../../../../../src/node/plugins/blog/blogRoutes.js';
import type { MarkdownOutput } from '../../../../../src/node/markdown/types.js';
import type { RouteInput } from '../../../../../src/node/plugins/types.js';

function post(relPath: string, frontMatter: Record<string, unknown>): LoadedPost {
  const compiled: MarkdownOutput = { frontMatter, body: ['body'], excerpt: ['excerpt'], hasTruncateMarker: true, toc: [], anchors: [], links: [], brokenMarkdownLinks: [], linkLookups: {}, assets: [], head: [], wordCount: 10, readingTime: 1, features: [] };
  return { relPath, sitePath: `blog/${relPath}`, siteRelPath: `blog/${relPath}`, source: '---\n---\n', compiled };
}

const options = siteConfigSchema.parse({ title: 'T', url: 'https://e.com', blog: [{ postsPerPage: 2, blogTitle: 'News', blogDescription: 'What is new' }] }).blog[0]!;
const authors = {
  ada: { name: 'Ada', title: 'Engineer', url: 'https://e.com/ada', imageUrl: '/img/ada.png', page: 'ada' },
  bob: { name: 'Bob', url: '/team/bob', page: 'bob' },
};
const tags = { release: { label: 'Release', permalink: '/release' } };
const posts = [
  post('front-matter-date.md', { title: 'Dated', description: 'Dated by front matter.', date: '2022-07-18', authors: ['ada'], tags: ['release'] }),
  post('2024-06-15-card.md', { title: 'Card', description: 'With a card.', authors: ['ada', 'bob'], image: '/img/card.png', keywords: ['folio', 'card'], last_update: { date: '2024-07-01' } }),
  post('2024-01-01-plain.md', { title: 'Plain', description: 'Plain.' }),
];
const { routes } = blogRoutes({ posts, authors, tags }, { options, production: true, locale: { htmlLang: 'en', calendar: 'gregory' }, site: { url: 'https://e.com', baseUrl: '/base/', title: 'Site', titleDelimiter: '|' }, shareData: (name) => name, warn: () => undefined, log: () => undefined });

/** The JSON-LD objects in a route's head. */
function structuredData(path: string): Record<string, unknown>[] {
  const route = routes.find((r: RouteInput) => r.path === path)!;
  return (route.head ?? []).filter((tag) => tag.attrs.type === 'application/ld+json').map((tag) => JSON.parse(tag.content!) as Record<string, unknown>);
}

describe('blog structured data', () => {
  it("describes a post's page as a BlogPosting, dated by its front matter", () => {
    expect(structuredData('/blog/front-matter-date')).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        '@id': 'https://e.com/base/blog/front-matter-date',
        mainEntityOfPage: 'https://e.com/base/blog/front-matter-date',
        url: 'https://e.com/base/blog/front-matter-date',
        headline: 'Dated',
        name: 'Dated',
        description: 'Dated by front matter.',
        datePublished: '2022-07-18T00:00:00.000Z',
        author: { '@type': 'Person', name: 'Ada', description: 'Engineer', url: 'https://e.com/ada', image: 'https://e.com/base/img/ada.png' },
        isPartOf: { '@type': 'Blog', '@id': 'https://e.com/base/blog', name: 'News' },
      },
    ]);
  });

  it("lists several authors, and gives the post's image, keywords and last update", () => {
    const [data] = structuredData('/blog/2024/06/15/card');
    expect(data).toMatchObject({
      dateModified: '2024-07-01T00:00:00.000Z',
      author: [{ '@type': 'Person', name: 'Ada' }, { '@type': 'Person', name: 'Bob' }],
      image: { '@type': 'ImageObject', '@id': 'https://e.com/base/img/card.png', url: 'https://e.com/base/img/card.png', contentUrl: 'https://e.com/base/img/card.png', caption: 'title image for the blog post: Card' },
      keywords: ['folio', 'card'],
    });
  });

  it("describes each page of the blog's list as a Blog with the posts it shows", () => {
    const [first] = structuredData('/blog');
    expect(first).toMatchObject({ '@context': 'https://schema.org', '@type': 'Blog', '@id': 'https://e.com/base/blog', mainEntityOfPage: 'https://e.com/base/blog', headline: 'News', description: 'What is new' });
    expect((first!.blogPost as { '@type': string; headline: string }[]).map((entry) => [entry['@type'], entry.headline])).toEqual([['BlogPosting', 'Card'], ['BlogPosting', 'Plain']]);
    const [second] = structuredData('/blog/page/2');
    expect(second).toMatchObject({ '@id': 'https://e.com/base/blog/page/2', blogPost: [expect.objectContaining({ headline: 'Dated', datePublished: '2022-07-18T00:00:00.000Z' })] });
  });

  it("names an author's site-relative url by absolute URL", () => {
    const [posting] = structuredData('/blog/2024/06/15/card');
    expect((posting!.author as { url: string }[]).map((author) => author.url)).toEqual(['https://e.com/ada', 'https://e.com/base/team/bob']);
  });

  it("leaves tag and author pages without a Blog, as Docusaurus does", () => {
    expect(structuredData('/blog/tags/release')).toEqual([]);
    expect(structuredData('/blog/authors/ada')).toEqual([]);
  });
});
