import { describe, expect, it } from 'vitest';
import { createSiteData } from '../../../src/node/build/siteData.js';
import { siteConfigSchema } from '../../../src/node/config/schema.js';
import { documentAttributes } from '../../../src/shared/documentAttributes.js';
import { pageHeadTags } from '../../../src/shared/pageHead.js';
import type { HeadTag, PageData } from '../../../src/shared/types.js';

const site = createSiteData(siteConfigSchema.parse({ title: 'Folio', url: 'https://example.com', baseUrl: '/' }), {}, { deployPreview: false, homePage: true, globalHead: [] });
const options = { noindex: false, globalHead: [] };
/** The tags that name the page's own address. */
const addressTags = (page: PageData) => pageHeadTags(page, site, options).filter((tag) => tag.attrs.rel === 'canonical' || tag.attrs.hreflang || tag.attrs.property === 'og:url');

describe('pageHeadTags', () => {
  it("names a page's address: canonical link, og:url and hreflang links", () => {
    expect(addressTags({ path: '/docs/intro', kind: 'doc', title: 'Intro', props: {} })).toEqual([
      { tag: 'meta', attrs: { property: 'og:url', content: 'https://example.com/docs/intro' } },
      { tag: 'link', attrs: { rel: 'canonical', href: 'https://example.com/docs/intro' } },
      { tag: 'link', attrs: { rel: 'alternate', href: 'https://example.com/docs/intro', hreflang: 'en' } },
      { tag: 'link', attrs: { rel: 'alternate', href: 'https://example.com/docs/intro', hreflang: 'x-default' } },
    ]);
  });

  it('names no address for the not-found page, whose /404 is itself a 404', () => {
    expect(addressTags({ path: '/404', kind: 'notFound', title: 'Page Not Found', props: {}, noindex: true })).toEqual([]);
  });
});

describe('documentAttributes', () => {
  it("gives the page's <html> and <body> the class and data- attributes of its last such tag, never the site's own lang, dir and data-theme (review)", () => {
    const tags: HeadTag[] = [
      { tag: 'meta', attrs: { name: 'x', content: 'y' } },
      { tag: 'html', attrs: { class: 'first' } },
      { tag: 'html', attrs: { class: 'wide', 'data-layout': 'wide', lang: 'fr', 'data-theme': 'dark' } },
      { tag: 'body', attrs: { class: 'no-toc' } },
    ];
    expect(documentAttributes(tags, 'html')).toEqual({ class: 'wide', 'data-layout': 'wide' });
    expect(documentAttributes(tags, 'body')).toEqual({ class: 'no-toc' });
    expect(documentAttributes([], 'body')).toEqual({});
  });
});
