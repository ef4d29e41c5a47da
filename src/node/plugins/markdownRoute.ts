// Helpers every markdown-based plugin shares: the compiler input of a file and the head tags
// its front matter asks for.
import path from 'node:path';
import type { HeadTag } from '../../shared/types.js';
import { displayPath } from '../errors.js';
import type { ContentFile } from '../content/readContentFiles.js';
import { isMdxFile } from '../markdown/markdownFormat.js';
import type { MarkdownInput, MarkdownOutput } from '../markdown/types.js';
import type { LoadContext } from './types.js';

export function markdownInput(file: ContentFile, ctx: Pick<LoadContext, 'config' | 'siteDir'>, linkMap: Record<string, string>, idPrefix?: string, titleHeading?: MarkdownInput['titleHeading']): MarkdownInput {
  const toc = ctx.config.themeConfig.tableOfContents;
  return {
    file: file.sitePath,
    absFile: file.absPath,
    source: file.source,
    isMdx: isMdxFile(file.relPath, ctx.config.markdown.format),
    markdownFormat: ctx.config.markdown.format,
    linkMap,
    linkRoots: [contentFolder(file), sitePathOf(ctx.siteDir)],
    baseUrl: ctx.config.baseUrl,
    trailingSlash: ctx.config.trailingSlash,
    siteDir: ctx.siteDir,
    staticDirs: ctx.config.staticDirectories.map((dir) => path.resolve(ctx.siteDir, dir)),
    tocMinLevel: toc.minHeadingLevel,
    tocMaxLevel: toc.maxHeadingLevel,
    idPrefix,
    ...(titleHeading ? { titleHeading } : {}),
  };
}

/** The folder `file` was read from, as a site path (`content/docs` for `content/docs/guides/a.md`). */
function contentFolder(file: ContentFile): string {
  return file.sitePath.slice(0, file.sitePath.length - file.relPath.length).replace(/\/$/, '');
}

/** A folder as a site path, as content files are named (`''` for the folder commands run in). */
function sitePathOf(dir: string): string {
  return path.relative(process.cwd(), dir) === '' ? '' : displayPath(dir);
}

/** Head tags of a page's keywords and social image (its front matter's, or a generated index's). */
export function metadataHead(meta: { keywords?: string[]; image?: string }): HeadTag[] {
  const head: HeadTag[] = [];
  if (meta.keywords?.length) head.push({ tag: 'meta', attrs: { name: 'keywords', content: meta.keywords.join(', ') } });
  if (meta.image) {
    head.push({ tag: 'meta', attrs: { property: 'og:image', content: meta.image } });
    head.push({ tag: 'meta', attrs: { name: 'twitter:image', content: meta.image } });
  }
  return head;
}

/** Head tags of a markdown route: keywords, social image, and the file's own `<head>` block. */
export function routeHead(compiled: MarkdownOutput, fm: { keywords?: string[]; image?: string }): HeadTag[] {
  return [...metadataHead(fm), ...compiled.head];
}
