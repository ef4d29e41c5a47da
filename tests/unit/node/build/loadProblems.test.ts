// What loading a small site's content reports for input it cannot be built with: one problem at
// the file and line to fix, never a crash with Folio's own stack (bad input audit).
import { describe, expect, it } from 'vitest';
import { smallSiteLoader } from '../../../support/loadSmallSite.js';

const load = smallSiteLoader('load-problems');

const docs = (options: Record<string, unknown> = {}) => ({ docs: [{ path: 'docs', routeBasePath: 'docs', sidebarPath: false, ...options }], blog: [], pages: [] });
const blog = (options: Record<string, unknown> = {}) => ({ docs: [], blog: [{ path: 'blog', routeBasePath: 'blog', ...options }], pages: [] });

describe('front matter a doc cannot be built with', () => {
  it('reports a slug that is not text at its line (audit: a stack trace from docPathInfo)', async () => {
    const { problems } = await load({ 'docs/intro.md': '---\ntitle: Intro\nslug: 123\n---\n# Intro\n' }, docs());
    expect(problems).toEqual([expect.objectContaining({ where: { file: expect.stringMatching(/docs\/intro\.md$/), line: 3 }, what: 'Invalid front matter `slug`: Invalid input: expected string, received number (found 123)', fix: 'Write it in quotes, which YAML reads as text: `slug: "123"`.' })]);
  });

  it('reports a last_update date that is not a date at its line (audit: a stack trace with showLastUpdateTime)', async () => {
    const { problems } = await load({ 'docs/intro.md': '---\ntitle: Intro\nlast_update:\n  date: someday\n---\n# Intro\n' }, docs({ showLastUpdateTime: true }));
    expect(problems).toEqual([expect.objectContaining({ where: { file: expect.stringMatching(/docs\/intro\.md$/), line: 4 }, what: 'Invalid front matter `last_update.date`: "someday" is not a date' })]);
  });
});

describe('front matter a blog post cannot be built with', () => {
  it('reports a last_update date that is not a date, and a misspelt key of last_update, at their lines (audit: a stack trace)', async () => {
    const { problems } = await load({ 'blog/2024-01-02-hello.md': '---\ntitle: Hello\nlast_update:\n  date: someday\n---\nHello.\n', 'blog/2024-01-03-again.md': '---\ntitle: Again\nlast_update:\n  autor: Ann\n---\nAgain.\n' }, blog());
    expect(problems).toEqual([
      expect.objectContaining({ where: { file: expect.stringMatching(/blog\/2024-01-02-hello\.md$/), line: 4 }, what: 'Invalid front matter `last_update.date`: "someday" is not a date' }),
      expect.objectContaining({ where: { file: expect.stringMatching(/blog\/2024-01-03-again\.md$/), line: 4 }, what: 'Unknown key `autor` in front matter `last_update`', fix: 'Did you mean `autor` → `author`? `last_update` takes `date`, `author`.' }),
    ]);
  });
});

describe('a tags file the blog cannot use', () => {
  it('reports a tags file the options name that does not exist, as the docs do (audit: the blog built without a word)', async () => {
    const { problems } = await load({ 'blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [news]\n---\nHello.\n' }, blog({ tags: 'tags.yml' }));
    expect(problems).toEqual([{ plugin: 'blog', where: { file: expect.stringMatching(/blog\/tags\.yml$/) }, what: expect.stringMatching(/^The tags file of this blog instance does not exist: .*blog\/tags\.yml$/), fix: 'Create it, or remove `tags` from the blog instance options.' }]);
  });

  it('reports a misspelt key of a tag at its line, with the key meant (audit: the description was dropped)', async () => {
    const { problems } = await load({ 'blog/2024-01-02-hello.md': '---\ntitle: Hello\ntags: [news]\n---\nHello.\n', 'blog/tags.yml': 'news:\n  label: News\n  descripton: What is new\n' }, blog());
    expect(problems).toEqual([{ plugin: 'blog', where: { file: expect.stringMatching(/blog\/tags\.yml$/), line: 3 }, what: 'Tag `news` has an unknown key `descripton`', fix: 'Did you mean `description`? A tag takes label, permalink and description.' }]);
  });
});

