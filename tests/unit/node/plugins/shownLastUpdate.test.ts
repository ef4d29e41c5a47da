import { describe, expect, it } from 'vitest';
import { shownLastUpdate } from '../../../../src/node/plugins/shownLastUpdate.js';

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
