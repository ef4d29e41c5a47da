// Renders and writes a batch of routes. Runs inside a worker thread (or the main thread when
// parallel rendering is off); it gets everything as plain data and returns only what the link
// checker needs, so memory stays flat however many pages there are.
import { pageChunks } from '../../shared/featureChunks.js';
import { randomBytes } from 'node:crypto';
import { joinMarked, partMarkerPrefix, splitAtMarkers, type MarkedPage, type PartCollector } from '../../shared/partMarkers.js';
import type { HeadTag, PageData, RenderedHead, SiteData } from '../../shared/types.js';
import { applyTrailingSlash, withBase } from '../../shared/url.js';
import { hasInfimaClass } from '../markdown/infimaClassNames.js';
import { htmlDocument, type DocumentAssets } from './htmlDocument.js';
import { outputFileFor } from './outputPaths.js';
import { outputWriter } from './outputWriter.js';
import { pageLinks, type PageLinkData } from './pageLinks.js';
import { loadServerBundle } from './loadServerBundle.js';
import { describeRenderFailure, RenderFailure } from './renderFailure.js';
import { createHighlighter, type Highlighter } from '../markdown/highlightCode.js';
import { segmentLinesHtml, type HighlightLines } from '../../shared/codeTokens.js';

export interface RenderSetup {
  serverBundle: string;
  site: SiteData;
  assets: DocumentAssets;
  /** Route kind → modulepreload URLs of its chunks. */
  kindChunks: Record<string, string[]>;
  globalHead: HeadTag[];
  image?: string;
  noIndexSite: boolean;
  outDir: string;
  /** Shared data by URL (sidebars ...), needed to render pages that use it. */
  sharedByUrl: Record<string, unknown>;
  /** `themeConfig.prism.additionalLanguages`: code a React page renders is highlighted with them too. */
  prismLanguages?: string[];
}

export interface RenderItem {
  page: PageData;
  /** Where the page data JSON is written (relative to outDir), or null (404 page). */
  dataFile: string | null;
  /** Output HTML file relative to outDir; default derived from the path. */
  htmlFile?: string;
  /** Written as is instead of rendering the page (redirect pages). */
  staticHtml?: string;
}

/** A rendered page as the link checker sees it: its hrefs and ids, and the shared parts it holds (see pageLinks.ts). */
export interface RenderedPage extends PageLinkData {
  path: string;
  bytes: number;
  /** The shared files (by URL) the render read to check the page (see ServerSharedDataContext); absent when none. */
  consulted?: string[];
}

type SsrModule = { renderPage(input: { site: SiteData; page: PageData; shared: Record<string, unknown>; url: string; parts?: PartCollector; sharedByUrl?: Record<string, unknown>; consulted?: Set<string>; head?: RenderedHead; highlight?: HighlightLines }): string };

/**
 * The build's highlighter for code a React page renders (`@theme/CodeBlock`), made on a page's
 * first code block: Prism's grammars load only in a thread that meets one.
 */
const highlighters = new Map<string, HighlightLines>();
function pageHighlighter(languages: readonly string[] = []): HighlightLines {
  const key = languages.join(',');
  let highlight = highlighters.get(key);
  if (!highlight) {
    let highlighter: Highlighter | undefined;
    highlight = (code, language) => {
      const segments = (highlighter ??= createHighlighter(languages)).segments(code, language);
      return segments && segmentLinesHtml(segments);
    };
    highlighters.set(key, highlight);
  }
  return highlight;
}

/** This thread's marker prefix for shared parts (see partMarkers.ts). */
const PART_PREFIX = partMarkerPrefix(randomBytes(6).toString('hex'));

/**
 * Renders one route to its complete HTML document (no disk access); `app` is the rendered app
 * cut at its shared parts, for pageLinks, and `page` the page's data with the head its component
 * gave while rendering (a Docusaurus page's `<Layout title>`), to be written as the page's data.
 */
