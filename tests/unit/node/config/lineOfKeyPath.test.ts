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

  it('goes on into the first item of an array, and stops at the array for a later one', () => {
    expect(lineOfKeyPath(source, ['themeConfig', 'navbar', 'items', 0, 'label'])).toBe(10);
    expect(lineOfKeyPath(source, ['themeConfig', 'navbar', 'items', 1, 'label'])).toBe(9);
  });

  it('finds quoted keys, and nothing for a key the source does not write', () => {
    expect(lineOfKeyPath(source, ['baseUrl'])).toBe(14);
    expect(lineOfKeyPath(source, ['trailingSlash'])).toBeUndefined();
  });
});
