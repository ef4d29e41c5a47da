import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { blogFrontMatter } from '../../../../src/node/plugins/blog/frontMatter.js';
import { docFrontMatter } from '../../../../src/node/plugins/docs/frontMatter.js';
import { pageFrontMatter } from '../../../../src/node/plugins/pages.js';
import { validateFrontMatter } from '../../../../src/node/plugins/validateFrontMatter.js';

// The keys Docusaurus 3's own schemas name (3.6.3, plus `sidebar_label` and `title_meta` of
// blog posts, `sidebar_key` of docs and `slug` of pages from later 3.x releases): a Docusaurus
// site's front matter must build unchanged.
const COMMON = ['title', 'description', 'keywords', 'image', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'last_update', 'draft', 'unlisted', 'mdx'];
const DOCUSAURUS_KEYS = {
  docs: [...COMMON, 'id', 'slug', 'hide_title', 'sidebar_label', 'sidebar_position', 'sidebar_class_name', 'sidebar_custom_props', 'sidebar_key', 'displayed_sidebar', 'tags', 'pagination_label', 'custom_edit_url', 'parse_number_prefixes', 'pagination_next', 'pagination_prev'],
  blog: [...COMMON, 'id', 'slug', 'title_meta', 'sidebar_label', 'tags', 'date', 'authors', 'author', 'author_title', 'author_url', 'author_image_url', 'authorURL', 'authorTitle', 'authorImageURL'],
  pages: [...COMMON, 'slug', 'wrapperClassName'],
};

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);

describe('front matter schemas', () => {
  it.each([
    ['docs', docFrontMatter],
    ['blog', blogFrontMatter],
    ['pages', pageFrontMatter],
  ] as const)('%s: accepts every key of the Docusaurus 3 schema', (plugin, schema) => {
    expect(keysOf(schema)).toEqual(expect.arrayContaining(DOCUSAURUS_KEYS[plugin]));
  });
});

