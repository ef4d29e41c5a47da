import { describe, expect, it } from 'vitest';
import { kebabCase, normalizeTagsFile, resolveTags } from '../../../../src/node/plugins/tags.js';

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

  it('reports no inline tag when the instance has no tags file, as Docusaurus does: every tag is inline there', () => {
    const { tags, inline } = resolveTags(['Getting started', { label: 'Custom', permalink: 'custom' }], {}, { ...where, tagsFile: undefined });
    expect(tags).toEqual([
      { label: 'Getting started', permalink: '/getting-started' },
      { label: 'Custom', permalink: '/custom' },
    ]);
    expect(inline).toEqual([]);
  });

  it('still reports an inline tag when the tags file declares none (an empty tags.yml is a tags file in use)', () => {
    expect(resolveTags(['news'], {}, where).inline.map((problem) => problem.what)).toEqual(['Tag "news" is not declared in blog/tags.yml']);
  });

  it('cuts a long list of declared tags, saying how many more there are', () => {
    const keys = Array.from({ length: 45 }, (_, i) => `tag-${i}`);
    const { inline } = resolveTags(['zzz'], declared(keys), where);
    expect(inline[0]!.fix).toContain('tag-29 … and 15 more in blog/tags.yml.');
  });
});

describe('normalizeTagsFile', () => {
  it("labels and places a key written without a value as Docusaurus does: capitalised, at its kebab-case permalink", () => {
    const { tags, problems } = normalizeTagsFile({ ops: null, config_files: null, API: { label: 'API' }, setup: { label: 'Setup', permalink: '/install' } }, 'docs/tags.yml', 'docs');
    expect(problems).toEqual([]);
    expect(tags).toEqual({
      ops: { label: 'Ops', permalink: '/ops', description: undefined },
      config_files: { label: 'Config_files', permalink: '/config-files', description: undefined },
      API: { label: 'API', permalink: '/api', description: undefined },
      setup: { label: 'Setup', permalink: '/install', description: undefined },
    });
  });

  it('refuses a label, permalink or description that is not text, at its line, and a tag that is a list', () => {
    const source = 'news:\n  label: [News]\n  description: Latest\nops:\n  permalink: 5\nlist:\n  - a\n';
    const { tags, problems } = normalizeTagsFile({ news: { label: ['News'], description: 'Latest' }, ops: { permalink: 5 }, list: ['a'] }, 'blog/tags.yml', 'blog', source);
    expect(tags).toEqual({});
    expect(problems.map((problem) => [problem.where, problem.what])).toEqual([
      [{ file: 'blog/tags.yml', line: 2 }, 'The label of tag `news` must be text (found ["News"])'],
      [{ file: 'blog/tags.yml', line: 5 }, 'The permalink of tag `ops` must be text (found 5)'],
      [{ file: 'blog/tags.yml', line: 6 }, 'Tag `list` must be an object'],
    ]);
  });
});

describe('normalizeTagsFile, two tags at one permalink (bad-input audit)', () => {
  it('refuses the second at its permalink line, naming both (the page showed one label for both, silently)', () => {
    const source = 'release:\n  label: Release\n  permalink: /shared\nnews:\n  label: News\n  permalink: shared\n';
    const { tags, problems } = normalizeTagsFile({ release: { label: 'Release', permalink: '/shared' }, news: { label: 'News', permalink: 'shared' } }, 'blog/tags.yml', 'blog', source);
    expect(Object.keys(tags)).toEqual(['release']);
    expect(problems).toEqual([
      expect.objectContaining({ where: { file: 'blog/tags.yml', line: 6 }, what: 'Tags `release` and `news` have the same permalink /shared, so they would share one page', fix: expect.stringContaining('permalink of its own') }),
    ]);
  });

  it('refuses a key whose own permalink another tag already took', () => {
    const source = 'ops:\n  label: Operations\nrunbooks:\n  permalink: /ops\n';
    const { problems } = normalizeTagsFile({ ops: { label: 'Operations' }, runbooks: { permalink: '/ops' } }, 'docs/tags.yml', 'docs', source);
    expect(problems).toEqual([expect.objectContaining({ where: { file: 'docs/tags.yml', line: 4 } })]);
  });
});

describe('kebabCase', () => {
  it("makes the words lodash's kebabCase makes (values checked against lodash 4.17)", () => {
    const cases = { 'config-files': 'config-files', fooBar: 'foo-bar', XMLHttpRequest: 'xml-http-request', i18n: 'i-18-n', 'Déjà vu': 'deja-vu', "don't stop": 'dont-stop', 'Another inline tag': 'another-inline-tag', UPPER_CASE: 'upper-case', '日本語': '日本語' };
    expect(Object.fromEntries(Object.keys(cases).map((name) => [name, kebabCase(name)]))).toEqual(cases);
  });
});
