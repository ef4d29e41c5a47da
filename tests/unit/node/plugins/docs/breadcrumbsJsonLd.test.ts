import { describe, expect, it } from 'vitest';
import { breadcrumbsJsonLd } from '../../../../../src/node/plugins/docs/docsRoutes.js';

const site = { url: 'https://example.com', baseUrl: '/base/', trailingSlash: undefined };

describe('breadcrumbsJsonLd', () => {
  it('lists the linked categories and the page itself, with absolute URLs', () => {
    const tag = breadcrumbsJsonLd([{ label: 'Guides', href: '/docs/category/guides' }, { label: 'Markdown' }, { label: 'Tabs' }], '/docs/markdown/tabs', site);
    expect(tag.tag).toBe('script');
    expect(tag.attrs).toEqual({ type: 'application/ld+json' });
    expect(JSON.parse(tag.content!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Guides', item: 'https://example.com/base/docs/category/guides' },
        { '@type': 'ListItem', position: 2, name: 'Tabs', item: 'https://example.com/base/docs/markdown/tabs' },
      ],
    });
  });

  it('cannot be closed early by a label', () => {
    expect(breadcrumbsJsonLd([{ label: '</script>' }], '/docs/x', site).content).not.toContain('</script>');
  });
});