describe('validateFrontMatter', () => {
  it('places a nested key at its own line and quotes its value once (bad-input audit: at last_update:, the value twice)', () => {
    const source = '---\ntitle: T\nlast_update:\n  author: Ada\n  date: not-a-date\n---\n';
    const { problems } = validateFrontMatter(docFrontMatter, { title: 'T', last_update: { author: 'Ada', date: 'not-a-date' } }, { file: 'docs/a.md', source, plugin: 'docs' });
    expect(problems.map((problem) => [problem.where?.line, problem.what])).toEqual([[5, 'Invalid front matter `last_update.date`: "not-a-date" is not a date']]);
    // Written in braces on the key's line, it is that line.
    const inline = '---\ntitle: T\nlast_update: {date: not-a-date}\n---\n';
    expect(validateFrontMatter(docFrontMatter, { title: 'T', last_update: { date: 'not-a-date' } }, { file: 'docs/a.md', source: inline, plugin: 'docs' }).problems[0]!.where?.line).toBe(3);
    // Not a key deeper down, nor one of the same name after the block (review).
    const nested = '---\ntitle: T\nlast_update:\n  author: Ada, see date: later\n  date: not-a-date\ndate: 2024-01-01\n---\n';
    expect(validateFrontMatter(docFrontMatter, { title: 'T', last_update: { author: 'Ada, see date: later', date: 'not-a-date' }, date: '2024-01-01' }, { file: 'docs/a.md', source: nested, plugin: 'docs' }).problems.find((problem) => problem.what.includes('last_update.date'))?.where?.line).toBe(5);
  });

  it("says what forms a post's authors take when they are none of them (audit: 'Invalid input')", () => {
    const { problems } = validateFrontMatter(blogFrontMatter, { title: 'T', authors: 5 }, { file: 'blog/post.md', source: '---\ntitle: T\nauthors: 5\n---\n', plugin: 'blog' });
    expect(problems.map((problem) => [problem.where?.line, problem.what])).toEqual([
      [3, 'Invalid front matter `authors`: expected an author key of authors.yml, a list of keys, or authors written as objects (name, title, url, image_url) (found 5)'],
    ]);
  });

  it('refuses a doc id with a slash at its line, as Docusaurus does, saying the folder gives the path (audit: it built at /docs/a/b)', () => {
    const source = '---\ntitle: Guide\nid: a/b\n---\n';
    const { problems } = validateFrontMatter(docFrontMatter, { title: 'Guide', id: 'a/b' }, { file: 'docs/guide.md', source, plugin: 'docs' });
    expect(problems).toEqual([
      {
        plugin: 'docs',
        where: { file: 'docs/guide.md', line: 3 },
        what: 'Invalid front matter `id`: a doc id cannot include a slash (found "a/b")',
        fix: expect.stringContaining('the folder of the file gives the id its path'),
      },
    ]);
  });

  it('takes sidebar_position: "3" (a quoted number) as 3, as Docusaurus does, and still refuses words', () => {
    expect(validateFrontMatter(docFrontMatter, { sidebar_position: '3' }, where('---\nsidebar_position: "3"\n---\n')).value).toEqual({ sidebar_position: 3 });
    expect(validateFrontMatter(docFrontMatter, { sidebar_position: 'first' }, where('---\nsidebar_position: first\n---\n')).problems).toMatchObject([{ where: { line: 2 }, what: expect.stringContaining('expected number') }]);
  });

  const where = (source: string) => ({ file: 'blog/2024-01-02-welcome.md', source, plugin: 'blog' });

  it.each([
    ['docs', docFrontMatter],
    ['blog', blogFrontMatter],
    ['pages', pageFrontMatter],
  ] as const)('%s: rejects toc_max_heading_level below toc_min_heading_level, at the max key', (_plugin, schema) => {
    const source = '---\ntoc_min_heading_level: 4\ntoc_max_heading_level: 2\n---\n';
    expect(validateFrontMatter(schema, { toc_min_heading_level: 4, toc_max_heading_level: 2 }, where(source)).problems).toEqual([
      {
        plugin: 'blog',
        where: { file: 'blog/2024-01-02-welcome.md', line: 3 },
        what: 'Invalid front matter `toc_max_heading_level`: it is below `toc_min_heading_level: 4`, which leaves the table of contents empty (found 2)',
        fix: 'Make `toc_max_heading_level` 4 or more, or `toc_min_heading_level` 2 or less (levels from 2 to 6, min ≤ max).',
      },
    ]);
    // Equal levels, or one of them alone, are fine.
    expect(validateFrontMatter(schema, { toc_min_heading_level: 3, toc_max_heading_level: 3 }, where(source)).problems).toEqual([]);
    expect(validateFrontMatter(schema, { toc_min_heading_level: 4 }, where(source)).problems).toEqual([]);
  });

  it('reports an unknown key at its line with the key it is closest to', () => {
    const source = '---\ntitle: Welcome\nsidebar_lable: Welcome\n---\n';
    const { problems } = validateFrontMatter(blogFrontMatter, { title: 'Welcome', sidebar_lable: 'Welcome' }, where(source));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.where).toEqual({ file: 'blog/2024-01-02-welcome.md', line: 3 });
    expect(problems[0]!.what).toBe('Unknown front matter key `sidebar_lable`');
    expect(problems[0]!.fix).toMatch(/^Did you mean `sidebar_lable` → `sidebar_label`\? Remove it or check its spelling \(known keys: title, .*\), or set `onUnknownFrontMatterKeys` in site.config.ts/);
  });

  it('reports several invalid values in the order of their lines', () => {
    const source = '---\nhide_table_of_contents: maybe\nsidebar_position: first\ntitle: 3\n---\n';
    const { problems } = validateFrontMatter(docFrontMatter, { hide_table_of_contents: 'maybe', sidebar_position: 'first', title: 3 }, { ...where(source), plugin: 'docs' });
    expect(problems.map((problem) => problem.where?.line)).toEqual([2, 3, 4]);
  });

  it('suggests nothing for a key close to none', () => {
    const { problems } = validateFrontMatter(docFrontMatter, { custom_field: 'anything' }, where('---\ncustom_field: anything\n---\n'));
    expect(problems[0]!.fix).toMatch(/^Remove it or check its spelling \(known keys: /);
  });

  it("with onUnknownFrontMatterKeys 'warn' or 'ignore', leaves unknown keys out of the value, warning or not", () => {
    const source = '---\ntitle: Guide\nsidebar_badge: beta\n---\n';
    const frontMatter = { title: 'Guide', sidebar_badge: 'beta' };
    const warned = validateFrontMatter(docFrontMatter, frontMatter, where(source), 'warn');
    expect(warned).toMatchObject({ value: { title: 'Guide' }, problems: [] });
    expect(warned.value).not.toHaveProperty('sidebar_badge');
    expect(warned.warnings).toEqual([expect.objectContaining({ where: { file: 'blog/2024-01-02-welcome.md', line: 3 }, what: 'Unknown front matter key `sidebar_badge`', fix: expect.stringMatching(/or leave it: the page is built without it/) })]);
    expect(validateFrontMatter(docFrontMatter, frontMatter, where(source), 'ignore')).toMatchObject({ value: { title: 'Guide' }, problems: [], warnings: [] });
    // A known key with a wrong type is still a problem.
    expect(validateFrontMatter(docFrontMatter, { title: 3, extra: true }, where('---\ntitle: 3\nextra: true\n---\n'), 'ignore').problems).toEqual([expect.objectContaining({ what: expect.stringMatching(/^Invalid front matter `title`/) })]);
    expect(validateFrontMatter(docFrontMatter, frontMatter, where(source)).problems).toHaveLength(1);
  });
});

describe('tags of the wrong shape', () => {
  it('are one problem at the tags line, naming the first wrong item and what a tag is (bad input audit: three "Invalid input" quoting the whole list)', () => {
    const source = '---\ntitle: T\ntags: [{label: X}, 5, null]\n---\n';
    for (const [plugin, schema] of [['docs', docFrontMatter], ['blog', blogFrontMatter]] as const) {
      const { problems } = validateFrontMatter(schema, { title: 'T', tags: [{ label: 'X' }, 5, null] }, { file: 'a.md', source, plugin });
      expect(problems).toEqual([
        {
          plugin,
          where: { file: 'a.md', line: 3 },
          what: 'Invalid front matter `tags.0`: expected a tag: its name, or { label, permalink } (found {"label":"X"})',
          fix: 'Write each tag as a name (`tags: [release, news]`), or as `{ label: …, permalink: … }` with both.',
        },
      ]);
    }
  });
});

describe('text written as a number', () => {
  it('is told to be quoted as written, not as YAML read it (review: slug: 1.10 was told to be "1.1")', () => {
    const { problems } = validateFrontMatter(docFrontMatter, { slug: 1.1 }, { file: 'a.md', source: '---\nslug: 1.10 # the release\n---\n', plugin: 'docs' });
    expect(problems.map((problem) => problem.fix)).toEqual(['Write it in quotes, which YAML reads as text: `slug: "1.10"`.']);
  });
});
