// Incremental rendering: a page whose inputs did not change since the previous build into the
// same folder is taken from that build instead of being rendered again. A page's HTML is a
// function of its page data, the shared data it names (whose URLs carry their content hash),
// and what every page shares: site data, asset URLs, head tags and the server bundle's code.
// All of that goes into a key per page (compiled markdown by the name of its cache entry, see
// contentKeys.ts); a manifest in the build cache remembers each page's
// key, output files and the links and ids the link checker needs, so a reused page is not
// even read.
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
}

export type RenderManifest = Record<string, ManifestEntry>;

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

/**
 * What every page's HTML depends on besides its own data. Not the output folder (temporary)
 * nor the shared data itself: a page names shared files by URLs that carry their content hash.
 * `engineBuild` names the build of Folio's own code that runs (see `ENGINE_BUILD_VARIABLE`): the
 * server bundle covers the theme, but the code that makes page data and writes the document
 * around it (plugins, `htmlDocument`) is in the command's bundle, and a page another build of
 * it rendered may differ from what this one renders from the same inputs.
 */
export function setupKey(setup: RenderSetup, serverBundleCode: string | Buffer, engineBuild = ''): string {
  const { site, assets, kindChunks, globalHead, image, noIndexSite } = setup;
  return hash(JSON.stringify({ site, assets, kindChunks, globalHead, image, noIndexSite }) + hash(serverBundleCode) + engineBuild);
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
  strings: string[];
  parts: { hrefs: number[]; ids: string[] }[];
  pages: Record<string, Omit<ManifestEntry, 'hrefs' | 'parts'> & { hrefs: number[]; parts?: number[] }>;
}

const MANIFEST_VERSION = 3;

export async function readManifest(file: string): Promise<RenderManifest> {
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as StoredManifest;
    if (stored.version !== MANIFEST_VERSION) return {};
    const hrefsOf = (indices: number[]) => indices.map((index) => stored.strings[index]!);
    // Keys of their own: a part read back is never the same object as one a render thread names.
    const parts = stored.parts.map((part, index): PartLinks => ({ key: `manifest:${index}`, hrefs: hrefsOf(part.hrefs), ids: part.ids }));
    const manifest: RenderManifest = {};
    for (const [page, { hrefs, parts: partIndices, ...entry }] of Object.entries(stored.pages)) {
      manifest[page] = { ...entry, hrefs: hrefsOf(hrefs), ...(partIndices && { parts: partIndices.map((index) => parts[index]!) }) };
    }
    return manifest;
  } catch {
    return {};
  }
}

export async function writeManifest(file: string, manifest: RenderManifest): Promise<void> {
  const stringIndex = new Map<string, number>();
  const partIndex = new Map<string, number>();
  const stored: StoredManifest = { version: MANIFEST_VERSION, strings: [], parts: [], pages: {} };
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
  /** The manifest of this build, without the pages still to render. */
  manifest: RenderManifest;
  /** The key and output files of each item to render, by path, to complete the manifest afterwards. */
  keys: Map<string, { key: string; files: string[] }>;
}

/** Every item rendered, none keyed (a build without the cache). */
export function planWithoutReuse(items: RenderItem[]): ReusePlan {
  return { fresh: items, reused: [], carried: [], manifest: {}, keys: new Map() };
}

/**
 * Splits the items into those to render and those whose output the previous build already
 * holds for the same key (`previousFiles`: the files of that build, relative to it).
 */
export function planReuse(items: RenderItem[], options: { common: string; previous: RenderManifest; previousFiles: ReadonlySet<string>; trailingSlash: boolean | undefined }): ReusePlan {
  const plan: ReusePlan = { fresh: [], reused: [], carried: [], manifest: {}, keys: new Map() };
  for (const item of items) {
    const key = pageKey(options.common, item);
    const old = options.previous[item.page.path];
    const files = outputFilesOf(item, options.trailingSlash);
    if (old?.key === key && sameFiles(old.files, files) && files.every((file) => options.previousFiles.has(file))) {
      plan.carried.push(...files);
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
    if (keyed) plan.manifest[page.path] = { ...keyed, hrefs: page.hrefs, ids: page.ids, bytes: page.bytes, ...(page.parts && { parts: page.parts }) };
  }
  return plan.manifest;
}

function sameFiles(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((file, index) => file === b[index]);
}

