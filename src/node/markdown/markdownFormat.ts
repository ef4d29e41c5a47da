// Which markdown files are read as MDX, as Docusaurus's `markdown.format` decides it: `detect`
// (Folio's default) reads `.mdx` files as MDX and `.md` files as CommonMark, `mdx` reads every
// file as MDX (Docusaurus 3's default: a site moved from it may use MDX syntax in `.md` files),
// `md` every file as CommonMark. Reading a file as MDX turns on what only MDX gives markdown:
// expressions in text (`{year}`), constant exports, markdown right after a tag on its own line.
import type { Diagnostic, Place } from '../errors.js';

export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/** Pure: whether the markdown file at `file` is read as MDX under `format`. */
export function isMdxFile(file: string, format: MarkdownFormat = 'detect'): boolean {
  return format === 'detect' ? file.endsWith('.mdx') : format === 'mdx';
}

/** The longest part of a statement a warning quotes. */
const QUOTED_LENGTH = 60;

/**
 * The warning for an `export` line of a file read as CommonMark: the line is left out of the
 * page, as every module line is, but its value is not there for `{name}` either, which then
 * shows as written. Said once, where the export is, so nothing vanishes silently.
 */
export function exportInCommonMarkWarning(statement: string, where: Place, format: MarkdownFormat = 'detect'): Diagnostic {
  const firstLine = statement.split('\n')[0]!.trim();
  const quoted = firstLine.length > QUOTED_LENGTH ? `${firstLine.slice(0, QUOTED_LENGTH)}…` : firstLine;
  const why = format === 'detect' ? "with `markdown.format: 'detect'`, the default, only .mdx files are read as MDX" : `\`markdown.format: '${format}'\``;
  return {
    what: `\`${quoted}\` is left out of the page: this file is read as CommonMark (${why}), so the export gives no value and {…} in its text is shown as written.`,
    where,
    fix: `${format === 'detect' ? 'rename the file to .mdx, or ' : ''}set \`markdown: { format: 'mdx' }\` in the site config to read every markdown file as MDX, as Docusaurus 3 does by default`,
    plugin: 'markdown',
  };
}
