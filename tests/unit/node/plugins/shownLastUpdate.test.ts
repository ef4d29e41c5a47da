import { describe, expect, it } from 'vitest';
import { shownLastUpdate, untrackedFilesWarning } from '../../../../src/node/plugins/shownLastUpdate.js';
import { smallSiteLoader } from '../../../support/loadSmallSite.js';

const frontMatter = { date: '2024-02-01', author: 'Jane Doe' };
const fromGit = { date: '2023-05-06T07:08:09.000Z', author: 'Git Author' };
const show = (time: boolean, author: boolean) => ({ showLastUpdateTime: time, showLastUpdateAuthor: author });

describe('shownLastUpdate', () => {
  it('shows nothing with both options off (the default), even for a last_update front matter', () => {
    expect(shownLastUpdate(frontMatter, undefined, show(false, false))).toBeUndefined();
    expect(shownLastUpdate(frontMatter, fromGit, show(false, false))).toBeUndefined();
  });

  it('shows only the parts whose option is on, front matter before git', () => {
    expect(shownLastUpdate(frontMatter, fromGit, show(true, false))).toEqual({ date: '2024-02-01T00:00:00.000Z', author: undefined });
    expect(shownLastUpdate(frontMatter, fromGit, show(false, true))).toEqual({ date: undefined, author: 'Jane Doe' });
    expect(shownLastUpdate(frontMatter, fromGit, show(true, true))).toEqual({ date: '2024-02-01T00:00:00.000Z', author: 'Jane Doe' });
  });

  it("fills what the front matter leaves out from git, and shows git's answer without front matter", () => {
    expect(shownLastUpdate({ author: 'Jane Doe' }, fromGit, show(true, true))).toEqual({ date: '2023-05-06T07:08:09.000Z', author: 'Jane Doe' });
    expect(shownLastUpdate(undefined, fromGit, show(true, false))).toEqual({ date: '2023-05-06T07:08:09.000Z', author: undefined });
    expect(shownLastUpdate(undefined, undefined, show(true, true))).toBeUndefined();
  });
});

describe('untrackedFilesWarning', () => {
  const on = { showLastUpdateTime: true, showLastUpdateAuthor: false };
  it('warns when the option is on and git knows none of the files (verification audit: every line was left out without a word)', () => {
    expect(untrackedFilesWarning('blog', 'blog', on, 20, 0)).toEqual({
      plugin: 'blog',
      where: { file: 'blog' },
      what: '`showLastUpdateTime` is on, but git knows none of the 20 files of this blog instance (no repository, or nothing committed yet): their pages show no last update from git',
      fix: 'Build from a git checkout with the files committed, or give a page its last update in front matter (`last_update: { date: 2024-05-01, author: … }`).',
    });
  });

  it('says nothing when the options are off, there are no files, or git knows one', () => {
    expect(untrackedFilesWarning('docs', 'docs', { showLastUpdateTime: false, showLastUpdateAuthor: false }, 20, 0)).toBeUndefined();
    expect(untrackedFilesWarning('docs', 'docs', on, 0, 0)).toBeUndefined();
    expect(untrackedFilesWarning('docs', 'docs', on, 20, 1)).toBeUndefined();
  });
});

describe('a docs instance showing last updates outside git', () => {
  const load = smallSiteLoader('untracked');
  it('is warned about once, naming the folder', async () => {
    const { warnings } = await load({ 'docs/intro.md': '# Intro\n', 'docs/guide.md': '# Guide\n' }, { docs: [{ path: 'docs', routeBasePath: 'docs', sidebarPath: false, showLastUpdateTime: true }], blog: [], pages: [] });
    expect(warnings.filter((warning) => warning.what.includes('git knows none'))).toEqual([expect.objectContaining({ plugin: 'docs', what: expect.stringContaining('none of the 2 files of this docs instance') })]);
  });
});
