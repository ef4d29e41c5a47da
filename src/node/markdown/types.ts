import type { HeadTag, MdNode, TocItem } from '../../shared/types.js';
import type { Diagnostic } from '../errors.js';
import type { MarkdownFormat } from './markdownFormat.js';

/** Where a diagnostic points. Lines are 1-based and count from the top of the file. */
export interface SourcePlace {
  file: string;
  line?: number;
  column?: number;
}

/** One input to the markdown compiler. Plain data, so it can be sent to a worker thread. */
export interface MarkdownInput {
  /** Path relative to the site root, used in every message (`content/docs/intro.md`). */
  file: string;
  /** Absolute path, used to resolve relative images. */
  absFile: string;
  /** The whole file, front matter included, or the part of a file that starts at `firstLine`. */
  source: string;
  /**
   * The line of the file on which `source` starts (1, the default, for a whole file): a
   * changelog entry is one part of CHANGELOG.md. Every line the compile reports is a line of the
   * file. (Padding the part with empty lines instead made compiling a 2,200-entry changelog
   * quadratic: every entry re-parsed the lines of all entries above it.)
   */
  firstLine?: number;
  /**
   * The file is read as MDX (see markdownFormat.ts): its text expressions and constant exports
   * are evaluated, and markdown follows a tag on its own line. Module lines, JSX comments and
   * component tags are read in every file, as content written for Docusaurus has them in both.
   */
  isMdx: boolean;
  /** The site's `markdown.format`, which also decides how the partials the file imports are read. Default `detect`. */
  markdownFormat?: MarkdownFormat;
  /**
   * Source file (site-relative, as in `file`) → URL, for every markdown file a link may
   * point at. A relative link `./other.md#x` resolves through this map (after resolving the
   * path against `file`'s folder); a `.md`/`.mdx` target missing from it is a broken
   * markdown link and is reported in `brokenMarkdownLinks`.
   */
  linkMap: Record<string, string>;
  /**
   * Folders (site paths, as `file`) a markdown link that does not start with `./` or `../` is
   * looked for in before the file's own folder, as Docusaurus does: the plugin's content folder,
   * then the site folder (`/docs/intro.md`). See markdownLinkTarget.ts.
   */
  linkRoots?: string[];
  /** Site base URL (`/`), prefixed to asset URLs. */
  baseUrl: string;
  /**
   * The site's `trailingSlash` rule, applied to links to pages as the theme applies it to its own
   * (undefined: links keep the slash they were written with). Part of the input, so of the cache key.
   */
  trailingSlash?: boolean;
  /** Absolute path of the site folder, which MDX's `@site/…` paths start from (`require('@site/static/img/x.png')`). */
  siteDir?: string;
  /**
   * Absolute paths of the site's static folders: an image written as a site path (`/img/x.png`)
   * is looked for there, to be measured and given the base URL.
   */
  staticDirs?: string[];
  /** TOC levels (defaults from site config; front matter may override per page). */
  tocMinLevel: number;
  tocMaxLevel: number;
  /** Prefix for footnote ids so several posts on one list page stay unique. */
  idPrefix?: string;
  /**
   * The h1 a page's title comes from (see title.ts). Docs (the default) keep it and report it in
   * `contentTitle`, so the theme shows it, with its id and markup, instead of the title; with a
   * front matter `title` they do the same with a leading h1. `remove` (blog posts) always drops
   * a leading h1; `keep` (markdown pages, shown as written) never does.
   */
  titleHeading?: 'remove' | 'keep';
  /** A partial (a file another imports and uses as a tag): `{props.name}` in its text is filled where it is used. */
  partial?: boolean;
}

/** An image or other asset a page references, to be copied into the build. */
export interface AssetRef {
  /** Absolute source path on disk. */
  absPath: string;
  /** The URL it is served at in the build (`/assets/images/pic-1a2b3c4d.png`). */
  url: string;
}

