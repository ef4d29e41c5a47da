import { describe, expect, it } from 'vitest';
import { lineOfKeyPath } from '../../../../src/node/config/lineOfKeyPath.js';

const source = `import { defineConfig } from 'folio';

export default defineConfig({
  title: 'Folio',
  themeConfig: {
    footer: { title: 'Footer' },
    navbar: {
      title: 42,
      items: [
        { label: 'Docs', to: '/docs' },
      ],
    },
  },
  'baseUrl': 'docs',
});
`;

describe('lineOfKeyPath', () => {
  it('finds each key of the path after its parent, not an earlier key of the same name', () => {
    expect(lineOfKeyPath(source, ['themeConfig', 'navbar', 'title'])).toBe(8);
    expect(lineOfKeyPath(source, ['title'])).toBe(4);
  });

  it('goes on into an item of an array, and stops at the array for an item it does not write', () => {
    expect(lineOfKeyPath(source, ['themeConfig', 'navbar', 'items', 0, 'label'])).toBe(10);
    expect(lineOfKeyPath(source, ['themeConfig', 'navbar', 'items', 1, 'label'])).toBe(9);
  });

  it('places the first item itself, on its own line, when the list opens right after the key (verification audit: a footer link at its column)', () => {
    expect(lineOfKeyPath(source, ['themeConfig', 'navbar', 'items', 0])).toBe(10);
    // A list that is not written there (a constant) leaves the key's line.
    expect(lineOfKeyPath('export default {\n  items: links,\n};\nconst x = [\n  1,\n];\n', ['items', 0])).toBe(2);
  });

  it('finds a later item by its place in the list, past strings, comments and nested lists', () => {
    const list = `export default {
  headTags: [
    { tag: 'meta', attrs: { name: 'a,b', content: "x, [y]" } },
    // a comment, with a comma
    { tag: 'link', attrs: { rel: 'icon' } }, /* another, here */
    {
      tagName: 'link',
      attributes: { rel: 'preload', href: '/f.woff2' },
    },
  ],
};
`;
    expect(lineOfKeyPath(list, ['headTags', 1, 'attrs'])).toBe(5);
    expect(lineOfKeyPath(list, ['headTags', 2])).toBe(6);
    expect(lineOfKeyPath(list, ['headTags', 2, 'tagName'])).toBe(7);
    expect(lineOfKeyPath(list, ['headTags', 3, 'tag'])).toBe(2);
  });

  it('finds quoted keys, and nothing for a key the source does not write', () => {
    expect(lineOfKeyPath(source, ['baseUrl'])).toBe(14);
    expect(lineOfKeyPath(source, ['trailingSlash'])).toBeUndefined();
  });
});