export async function renderDocument(setup: Omit<RenderSetup, 'outDir'>, item: RenderItem, extraBody = ''): Promise<{ html: string; app: MarkedPage; page: PageData; consulted?: string[] }> {
  const { renderPage } = await loadServerBundle<SsrModule>(setup.serverBundle);
  let { page } = item;
  // A page written as it is (a redirect) is read for the pages it links to: a redirect to a page
  // that does not exist is a broken link. Not for anchors: a redirect's `#hash` only rides along
  // (the reader's own hash wins), so only the target path is checked, as client redirects are.
  if (item.staticHtml !== undefined) return { html: item.staticHtml, page, app: { own: [item.staticHtml.replace(/(<a\s[^>]*?href="[^"#]*)#[^"]*"/g, '$1"')], parts: [] } };
  const shared = Object.fromEntries(Object.entries(page.shared ?? {}).map(([name, url]) => [name, setup.sharedByUrl[url]]));
  const url = withBase(applyTrailingSlash(page.path, setup.site.trailingSlash), setup.site.baseUrl);
  let app: MarkedPage;
  const consulted = new Set<string>();
  const head: RenderedHead = { tags: [] };
  try {
    const found: string[] = [];
    app = splitAtMarkers(renderPage({ site: setup.site, page, shared, url, parts: { prefix: PART_PREFIX, found }, sharedByUrl: setup.sharedByUrl, consulted, head, highlight: pageHighlighter(setup.prismLanguages) }), PART_PREFIX, found);
  } catch (error) {
    throw new RenderFailure(describeRenderFailure(page, error), { cause: error });
  }
  const appHtml = joinMarked(app);
  page = withInfimaFeature(withRenderedHead(page, head), appHtml);
  const assets: DocumentAssets = {
    ...setup.assets,
    modulePreloads: [...setup.assets.modulePreloads, ...pageChunks(setup.kindChunks, page.kind, page.features)],
  };
  const dataUrl = item.dataFile ? withBase(`/${item.dataFile}`, setup.site.baseUrl) : null;
  const html = htmlDocument({ site: setup.site, page, appHtml, assets, dataUrl, globalHead: setup.globalHead, image: setup.image, noIndexSite: setup.noIndexSite, extraBody });
  return { html, app, page, ...(consulted.size > 0 && { consulted: [...consulted] }) };
}

/**
 * Pure: `page` with the title, description and tags its component gave while rendering; the same
 * object when it gave none. The rendered tags come before the page's own, so a `<title>` there
 * is the one the page shows, and of several the last rendered (the innermost), as Docusaurus's
 * `<Head>` has it.
 */
export function withRenderedHead(page: PageData, head: RenderedHead): PageData {
  if (head.title === undefined && head.description === undefined && !head.tags.length) return page;
  const lastTitle = head.tags.findLastIndex((tag) => tag.tag === 'title');
  const tags = head.tags.filter((tag, index) => tag.tag !== 'title' || index === lastTitle);
  return {
    ...page,
    ...(head.title !== undefined && { title: head.title }),
    ...(head.description !== undefined && { description: head.description }),
    ...(tags.length > 0 && { head: [...tags, ...(page.head ?? [])] }),
  };
}

/**
 * Pure: a React page whose rendered markup uses Infima's classes (a Docusaurus page's
 * `text--center`, `col col--4`, `button--secondary`) gets the `infima` feature, and with it their
 * stylesheet, as a markdown page using them does (see infimaClasses.ts). The layout around the
 * page uses none of them.
 */
export function withInfimaFeature(page: PageData, appHtml: string): PageData {
  if (!page.kind.startsWith('page:') || page.features?.includes('infima')) return page;
  for (const [, classes] of appHtml.matchAll(/\sclass="([^"]+)"/g)) {
    if (hasInfimaClass(classes!.split(/\s+/))) return { ...page, features: [...(page.features ?? []), 'infima'] };
  }
  return page;
}

/**
 * Renders and writes `items`; `stats.writeMs` grows by the time spent writing files, and
 * `onPage` hears each page's path before it renders (a worker labels its console output with it).
 */
export async function renderBatch(setup: RenderSetup, items: RenderItem[], stats?: { writeMs: number }, onPage?: (path: string) => void): Promise<RenderedPage[]> {
  const write = outputWriter(setup.outDir);
  const results: RenderedPage[] = [];
  for (const item of items) {
    const { page } = item;
    onPage?.(page.path);
    const { html, app, consulted, page: rendered } = await renderDocument(setup, item);
    const writing = performance.now();
    write(item.htmlFile ?? outputFileFor(page.path, setup.site.trailingSlash), html);
    if (item.dataFile) write(item.dataFile, JSON.stringify(rendered));
    if (stats) stats.writeMs += performance.now() - writing;
    results.push({ path: page.path, ...pageLinks(app), bytes: html.length, ...(consulted && { consulted }) });
  }
  return results;
}
