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

  it("keeps an authors.yml author's email for the theme, which links the name to it when there is no url", () => {
    const { authors } = normalizeAuthorsFile({ bob: { name: 'Bob Smith', title: 'Contributor', email: 'bob@example.com' } }, 'blog/authors.yml');
    expect(toBlogAuthor({ ...authors.bob!, key: 'bob' }, '/blog/authors')).toEqual({ key: 'bob', name: 'Bob Smith', title: 'Contributor', email: 'bob@example.com', url: undefined, imageUrl: undefined, socials: undefined, page: undefined });
  });
});