describe('a blog folder that does not exist', () => {
  it('is a warning naming it: the blog builds with no posts (bad-input audit: a mistyped path, without a word)', async () => {
    const { problems, warnings } = await load({ 'docs/intro.md': '# Intro\n' }, { docs: [], blog: [{ path: 'posts', routeBasePath: 'blog' }], pages: [] });
    expect(problems).toBeUndefined();
    expect(warnings).toEqual([expect.objectContaining({ plugin: 'blog', what: expect.stringMatching(/^The folder of blog instance "default" does not exist: .*posts, so the blog has no posts$/), fix: expect.stringContaining('Correct `path`') })]);
  });
});

describe('a changelog heading that is no release heading', () => {
  const changelog = (text: string) => ({ docs: [], blog: [{ id: 'changelog', path: 'changelog', routeBasePath: 'changelog', changelogFile: 'CHANGELOG.md', onUntruncatedBlogPosts: 'ignore' }], pages: [], files: { 'CHANGELOG.md': text } });

  it('is an error when it names a release in another form, and a warning otherwise (bad input audit: the release was dropped without a word)', async () => {
    const { files, ...config } = changelog('# Changelog\n\n## Unreleased\n\n- soon\n\n## 1.2.0 - 2024-03-01\n\n- two\n\n## 1.1.0 (2024-02-01)\n\n- one\n');
    const { problems, warnings } = await load(files, config);
    expect(problems).toEqual([
      {
        plugin: 'blog',
        where: { file: expect.stringMatching(/CHANGELOG\.md$/), line: 7 },
        what: '`## 1.2.0 - 2024-03-01` is not a release heading: its section would be left out',
        fix: 'Write it as `## <version> (YYYY-MM-DD)`, e.g. `## 1.2.0 (2024-03-01)`.',
      },
    ]);
    expect(warnings).toEqual([]);
    const fixed = await load({ 'CHANGELOG.md': files['CHANGELOG.md'].replace('## 1.2.0 - 2024-03-01', '## 1.2.0 (2024-03-01)') }, config);
    expect(fixed.problems).toBeUndefined();
    expect(fixed.warnings).toEqual([
      {
        plugin: 'blog',
        where: { file: expect.stringMatching(/CHANGELOG\.md$/), line: 3 },
        what: '`## Unreleased` is not a release heading: its section is not published',
        fix: 'Give it a version and a date, `## <version> (YYYY-MM-DD)`, to publish it; or leave it, if it is not meant to be published.',
      },
    ]);
  });
});

describe('a markdown file that is not UTF-8', () => {
  it('is reported at the line of its first byte that is not, with the fix (bad input audit: shown as replacement characters)', async () => {
    const latin1 = Buffer.concat([Buffer.from('---\ntitle: Menu\n---\n\n# Menu\n\nCaf'), Buffer.from([0xe9]), Buffer.from(' cr'), Buffer.from([0xe8]), Buffer.from('me\n')]);
    const { problems } = await load({ 'docs/menu.md': latin1, 'docs/fine.md': '# Fine \uFFFD as written\n' }, docs());
    expect(problems).toEqual([{ plugin: 'docs', where: { file: expect.stringMatching(/docs\/menu\.md$/), line: 7 }, what: 'The file is not UTF-8 text: its byte 0xe9 on line 7 is not a character of UTF-8', fix: 'Save it as UTF-8 (in most editors: "Save with encoding" or "Reopen with encoding", then UTF-8).' }]);
  });
});

describe('two category files in one folder', () => {
  it('are both named, not one taken without a word (bad input audit)', async () => {
    const { problems } = await load({ 'docs/guides/intro.md': '# Intro\n', 'docs/guides/_category_.json': '{ "label": "Guides" }', 'docs/guides/_category_.yml': 'label: How-tos\n' }, docs());
    expect(problems).toEqual([{ plugin: 'docs', where: { file: expect.stringMatching(/docs\/guides\/_category_\.yml$/) }, what: 'The folder has two category files: _category_.json and _category_.yml', fix: expect.stringMatching(/^Keep one of them \(merge what the other says into it\): .*_category_\.json or .*_category_\.yml\.$/) }]);
  });
});

describe('an author written in a post with a misspelt key', () => {
  it('is reported with the key meant, through the front matter check (bad input audit: the key was dropped before anything saw it)', async () => {
    const { problems } = await load({ 'blog/2024-01-02-hello.md': '---\ntitle: Hello\nauthors:\n  - nam: Bob\n---\nHello.\n' }, blog({ onInlineAuthors: 'ignore' }));
    expect(problems).toEqual([expect.objectContaining({ where: { file: expect.stringMatching(/2024-01-02-hello\.md$/), line: 3 }, fix: expect.stringMatching(/^Did you mean `nam` → `name`\? /) })]);
  });
});
