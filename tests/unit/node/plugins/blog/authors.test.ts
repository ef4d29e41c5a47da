import { describe, expect, it } from 'vitest';
import { normalizeAuthorsFile, resolveAuthors, toBlogAuthor } from '../../../../../src/node/plugins/blog/authors.js';

const where = { file: 'blog/2024-05-01-guest-post.mdx', source: '---\nauthors:\n  - name: Guest Writer\n---\n' };

describe('blog authors', () => {
  it('normalises the socials of a front matter author as it does those of authors.yml', () => {
    const { authors: known } = normalizeAuthorsFile({ jane: { name: 'Jane Doe', socials: { github: 'janedoe', x: '@janedoe' } } }, 'blog/authors.yml');
    const { authors } = resolveAuthors([{ name: 'Guest Writer', socials: { github: 'guest', x: 'https://x.com/guest' } }, 'jane'], known, where);
    expect(authors.map((author) => author.socials)).toEqual([
      { github: 'https://github.com/guest', x: 'https://x.com/guest' },
      { github: 'https://github.com/janedoe', x: 'https://x.com/janedoe' },
    ]);
  });

  it('lets a post override the fields of an authors.yml author it names by key, as Docusaurus merges them (blog audit: the override was dropped)', () => {
    const { authors: known } = normalizeAuthorsFile({ JMarcey: { name: 'Joel Marcey', title: 'Developer Advocate', url: 'https://github.com/JoelMarcey', image_url: 'https://github.com/JoelMarcey.png', socials: { github: 'JoelMarcey' } } }, 'blog/authors.yml');
    const { authors, problems } = resolveAuthors([{ key: 'JMarcey', title: 'Co-creator of Docusaurus', image_url: '/assets/images/joel-12345678.png' }], known, where);
    expect(problems).toEqual([]);
    expect(authors).toEqual([expect.objectContaining({ key: 'JMarcey', name: 'Joel Marcey', title: 'Co-creator of Docusaurus', url: 'https://github.com/JoelMarcey', imageUrl: '/assets/images/joel-12345678.png', socials: { github: 'https://github.com/JoelMarcey' } })]);
  });

  it("keeps an authors.yml author's email for the theme, which links the name to it when there is no url", () => {
    const { authors } = normalizeAuthorsFile({ bob: { name: 'Bob Smith', title: 'Contributor', email: 'bob@example.com' } }, 'blog/authors.yml');
    expect(toBlogAuthor({ ...authors.bob!, key: 'bob' }, '/blog/authors')).toEqual({ key: 'bob', name: 'Bob Smith', title: 'Contributor', email: 'bob@example.com', url: undefined, imageUrl: undefined, socials: undefined, page: undefined });
  });

  it('puts the page of `page: true` at the key in kebab case, as Docusaurus (lodash kebabCase)', () => {
    const { authors, problems } = normalizeAuthorsFile({ JMarcey: { name: 'Joel', page: true }, user1: { name: 'User', page: true }, slorber: { name: 'Seb', page: true } }, 'blog/authors.yml', '');
    expect(problems).toEqual([]);
    expect(Object.fromEntries(Object.entries(authors).map(([key, author]) => [key, author.page]))).toEqual({ JMarcey: 'j-marcey', user1: 'user-1', slorber: 'slorber' });
  });

  it("reports an authors.yml page that is neither true, false nor { permalink } at its line, with the fix", () => {
    const source = 'ada:\n  name: Ada\n  page: /ada-articles\n';
    const { authors, problems } = normalizeAuthorsFile({ ada: { name: 'Ada', page: '/ada-articles' } }, 'blog/authors.yml', source);
    expect(authors).toEqual({});
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "fix": "Write \`page: true\` for a page at the author's key (in kebab case), or \`page: { permalink: '/ada-articles' }\` to choose its URL below the authors path.",
          "plugin": "blog",
          "what": "The \`page\` of author \`ada\` is "/ada-articles": neither true, false nor { permalink }",
          "where": {
            "file": "blog/authors.yml",
            "line": 3,
          },
        },
      ]
    `);
  });

  it('reports two authors whose pages would share a URL, as Docusaurus does', () => {
    const source = 'ada:\n  name: Ada\n  page: true\nlovelace:\n  name: Ada Lovelace\n  page:\n    permalink: /ada/\n';
    const { problems } = normalizeAuthorsFile({ ada: { name: 'Ada', page: true }, lovelace: { name: 'Ada Lovelace', page: { permalink: '/ada/' } } }, 'blog/authors.yml', source);
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "fix": "Give all but one of them another \`page: { permalink }\`.",
          "plugin": "blog",
          "what": "Authors \`ada\`, \`lovelace\` all have their page at /ada below the authors path",
          "where": {
            "file": "blog/authors.yml",
            "line": 6,
          },
        },
      ]
    `);
  });
  it('links handles of every platform Docusaurus 3.6 links, with its profile URLs, whatever the case of the key', () => {
    const socials = { x: 'ada', twitter: 'ada', GitHub: 'ada', linkedin: 'ada', stackoverflow: 82609, bluesky: 'ada.bsky.social', instagram: 'ada', threads: 'ada', mastodon: 'ada', twitch: 'ada', youtube: '@ada' };
    const { authors, problems } = normalizeAuthorsFile({ ada: { name: 'Ada', socials } }, 'blog/authors.yml', '');
    expect(problems).toEqual([]);
    expect(authors.ada!.socials).toEqual({
      x: 'https://x.com/ada',
      twitter: 'https://x.com/ada',
      github: 'https://github.com/ada',
      linkedin: 'https://www.linkedin.com/in/ada/',
      stackoverflow: 'https://stackoverflow.com/users/82609',
      bluesky: 'https://bsky.app/profile/ada.bsky.social',
      instagram: 'https://www.instagram.com/ada',
      threads: 'https://www.threads.net/@ada',
      mastodon: 'https://mastodon.social/@ada',
      twitch: 'https://twitch.tv/ada',
      youtube: 'https://youtube.com/@ada',
    });
  });

  it('keeps a full URL of any platform, and reports a handle of an unknown one at its line of authors.yml, not as a broken link', () => {
    const source = 'ada:\n  name: Ada\n  socials:\n    github: ada\n    website: https://ada.example.com\n    email: mailto:ada@example.com\n    codeberg: ada\n';
    const socials = { github: 'ada', website: 'https://ada.example.com', email: 'mailto:ada@example.com', codeberg: 'ada' };
    const { authors, problems } = normalizeAuthorsFile({ ada: { name: 'Ada', socials } }, 'blog/authors.yml', source);
    expect(authors.ada!.socials).toEqual({ github: 'https://github.com/ada', website: 'https://ada.example.com', email: 'mailto:ada@example.com' });
    expect(problems).toMatchInlineSnapshot(`
      [
        {
          "fix": "Write the profile's full URL (\`codeberg: https://…\`), or use one of the known platforms: github, x, twitter, linkedin, stackoverflow, bluesky, instagram, threads, mastodon, twitch, youtube.",
          "plugin": "blog",
          "what": "Social \`codeberg\` of author \`ada\` is a handle ("ada"), but \`codeberg\` is not a platform Folio knows the profile URL of",
          "where": {
            "file": "blog/authors.yml",
            "line": 7,
          },
        },
      ]
    `);
  });

  it('reports a value of a known platform that is neither a handle nor a full URL (a path, nothing) at its line', () => {
    const source = 'ada:\n  name: Ada\n  socials:\n    linkedin: linkedin.com/in/ada\n    github:\n    x: "@ada"\n';
    const { authors, problems } = normalizeAuthorsFile({ ada: { name: 'Ada', socials: { linkedin: 'linkedin.com/in/ada', github: null, x: '@ada' } } }, 'blog/authors.yml', source);
    expect(authors.ada!.socials).toEqual({ x: 'https://x.com/ada' });
    expect(problems.map((problem) => [problem.where?.line, problem.what, problem.fix])).toEqual([
      [4, 'Social `linkedin` of author `ada` is "linkedin.com/in/ada": neither a handle nor a full http(s) URL', 'Write only the handle (`linkedin: ada`) or the profile\'s full URL (`linkedin: https://…`).'],
      [5, 'Social `github` of author `ada` is empty: neither a handle nor a full http(s) URL', 'Write only the handle (`github: ada`) or the profile\'s full URL (`github: https://…`).'],
    ]);
  });

  it('reports a handle of an unknown platform of an author written in a post at its line of the front matter', () => {
    const source = '---\ntitle: Guest\nauthors:\n  - name: Guest Writer\n    socials:\n      codeberg: guest\n---\n';
    const { authors, problems } = resolveAuthors([{ name: 'Guest Writer', socials: { codeberg: 'guest' } }], {}, { file: 'blog/2024-05-01-guest.md', source });
    expect(authors[0]!.socials).toEqual({});
    expect(problems.map((problem) => [problem.where, problem.what])).toEqual([[{ file: 'blog/2024-05-01-guest.md', line: 6 }, expect.stringContaining('`codeberg` of author "Guest Writer"')]]);
  });
  it('refuses an author written in a post with no name, key or image, and a key authors.yml lacks, as Docusaurus does (audit: it became "Anonymous")', () => {
    const source = '---\ntitle: Guest\nauthors:\n  - title: Nobody\n  - key: ghost\n---\n';
    const { authors, problems } = resolveAuthors([{ title: 'Nobody' }, { key: 'ghost' }], { jane: { name: 'Jane' } }, { file: 'blog/2024-05-01-guest.md', source, authorsFile: 'blog/authors.yml' });
    expect(authors).toEqual([]);
    expect(problems.map((problem) => [problem.where, problem.what, problem.fix])).toEqual([
      [{ file: 'blog/2024-05-01-guest.md', line: 3 }, 'An author written in the post has no name, key or image (found {"title":"Nobody"})', 'Give it `name:`, or `key:` naming an author of blog/authors.yml, or `image_url:`.'],
      [{ file: 'blog/2024-05-01-guest.md', line: 3 }, 'Unknown author key "ghost"', 'Add "ghost" to blog/authors.yml, or use one of: jane.'],
    ]);
  });

  it('warns at its line about a key that is a misspelling of one Folio reads, and keeps other keys of its own quietly, as Docusaurus accepts them (audit)', () => {
    const source = 'mara:\n  name: Mara\n  titel: Maintainer\n  imag_url: /img/mara.png\n  team: docs\n';
    const { authors, problems, warnings } = normalizeAuthorsFile({ mara: { name: 'Mara', titel: 'Maintainer', imag_url: '/img/mara.png', team: 'docs' } }, 'blog/authors.yml', source);
    expect(problems).toEqual([]);
    expect(authors.mara!.name).toBe('Mara');
    expect(warnings.map((warning) => [warning.where, warning.what, warning.fix])).toEqual([
      [{ file: 'blog/authors.yml', line: 3 }, 'Author `mara` has a key `titel`, which Folio does not read', 'Did you mean `title`? Rename the key.'],
      [{ file: 'blog/authors.yml', line: 4 }, 'Author `mara` has a key `imag_url`, which Folio does not read', 'Did you mean `image_url`? Rename the key.'],
    ]);
  });

  it("names the key meant for the usual other names of an author's picture, and keeps a website of the site's own quietly (bad input audit: `image` dropped without a word)", () => {
    const source = 'mara:\n  name: Mara\n  image: /img/mara.png\n  website: https://mara.example\n';
    const { warnings } = normalizeAuthorsFile({ mara: { name: 'Mara', image: '/img/mara.png', website: 'https://mara.example' } }, 'blog/authors.yml', source);
    expect(warnings.map((warning) => [warning.where?.line, warning.fix])).toEqual([[3, 'Did you mean `image_url`? Rename the key.']]);
  });

  it('names a key an author written in the post does not have, with the key meant: an error when nothing else is left, else a warning, as Docusaurus lets it pass (bad input audit: {nam: Bob} was reported as found {}; review)', () => {
    const source = '---\nauthors:\n  - nam: Bob\n---\n';
    const typo = resolveAuthors([{ nam: 'Bob' }], {}, { file: 'blog/2024-05-01-post.md', source });
    expect(typo.authors).toEqual([]);
    expect(typo.warnings).toEqual([]);
    expect(typo.problems.map((problem) => [problem.where?.line, problem.fix])).toEqual([[2, 'Did you mean `nam` → `name`? Give it `name:`, or `key:` naming an author of authors.yml, or `image_url:`.']]);
    const extra = resolveAuthors([{ name: 'Bob', titel: 'Writer', email: 'bob@example.com' }], {}, { file: 'blog/2024-05-01-post.md', source: '---\nauthors:\n  - name: Bob\n    titel: Writer\n---\n' });
    expect(extra.problems).toEqual([]);
    expect(extra.authors).toEqual([expect.objectContaining({ name: 'Bob', email: 'bob@example.com', title: undefined })]);
    expect(extra.warnings.map((warning) => [warning.where?.line, warning.what, warning.fix])).toEqual([[4, 'An author written in the post has a key `titel` that an author does not have, left out', 'Did you mean `titel` → `title`? An author takes key, name, title, url, email, image_url, imageURL, socials.']]);
  });

  it('tells several keys written in one string to be a list (bad input audit: told to add "alice, bob" to authors.yml)', () => {
    const { problems } = resolveAuthors('alice, bob', { alice: { name: 'Alice' }, bob: { name: 'Bob' } }, { file: 'blog/2024-05-01-post.md', source: '---\nauthors: alice, bob\n---\n' });
    expect(problems.map((problem) => [problem.where?.line, problem.what, problem.fix])).toEqual([[2, 'Unknown author key "alice, bob"', 'Write several authors as a list: `authors: [alice, bob]`.']]);
  });

  it('places an author without a name at its line, naming the key that was likely meant', () => {
    const source = 'ada:\n  name: Ada\nmara:\n  nmae: Mara\n';
    const { problems } = normalizeAuthorsFile({ ada: { name: 'Ada' }, mara: { nmae: 'Mara' } }, 'blog/authors.yml', source);
    expect(problems.map((problem) => [problem.where, problem.what, problem.fix])).toEqual([[{ file: 'blog/authors.yml', line: 3 }, 'Author `mara` has no name', 'Did you mean `name` instead of `nmae`? Add `name:` under `mara:`.']]);
  });
});
