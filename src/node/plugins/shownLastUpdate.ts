// What the "Last updated" line of a doc or a blog post shows. As Docusaurus's readLastUpdateData decides it: each part
// only when its option is on (`showLastUpdateTime`, `showLastUpdateAuthor`, both off by default),
// front matter `last_update` before git's answer. A `last_update` with both options off shows
// nothing: it corrects what would be shown, it does not turn the line on.
import type { LastUpdate } from './docs/gitLastUpdate.js';

export interface ShownLastUpdate {
  /** ISO date. */
  date?: string;
  author?: string;
}

export function shownLastUpdate(
  frontMatter: { date?: string | Date; author?: string } | undefined,
  fromGit: Pick<LastUpdate, 'date' | 'author'> | undefined,
  show: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean },
): ShownLastUpdate | undefined {
  const date = show.showLastUpdateTime ? (frontMatter?.date !== undefined ? new Date(frontMatter.date).toISOString() : fromGit?.date) : undefined;
  const author = show.showLastUpdateAuthor ? (frontMatter?.author ?? fromGit?.author) : undefined;
  return date === undefined && author === undefined ? undefined : { date, author };
}
