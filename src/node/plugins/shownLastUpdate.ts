// What the "Last updated" line of a doc or a blog post shows. As Docusaurus's readLastUpdateData decides it: each part
// only when its option is on (`showLastUpdateTime`, `showLastUpdateAuthor`, both off by default),
// front matter `last_update` before git's answer. A `last_update` with both options off shows
// nothing: it corrects what would be shown, it does not turn the line on.
import type { LastUpdate } from './docs/gitLastUpdate.js';
import type { Diagnostic } from '../errors.js';

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

/**
 * Pure: the warning for an instance that shows last updates while git knows none of its files (not
 * a checkout, or nothing committed yet), as Docusaurus warns: every "Last updated" line from git
 * was left out without a word. Undefined when the options are off, there are no files, or git knows one.
 */
export function untrackedFilesWarning(plugin: 'docs' | 'blog', folder: string, show: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean }, files: number, tracked: number): Diagnostic | undefined {
  if (!(show.showLastUpdateTime || show.showLastUpdateAuthor) || files === 0 || tracked > 0) return undefined;
  const option = show.showLastUpdateTime ? 'showLastUpdateTime' : 'showLastUpdateAuthor';
  return {
    plugin,
    where: { file: folder },
    what: `\`${option}\` is on, but git knows none of the ${files} file${files === 1 ? '' : 's'} of this ${plugin} instance (no repository, or nothing committed yet): their pages show no last update from git`,
    fix: 'Build from a git checkout with the files committed, or give a page its last update in front matter (`last_update: { date: 2024-05-01, author: … }`).',
  };
}
