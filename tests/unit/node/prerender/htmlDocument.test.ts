import { describe, expect, it } from 'vitest';
import { createSiteData } from '../../../../src/node/build/siteData.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import { htmlDocument } from '../../../../src/node/prerender/htmlDocument.js';
import { markAppShell, type BootInfo } from '../../../../src/shared/boot.js';
import type { HeadTag } from '../../../../src/shared/types.js';

const config = siteConfigSchema.parse({ title: 'Folio', url: 'https://example.com', baseUrl: '/base/' });
const site = createSiteData(config, {}, { deployPreview: false, homePage: true, globalHead: [] });
const render = (head: HeadTag[]) =>
  htmlDocument({
    site,
    page: { path: '/docs/intro', kind: 'doc', title: 'Intro', props: {}, head },
    appHtml: '',
    assets: { entry: '/base/main.js', stylesheet: '/base/styles.css', modulePreloads: [], siteDataUrl: '/base/site.json', featureStyles: {} },
    dataUrl: null,
    globalHead: [],
    noIndexSite: false,
  });

describe('htmlDocument social image', () => {
  it('makes a front matter image given as a site path absolute', () => {
    const html = render([
      { tag: 'meta', attrs: { property: 'og:image', content: 'img/card.png' } },
      { tag: 'meta', attrs: { name: 'twitter:image', content: '/img/card.png' } },
    ]);
    expect(html).toContain('<meta property="og:image" content="https://example.com/base/img/card.png">');
    expect(html).toContain('<meta name="twitter:image" content="https://example.com/base/img/card.png">');
  });

  it('keeps an absolute image and a path that already has the base URL', () => {
    const html = render([
      { tag: 'meta', attrs: { property: 'og:image', content: 'https://cdn.example.org/card.png' } },
      { tag: 'meta', attrs: { name: 'twitter:image', content: '/base/img/card.png' } },
    ]);
    expect(html).toContain('<meta property="og:image" content="https://cdn.example.org/card.png">');
    expect(html).toContain('<meta name="twitter:image" content="https://example.com/base/img/card.png">');
  });
});

describe('htmlDocument article metas', () => {
  it('writes one article:tag and one article:author per tag and author of a post', () => {
    const html = render([
      { tag: 'meta', attrs: { property: 'article:tag', content: 'Release' } },
      { tag: 'meta', attrs: { property: 'article:tag', content: 'Search' } },
      { tag: 'meta', attrs: { property: 'article:author', content: 'https://example.com/a' } },
      { tag: 'meta', attrs: { property: 'article:author', content: 'https://example.com/b' } },
    ]);
    expect(html.match(/<meta property="article:[^>]*>/g)).toEqual([
      '<meta property="article:tag" content="Release">',
      '<meta property="article:tag" content="Search">',
      '<meta property="article:author" content="https://example.com/a">',
      '<meta property="article:author" content="https://example.com/b">',
    ]);
  });
});

describe('htmlDocument title', () => {
  it('writes a single <title>, the one from the page head block', () => {
    const html = render([{ tag: 'title', attrs: {}, content: 'Custom title' }]);
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Custom title</title>']);
  });
});

describe('htmlDocument boot info', () => {
  it('can be marked as the offline app shell, as the service worker does with the 404 page', () => {
    const html = markAppShell(render([]));
    const boot = JSON.parse(/<script>window\.__FOLIO__=(.*?)<\/script>/.exec(html)![1]!) as BootInfo;
    expect(boot).toEqual({ shell: true, site: '/base/site.json', data: null, path: '/docs/intro' });
  });
});

describe('htmlDocument page URL', () => {
  it('percent-encodes the canonical and social URL of a path with a space or a zero-width character', () => {
    const html = htmlDocument({
      site,
      page: { path: '/docs/special chars/zero\u200bwidth', kind: 'doc', title: 'Zero width', props: {} },
      appHtml: '',
      assets: { entry: '/base/main.js', stylesheet: '/base/styles.css', modulePreloads: [], siteDataUrl: '/base/site.json', featureStyles: {} },
      dataUrl: null,
      globalHead: [],
      noIndexSite: false,
    });
    expect(html).toContain('<link rel="canonical" href="https://example.com/base/docs/special%20chars/zero%E2%80%8Bwidth">');
    expect(html).toContain('<meta property="og:url" content="https://example.com/base/docs/special%20chars/zero%E2%80%8Bwidth">');
  });
});
