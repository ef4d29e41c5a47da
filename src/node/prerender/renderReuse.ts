// Incremental rendering: a page whose inputs did not change since the previous build into the
// same folder is taken from that build instead of being rendered again. A page's HTML is a
// function of its page data, the shared data it names (whose URLs carry their content hash),
// and what every page shares: site data, asset URLs, head tags and the server bundle's code.
// All of that goes into a key per page (compiled markdown by the name of its cache entry, see
// contentKeys.ts); a manifest in the build cache remembers each page's
// key, output files and the links and ids the link checker needs, so a reused page is not
// even read.
//
// One thing every page names is left out of the key: the address of the site data file. It
// changes with the addresses of the shared files the site data names (each version's sidebars
// and doc list, loaded in the browser only), so a doc's new title or sidebar position gave every
// page of the site a new key although only that version's pages render differently. A page
// whose key matches but whose build wrote another site data address is copied with the address
// replaced instead (see retargetSiteData.ts).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedPage, RenderItem, RenderSetup } from './renderBatch.js';
import { outputFileFor } from './outputPaths.js';
import type { PageLinkData, PartLinks } from './pageLinks.js';
import { stringifyWithNames } from './contentKeys.js';

export interface ManifestEntry extends PageLinkData {
  key: string;
  /** Output files of the page, relative to the output folder. */
  files: string[];
  bytes: number;
  /**
   * The shared files the page's render read to check it (a doc list `useDocById` looked in),
   * by URL: a URL carries its file's content hash, so a page whose files are all still
   * published is checked against the same lists. Not in the key, as the markup does not show them.
   */
  consulted?: string[];
}

export type RenderManifest = Record<string, ManifestEntry>;

/** What a build into a folder rendered: its pages, and the site data address they name. */
export interface RenderRecord {
  pages: RenderManifest;
  siteDataUrl: string | undefined;
}

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * What every page's HTML depends on besides its own data. Not the output folder (temporary)
 * nor the shared data itself: a page names shared files by URLs that carry their content hash.
 * `engineBuild` names the build of Folio's own code that runs (see `ENGINE_BUILD_VARIABLE`): the
 * server bundle covers the theme, but the code that makes page data and writes the document
 * around it (plugins, `htmlDocument`) is in the command's bundle, and a page another build of
 * it rendered may differ from what this one renders from the same inputs.
 */
export function setupKey(setup: Pick<RenderSetup, 'site' | 'assets' | 'kindChunks' | 'globalHead' | 'image' | 'noIndexSite' | 'sharedByUrl' | 'prismLanguages'>, serverBundleCode: string | Buffer, engineBuild = ''): string {
  const { site, kindChunks, globalHead, image, noIndexSite, prismLanguages } = setup;
  const { siteDataUrl: _written, ...assets } = setup.assets;
  // The shared files the site data names are fetched by the browser (in effects), never shown
  // by a server render: their addresses are no input of any page's HTML. A page that shows such
  // a file's content names it in its own data (`page.shared`), which is in its key; one whose
  // render only checked against it (useDocById) names it in its manifest entry (`consulted`).
  const sharedUrls = new Set(Object.keys(setup.sharedByUrl));
  const siteAsRendered = JSON.stringify(site, (_key, value: unknown) => (typeof value === 'string' && sharedUrls.has(value) ? '' : value));
  return hash(JSON.stringify({ site: siteAsRendered, assets, kindChunks, globalHead, image, noIndexSite, prismLanguages }) + hash(serverBundleCode) + engineBuild);
}

/**
 * The environment variable in which `scripts/folio.mjs` names the bundle of Folio's code it runs
 * (a new name whenever one of its source files changed); unset when running from source.
 */
export const ENGINE_BUILD_VARIABLE = 'FOLIO_ENGINE_BUILD';

export function pageKey(common: string, item: RenderItem): string {
  // Two updates, not `common + json`: the concatenation copied every page's JSON once more.
  // Compiled markdown goes in by name (the hash of its cache entry), not spelled out.
  return createHash('sha256').update(common).update(stringifyWithNames(item)).digest('hex');
}

export function outputFilesOf(item: RenderItem, trailingSlash: boolean | undefined): string[] {
  const html = item.htmlFile ?? outputFileFor(item.page.path, trailingSlash);
  return item.dataFile ? [html, item.dataFile] : [html];
}

/**
 * The manifest on disk: every href once, in `strings`, and pages' hrefs as indices into it; every
 * shared part (a sidebar, see pageLinks.ts) once, in `parts`, and pages' parts as indices into
 * that. Most hrefs (navbar, sidebar, footer) are on most pages: at 10,000 pages, whose changelog
 * sidebar lists every entry on every entry page, the plain form was hundreds of MB to write and
 * read back, and every page's copy of an href a string of its own for the link check to hash.
 */
interface StoredManifest {
  version: typeof MANIFEST_VERSION;
  siteDataUrl?: string;
  strings: string[];
  parts: { hrefs: number[]; ids: string[] }[];
  pages: Record<string, Omit<ManifestEntry, 'hrefs' | 'parts'> & { hrefs: number[]; parts?: number[] }>;
}

const MANIFEST_VERSION = 5;

