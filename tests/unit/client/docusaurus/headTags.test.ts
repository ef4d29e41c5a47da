import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { headTagsOf } from '../../../../src/client/docusaurus/headTags.js';

describe('headTagsOf (Docusaurus <Head> children)', () => {
  it('turns title, meta and link elements into head tags with HTML attribute names, and leaves anything else out', () => {
    const name = 'Widgets';
    const tags = headTagsOf([
      h('title', { key: 1 }, name, ' | Docs'),
      h('meta', { key: 2, name: 'keywords', content: 'a, b' }),
      h('meta', { key: 3, httpEquiv: 'refresh', content: '5' }),
      h('link', { key: 4, rel: 'preload', href: '/font.woff2', crossOrigin: 'anonymous', hrefLang: 'en' }),
      h('div', { key: 5 }, 'not a head tag'),
      'text',
    ]);
    expect(tags).toEqual([
      { tag: 'title', attrs: {}, content: 'Widgets | Docs' },
      { tag: 'meta', attrs: { name: 'keywords', content: 'a, b' } },
      { tag: 'meta', attrs: { 'http-equiv': 'refresh', content: '5' } },
      { tag: 'link', attrs: { rel: 'preload', href: '/font.woff2', crossorigin: 'anonymous', hreflang: 'en' } },
    ]);
  });
});