export interface LinkRef {
  /** The URL as written in the page after resolution (`/docs/intro#setup`). */
  url: string;
  line?: number;
  /** A markdown link to a file that does not exist: reported by `onBrokenMarkdownLinks`, not again by the link check. */
  brokenMarkdown?: true;
  /** Written as `pathname:///files/a.pdf`: a file the site serves, which the link check leaves alone, as Docusaurus's does. */
  unchecked?: true;
}

/** A link of a route's source, for the link check: `file` when written in another file than the route's (a post's excerpt on a list page). */
export interface SourceLink extends LinkRef {
  file?: string;
}

export interface MarkdownOutput {
  /** Raw front matter (validated later by the plugin that owns the file). */
  frontMatter: Record<string, unknown>;
  /** Title: front matter `title`, else the plain text of the first h1 (see `titleHeading` for what becomes of its node). */
  title?: string;
  /** The body keeps an h1 of its own (a leading one beside a front matter title, or the title's under `hide_title`): the theme shows it instead of the title. */
  contentTitle?: true;
  /** The compiled body. */
  body: MdNode[];
  /** Content before the truncation marker, when the file has one. */
  excerpt?: MdNode[];
  hasTruncateMarker: boolean;
  toc: TocItem[];
  /** Every id an anchor may point at on this page (headings, footnotes, explicit ids). */
  anchors: string[];
  /** Internal links (site-absolute, after `.md` resolution) with their source line; `file` when written in a partial. */
  links: SourceLink[];
  brokenMarkdownLinks: SourceLink[];
  /**
   * The `linkMap` entries this file looked up (`null`: not in the map). A cache keys entries
   * without the map and checks these instead, so adding a page only invalidates the files
   * whose links it changes, and keys stay cheap to hash on large sites.
   */
  linkLookups: Record<string, string | null>;
  assets: AssetRef[];
  /** Head tags from `<head>` blocks in the markdown. */
  head: HeadTag[];
  wordCount: number;
  /** Minutes, rounded up to one decimal (≥ 0.1). */
  readingTime: number;
  /** Features the page needs client-side: `math` (KaTeX CSS), `mermaid`, `tabs`, `code`. */
  features: string[];
  /** With a truncation marker: the features the excerpt above it needs (a blog list's, see excerptFeatures.ts). */
  excerptFeatures?: string[];
  /** Plain text of the body, headings marked, for the search index. */
  searchText?: { heading: string; id: string; level: number; text: string }[];
  /** Text of the first paragraph: the description of a page whose front matter has none. */
  summary?: string;
  /**
   * The files the file imports and reads: its partials (`import Note from './_note.mdx'`),
   * nested ones included, and the files whose text it imports through raw-loader (see
   * fileImports.ts); absolute path → modification time when read. A cached output is stale once one changed.
   */
  importedFiles?: Record<string, number>;
  /**
   * An expression of the page read the clock or chance (`{new Date().getFullYear()}`): the next
   * build compiles the page again rather than keep this year's value (see runExpression.ts).
   */
  volatile?: true;
  /**
   * Files looked for on disk that are not the file's assets: the static-folder files its
   * site-path images (`![](/img/box.svg)`) were measured from or looked for, and the files its
   * relative links to non-pages (`./files/sheet.csv`) named but did not find. Absolute path →
   * modification time when read, null where none was (an image added there later gets measured,
   * a linked file added later becomes an asset). A cached output is stale once one changed.
   */
  staticFiles?: Record<string, number | null>;
  /** Problems that still give a correct page (a dropped `<script>`, a formula KaTeX cannot typeset). */
  warnings?: Diagnostic[];
  /**
   * Where the `<DocCardList />` tags are (a partial's at its own file and line): each lists the
   * cards of the doc's sidebar category, which only the docs plugin knows, so it reports a doc
   * in none at these places.
   */
  docCardLists?: SourcePlace[];
}
