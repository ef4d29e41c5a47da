import { describe, expect, it } from 'vitest';
import { paginate, pageUrl, parsePostPath, postPermalink } from '../../../../../src/node/plugins/blog/postPath.js';

describe('parsePostPath', () => {
  it('reads the date and slug from file and folder names', () => {
    expect(parsePostPath('2024-01-05-hello.md')).toEqual({ date: '2024-01-05', slug: 'hello' });
    expect(parsePostPath('2024-01-05-hello/index.md')).toEqual({ date: '2024-01-05', slug: 'hello' });
    expect(parsePostPath('2024/01/05/hello.mdx')).toEqual({ date: '2024-01-05', slug: 'hello' });
  });
  it('leaves undated files with their name as slug', () => {
    expect(parsePostPath('releases/3.6.md')).toEqual({ slug: 'releases/3.6' });
  });
});

describe('postPermalink', () => {
  it('builds dated URLs and honours slug front matter', () => {
    expect(postPermalink('blog', { date: '2024-01-05', slug: 'hello' }, undefined)).toBe('/blog/2024/01/05/hello');
    expect(postPermalink('blog', { date: '2024-01-05', slug: 'hello' }, 'releases/3.6')).toBe('/blog/releases/3.6');
  });
});

describe('pagination', () => {
  it('splits lists into pages of the configured size', () => {
    expect(paginate([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(paginate([1, 2], 'ALL')).toEqual([[1, 2]]);
    expect(paginate([], 5)).toEqual([[]]);
  });
  it('gives page 1 the list URL and later pages a segment', () => {
    expect(pageUrl('/blog', 1)).toBe('/blog');
    expect(pageUrl('/blog', 2)).toBe('/blog/page/2');
    expect(pageUrl('/blog/authors/mara', 3, 'authors')).toBe('/blog/authors/mara/authors/3');
  });
});
