// A blog's schema.org structured data, as Docusaurus writes it: each post's page describes the
// post as a BlogPosting, each page of the blog's list describes the blog and the posts it shows.
import type { HeadTag } from '../../../shared/types.js';
import { absoluteImageUrl, absoluteRouteUrl } from '../../../shared/url.js';
import type { SiteConfig } from '../../config/schema.js';
import { jsonLdScript } from '../jsonLd.js';
import type { AuthorDefinition } from './authors.js';
import type { BlogPost } from './blogRoutes.js';

/** Where the site is deployed: structured data names pages and images by absolute URL. */
export type StructuredDataSite = Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash'>;

function person(author: AuthorDefinition, site: StructuredDataSite): Record<string, unknown> {
  return {
    '@type': 'Person',
    name: author.name,
    ...(author.title ? { description: author.title } : {}),
    // A site path in authors.yml (`url: /team/ada`) is named by absolute URL, as every URL of the data.
    ...(author.url ? { url: absoluteImageUrl(author.url, site) } : {}),
    ...(author.imageUrl ? { image: absoluteImageUrl(author.imageUrl, site) } : {}),
  };
}

/** A post as a schema.org BlogPosting, without `@context`: it is also an entry of a Blog. */
function blogPosting(post: BlogPost, site: StructuredDataSite): Record<string, unknown> {
  const url = absoluteRouteUrl(post.permalink, site);
  const authors = post.authors.map((author) => person(author, site));
  const image = post.image && absoluteImageUrl(post.image, site);
  return {
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    ...(post.description ? { description: post.description } : {}),
    datePublished: post.date,
    ...(post.lastUpdate ? { dateModified: post.lastUpdate } : {}),
    // One author is the value itself, several a list (as Docusaurus writes them).
    ...(authors.length ? { author: authors.length === 1 ? authors[0] : authors } : {}),
    ...(image ? { image: { '@type': 'ImageObject', '@id': image, url: image, contentUrl: image, caption: `title image for the blog post: ${post.title}` } } : {}),
    ...(post.keywords?.length ? { keywords: post.keywords } : {}),
  };
}

/** The BlogPosting of a post's page, naming the blog it is part of. */
export function blogPostingJsonLd(post: BlogPost, blog: { title: string; path: string }, site: StructuredDataSite): HeadTag {
  return jsonLdScript({
    '@context': 'https://schema.org',
    ...blogPosting(post, site),
    isPartOf: { '@type': 'Blog', '@id': absoluteRouteUrl(blog.path, site), name: blog.title },
  });
}

/** The Blog of one page of the blog's list, with the posts that page shows. */
export function blogJsonLd(list: { path: string; title: string; description: string; posts: BlogPost[] }, site: StructuredDataSite): HeadTag {
  const url = absoluteRouteUrl(list.path, site);
  return jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': url,
    mainEntityOfPage: url,
    headline: list.title,
    description: list.description,
    blogPost: list.posts.map((post) => blogPosting(post, site)),
  });
}
