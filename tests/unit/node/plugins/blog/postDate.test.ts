import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../../src/node/markdown/frontMatter.js';
import { impossibleDayReason, postDate } from '../../../../../src/node/plugins/blog/postDate.js';

/** postDate of a post whose source is `source`, with its front matter read as the build reads it. */
function dateOf(source: string, fromPath?: string) {
  const { frontMatter } = parseFrontMatter(source, 'blog/post.md');
  return postDate({ frontMatter: frontMatter.date as string | undefined, fromPath, file: 'blog/post.md', source });
}

describe('impossibleDayReason', () => {
  it('says why a year-month-day is not on the calendar', () => {
    expect(impossibleDayReason('2024-13-45')).toBe('there is no month 13');
    expect(impossibleDayReason('2024-02-30')).toBe('February 2024 has 29 days');
    expect(impossibleDayReason('2023-02-29')).toBe('February 2023 has 28 days');
    expect(impossibleDayReason('1900-02-29')).toBe('February 1900 has 28 days');
    expect(impossibleDayReason('2024-04-31T10:00:00Z')).toBe('April 2024 has 30 days');
    expect(impossibleDayReason('2024-01-00')).toBe('there is no day 0');
  });

  it('checks the other forms `new Date` reads, which roll over too (June 31 is July 1)', () => {
    expect(String(new Date('June 31, 2023'))).toMatch(/^Sat Jul 01 2023/);
    expect(impossibleDayReason('June 31, 2023')).toBe('June 2023 has 30 days');
    expect(impossibleDayReason('Feb 29 2023')).toBe('February 2023 has 28 days');
    expect(impossibleDayReason('Sept. 31, 2023')).toBe('September 2023 has 30 days');
    expect(impossibleDayReason('31 April 2024')).toBe('April 2024 has 30 days');
    expect(impossibleDayReason('2023/06/31')).toBe('June 2023 has 30 days');
    expect(impossibleDayReason('06/31/2023')).toBe('June 2023 has 30 days');
    expect(impossibleDayReason('13/01/2023')).toBe('there is no month 13');
  });

  it('accepts real days, and text that starts with no date', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2024-12-31', '2024-1-5', '2024-05-01T10:00:00Z', 'May 1, 2024', 'June 30, 2023', '1 Sept 2023', '2023/06/30', '12/31/2023', 'Someday 31 2023', 'Release 5']) expect(impossibleDayReason(day)).toBeUndefined();
  });
});

describe('postDate', () => {
  it('refuses an impossible front matter date that YAML rolled over, at its line, as written', () => {
    // js-yaml reads 2024-13-45 as 2025-02-14: the value alone looks fine.
    expect(parseFrontMatter('---\ndate: 2024-13-45\n---\n', 'blog/post.md').frontMatter.date).toBe('2025-02-14');
    expect(dateOf('---\ntitle: Hello\ndate: 2024-13-45 # new year\n---\n\nText.\n')).toEqual({
      problems: [
        {
          plugin: 'blog',
          where: { file: 'blog/post.md', line: 3 },
          what: '`date: 2024-13-45` is not a real calendar date: there is no month 13',
          fix: 'Write the day the post was published as YYYY-MM-DD, e.g. `date: 2024-05-01`.',
        },
      ],
    });
  });

  it('refuses an impossible or unreadable quoted date', () => {
    expect(dateOf("---\ndate: '2024-02-30'\n---\n").problems.map((problem) => problem.what)).toEqual(['`date: 2024-02-30` is not a real calendar date: February 2024 has 29 days']);
    expect(dateOf('---\ndate: June 31, 2023\n---\n').problems.map((problem) => problem.what)).toEqual(['`date: June 31, 2023` is not a real calendar date: June 2023 has 30 days']);
    expect(dateOf('---\ndate: "someday"\n---\n').problems.map((problem) => problem.what)).toEqual(['`date: someday` is not a date']);
  });

  it('refuses an impossible date in the file name, which is also the URL, even beside a good front matter date', () => {
    const expected = [{ plugin: 'blog', where: { file: 'blog/post.md' }, what: 'The date in the file name, 2024-02-30, is not a real calendar date: February 2024 has 29 days', fix: 'Rename the file with a date the calendar has (YYYY-MM-DD-slug.md).' }];
    expect(dateOf('---\ntitle: Hello\n---\n', '2024-02-30')).toEqual({ problems: expected });
    expect(dateOf('---\ndate: 2024-03-01\n---\n', '2024-02-30')).toEqual({ problems: expected });
  });

  it('takes the front matter date, else the file name date', () => {
    expect(dateOf('---\ndate: 2024-02-29\n---\n', '2024-01-05')).toEqual({ date: '2024-02-29T00:00:00.000Z', problems: [] });
    expect(dateOf('---\ntitle: Hello\n---\n', '2024-01-05')).toEqual({ date: '2024-01-05T00:00:00.000Z', problems: [] });
    expect(dateOf('---\ntitle: Hello\n---\n')).toEqual({ date: undefined, problems: [] });
  });

  it('keeps the time of a front matter date, as Docusaurus does, reading one written without a zone as UTC', () => {
    expect(dateOf('---\ndate: 2024-05-01T10:00:00Z\n---\n')).toEqual({ date: '2024-05-01T10:00:00.000Z', problems: [] });
    expect(dateOf('---\ndate: 2024-05-01T10:00:00+02:00\n---\n').date).toBe('2024-05-01T08:00:00.000Z');
    // Not a YAML timestamp (no seconds): a string, which Docusaurus reads as UTC, not local time.
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(dateOf('---\ndate: 2024-05-01T10:00\n---\n', '2024-05-01')).toEqual({ date: '2024-05-01T10:00:00.000Z', problems: [] });
      expect(dateOf('---\ndate: May 1, 2024\n---\n').date).toBe('2024-05-01T00:00:00.000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