export async function readManifest(file: string): Promise<RenderRecord> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as StoredManifest;
    // Without the address its pages name, none of them could be retargeted: all render again.
    if (stored.version !== MANIFEST_VERSION || stored.siteDataUrl === undefined) return { pages: {}, siteDataUrl: undefined };
    const hrefsOf = (indices: number[]) => indices.map((index) => stored.strings[index]!);
    // Keys of their own: a part read back is never the same object as one a render thread names.
    const parts = stored.parts.map((part, index): PartLinks => ({ key: `manifest:${index}`, hrefs: hrefsOf(part.hrefs), ids: part.ids }));
    const manifest: RenderManifest = {};
    for (const [page, { hrefs, parts: partIndices, ...entry }] of Object.entries(stored.pages)) {
      manifest[page] = { ...entry, hrefs: hrefsOf(hrefs), ...(partIndices && { parts: partIndices.map((index) => parts[index]!) }) };
    }
    return { pages: manifest, siteDataUrl: stored.siteDataUrl };
  } catch {
    return { pages: {}, siteDataUrl: undefined };
  }
}

export async function writeManifest(file: string, { pages: manifest, siteDataUrl }: RenderRecord): Promise<void> {
  const stringIndex = new Map<string, number>();
  const partIndex = new Map<string, number>();
  const stored: StoredManifest = { version: MANIFEST_VERSION, siteDataUrl, strings: [], parts: [], pages: {} };
  const indicesOf = (hrefs: string[]) =>
    hrefs.map((href) => {
      let index = stringIndex.get(href);
      if (index === undefined) stringIndex.set(href, (index = stored.strings.push(href) - 1));
      return index;
    });
  const partOf = (part: PartLinks) => {
    let index = partIndex.get(part.key);
    if (index === undefined) partIndex.set(part.key, (index = stored.parts.push({ hrefs: indicesOf(part.hrefs), ids: part.ids }) - 1));
    return index;
  };
  for (const [page, { hrefs, parts, ...entry }] of Object.entries(manifest)) {
    stored.pages[page] = { ...entry, hrefs: indicesOf(hrefs), ...(parts && { parts: parts.map(partOf) }) };
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(stored));
}

export interface ReusePlan {
  /** Items to render. */
  fresh: RenderItem[];
  /** Pages taken from the previous build, as the link checker needs them. */
  reused: RenderedPage[];
  /** Their output files, to carry over from the previous build (see carryOver.ts). */
  carried: string[];
  /**
   * Their HTML files that name the previous build's site data address, to copy with this
   * build's instead (see retargetSiteData.ts); empty when the address did not change.
   */
  retargeted: string[];
  /** The manifest of this build, without the pages still to render. */
  manifest: RenderManifest;
  /** The key and output files of each item to render, by path, to complete the manifest afterwards. */
  keys: Map<string, { key: string; files: string[] }>;
}

/** Every item rendered, none keyed (a build without the cache). */
export function planWithoutReuse(items: RenderItem[]): ReusePlan {
  return { fresh: items, reused: [], carried: [], retargeted: [], manifest: {}, keys: new Map() };
}

/**
 * Splits the items into those to render and those whose output the previous build already
 * holds for the same key (`previousFiles`: the files of that build, relative to it). When that
 * build wrote another site data address than `siteDataUrl`, the HTML of a page taken over is
 * retargeted rather than carried.
 */
export function planReuse(
  items: RenderItem[],
  options: { common: string; previous: RenderRecord; siteDataUrl: string; previousFiles: ReadonlySet<string>; trailingSlash: boolean | undefined; sharedUrls: ReadonlySet<string> },
): ReusePlan {
  const plan: ReusePlan = { fresh: [], reused: [], carried: [], retargeted: [], manifest: {}, keys: new Map() };
  const moved = options.previous.siteDataUrl !== options.siteDataUrl;
  for (const item of items) {
    const key = pageKey(options.common, item);
    const old = options.previous.pages[item.page.path];
    const files = outputFilesOf(item, options.trailingSlash);
    const sameChecks = old?.consulted?.every((url) => options.sharedUrls.has(url)) ?? true;
    if (old?.key === key && sameChecks && sameFiles(old.files, files) && files.every((file) => options.previousFiles.has(file))) {
      // The HTML file is first (outputFilesOf); the data file never names the site data.
      if (moved) plan.retargeted.push(files[0]!);
      plan.carried.push(...(moved ? files.slice(1) : files));
      plan.reused.push({ path: item.page.path, hrefs: old.hrefs, ids: old.ids, bytes: old.bytes, ...(old.parts && { parts: old.parts }) });
      plan.manifest[item.page.path] = old;
    } else {
      plan.fresh.push(item);
      plan.keys.set(item.page.path, { key, files });
    }
  }
  return plan;
}

/** Completes the manifest with the pages just rendered (the items themselves are gone by then). */
export function recordRendered(plan: ReusePlan, rendered: RenderedPage[]): RenderManifest {
  for (const page of rendered) {
    const keyed = plan.keys.get(page.path);
    if (keyed) plan.manifest[page.path] = { ...keyed, hrefs: page.hrefs, ids: page.ids, bytes: page.bytes, ...(page.parts && { parts: page.parts }), ...(page.consulted && { consulted: page.consulted }) };
  }
  return plan.manifest;
}

function sameFiles(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((file, index) => file === b[index]);
}

