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
      { tag: 'meta', attrs: { name: 'robots', content: 'all' } },
      { tag: 'meta', attrs: { name: 'robots', content: 'noindex' } },
    ]);
    expect(tags).toEqual([{ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } }]);
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
