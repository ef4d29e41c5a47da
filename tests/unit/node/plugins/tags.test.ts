import { describe, expect, it } from 'vitest';
import { resolveTags } from '../../../../src/node/plugins/tags.js';

const where = { file: 'blog/post.md', source: '---\ntitle: T\ntags: [relase]\n---\n', plugin: 'blog', tagsFile: 'blog/tags.yml' };
const declared = (keys: string[]) => Object.fromEntries(keys.map((key) => [key, { label: key, permalink: `/${key}` }]));

describe('resolveTags', () => {
  it('reports an inline tag at the tags line, with the closest declared key and every declared key', () => {
    const keys = ['adoption', 'beta', 'birth', 'blog', 'documentation', 'docusaurus', 'endi', 'i18n', 'maintenance', 'new', 'profilo', 'recap', 'release', 'search', 'tribute'];
    const { inline } = resolveTags(['relase'], declared(keys), where);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toMatchObject({ where: { file: 'blog/post.md', line: 3 }, what: 'Tag "relase" is not declared in blog/tags.yml' });
    expect(inline[0]!.fix).toBe(`Did you mean "release"? Add \`relase:\` with a label and description to blog/tags.yml, or use one of: ${keys.join(', ')}.`);
  });

  it('cuts a long list of declared tags, saying how many more there are', () => {
    const keys = Array.from({ length: 45 }, (_, i) => `tag-${i}`);
    const { inline } = resolveTags(['zzz'], declared(keys), where);
    expect(inline[0]!.fix).toContain('tag-29 … and 15 more in blog/tags.yml.');
  });
});
