import { describe, expect, it } from 'vitest';
import { featureChunkKey, pageChunks } from '../../../src/shared/featureChunks.js';

const kindChunks = {
  doc: ['/a/DocPage.js', '/a/chunk-shared.js'],
  [featureChunkKey('tabs')]: ['/a/Tabs.js'],
  [featureChunkKey('details')]: ['/a/Details.js', '/a/chunk-shared.js'],
};

describe('pageChunks', () => {
  it("lists the kind's chunks, then those of the page's features with components, each once", () => {
    expect(pageChunks(kindChunks, 'doc', ['details', 'math', 'tabs'])).toEqual(['/a/DocPage.js', '/a/chunk-shared.js', '/a/Details.js', '/a/Tabs.js']);
  });

  it('lists nothing for a page without features of an unknown kind, or without the map (dev server)', () => {
    expect(pageChunks(kindChunks, 'blogPost', undefined)).toEqual([]);
    expect(pageChunks(undefined, 'doc', ['tabs'])).toEqual([]);
  });

  it('keys features apart from route kinds', () => {
    expect(featureChunkKey('tabs')).toBe('feature:tabs');
  });
});
