import { describe, expect, it } from 'vitest';
import { inlineJson, renderHeadTag } from '../../../../src/node/prerender/headTags.js';
import { dedupeHeadTags } from '../../../../src/shared/pageHead.js';
import { formatPageTitle } from '../../../../src/shared/pageTitle.js';

describe('head tags', () => {
  it('escapes attribute values', () => {
    expect(renderHeadTag({ tag: 'meta', attrs: { name: 'description', content: 'a "b" <c>' } })).toBe('<meta name="description" content="a &quot;b&quot; &lt;c&gt;">');
  });
  it('lets later tags replace earlier ones of the same name', () => {
    const tags = dedupeHeadTags([
      [{ tag: 'meta', attrs: { name: 'robots', content: 'all' } }],
      [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }, { tag: 'meta', attrs: { name: 'robots', content: 'none' } }],
    ]);
    expect(tags).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'none' } }]);
  });
  it('keeps every value of a repeatable Open Graph property given by one source (a post with two tags and two authors)', () => {
    const own = [
      { tag: 'meta' as const, attrs: { property: 'article:tag', content: 'Release' } },
      { tag: 'meta' as const, attrs: { property: 'article:tag', content: 'Search' } },
      { tag: 'meta' as const, attrs: { property: 'article:author', content: 'https://example.com/a' } },
      { tag: 'meta' as const, attrs: { property: 'article:author', content: 'https://example.com/b' } },
    ];
    expect(dedupeHeadTags([[], own])).toEqual(own);
  });
  it("lets a page's values of a repeatable property replace the site's", () => {
    const own = [
      { tag: 'meta' as const, attrs: { property: 'article:author', content: 'https://example.com/a' } },
      { tag: 'meta' as const, attrs: { property: 'article:author', content: 'https://example.com/b' } },
    ];
    expect(dedupeHeadTags([[{ tag: 'meta', attrs: { property: 'article:author', content: 'https://example.com/site' } }], own])).toEqual(own);
  });
  it('keeps inline JSON from closing its script', () => {
    expect(inlineJson({ a: '</script>' })).not.toContain('</script>');
  });
});

describe('formatPageTitle', () => {
  it('joins page and site title with the delimiter', () => {
    expect(formatPageTitle({ title: 'Intro' }, { title: 'Folio', titleDelimiter: '|' })).toBe('Intro | Folio');
  });
  it('uses the site title alone when the page has none', () => {
    expect(formatPageTitle({ title: '' }, { title: 'Folio', titleDelimiter: '|' })).toBe('Folio');
  });
});
